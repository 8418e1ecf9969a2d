// Gridiron and the odds engine (src/core/odds.ts): how a plan fails, in the game's words, and plans built from the
// game's own actions (a move along a path, a pick-up, a block, a pass), so that a coach asks with squares, not JSON.

import { COMPLETED, registerOddsAdapter } from '../../core/odds';
import type { Game } from '../../core/game';
import type { Action, Event, RollEvent } from '../../core/types';
import type { GState } from './state';

function ownPlayer(state: Game, seat: string, id: unknown): boolean {
  const p = (state as Game & GState).players.find((q) => q.id === id);
  return !!p && p.side === seat;
}

/** A plan fails where a player of the planning side goes down (always a turnover), where his pass is fumbled, goes
 * astray or is intercepted, where the ball bounces from his failed pick-up or catch, or where the turn ends in a
 * turnover: named by what happened first. What follows (armour and injury, the ball scattering on) is then not
 * enumerated, which bounds a plan whose ball would otherwise bounce from hand to hand. */
export function gridironFailure(events: Event[], state: Game, seat: string, nextRule?: string): string | null {
  let lastRoll: RollEvent | undefined;
  for (const e of events) {
    // A scatter or bounce is the ball moving on, not the roll that let it go.
    if (e.type === 'roll' && !/^gridiron\.(bounce|scatter)/.test((e as RollEvent).rule)) lastRoll = e as RollEvent;
    if (e.type === 'knocked-down') {
      // Named without a square: a casualty has left it by the end of the action (the plan's action says where).
      if (ownPlayer(state, seat, e.player)) return `${e.player as string} down`;
    }
    if (e.type === 'interception') return 'intercepted';
    if (e.type === 'fumble' && ownPlayer(state, seat, e.who ?? e.thrower ?? e.player)) return 'pass fumbled';
    if (e.type === 'pass-inaccurate') return 'pass inaccurate';
    if (e.type === 'ball-bounces' && droppedBy(lastRoll, state, seat)) return 'ball dropped';
    if (e.type === 'turn-end' && e.side === seat && e.turnover) return 'turnover';
  }
  if (nextRule === 'gridiron.bounce' && droppedBy(lastRoll, state, seat)) return 'ball dropped';
  return null;
}

/** The ball bounces from the planning side's failed pick-up or catch; with no roll before it in the action, from a
 * re-roll declined for one. */
function droppedBy(r: RollEvent | undefined, state: Game, seat: string): boolean {
  if (!r) return true;
  return r.outcome === 'failure' && /^gridiron\.(pickup|catch)/.test(r.rule) && !!ownPlayer(state, seat, r.who);
}

export const gridironAdapter = {
  failure: gridironFailure,
  choiceKinds: ['reroll', 'block-die', 'push', 'follow-up', 'skill', 'dodge-step', 'diving-tackle', 'shadowing', 'tentacles', 'dump-off', 'catch-choice', 'apothecary', 'intercept'],
};
registerOddsAdapter('gridiron', gridironAdapter);

/** Steps along a path, square by square; dodges and GFIs are whatever the rules ask on the way. */
export function movePlan(player: string, path: [number, number][], action = 'move'): Action[] {
  return [{ type: 'start-action', player, action }, ...path.map(([x, y]) => ({ type: 'move', x, y }))];
}

/** A move that ends on the ball's square: the pick-up is the rules' own roll on entering it. */
export const pickupPlan = (player: string, path: [number, number][]) => movePlan(player, path);

/** A block: the block dice and who chooses are the rules'; the attacker's choices are the best for a knock-down,
 * the defender's (when he chooses) the worst for it. Completed outcomes are named by the defender's stance. */
export function blockPlan(player: string, target: string): Action[] {
  return [{ type: 'start-action', player, action: 'block' }, { type: 'block', target }];
}

/** A foul on a prone or stunned opponent next to the fouler. */
export function foulPlan(player: string, target: string): Action[] {
  return [{ type: 'start-action', player, action: 'foul' }, { type: 'foul', target }];
}

/** The defender's state after a block, for `odds`' `label` option. */
export function defenderLabel(target: string) {
  return (g: Game): string => {
    const p = (g as Game & GState).players.find((q) => q.id === target);
    return p ? (p.stance === 'standing' ? 'defender standing' : `defender ${p.stance}`) : 'defender off the pitch';
  };
}

/** A move along a path then a pass to a square (the catcher's catch is the rules' roll). */
export function passPlan(player: string, path: [number, number][], to: [number, number]): Action[] {
  return [...movePlan(player, path, 'pass'), { type: 'throw', x: to[0], y: to[1] }];
}

/** Where a block plan is done: the defender knocked down (the armour and injury after it are then not enumerated).
 * On Both Down an attacker without Block falls too (after the defender's armour and injury rolls, so it is named
 * now); one with Block stays up and the block is played out. */
export function defenderDown(target: string, attacker: string) {
  return (events: Event[], state: Game): string | null => {
    if (events.some((e) => e.type === 'block-result' && e.face === 'both-down')) {
      const a = (state as Game & GState).players.find((q) => q.id === attacker);
      if (a && !a.skills.includes('Block')) return `${attacker} down`;
      return null;
    }
    return events.some((e) => e.type === 'knocked-down' && e.player === target) ? `${COMPLETED}: defender down` : null;
  };
}

/** A block's goal: the defender is down (prone, stunned, or off the pitch) and the attacker is not. */
export const knockedDown = (outcome: string): boolean => outcome.startsWith('completed: defender') && !outcome.endsWith('standing');

