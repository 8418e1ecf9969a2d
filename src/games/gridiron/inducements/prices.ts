// The LRB6 inducements a team may buy before a match, as data: what each costs, how many a team may have, and who
// may have it. Prices and limits: botbowl's LRB5-Experimental.xml <inducements> and the CRP pre-match sequence
// (Blood Bowl CRP Lite, "Inducements"), which agree; the per-team prices and who may hire Igor or a Wandering
// Apothecary as the LRB6 rulebook gives them (recalled, and as a league page summing up LRB6 says).

import type { Profile } from '../rosters/index';
import starsFile from './stars.json';

/** The countable inducements, by their key in an inducement order. */
export type CountKey = 'babes' | 'bribes' | 'extraTraining' | 'masterChef' | 'igor' | 'wanderingApothecaries' | 'wizard';

export interface CountInducement {
  key: CountKey;
  name: string;
  /** Gold pieces each. */
  price: number;
  max: number;
  /** A cheaper price for some rosters (Goblin bribes, the Halfling chef). */
  cheaper?: { rosters: string[]; price: number };
  /** Only teams that may (`true`) or may not (`false`) hire an apothecary of their own. */
  apothecaryTeams?: boolean;
}

// key | name | price | max | cheaper for | who may buy
export const COUNT_INDUCEMENTS: readonly CountInducement[] = [
  { key: 'babes', name: 'Bloodweiser Babes', price: 50_000, max: 2 },
  { key: 'bribes', name: 'Bribes', price: 100_000, max: 3, cheaper: { rosters: ['goblin'], price: 50_000 } },
  { key: 'extraTraining', name: 'Extra Training', price: 100_000, max: 4 },
  { key: 'masterChef', name: 'Halfling Master Chef', price: 300_000, max: 1, cheaper: { rosters: ['halfling'], price: 100_000 } },
  { key: 'igor', name: 'Igor', price: 100_000, max: 1, apothecaryTeams: false },
  { key: 'wanderingApothecaries', name: 'Wandering Apothecaries', price: 100_000, max: 2, apothecaryTeams: true },
  { key: 'wizard', name: 'Wizard', price: 150_000, max: 1 },
];

/** A mercenary costs his position's price plus this, and this much more for one extra skill (LRB6). */
export const MERCENARY_FEE = 30_000;
export const MERCENARY_SKILL_FEE = 50_000;
/** Star Players a team may hire for one match. */
export const MAX_STARS = 2;
/** No team, hired players included, has more than 16 players. */
export const MAX_PLAYERS = 16;

/** `skills`: Loner included, as printed. */
export interface StarPlayer extends Profile {
  /** Roster ids of the teams that may hire him. */
  teams: string[];
}

export const STAR_PLAYERS: readonly StarPlayer[] = starsFile.stars;
export const STARS_SOURCE: string = starsFile.source;

const STARS_BY_NAME = new Map(STAR_PLAYERS.map((s) => [s.name.toLowerCase(), s]));

/** A star by name, in any letter case. */
export function findStar(name: string): StarPlayer | undefined {
  return STARS_BY_NAME.get(name.trim().toLowerCase());
}

export function priceFor(item: CountInducement, roster: string): number {
  return item.cheaper && item.cheaper.rosters.includes(roster) ? item.cheaper.price : item.price;
}
