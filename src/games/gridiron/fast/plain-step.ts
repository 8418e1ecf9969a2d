// A step that rolls nothing, fast: most steps of a match are within the player's MA and out of no tackle zone, and
// for them the step procedure (move.ts `stepProcedure`) only moves him, says so and looks for the ball. Taken here
// at once by the action, without pushing and running a step frame; the state and the events are the same (the
// events over whole matches are compared in agree.test.ts).

import type { Frame } from '../../../core/types';
import { placeAt, type GCtx } from '../common';
import { hooked } from '../hooks';
import { needsDodge, pickUpIfThere, stepProcedure } from '../move';
import type { Player } from '../state';

export function fastPlainStep(ctx: GCtx, action: Frame, p: Player, x: number, y: number): boolean {
  // Not when a variant steps differently (its own step procedure, or a hook on entering a cell), nor for a step
  // that takes a go-for-it or a dodge (and so may meet Tentacles, Diving Tackle or Shadowing).
  if (ctx.ruleset.procedures['gridiron.step'] !== stepProcedure || hooked(ctx, 'onEnterCell') || p.moved + 1 > p.ma || needsDodge(ctx.state, p)) return false;
  p.moved += 1;
  placeAt(ctx.state, p, x, y);
  ctx.events.push({ type: 'move', player: p.id, x, y });
  action.last = 'ok';
  pickUpIfThere(ctx, p);
  return true;
}
