// The one door from the match rules to the ball rules (the ball folder): which throw, hand-off and team-mate
// throw actions a player has now. Kept in one file so the turn procedure never reaches into the ball folder.

import type { Action } from '../../core/types';
import { handoffActions, throwActions as passActions, ttmActions as teamMateActions } from './ball/index';
import type { GState } from './state';

/** `throw` actions for a thrower holding the ball. */
export function throwActions(s: GState, thrower: string): Action[] {
  return passActions(s, thrower);
}

/** `handoff` actions for a giver holding the ball. */
export function giveActions(s: GState, giver: string): Action[] {
  return handoffActions(s, giver);
}

/** `ttm` actions for a thrower with Throw Team-Mate. */
export function ttmActions(s: GState, thrower: string): Action[] {
  return teamMateActions(s, thrower);
}
