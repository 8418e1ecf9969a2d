// Player Collisions (seed 004): "A player who is thrown, leaps, or falls into a square containing another player will
// automatically be knocked down, and then has to roll for scatter to see where they end up." The fate of the one
// landed on goes by Weight Category (weight.ts):
//   "If a model lands on someone of a lower Weight Category, they will automatically knock them down.
//    If a model lands on someone of the same Weight Category as themselves, the impacted model will be knocked down
//    on a D6 roll of 2+.
//    If a model lands on someone of a higher Weight Category than themselves, the impacted model will be knocked down
//    on a D6 roll of 4+.
//    If a model lands on someone that is two or more Weight Categories bigger than themselves, the impacted model will
//    never be knocked down."
// "When a player uses the Throw Team-mate skill to throw a player or chest into another player, the thrown player
// counts as being one Weight Category higher than they actually are. All knockdowns caused by falling or collision
// always require an armour roll to avoid injury." The collision roll is nobody's to re-roll (seed 004, Re-rolls), so
// it is a plain D6, never offered for a re-roll.

import { test } from '../../core/dice';
import type { GCtx } from '../gridiron/common';
import type { GridironMoments } from '../gridiron/hooks';
import { pushKnockdown } from '../gridiron/injury';
import { playerById, type Player } from '../gridiron/state';
import { WEIGHT_CATEGORIES, weightCategory } from './weight';

export type Landing = 'thrown' | 'leap' | 'fall';

/** What the player landed on needs to be knocked down: 1 (automatically), 2 or 4 (on a D6), or null (never). */
export function collisionTarget(lander: Player, on: Player, how: Landing): 1 | 2 | 4 | null {
  const heavier = how === 'thrown' ? 1 : 0;
  const by = WEIGHT_CATEGORIES.indexOf(weightCategory(on)) - (WEIGHT_CATEGORIES.indexOf(weightCategory(lander)) + heavier);
  if (by < 0) return 1;
  if (by === 0) return 2;
  if (by === 1) return 4;
  return null;
}

/** `lander` has come down on `on`: knocked down or not by their weights, with an armour roll if he is. One of the
 * moving team's own players knocked down is a turnover, as any knock-down of theirs. */
export function collide(ctx: GCtx, lander: Player, on: Player, how: Landing): void {
  const s = ctx.state;
  const need = collisionTarget(lander, on, how);
  ctx.events.push({ type: 'collision', player: lander.id, on: on.id, how, need });
  if (need === null) return;
  if (need > 1 && test(ctx, { rule: 'dungeon.collision', who: on.id, target: need }).outcome !== 'success') return;
  pushKnockdown(ctx, on.id, null, on.side === s.active);
}

/** The `landOnPlayer` hook: a thrown team-mate's landing is a collision. */
export function thrownCollision(ctx: GCtx, e: GridironMoments['landOnPlayer']): boolean {
  collide(ctx, playerById(ctx.state, e.player), playerById(ctx.state, e.on), e.how);
  return true;
}
