// Stakes (LRB6): "This player is armed with special stakes that are blessed to cause extra damage to the Undead and
// those that live on the blood of others. The player may add 1 to the Armour roll when they make a Stab attack
// against any player playing for a Khemri, Necromantic, Undead or Vampire team." A team is read by its roster id, so
// a team of those rosters, from a roster id or a team file, is always known; a scenario names its teams' rosters.

import type { Modifier } from '../../core/types';
import { hasSkill, type GState, type Player } from './state';

/** The roster ids whose players Stakes hurts more. */
export const STAKES_ROSTERS: readonly string[] = ['khemri', 'necromantic', 'undead', 'vampire'];

const STAKES: Modifier = Object.freeze({ source: 'Stakes', value: 1 });

/** The +1 a Stakes player adds to his Stab's armour roll against this victim, or null. */
export function stakesBonus(s: GState, stabber: Player, victim: Player): Modifier | null {
  return hasSkill(stabber, 'Stakes') && STAKES_ROSTERS.includes(s.teams[victim.side].roster) ? STAKES : null;
}
