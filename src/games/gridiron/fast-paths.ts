// Where the fast paths plug in. Each rule with a fast path is written plainly where it lives, in the game's words:
// the turn menu (turn.ts `turnActions`), a player's steps (action.ts `moveActions`), the set-up decision
// (setup.ts `setupDecision`), a Pass action's throws (ball/pass.ts `throwActions`), a Throw Team-Mate action's
// (ball/ttm.ts `ttmActions`) and a step that rolls nothing (move.ts `stepProcedure`). The procedure that needs one
// asks here first; when a fast path is plugged in it gives the same answer sooner, from bitmasks and shared action
// objects (src/games/gridiron/fast/), and with none the plain rule runs. The ruleset plugs them in at load
// (`useFastPaths` in fast/index.ts); fast/agree.test.ts checks over thousands of random positions that both give the
// same legal actions, and the same events over whole matches.

import type { Action, Decision, Frame } from '../../core/types';
import type { GCtx } from './common';
import type { GState, Player, Side } from './state';

export interface FastPaths {
  /** Stands in for turn.ts `turnActions`. */
  turnActions: ((s: GState, side: Side) => Action[]) | null;
  /** Stands in for action.ts `moveActions`. */
  moveActions: ((s: GState, p: Player, out: Action[]) => void) | null;
  /** Stands in for setup.ts `setupDecision`. */
  setupDecision: ((s: GState, side: Side) => Decision) | null;
  /** Stands in for ball/pass.ts `throwActions` (a Pass action's throws, with no range left out). */
  throwActions: ((s: GState, throwerId: string) => readonly Action[]) | null;
  /** Stands in for ball/ttm.ts `ttmActions` (a Throw Team-Mate action's throws). */
  ttmActions: ((s: GState, throwerId: string) => readonly Action[]) | null;
  /** Stands in for pushing move.ts's step procedure (`pushStep`) for a step that rolls nothing: takes it at once,
   * with the same state and events, and returns true; or returns false, and the step procedure takes it. */
  plainStep: ((ctx: GCtx, action: Frame, p: Player, x: number, y: number) => boolean) | null;
}

export const fastPaths: FastPaths = { turnActions: null, moveActions: null, setupDecision: null, throwActions: null, ttmActions: null, plainStep: null };
