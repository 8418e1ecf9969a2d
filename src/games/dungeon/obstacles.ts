// Obstacles (rubble, statues: the board's `obstacle` feature on a floor cell). Seed 004 names them twice: "Unopened
// chests and obstacles are occupied squares, which means they are treated like a prone player for the purpose of
// balls scattering onto them", and a leap's path "may pass through both occupied and unoccupied squares, and over
// chasms or obstacles". Its leap paragraph then tells a landing on one: "If the target square is occupied, the player
// lands on that square, but is knocked down and has to roll for scatter to see which unoccupied square they
// eventually end up knocked down in. If the square they landed on was occupied by a player, as opposed to an
// obstacle, then that player may be knocked down".
//
// Readings, [A]: an obstacle is an occupied square that never moves and nobody can stand in. So no step goes into it
// (steps.ts); nobody is pushed into it: for a push it is a blocked square like a wall (gridiron's pushSquares asks the
// board), but it is no wall, so being pinned against one earns no "smashing into wall" bonus (walls.ts); a ball coming
// to rest on it bounces on, as off a prone player (below); a leaper (leap.ts), a thrown player (gridiron's ttm.ts asks
// the board) or a thrown chest (chest-throw.ts) that comes down on it is knocked down or scatters on as from a player,
// and nothing there is knocked down.

import { obstacleAt } from '../../core/board';
import { push } from '../../core/engine';
import type { GCtx } from '../gridiron/common';
import type { GridironMoments } from '../gridiron/hooks';
import { pitchOf } from '../gridiron/pitch';
import type { DState } from './state';

type DCtx = GCtx & { state: DState };

/** Whether an obstacle fills (x, y) on the match's board. */
export function obstacleIn(s: DState, x: number, y: number): boolean {
  const b = pitchOf(s).board;
  return !b.open && obstacleAt(b, x, y);
}

/** The `ballAtRest` hook's part: a ball never rests on an obstacle; it bounces on, as off a prone player. */
export function offTheObstacle(ctx: DCtx, e: GridironMoments['ballAtRest']): boolean {
  if (!obstacleIn(ctx.state, e.x, e.y)) return false;
  push(ctx, { p: 'gridiron.bounce', ...e.risk });
  return true;
}
