// Gridiron's plans by name, for `turnover odds --plan '{"build": ...}'` (src/core/odds-builders.ts): a move along a
// path, a pick-up, a pass, and a block or foul named by the die chosen and the defender's fate (odds-block.ts).

import { cell, path, registerPlanBuilders, str, type PlanBuilder } from '../../core/odds-builders';
import { blockOptions } from './odds-block';
import { blockPlan, foulPlan, movePlan, passPlan, pickupPlan } from './odds-plans';

export const GRIDIRON_BUILDERS: Record<string, PlanBuilder> = {
  move: (a) => ({ plan: movePlan(str(a, 'player'), path(a)) }),
  pickup: (a) => ({ plan: pickupPlan(str(a, 'player'), path(a)) }),
  pass: (a) => ({ plan: passPlan(str(a, 'player'), path(a), cell(a, 'to')) }),
  block: (a) => ({ plan: blockPlan(str(a, 'player'), str(a, 'target')), options: blockOptions(str(a, 'player'), str(a, 'target')) }),
  foul: (a) => ({ plan: foulPlan(str(a, 'player'), str(a, 'target')), options: blockOptions(str(a, 'player'), str(a, 'target')) }),
};
registerPlanBuilders('gridiron', GRIDIRON_BUILDERS);
