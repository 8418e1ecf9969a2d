// The dungeon plays gridiron's rules on gridiron's state, so its plans fail the same ways: the odds engine
// (src/core/odds.ts) names them with gridiron's adapter. Its own plans: a leap, a move onto a teleporter pad (the D6
// that says where he lands is the rules'), a move into a chest (the ball chest's pick-up or a trap's blast), beside
// gridiron's move, block, foul and pass.

import { registerOddsAdapter } from '../../core/odds';
import { cell, path, registerPlanBuilders, str, type PlanBuilder } from '../../core/odds-builders';
import type { Action } from '../../core/types';
import { gridironAdapter, movePlan } from '../gridiron/odds-plans';
import { GRIDIRON_BUILDERS } from '../gridiron/odds-builders';

// A trap chest's blast, a teleporter's strain and a failed leap knock players down through gridiron's own
// knock-down: named as gridiron names a fall.
registerOddsAdapter('dungeon', gridironAdapter);

/** A move along a path, then a leap to (x, y): "at least two squares away", its roll the rules'. */
export function leapPlan(player: string, before: [number, number][], to: [number, number]): Action[] {
  return [...movePlan(player, before), { type: 'leap', x: to[0], y: to[1] }];
}

/** A move whose path ends on a teleporter pad: where the D6 sends him is the rules' (the plan ends there, since
 * the squares after it depend on the die). */
export const teleportPlan = (player: string, path: [number, number][]): Action[] => movePlan(player, path);

/** A move into a chest's square: it opens, and the ball chest's pick-up (or a trap's blast) is the rules' roll. */
export const chestPlan = (player: string, path: [number, number][]): Action[] => movePlan(player, path);

export const DUNGEON_BUILDERS: Record<string, PlanBuilder> = {
  ...GRIDIRON_BUILDERS,
  leap: (a) => ({ plan: leapPlan(str(a, 'player'), path(a), cell(a, 'to')) }),
  teleport: (a) => ({ plan: teleportPlan(str(a, 'player'), path(a)) }),
  chest: (a) => ({ plan: chestPlan(str(a, 'player'), path(a)) }),
};
registerPlanBuilders('dungeon', DUNGEON_BUILDERS);
