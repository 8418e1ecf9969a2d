// Seed 004, Ball Placement: where a loose ball may come to rest in a dungeon. Run at gridiron's `ballAtRest` moment
// (a ball about to rest on the ground) and `turnStart` (the lava roll, the unreachable ball).
//
// - "The ball can never scatter into a wall. If it would do so, re-roll until an available square is located": a
//   board fact gridiron's scatter already keeps (ball/bounce.ts scatterOnce), on every walled board.
// - "Unopened chests and obstacles are occupied squares ... treated like a prone player": chests.ts offTheChest.
// - "When the ball carrier is lost in space, the ball simply bounces from the teleporter": teleporters.ts.
// - "If the ball scatters onto an unoccupied teleporter, it immediately teleports to a random teleporter, and bounces
//   when it is either dropped or lands in an unoccupied teleporter": a D6 names the pad (as a player's teleport
//   does, teleporters.ts padFor); a standing player there may catch it (a dropped catch bounces, gridiron's catch),
//   and an empty pad, or one whose player cannot catch, sends it bouncing on. "The ball can thus never be stationary
//   on an unoccupied teleporter square."
// - Pits: "immediately scatter the ball from the pit square"; chasms: "the ball teleports onto a random teleporter".
// - Lava: "roll a D6 at the start of each player's turn. On a 1-3, the ball stays in the lava square. On a 4-6, it
//   teleports onto a random teleporter".
// - "If the ball ever ends up in a location where it is not possible for any player on the board to reach it ...
//   teleport it onto a random teleporter ... at the beginning of the next team turn." Reaching it means walking to
//   it: over floor and platforms, never through rock, a wall, an obstacle, a pit, a chasm or lava.

import { NOT_REACHED, obstacleAt, terrainAt, TERRAINS, walk } from '../../core/board';
import { roll } from '../../core/dice';
import { emit, pop, push, type Procedure } from '../../core/engine';
import type { Frame } from '../../core/types';
import { ballLoose, canCatch, type BallRisk } from '../gridiron/ball/common';
import { catchChoice } from '../gridiron/ball/bounce';
import { pushCatch } from '../gridiron/ball/catch';
import type { GCtx } from '../gridiron/common';
import type { GridironMoments } from '../gridiron/hooks';
import { pitchOf } from '../gridiron/pitch';
import { playerAt } from '../gridiron/state';
import { padAt, padFor, padsOf } from './teleporters';
import type { DState } from './state';

type DCtx = GCtx & { state: DState };

export interface BallTeleportFrame extends Frame, BallRisk {
  p: 'dungeon.ball-teleport';
  stage?: 'choice' | 'wait';
  who?: string;
}

/** Sends the loose ball to a random teleporter. */
export function pushBallTeleport(ctx: DCtx, risk: BallRisk): void {
  push(ctx, { p: 'dungeon.ball-teleport', ...risk } as BallTeleportFrame);
}

function bounceOn(ctx: DCtx, risk: BallRisk): void {
  ctx.state.ball.state = 'loose';
  push(ctx, { p: 'gridiron.bounce', ...risk });
}

const riskOf = (f: BallRisk): BallRisk => (f.safe ? { safe: true } : f.risk ? { risk: true } : {});

export const ballTeleport: Procedure<DState, BallTeleportFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    if (f.stage === 'wait') {
      pop(ctx);
      return;
    }
    const pads = padsOf(pitchOf(s));
    // A map without teleporters: the ball bounces from where it is, which is the nearest a D6 can send it.
    if (pads.length === 0) {
      pop(ctx);
      return bounceOn(ctx, riskOf(f));
    }
    const ev = roll(ctx, { rule: 'dungeon.ball-teleport', dice: 'd6', outcome: (t) => `pad at ${padFor(pads, t).x},${padFor(pads, t).y}` });
    const to = padFor(pads, ev.total);
    ballLoose(s, to.x, to.y);
    emit(ctx, { type: 'ball-teleported', x: to.x, y: to.y });
    const there = playerAt(s, to.x, to.y);
    if (there && canCatch(there)) {
      f.stage = 'choice';
      f.who = there.id;
      return catchChoice(s, there.id, 'teleported ball');
    }
    pop(ctx);
    bounceOn(ctx, riskOf(f));
  },
  act(ctx, f, action) {
    if (action.catch === true) {
      f.stage = 'wait';
      pushCatch(ctx, f.who!, 'other', riskOf(f));
      return;
    }
    emit(ctx, { type: 'catch-declined', who: f.who });
    pop(ctx);
    bounceOn(ctx, riskOf(f));
  },
};

/** The `ballAtRest` hook's part: pits, chasms and unoccupied teleporters send the ball on. */
export function ballPlacement(ctx: DCtx, e: GridironMoments['ballAtRest']): boolean {
  const s = ctx.state;
  const board = pitchOf(s).board;
  const terrain = terrainAt(board, e.x, e.y);
  if (terrain === 'pit') {
    emit(ctx, { type: 'ball-off-the-pit', x: e.x, y: e.y });
    bounceOn(ctx, e.risk);
    return true;
  }
  if (terrain === 'chasm' || padAt(s, e.x, e.y)) {
    pushBallTeleport(ctx, e.risk);
    return true;
  }
  return false;
}

/** Whether some player on the board could walk to (x, y). With nobody on the board there is no one to reach it, and
 * no pad would change that: the ball stays. */
export function reachable(s: DState, x: number, y: number): boolean {
  const board = pitchOf(s).board;
  const standing: number[] = [];
  for (const p of s.players) if (p.place === 'pitch') standing.push(p.y * board.width + p.x);
  if (standing.length === 0) return true;
  // Players are no obstacle to the question; pits, chasms, lava and obstacles are.
  const far = walk(board, [y * board.width + x], (i) => {
    const t = TERRAINS[board.terrain[i]];
    return t !== 'pit' && t !== 'chasm' && t !== 'lava' && !obstacleAt(board, i % board.width, Math.floor(i / board.width));
  });
  return standing.some((i) => far[i] !== NOT_REACHED);
}

/** The `turnStart` hook's part: the ball in lava, and the ball nobody can reach. */
export function ballAtTurnStart(ctx: DCtx): boolean {
  const s = ctx.state;
  if (s.ball.state !== 'ground') return false;
  const board = pitchOf(s).board;
  if (terrainAt(board, s.ball.x, s.ball.y) === 'lava') {
    const ev = roll(ctx, { rule: 'dungeon.lava-ball', dice: 'd6', outcome: (t) => (t <= 3 ? 'stays' : 'teleports') });
    if (ev.outcome === 'stays') return false;
    pushBallTeleport(ctx, {});
    return true;
  }
  if (reachable(s, s.ball.x, s.ball.y)) return false;
  emit(ctx, { type: 'ball-unreachable', x: s.ball.x, y: s.ball.y });
  pushBallTeleport(ctx, {});
  return true;
}
