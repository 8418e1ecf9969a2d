// What one action of seed 003's table is, as code: its name, who may take it (the S / J / G columns), when, and how
// it starts. Its own module so that an action's file and the table (actions.ts) do not import each other.

import type { Procedure } from '../../core/engine';
import type { Player, RCtx, RushState } from './state';
import type { Role } from './teams';

export interface RushAction {
  /** The action's name in the seed's words, lower case: the `type` of the action a coach sends. */
  name: string;
  /** The S / J / G columns: who may take it. */
  roles: readonly Role[];
  /** Whether the player may take it now (standing, holding the ball, ...), beyond its role. */
  can(s: RushState, p: Player): boolean;
  /** Starts the action: sets up its frames. `free` says it costs no token (a Pick Up's or Stand Up's bonus). */
  begin(ctx: RCtx, p: Player, free: boolean): void;
  /** The procedures its frames use, by name. */
  procedures?: Record<string, Procedure<RushState, any>>;
}
