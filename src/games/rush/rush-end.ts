// Something ends the rush early (seed 003: "Your turn ends when ... You drop the ball, throw the ball or fail to pick
// it up"): the rush procedure stops offering actions. Its own module so that the ball's rules (ball.ts, scatter.ts,
// catch.ts) can all end a rush without importing each other.

import type { RCtx } from './state';

/** Records the first reason; later ones change nothing. */
export function endRush(ctx: RCtx, why: string): void {
  if (ctx.state.rushOver === null) ctx.state.rushOver = why;
}
