// Reserves coming back into the dungeon (facts.md §4.3, "Dug-out teleport / reserves"): "a coach may bring one
// reserve per turn into the dungeon" [classic]; the dungeonbowl.com detail has him enter "at one of the team's own
// entrances" and "then Move/Blitz/Pass/Foul at once", "max 1 entry per team per turn, and never during set-up". In
// the 2021 set-up (§4.5b) a team's entrance is its own end zone, so the reserve steps onto a free square of it,
// standing, and may still act this turn. Without this, the seed's teleport-out (teleporters.ts) would only ever thin
// a team out. (The KO'd player's 6 to come back instead is not played here.)

import type { Procedure } from '../../core/engine';
import type { Action } from '../../core/types';
import type { TurnFrame } from '../gridiron/turn';
import { playerById } from '../gridiron/state';
import { endZoneCells } from './setup';
import type { DState } from './state';

/** The team turn this entry belongs to: one a team turn. */
const turnKey = (s: DState) => `${s.active}:${s.teams[s.active].turn}`;

/** The free squares of the side's own end zone. */
function entrances(s: DState, side: 'home' | 'away'): { x: number; y: number }[] {
  return endZoneCells(s, side).filter((c) => !s.players.some((q) => q.place === 'pitch' && q.x === c.x && q.y === c.y));
}

/** Gridiron's turn (with teleport-out) with one more thing a coach may do once a team turn: bring a reserve in. */
export const withReserves = (base: Procedure<DState, TurnFrame>): Procedure<DState, TurnFrame> => ({
  run(ctx, f) {
    const d = base.run(ctx, f);
    const s = ctx.state;
    if (!d || d.kind !== 'turn' || s.entered === turnKey(s)) return d;
    const reserves = s.players.filter((p) => p.side === f.side && p.place === 'reserves');
    if (reserves.length === 0) return d;
    const cells = entrances(s, f.side);
    if (cells.length === 0) return d;
    const extra: Action[] = [];
    for (const p of reserves) for (const c of cells) extra.push({ type: 'enter', player: p.id, x: c.x, y: c.y });
    const actions = d.actions.slice();
    actions.splice(actions.length - 1, 0, ...extra);
    return { ...d, actions };
  },
  act(ctx, f, action) {
    if (action.type !== 'enter') return base.act!(ctx, f, action);
    const s = ctx.state;
    const p = playerById(s, action.player as string);
    if (p.side !== f.side || p.place !== 'reserves' || s.entered === turnKey(s)) throw new Error(`${p.id} may not enter now`);
    s.entered = turnKey(s);
    p.place = 'pitch';
    p.stance = 'standing';
    p.x = action.x as number;
    p.y = action.y as number;
    ctx.events.push({ type: 'entered', player: p.id, x: p.x, y: p.y });
  },
});
