// Player collisions' Weight Categories (seed 004): "All models in a dungeon belong to a Weight Category based on
// their model size and special rules", from smallest to largest Titchy, Stunty, Normal (chests too), Big Guy, Huge.

import type { Player } from '../gridiron/state';

/** The traits that make a strong player a Big Guy: the unreliable ones of trolls, ogres, treemen and the like. */
const BIG_GUY_TRAITS = ['Bone-head', 'Really Stupid', 'Wild Animal', 'Take Root', 'Always Hungry', 'Loner'];

/** Smallest first: a category's index is its weight. No team player is Huge ("more than one square"). */
export const WEIGHT_CATEGORIES = ['titchy', 'stunty', 'normal', 'big-guy', 'huge'] as const;
export type WeightCategory = (typeof WEIGHT_CATEGORIES)[number];

/** Titchy and Stunty by skill; a Big Guy has ST 5+ and a negative trait (so a Minotaur or a Troll is one, "not
 * Mummies"). */
export function weightCategory(p: Pick<Player, 'skills' | 'st'>): WeightCategory {
  if (p.skills.includes('Titchy')) return 'titchy';
  if (p.skills.includes('Stunty')) return 'stunty';
  if (p.st >= 5 && p.skills.some((s) => BIG_GUY_TRAITS.includes(s))) return 'big-guy';
  return 'normal';
}
