// The moments of a gridiron match at which a game built on gridiron may add its own rules (src/core/extend.ts): a
// variant's hook runs there; gridiron itself has none, so each moment changes nothing in gridiron. Frames a hook
// pushes run before the rule that reached the moment goes on.

import type { Modifier } from '../../core/types';
import type { GCtx } from './common';
import type { Side } from './state';

/** How a player came into a cell. */
export type Entry = 'move' | 'leap' | 'push' | 'follow-up';

export interface GridironMoments {
  /** A team turn has started (the marker moved, the players are ready), before its first decision. */
  turnStart: { side: Side; free: boolean };
  /** A player has come into a cell and stands (or lies) there. Returning true means the hook has dealt with his
   * arrival: a moving player then does not pick up a ball lying there. `from`: the cell he came from. */
  onEnterCell: { player: string; x: number; y: number; how: Entry; from?: { x: number; y: number } };
  /** A push has ended: `pushed` moved (the defender first), or nobody moved because every square it could go to is
   * walled off (`pinned`). Knock-downs and the follow-up come after: a hook may set `bonus`, which the blocker then
   * adds to the defender's armour or injury roll if he is knocked down (as well as any Mighty Blow). */
  afterPush: { attacker: string; defender: string; pushed: { player: string; x: number; y: number }[]; pinned: boolean; bonus?: Modifier };
  /** A loose ball is about to come to rest on the ground at (x, y). Returning true (or pushing a frame) means it
   * does not rest there after all: the hook has sent it on, carrying `risk` to wherever it does come to rest. */
  ballAtRest: { x: number; y: number; risk: { risk?: boolean; safe?: boolean } };
  /** A thrown player has come down on another (`on`), before he scatters on. Returning true (or pushing a frame)
   * means the hook decides what becomes of the player landed on: gridiron then does not knock him down itself. */
  landOnPlayer: { player: string; on: string; how: 'thrown' };
}

export type Moment = keyof GridironMoments;

/** Runs the variant's hook for a moment, if it has one. True when the hook dealt with the moment or pushed frames
 * (the caller then lets them run before it goes on). */
export function atMoment<K extends Moment>(ctx: GCtx, moment: K, event: GridironMoments[K]): boolean {
  const hooks = ctx.ruleset.hooks;
  if (hooks === undefined) return false;
  const h = hooks[moment];
  if (h === undefined) return false;
  const depth = ctx.state.stack.length;
  return h(ctx, event) === true || ctx.state.stack.length !== depth;
}

/** Whether a variant hooks a moment at all (a rule with a fast path takes the plain path when one does). */
export function hooked(ctx: GCtx, moment: Moment): boolean {
  return ctx.ruleset.hooks?.[moment] !== undefined;
}
