// Re-rolls in the dungeon (seed 004): "all rolls where the player affected by the roll is considered to have some
// degree of control over the outcome can be re-rolled. Examples include block rolls, dodge rolls, agility rolls, Go
// For It rolls, rolls to start or use secret weapons, acrobatics rolls, and balance rolls." "Rolls where the affected
// player has no effect on the outcome, or where there is no affected player, cannot be re-rolled. Examples include
// armour rolls, injury rolls, scatter rolls, teleport rolls, collision rolls, indirect pushing rolls, chasm rolls,
// monster rolls, and so on." "The only exceptions to this principle are the skills that specifically allow re-rolls
// of rolls that cannot normally be re-rolled, such as the Piling On skill."
//
// Gridiron offers team re-rolls, Pro and skill re-rolls on its D6 tests (reroll.ts) and on block dice; armour,
// injury, scatter and the like are plain rolls it never offers (Piling On keeps its own re-roll of them). The dungeon
// names the tests a player controls and wraps gridiron's test procedure so that any other test, whoever pushes it
// (a teleporter, a chasm, a rule added later), is rolled once and stands: nothing re-rolls a roll it does not name.

import type { Procedure } from '../../core/engine';
import type { TestFrame } from '../gridiron/reroll';
import { hasSkill, playerById, type GState } from '../gridiron/state';
import { SURE_FEET_ROLLS } from './skills';

/** The D6 tests a player has some control over: gridiron's agility rolls, go-for-its, the unreliable Big Guys'
 * rolls, the secret weapons' (Bomb), and the dungeon's leap, acrobatics and balance rolls. */
export const CONTROLLED_ROLLS: ReadonlySet<string> = new Set([
  'gridiron.dodge',
  'gridiron.gfi',
  'gridiron.pickup',
  'gridiron.catch',
  'gridiron.pass',
  'gridiron.hail-mary',
  'gridiron.safe-throw',
  'gridiron.intercept',
  'gridiron.leap',
  'gridiron.ttm',
  'gridiron.landing',
  'gridiron.stand-up',
  'gridiron.jump-up',
  'gridiron.hypnotic-gaze',
  'gridiron.foul-appearance',
  'gridiron.bomb',
  'gridiron.animosity',
  'gridiron.always-hungry',
  'gridiron.bone-head',
  'gridiron.really-stupid',
  'gridiron.wild-animal',
  'gridiron.take-root',
  'gridiron.blood-lust',
  'dungeon.leap',
  'dungeon.acrobatics',
  'dungeon.balance',
]);

export function mayReroll(rule: string): boolean {
  return CONTROLLED_ROLLS.has(rule);
}

/** In place of gridiron's test procedure: a test no player controls gets no skill, Pro or team re-roll; a footing
 * roll of a player with Sure Feet gets his skill re-roll (skills.ts: once per turn, gridiron's count). */
export const onlyControlledRerolls = (base: Procedure<GState, TestFrame>): Procedure<GState, TestFrame> => ({
  run(ctx, f) {
    if (!f.rolled && !mayReroll(f.rule)) {
      f.skill = null;
      // as if already re-rolled: a failure stands
      f.rerolled = true;
    } else if (!f.rolled && f.skill === null && SURE_FEET_ROLLS.has(f.rule) && hasSkill(playerById(ctx.state, f.who), 'Sure Feet')) {
      f.skill = 'Sure Feet';
    }
    return base.run(ctx, f);
  },
  act: base.act,
});
