// The ball's moments that several rules share: a carrier drops it, and the rush ends (facts.md §3.2: "the team drops
// the ball (failed pick-up or catch, or the carrier falls)").

import { emit } from '../../core/engine';
import { scatter } from './scatter';
import type { Player, RCtx } from './state';

export function dropBall(ctx: RCtx, p: Player): void {
  const s = ctx.state;
  s.ball.carrier = null;
  emit(ctx, { type: 'drop', player: p.id });
  scatter(ctx, p, 'drop');
  endRush(ctx, 'dropped the ball');
}

/** Something ends the rush early; the rush procedure stops offering actions. */
export function endRush(ctx: RCtx, why: string): void {
  if (ctx.state.rushOver === null) ctx.state.rushOver = why;
}
