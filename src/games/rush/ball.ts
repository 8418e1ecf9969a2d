// The ball's moments that several rules share: a carrier drops it, and the rush ends (facts.md §3.2: "the team drops
// the ball (failed pick-up or catch, or the carrier falls)"), when he is the rushing team's: seed 003 says "Your turn
// ends when: ... You drop the ball", and the other team's carrier can fall in it too (a 2+ Catch's free Run).

import { emit } from '../../core/engine';
import { endRush } from './rush-end';
import { scatter } from './scatter';
import type { Player, RCtx } from './state';

export function dropBall(ctx: RCtx, p: Player): void {
  const s = ctx.state;
  s.ball.carrier = null;
  emit(ctx, { type: 'drop', player: p.id });
  scatter(ctx, p, 'drop');
  if (p.team === s.active) endRush(ctx, 'dropped the ball');
}

export { endRush } from './rush-end';
