// Building and keeping a team between matches, for every game: create from a roster, hire, fire, rename, value.
// Every function returns a new team and leaves its input alone, so a server can keep the old one until it saves.

import { roster as runeballRoster, ROSTERS as RUNEBALL_ROSTERS } from '../../games/runeball/rosters';
import { COLLEGES, buyGridironStaff, gridironTeamValue, hireGridironPlayer, rosterOf, START_TREASURY, type StaffItem } from './gridiron';
import { buyRushAsset, hireRushPlayer, RUSH_ASSETS, RUSH_START_MC, rushRosterOf, rushTeamValue, type RushAsset } from './rush';
import { LeagueTeamError, living, TEAM_FORMAT, type LeagueGame, type LeaguePlayer, type LeagueTeam } from './types';
import { getRoster } from '../../games/gridiron/rosters/data';
import { teamById } from '../../games/rush/teams';

const MAX_NAME = 60;

export interface Hire {
  position: string;
  name: string;
  /** A free shirt number; the lowest free one when left out. */
  number?: number;
}

export interface NewTeam {
  game: LeagueGame;
  roster: string;
  name: string;
  /** Dungeon: the College of Magic (facts.md §4.5). */
  college?: string;
  /** Players to buy, in order. Runeball takes its roster's nine instead. */
  players?: Hire[];
  /** Staff (gridiron, dungeon) or assets (rush) to buy, with how many of each. */
  buy?: Partial<Record<StaffItem | RushAsset, number>>;
}

function checkName(name: unknown, field: string): string {
  if (typeof name !== 'string' || name.trim() === '') throw new LeagueTeamError(field, 'expected a name');
  if (name.trim().length > MAX_NAME) throw new LeagueTeamError(field, `at most ${MAX_NAME} characters`);
  return name.trim();
}

/** Creates a team from a roster: gridiron and dungeon buy with 1,000,000 gp, rush with 100 MC; runeball's team is
 * its roster's nine players. Buying past the treasury or a limit is refused, naming what. */
export function createTeam(spec: NewTeam): LeagueTeam {
  const name = checkName(spec.name, 'name');
  if (spec.game === 'runeball') {
    const r = runeballRoster(spec.roster);
    if (!r) throw new LeagueTeamError('roster', `expected a runeball team id (${RUNEBALL_ROSTERS.map((t) => t.id).join(', ')})`);
    const players = r.players.map(({ number, name: n, ...sheet }, i) => ({ id: `p${i + 1}`, number, name: n, position: sheet.role ?? 'Player', sheet: structuredClone(sheet) }));
    return { format: TEAM_FORMAT, game: 'runeball', roster: r.id, name, treasury: 0, players };
  }
  let team: LeagueTeam;
  if (spec.game === 'rush') {
    if (!teamById(spec.roster)) throw new LeagueTeamError('roster', 'expected a rush team id');
    team = { format: TEAM_FORMAT, game: 'rush', roster: spec.roster, name, treasury: RUSH_START_MC, cards: 0, coachingDice: 0, cheerleaders: 0, coachingStaff: 0, points: 0, strikeDifference: 0, players: [] };
  } else if (spec.game === 'gridiron' || spec.game === 'dungeon') {
    if (!getRoster(spec.roster)) throw new LeagueTeamError('roster', 'expected an LRB6 roster id');
    team = { format: TEAM_FORMAT, game: spec.game, roster: spec.roster, name, treasury: START_TREASURY, rerolls: 0, apothecary: false, fanFactor: 0, assistantCoaches: 0, cheerleaders: 0, players: [] };
    if (spec.game === 'dungeon') {
      if (!spec.college || !COLLEGES[spec.college]) throw new LeagueTeamError('college', `expected a College of Magic (${Object.keys(COLLEGES).join(', ')})`);
      if (!COLLEGES[spec.college].includes(spec.roster)) throw new LeagueTeamError('roster', `expected a roster the college fields (${COLLEGES[spec.college].join(', ')})`);
      team.college = spec.college;
    }
  } else throw new LeagueTeamError('game', 'expected gridiron, dungeon, rush or runeball');
  for (const h of spec.players ?? []) team = hire(team, h);
  for (const [item, n] of Object.entries(spec.buy ?? {})) {
    if (!Number.isInteger(n) || (n as number) < 0) throw new LeagueTeamError(`buy.${item}`, 'expected a whole number of 0 or more');
    for (let i = 0; i < (n as number); i++) team = buy(team, item as StaffItem | RushAsset, true);
  }
  return team;
}

/** Hires a rookie, paid from the treasury. */
export function hire(team: LeagueTeam, h: Hire): LeagueTeam {
  if (team.game === 'runeball') throw new LeagueTeamError('game', 'a runeball team is its roster\'s nine players; it hires no one');
  const name = checkName(h.name, 'name');
  const worn = new Set(living(team).map((p) => p.number));
  let number = h.number;
  if (number === undefined) for (number = 1; worn.has(number); number++);
  else if (!Number.isInteger(number) || number < 1 || number > 99) throw new LeagueTeamError('number', 'expected a shirt number from 1 to 99');
  else if (worn.has(number)) throw new LeagueTeamError('number', 'already worn by a player of the team');
  const player: LeaguePlayer = { id: nextId(team), number, name, position: h.position };
  return team.game === 'rush' ? hireRushPlayer(team, player) : hireGridironPlayer(team, player);
}

function nextId(team: LeagueTeam): string {
  let n = 0;
  for (const p of team.players) {
    const m = /^p(\d+)$/.exec(p.id);
    if (m) n = Math.max(n, Number(m[1]));
  }
  return `p${n + 1}`;
}

/** Fires a player: he leaves the books (no gold back, LRB6). The dead stay, as history. */
export function fire(team: LeagueTeam, playerId: string): LeagueTeam {
  const p = team.players.find((q) => q.id === playerId && !q.dead);
  if (!p) throw new LeagueTeamError('playerId', 'expected the id of a living player of the team');
  return { ...team, players: team.players.filter((q) => q !== p) };
}

/** Renames the team, or one of its players. */
export function rename(team: LeagueTeam, name: string, playerId?: string): LeagueTeam {
  const n = checkName(name, 'name');
  if (playerId === undefined) return { ...team, name: n };
  if (!team.players.some((q) => q.id === playerId)) throw new LeagueTeamError('playerId', 'expected the id of a player of the team');
  return { ...team, players: team.players.map((q) => (q.id === playerId ? { ...q, name: n } : q)) };
}

/** Buys one staff item (gridiron, dungeon) or asset (rush). */
export function buy(team: LeagueTeam, item: StaffItem | RushAsset, atCreation = false): LeagueTeam {
  if (team.game === 'rush') {
    if (!(item in RUSH_ASSETS)) throw new LeagueTeamError('item', `expected one of ${Object.keys(RUSH_ASSETS).join(', ')}`);
    return buyRushAsset(team, item as RushAsset);
  }
  if (team.game === 'runeball') throw new LeagueTeamError('game', 'a runeball team buys nothing');
  return buyGridironStaff(team, item as StaffItem, atCreation);
}

/** The team value: gold pieces (gridiron, dungeon), MC (rush); runeball has no costs, so 0. */
export function teamValue(team: LeagueTeam): number {
  if (team.game === 'rush') return rushTeamValue(team);
  if (team.game === 'runeball') return 0;
  return gridironTeamValue(team);
}

export { rosterOf, rushRosterOf };
