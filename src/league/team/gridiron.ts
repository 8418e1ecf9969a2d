// Gridiron and Dungeonbowl teams in a league: buying from an LRB6 roster within the treasury, and the team value.
// Numbers are LRB6's (facts.md §2.11-2.12 and the roster files); where facts.md has none they are tagged [R] and
// listed in docs/teams.md.

import { findSkill, CATEGORY_LETTERS } from '../../games/gridiron/skills';
import { getRoster, type Characteristic, type Position, type Roster } from '../../games/gridiron/rosters/data';
import { LeagueTeamError, living, type LeaguePlayer, type LeagueTeam } from './types';

/** A new team's gold: 1,000,000 gp to buy players, re-rolls, staff and fan factor [R: LRB6 team creation]. */
export const START_TREASURY = 1_000_000;
/** Most players on a team's books (LRB6: 16). */
export const MAX_PLAYERS = 16;

// item | gp | most a team may have [R: LRB6 "Team re-rolls and coaching staff"]
export const STAFF = {
  apothecary: { cost: 50_000, max: 1 },
  assistantCoaches: { cost: 10_000, max: 10 },
  cheerleaders: { cost: 10_000, max: 10 },
  /** Fan factor is bought only at creation; afterwards only the post-match roll moves it. */
  fanFactor: { cost: 10_000, max: 9 },
  rerolls: { cost: 0, max: 8 },
} as const;
export type StaffItem = keyof typeof STAFF;

/** LRB6: a re-roll bought after the team's creation costs double; the team value still counts it at the roster price. */
export const REROLL_PRICE_AFTER_CREATION = 2;

// advancement | value it adds to the player [R: LRB6 "Player value" table]
export const ADVANCE_VALUE = { normalSkill: 20_000, doubleSkill: 30_000, ma: 30_000, av: 30_000, ag: 40_000, st: 50_000 } as const;

/** Dungeonbowl's Colleges of Magic and the LRB6 rosters each may field: one league's mapping (facts.md §4.5,
 * DGB-BRAWL; Bretonnian and Pro Elf are not shipped, Pro Elf read as the Elf roster). */
export const COLLEGES: Record<string, readonly string[]> = {
  light: ['dwarf', 'halfling'],
  gold: ['chaos-dwarf', 'ogre'],
  jade: ['orc', 'goblin'],
  celestial: ['high-elf', 'elf', 'amazon'],
  grey: ['chaos', 'chaos-pact'],
  amethyst: ['skaven', 'underworld', 'nurgle'],
  bright: ['human', 'norse'],
  amber: ['dark-elf', 'khemri'],
  rainbow: ['wood-elf', 'lizardmen', 'slann'],
  dark: ['undead', 'necromantic'],
};

export function rosterOf(team: LeagueTeam): Roster {
  const r = getRoster(team.roster);
  if (!r) throw new LeagueTeamError('roster', 'expected an LRB6 roster id');
  return r;
}

export function positionOf(roster: Roster, name: string): Position | undefined {
  const key = name.trim().toLowerCase();
  return roster.positions.find((p) => p.name.toLowerCase() === key);
}

/** Whether a gained skill came from the position's normal categories (else from a doubles roll). */
export function isNormalSkill(position: Position, skill: string): boolean {
  const cat = findSkill(skill)?.category;
  return [...position.normal].some((l) => CATEGORY_LETTERS[l] === cat);
}

/** A player's value: the position's cost plus what each advancement adds (LRB6). */
export function playerValue(roster: Roster, p: LeaguePlayer): number {
  const pos = positionOf(roster, p.position);
  if (!pos) return 0;
  let gp = pos.cost;
  for (const s of p.skills ?? []) gp += isNormalSkill(pos, s) ? ADVANCE_VALUE.normalSkill : ADVANCE_VALUE.doubleSkill;
  for (const [c, n] of Object.entries(p.stats ?? {}) as [Characteristic, number][]) gp += n * ADVANCE_VALUE[c];
  return gp;
}

/**
 * The team value: its players (not the dead, nor those who miss the next match [R: LRB6]), re-rolls at the roster's
 * creation price, the apothecary 50,000, and fan factor, assistant coaches and cheerleaders 10,000 each.
 */
export function gridironTeamValue(team: LeagueTeam): number {
  const roster = rosterOf(team);
  let gp = 0;
  for (const p of living(team)) if (!p.missNextGame) gp += playerValue(roster, p);
  gp += (team.rerolls ?? 0) * roster.rerollCost;
  if (team.apothecary) gp += STAFF.apothecary.cost;
  gp += ((team.fanFactor ?? 0) + (team.assistantCoaches ?? 0) + (team.cheerleaders ?? 0)) * 10_000;
  return gp;
}

/** What one more of a staff item costs now: a re-roll at creation is the roster's price, afterwards double. */
export function staffPrice(team: LeagueTeam, item: StaffItem, atCreation: boolean): number {
  if (item === 'rerolls') return rosterOf(team).rerollCost * (atCreation ? 1 : REROLL_PRICE_AFTER_CREATION);
  return STAFF[item].cost;
}

/** Buys one of a staff item (a re-roll, the apothecary, a coach, a cheerleader; fan factor only at creation). */
export function buyGridironStaff(team: LeagueTeam, item: StaffItem, atCreation = false): LeagueTeam {
  if (!(item in STAFF)) throw new LeagueTeamError('item', `expected one of ${Object.keys(STAFF).join(', ')}`);
  const roster = rosterOf(team);
  if (item === 'fanFactor' && !atCreation) throw new LeagueTeamError('fanFactor', 'fan factor is bought only when the team is created; afterwards the post-match roll changes it');
  if (item === 'apothecary' && !roster.apothecary) throw new LeagueTeamError('apothecary', `the ${roster.name} roster may not have an apothecary`);
  const have = item === 'apothecary' ? (team.apothecary ? 1 : 0) : (team[item] ?? 0);
  if (have >= STAFF[item].max) throw new LeagueTeamError(item, `a team has at most ${STAFF[item].max}`);
  const price = staffPrice(team, item, atCreation);
  if (price > team.treasury) throw new LeagueTeamError('treasury', `${price} gp needed, the treasury holds less`);
  const next = { ...team, treasury: team.treasury - price };
  if (item === 'apothecary') next.apothecary = true;
  else next[item] = have + 1;
  return next;
}

/** Hires a rookie of a position: within the roster's limit for it, 16 players, and the treasury. */
export function hireGridironPlayer(team: LeagueTeam, player: LeaguePlayer): LeagueTeam {
  const roster = rosterOf(team);
  if (team.game === 'dungeon' && team.college && !COLLEGES[team.college]?.includes(roster.id)) {
    throw new LeagueTeamError('college', `the college does not field the ${roster.name} roster`);
  }
  const pos = positionOf(roster, player.position);
  if (!pos) throw new LeagueTeamError('position', `expected a position of the ${roster.name} roster (${roster.positions.map((p) => p.name).join(', ')})`);
  const books = living(team);
  if (books.length >= MAX_PLAYERS) throw new LeagueTeamError('players', `a team has at most ${MAX_PLAYERS} players`);
  const same = books.filter((p) => p.position.toLowerCase() === pos.name.toLowerCase()).length;
  if (same >= pos.max) throw new LeagueTeamError('position', `the ${roster.name} roster allows 0-${pos.max} ${pos.name}`);
  if (pos.cost > team.treasury) throw new LeagueTeamError('treasury', `one ${pos.name} costs ${pos.cost} gp, the treasury holds less`);
  return { ...team, treasury: team.treasury - pos.cost, players: [...team.players, { ...player, position: pos.name, spp: 0 }] };
}
