// A Throw Team-Mate action's throws, fast: the same list as ball/ttm.ts `ttmActions` (the rule). The rule looks at
// every square of the pitch for each team-mate he may throw, and builds a target, an action and a hint for each in
// reach, at every step of the action. Here the range ruler is read once into a table of bands (fast/throw.ts), the
// score each band needs is worked out once per list, and each action is built once per team-mate, square, band and
// score and shared (frozen: decisions never edit them). Who may be thrown is asked as the rule asks it.

import { BoundedCache } from '../../../core/bounded-cache';
import { neighbours } from '../../../core/grid/square';
import type { Action } from '../../../core/types';
import { canCatch, rollNeeded } from '../ball/common';
import { rangeName } from '../ball/pass';
import { RANGE_RULER } from '../ball/range-ruler';
import { TTM_RANGES, ttmModifiers } from '../ball/ttm';
import { perPitch, pitchOf, type Pitch } from '../pitch';
import { agilityTarget, hasSkill, playerAt, playerById, type GState, type Player } from '../state';
import { BAND_AT, BANDS } from './throw';

const REACH = RANGE_RULER.length;

/** Scratch for one list: the score each band needs (at 1 + its index in BANDS), 0 for a band a team-mate is never
 * thrown (Long Pass, Long Bomb). */
const needs = new Uint8Array(BANDS.length + 1);

/** Per pitch, by the thrown player's id: his actions by (band * 8 + need) * cells + cell. */
const ttmCacheOf = perPitch(() => new BoundedCache<string, (Action | undefined)[]>(64));

function ttmAction(pitch: Pitch, byThrown: (Action | undefined)[], thrown: string, x: number, y: number, band: number, need: number): Action {
  const key = (band * 8 + need) * pitch.cells + y * pitch.width + x;
  let a = byThrown[key];
  if (a === undefined) a = byThrown[key] = Object.freeze({ type: 'ttm', thrown, x, y, hint: `${rangeName(BANDS[band - 1])} ${need}+` });
  return a;
}

export function fastTtmActions(s: GState, throwerId: string): Action[] {
  const t = playerById(s, throwerId);
  if (!hasSkill(t, 'Throw Team-Mate') || !canCatch(t)) return [];
  const pitch = pitchOf(s);
  const thrown: Player[] = [];
  for (const sq of neighbours(pitch.width, pitch.height, t)) {
    const p = playerAt(s, sq.x, sq.y);
    if (p && p.side === t.side && p.stance === 'standing' && !p.acted && hasSkill(p, 'Right Stuff')) thrown.push(p);
  }
  const out: Action[] = [];
  if (thrown.length === 0) return out;
  const base = agilityTarget(t.ag);
  for (let b = 0; b < BANDS.length; b++) needs[b + 1] = TTM_RANGES.includes(BANDS[b]) ? rollNeeded(base, ttmModifiers(s, t, BANDS[b])) : 0;
  const cache = ttmCacheOf(pitch);
  // The rule's squares in the rule's order (rows, then columns, over the pitch), only those the ruler can reach.
  const y0 = Math.max(0, t.y - REACH + 1);
  const y1 = Math.min(pitch.height - 1, t.y + REACH - 1);
  const x0 = Math.max(0, t.x - REACH + 1);
  const x1 = Math.min(pitch.width - 1, t.x + REACH - 1);
  for (const q of thrown) {
    let byThrown = cache.get(q.id);
    if (byThrown === undefined) byThrown = cache.set(q.id, new Array<Action | undefined>((BANDS.length + 1) * 8 * pitch.cells).fill(undefined));
    for (let y = y0; y <= y1; y++) {
      const row = (y > t.y ? y - t.y : t.y - y) * REACH;
      for (let x = x0; x <= x1; x++) {
        const band = BAND_AT[row + (x > t.x ? x - t.x : t.x - x)];
        if (band !== 0 && needs[band] !== 0) out.push(ttmAction(pitch, byThrown, q.id, x, y, band, needs[band]));
      }
    }
  }
  return out;
}
