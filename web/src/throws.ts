// Throws on the board: a pass, hand-off, team-mate or chest throw, a Strike. The app knows no range rule: an
// action's band is the words of its own hint ("Short Pass 4+" is in the band "Short Pass"), and the bands are
// ordered by how far their squares lie from the thrower, so the nearest is drawn first whatever the game calls it.

import { cellKey, hasCell, refsOf } from './actions';
import type { Action } from './engine';

/** The action types that send something through the air (or hand it over) to a square or a player. */
export const THROW_TYPES: ReadonlySet<string> = new Set(['throw', 'throw-at', 'pass', 'handoff', 'ttm', 'ttm-chest']);

export const isThrow = (a: Action) => THROW_TYPES.has(a.type);

/** The band an action's words name: its hint (or label) less a "where: " lead and the closing "N+" score. */
export function bandOf(a: Action): string | null {
  const words = typeof a.hint === 'string' && a.hint ? a.hint : typeof a.label === 'string' ? a.label : '';
  const m = /^(?:[^:]*:\s*)?(.+?)\s+\d+\+$/.exec(words);
  return m ? m[1] : null;
}

export interface ThrowCell {
  x: number;
  y: number;
  actions: Action[];
  band: string | null;
}

/** The throws of a decision by the cell they land on: a square's own, or the square of the player they name. A
 * cell off the grid (the crowd) has no square to draw: those throws stay in the list only. */
export function throwCells(actions: Iterable<Action>, at: (player: string) => [number, number] | null, cols = Infinity, rows = Infinity): Map<string, ThrowCell> {
  const out = new Map<string, ThrowCell>();
  for (const a of actions) {
    if (!isThrow(a)) continue;
    let pos: [number, number] | null = null;
    if (hasCell(a)) pos = [a.x as number, a.y as number];
    else {
      const ref = refsOf(a).find((id) => at(id));
      pos = ref ? at(ref) : null;
    }
    if (!pos || pos[0] < 0 || pos[1] < 0 || pos[0] >= cols || pos[1] >= rows) continue;
    const k = cellKey(pos[0], pos[1]);
    const c = out.get(k);
    if (c) {
      if (!c.actions.includes(a)) c.actions.push(a);
      c.band ??= bandOf(a);
    } else out.set(k, { x: pos[0], y: pos[1], actions: [a], band: bandOf(a) });
  }
  return out;
}

/** The bands nearest first: by the mean distance of their cells from the thrower. */
export function bandOrder(cells: Iterable<ThrowCell>, from: [number, number]): string[] {
  const sum = new Map<string, [number, number]>();
  for (const c of cells) {
    if (!c.band) continue;
    const d = Math.hypot(c.x - from[0], c.y - from[1]);
    const s = sum.get(c.band) ?? [0, 0];
    sum.set(c.band, [s[0] + d, s[1] + 1]);
  }
  return [...sum].sort((a, b) => a[1][0] / a[1][1] - b[1][0] / b[1][1]).map(([band]) => band);
}

/** The player who throws: the one acting, else the one holding the ball. */
export function throwerOf(acting: string | null, carrier: string | null, on: (id: string) => boolean): string | null {
  if (acting && on(acting)) return acting;
  return carrier && on(carrier) ? carrier : null;
}
