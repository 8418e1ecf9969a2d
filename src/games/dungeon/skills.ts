// The dungeon's New and Modified Skills (seed 004): Leap is in leap.ts; here are Acrobatics, a skill LRB6 does not
// have, and what Sure Feet covers in the dungeon. The seed names Acrobatics ("this can be potentially mitigated with
// the Acrobatics skill ... this skill will only save the player from being knocked down by the player collision, not
// if he fails his Leap roll. For full body slamming power, combine the skills Leap, Acrobatics and Sure Feet") and
// counts "acrobatics rolls" among the rolls a player controls, but the skill's own page is not in the seed.
//
// Readings (README, dungeon chapter):
// - Acrobatics is an Agility skill, named in a dungeon team file's or scenario's `skills` like any LRB6 skill (the
//   dungeon adds it to gridiron's catalogue while its match is set up: `withVariantSkills`).
// - Sure Feet re-rolls one failed footing roll per turn: a go-for-it as in LRB6, and in the dungeon a leap roll or a
//   balance roll too, all out of the same once-per-turn use.

import type { Skill } from '../gridiron/skills';

export const ACROBATICS = 'Acrobatics';

/** Skills a dungeon team file may name beside LRB6's. */
export const DUNGEON_SKILLS: readonly Skill[] = [
  {
    name: ACROBATICS,
    category: 'Agility',
    description: 'After a good leap onto a player, an AG roll keeps him on his feet in the square he scatters to.',
  },
];

/** The footing rolls Sure Feet re-rolls in the dungeon, once per turn between them. */
export const SURE_FEET_ROLLS: ReadonlySet<string> = new Set(['gridiron.gfi', 'dungeon.leap', 'dungeon.balance']);
