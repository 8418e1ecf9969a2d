// Pick Up Ball (seed 003): "3 dice Skill (1)", "-1 per enemy threat (max -2) -1 if you Sprinted this action +1 if
// Picking Up player is a Striker". "No successes – ball scatters, rush ends! 1 success – player picks up ball, action
// ends. 2+ successes – player picks up ball, then gets a free Run or Throw action." Guards cannot (S and J only):
// a Guard may not move into the loose ball's hex [A].

import { emit, push } from '../../core/engine';
import type { Modifier } from '../../core/types';
import { endRush } from './ball';
import { rollTest, threatModifier } from './pools';
import { scatter } from './scatter';
import type { Player, RCtx } from './state';
import type { Role } from './teams';

export const CAN_PICK_UP: readonly Role[] = ['striker', 'jack'];

/** The player has come into the loose ball's hex. */
export function pickUpBall(ctx: RCtx, p: Player): void {
  const s = ctx.state;
  const mods: Modifier[] = threatModifier(ctx, p, p);
  if (s.action?.sprinted) mods.push({ source: 'Sprinted this action', value: -1 });
  const r = rollTest(ctx, { test: 'pickup', player: p, stat: 'skill', need: 1, modifiers: mods });
  if (s.action) s.action.over = true;
  if (r.outcome === 'failure') {
    scatter(ctx, p, 'failed pick-up');
    endRush(ctx, 'failed to pick up the ball');
    return;
  }
  s.ball = { inPlay: true, x: p.x, y: p.y, carrier: p.id };
  emit(ctx, { type: 'pickup', player: p.id });
  if (r.outcome === 'doubled') push(ctx, { p: 'free-action', player: p.id, allow: ['run', 'throw'] });
}
