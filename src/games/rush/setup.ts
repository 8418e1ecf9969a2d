// Set-up (facts.md §3.1): "Home then Visitor each place 6 players anywhere in their own half; the rest go to the
// Subs' Bench." One decision per model placed: any benched model on any free hex of the half, or the default
// formation, which places the rest at once (a short set-up for bots and hurried coaches).

import { areaCells } from '../../core/board';
import { emit, pop } from '../../core/engine';
import type { Dir } from '../../core/grid/hex';
import type { Action, Decision, Frame } from '../../core/types';
import { pitch, SIDES } from './board';
import { playerAt, playerById, seatOf, type Player, type RCtx, type Side } from './state';
import { ON_PITCH } from './teams';

export interface SetupFrame extends Frame {
  p: 'setup';
  team: Side;
}

/** Facing the opposing end: Home's end is x = 0. */
export function forward(t: Side): Dir {
  return t === 0 ? 2 : 5;
}

/** The default formation's hexes, in the order models fill them: a line three hexes back from halfway. */
function formation(t: Side): { x: number; y: number }[] {
  const x = t === 0 ? 9 : 16;
  return [2, 4, 6, 7, 9, 11].map((y) => ({ x, y }));
}

function place(ctx: RCtx, p: Player, x: number, y: number): void {
  p.at = 'pitch';
  p.x = x;
  p.y = y;
  p.facing = forward(p.team);
  p.down = false;
  emit(ctx, { type: 'place', player: p.id, x, y });
}

export const setup = {
  run(ctx: RCtx, f: SetupFrame): Decision | void {
    const s = ctx.state;
    const bench = s.players.filter((p) => p.team === f.team && p.at === 'bench');
    const placed = s.players.filter((p) => p.team === f.team && p.at === 'pitch').length;
    if (placed >= ON_PITCH || bench.length === 0) {
      pop(ctx);
      return;
    }
    const free = areaCells(pitch(s), `half:${SIDES[f.team]}`).filter((h) => !playerAt(s, h.x, h.y));
    const actions: Action[] = [{ type: 'formation', label: 'the rest in the default formation' }];
    for (const p of bench) for (const h of free) actions.push({ type: 'place', player: p.id, x: h.x, y: h.y });
    return { seat: seatOf(f.team), kind: 'setup', prompt: `set up: place model ${placed + 1} of ${ON_PITCH} in your half`, actions };
  },
  act(ctx: RCtx, f: SetupFrame, a: Action): void {
    const s = ctx.state;
    if (a.type === 'place') {
      place(ctx, playerById(s, a.player as string), a.x as number, a.y as number);
      return;
    }
    // The formation's hexes first, then (where a model already stands on one) any free hex of the half.
    const half = areaCells(pitch(s), `half:${SIDES[f.team]}`);
    const spots = [...formation(f.team), ...half].filter((h) => !playerAt(s, h.x, h.y));
    for (const p of s.players) {
      if (p.team !== f.team || p.at !== 'bench') continue;
      if (s.players.filter((q) => q.team === f.team && q.at === 'pitch').length >= ON_PITCH) break;
      let h = spots.shift();
      while (h && playerAt(s, h.x, h.y)) h = spots.shift();
      if (!h) break;
      place(ctx, p, h.x, h.y);
    }
  },
};
