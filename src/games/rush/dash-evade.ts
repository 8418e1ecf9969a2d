// Dash and Evade (seed 003): both "3 dice Speed (123)", "-1 per enemy threatening the hex you are moving from (max
// -2) +1 if Dashing player is a Striker"; "No successes – Fall over in the hex you have moved to. 1+ successes – You
// made it!". facts.md §3.4: "The (123) count runs across the action's Dash and Evade tests", so each test here needs
// one success more than the one before it in the same action.

import { emit } from '../../core/engine';
import type { Hex } from '../../core/grid/hex';
import { rollTest, threatModifier } from './pools';
import type { Player, RCtx } from './state';

/** One (123) test of the action: true when the player made it. */
export function dashOrEvade(ctx: RCtx, test: 'dash' | 'evade', p: Player, movedFrom: Hex): boolean {
  const s = ctx.state;
  const n = s.action ? ++s.action.tests : 1;
  const r = rollTest(ctx, { test, player: p, stat: 'speed', need: n, modifiers: threatModifier(ctx, p, movedFrom) });
  return r.outcome !== 'failure';
}

/** "Fall over in the hex you have moved to": the action ends; a carrier drops the ball, which ends the rush. */
export function fallOver(ctx: RCtx, p: Player, drop: (ctx: RCtx, p: Player) => void): void {
  p.down = true;
  emit(ctx, { type: 'fall', player: p.id, x: p.x, y: p.y });
  if (ctx.state.action) ctx.state.action.over = true;
  if (ctx.state.ball.carrier === p.id) drop(ctx, p);
}
