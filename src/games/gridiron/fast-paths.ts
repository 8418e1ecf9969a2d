// Where the fast paths plug in. Each rule with a fast path is written plainly where it lives, in the game's words:
// the turn menu (turn.ts `turnActions`), a player's steps (action.ts `moveActions`) and the set-up decision
// (setup.ts `setupDecision`). The procedure that needs one asks here first; when a fast path is plugged in it gives
// the same answer sooner, from bitmasks and shared action objects (src/games/gridiron/fast/), and with none the plain
// rule runs. The ruleset plugs them in at load (`useFastPaths` in fast/index.ts); fast/agree.test.ts checks over
// thousands of random positions that both give the same legal actions, and the same events over whole matches.

import type { Action, Decision } from '../../core/types';
import type { GState, Player, Side } from './state';

export interface FastPaths {
  /** Stands in for turn.ts `turnActions`. */
  turnActions: ((s: GState, side: Side) => Action[]) | null;
  /** Stands in for action.ts `moveActions`. */
  moveActions: ((s: GState, p: Player, out: Action[]) => void) | null;
  /** Stands in for setup.ts `setupDecision`. */
  setupDecision: ((s: GState, side: Side) => Decision) | null;
}

export const fastPaths: FastPaths = { turnActions: null, moveActions: null, setupDecision: null };
