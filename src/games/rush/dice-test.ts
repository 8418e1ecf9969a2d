// One test of seed 003's Dice Tests as the rules ask for it: who rolls, against which stat, how many successes it
// needs, and the modifiers. Its own module so that the pools (pools.ts) and the re-roll of a die (reroll.ts), which
// each need the other's, do not import each other.

import type { Modifier } from '../../core/types';
import type { Player } from './state';
import type { Stats } from './teams';

export interface DiceTest {
  /** The test's name in the seed's words, lower case: `dash`, `pickup`, `standup`. */
  test: string;
  player: Player;
  stat: keyof Stats;
  /** Successes needed: 1 for (1), the count for (123); absent for (X). */
  need?: number;
  modifiers: Modifier[];
  /** The pool before modifiers: 3 unless a Throw's range or a Catch's throw says otherwise. */
  dice?: number;
}
