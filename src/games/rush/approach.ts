// The move that is part of a Slam or a Steal (seed 003): "Jacks may move 1 hex as part of Slam; Guards may Run",
// "Jacks may move 1 hex as part of a Steal; Strikers may Run". A Run is move.ts's; the Jack's one hex is here: a
// step with no Dash after it, an Evade when it leaves a threatened hex (as any move, seed: "If you move out of a hex
// that is threatened, you will need to Evade"), and turning freely as a Run does. [A] The Jack's hex may not be the
// loose ball's: a Pick Up would end the action before its Slam or Steal.

import { onBoard } from '../../core/board';
import { emit, pop, push } from '../../core/engine';
import { DIRECTIONS, neighbour, type Dir } from '../../core/grid/hex';
import type { Action, Decision, Frame } from '../../core/types';
import { dropBall } from './ball';
import { pitch } from './board';
import { dashOrEvade, fallOver } from './dash-evade';
import { startMove } from './move';
import { playerAt, playerById, seatOf, type Player, type RCtx, type RushState } from './state';
import { enemyThreats } from './threat';

interface OneHexFrame extends Frame {
  p: 'one-hex';
  player: string;
  stepped: boolean;
}

/** A free hex for a model to be put in without a Pick Up: on the pitch, empty, not the loose ball's. */
export function freeHex(s: RushState, x: number, y: number): boolean {
  const b = s.ball;
  if (!onBoard(pitch(s), x, y) || playerAt(s, x, y)) return false;
  return !(b.inPlay && b.carrier === null && b.x === x && b.y === y);
}

/** Moves a model one hex with no test (a push, a follow-up, a Dodge's free move); a carrier takes the ball along. */
export function shift(ctx: RCtx, p: Player, to: { x: number; y: number }, why: string): void {
  const from = { x: p.x, y: p.y };
  p.x = to.x;
  p.y = to.y;
  if (ctx.state.ball.carrier === p.id) {
    ctx.state.ball.x = to.x;
    ctx.state.ball.y = to.y;
  }
  emit(ctx, { type: why, player: p.id, from, to: { x: to.x, y: to.y } });
}

const oneHex = {
  run(ctx: RCtx, f: OneHexFrame): Decision | void {
    const s = ctx.state;
    const p = playerById(s, f.player);
    if (s.action?.over || p.down || p.at !== 'pitch') {
      pop(ctx);
      return;
    }
    const actions: Action[] = [];
    // Each step names the hex it enters (for a click on it) and says when leaving this hex takes an Evade.
    const evade = enemyThreats(s, p.team, p) > 0 ? { hint: 'evade' } : {};
    if (!f.stepped) for (const dir of DIRECTIONS) {
      const n = neighbour(p, dir);
      if (freeHex(s, n.x, n.y)) actions.push({ type: 'step', dir, x: n.x, y: n.y, label: `step to (${n.x}, ${n.y})`, ...evade });
    }
    for (const dir of DIRECTIONS) actions.push({ type: 'stop', facing: dir });
    return { seat: seatOf(p.team), kind: 'move', prompt: `${p.name} (${p.id}): may move 1 hex first`, actions };
  },
  act(ctx: RCtx, f: OneHexFrame, a: Action): void {
    const s = ctx.state;
    const p = playerById(s, f.player);
    if (a.type === 'stop') {
      p.facing = a.facing as Dir;
      pop(ctx);
      return;
    }
    const from = { x: p.x, y: p.y };
    const threatened = enemyThreats(s, p.team, from) > 0;
    shift(ctx, p, neighbour(p, a.dir as Dir), 'step');
    p.facing = a.dir as Dir;
    f.stepped = true;
    if (s.action) s.action.moved = true;
    if (threatened && !dashOrEvade(ctx, 'evade', p, from)) {
      pop(ctx);
      fallOver(ctx, p, dropBall);
    }
  },
};

export const approachProcedures = { 'one-hex': oneHex };

/** Starts the move before a Slam or Steal: a Jack's 1 hex, or a Run for the role the action names. */
export function approach(ctx: RCtx, p: Player, runner: Player['role']): void {
  if (p.role === runner) startMove(ctx, p, 'run');
  else if (p.role === 'jack') push(ctx, { p: 'one-hex', player: p.id, stepped: false } satisfies OneHexFrame);
}
