// Pushing collisions, an optional rule (the `pushCollisions` option, off by default: LRB6's chain push is the rule
// without it). "When a player being pushed (player 1) is pushed back into a square occupied by another player
// (player 2), roll a D6 to determine the outcome of the two players colliding":
//   1  player 1 is knocked down in the square he is in (if he wasn't already), player 2 remains standing and unmoved;
//   2  both players remain standing and unmoved;
//   3, 4  both are pushed back, and player 1 is knocked down;
//   5  both are pushed back and knocked down;
//   6  both are pushed back, and player 2 is knocked down.
// "Modify this roll by the ST difference between the two players, so if player 1 has two less ST than player 2, the
// roll is made with a -2 modifier. Note that chain reactions are possible, where the previous player 2 becomes player
// 1 for a new player 2, and so on." The roll is nobody's doing, so no re-roll is offered for it.
// Readings: a total below 1 counts as 1 and above 6 as 6; when the pushed player stays put (1 or 2) nobody earlier in
// the chain moves either (the square he would have left is still his); every knock-down has its armour roll.

import { roll } from '../../core/dice';
import type { Modifier } from '../../core/types';
import type { GCtx } from './common';
import type { Player } from './state';

export interface PushCollision {
  /** Both go on back: player 2 is pushed in his turn (the chain goes on). */
  moves: boolean;
  /** Who of the two is knocked down. */
  down: Player[];
}

export function pushCollisionsOn(ctx: GCtx): boolean {
  return ctx.state.options.pushCollisions === true;
}

export function pushCollision(ctx: GCtx, one: Player, two: Player): PushCollision {
  const diff = one.st - two.st;
  const modifiers: Modifier[] = diff !== 0 ? [{ source: 'ST difference', value: diff }] : [];
  let result = 0;
  roll(ctx, {
    rule: 'gridiron.push-collision',
    who: one.id,
    dice: 'd6',
    modifiers,
    outcome: (t) => {
      result = Math.min(6, Math.max(1, t));
      return OUTCOMES[result];
    },
  });
  ctx.events.push({ type: 'push-collision', player: one.id, into: two.id, result });
  switch (result) {
    case 1:
      return { moves: false, down: [one] };
    case 2:
      return { moves: false, down: [] };
    case 3:
    case 4:
      return { moves: true, down: [one] };
    case 5:
      return { moves: true, down: [one, two] };
    default:
      return { moves: true, down: [two] };
  }
}

const OUTCOMES = ['', 'player 1 down, unmoved', 'both stand, unmoved', 'both pushed, player 1 down', 'both pushed, player 1 down', 'both pushed and down', 'both pushed, player 2 down'];
