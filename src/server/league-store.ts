// Where leagues live: leagues, their entries, fixtures and results, in the same database as the matches (both
// stores: league-sqlite.ts, league-postgres.ts). Rows only; what they mean is src/league/season's and leagues.ts's.

import type { LeagueConfig } from '../league/season/index';
import type { PlayerLine } from '../league/season/leaders';
import type { Json } from '../index';

export type LeagueStatus = 'open' | 'running' | 'finished';

export interface LeagueRow {
  id: number;
  name: string;
  game: string;
  config: LeagueConfig;
  /** The identity (`account:<id>`) of whoever created it. */
  commissioner: string;
  status: LeagueStatus;
  created: string;
}

/** A league entry: a name, its coach (`account:<id>` or `bot:<name>`) and its team, which the league keeps as given. */
export interface EntryRow {
  id: number;
  leagueId: number;
  name: string;
  coach: string;
  team: Json;
}

export interface NewFixture {
  stage: 'season' | 'playoff';
  round: number;
  /** A playoff tie's place in its round (0 in the season). */
  slot: number;
  home: number;
  away: number;
  deadline: string | null;
}

export interface FixtureRow extends NewFixture {
  id: number;
  leagueId: number;
  /** The online match that plays it, once started. */
  matchId: number | null;
}

/** An entry's team after a fixture's match, and what the post-match sequence did to it. */
export interface TeamAfter {
  fixtureId: number;
  entryId: number;
  team: Json;
  summary: Json;
}

export interface ResultRow {
  fixtureId: number;
  homeScore: number;
  awayScore: number;
  winner: 'home' | 'away' | null;
  landslide: boolean;
  /** `match`: read from the finished online match; `tabletop`: reported by hand, counted once confirmed. */
  source: 'match' | 'tabletop';
  reportedBy: string | null;
  confirmedBy: string | null;
  players: PlayerLine[];
}

export interface LeagueStore {
  createLeague(l: Omit<LeagueRow, 'id' | 'created' | 'status'>): Promise<LeagueRow>;
  league(id: number): Promise<LeagueRow | null>;
  leagues(): Promise<LeagueRow[]>;
  /** Moves a league from `from` to `to`; false when it was not at `from` (someone else moved it). */
  setLeagueStatus(id: number, from: LeagueStatus, to: LeagueStatus): Promise<boolean>;
  /** The new entry, or null when the league has an entry of that name. */
  addEntry(e: Omit<EntryRow, 'id'>): Promise<EntryRow | null>;
  entries(leagueId: number): Promise<EntryRow[]>;
  /** Adds fixtures all together or none; false (and none) when an entry already has a fixture in one of their
   * rounds, so two commissioners' tabs drawing the same round draw it once. */
  addFixtures(leagueId: number, f: NewFixture[]): Promise<boolean>;
  fixtures(leagueId: number): Promise<FixtureRow[]>;
  fixture(id: number): Promise<FixtureRow | null>;
  /** Ties a match to a fixture that has none; false when it has one already. */
  linkMatch(fixtureId: number, matchId: number): Promise<boolean>;
  /** Keeps a fixture's result unless it has one; false when it had. With `teams`, the entries' teams after the
   * match are written in the same transaction, and each entry's post-match summary kept for its history: a
   * fixture's post-match sequence lands once, with its result, or not at all. */
  addResult(r: ResultRow, teams?: TeamAfter[]): Promise<boolean>;
  /** Replaces an entry's team if it is still `before` (as stored); false when it changed meanwhile. */
  setTeam(entryId: number, before: Json, after: Json): Promise<boolean>;
  /** The post-match summaries of a league's entries, fixture by fixture. */
  teamLog(leagueId: number): Promise<TeamAfter[]>;
  /** Confirms a reported result not yet confirmed; false when there is none to confirm. With `teams`, the entries'
   * teams after the tabletop match are written in the same transaction, as addResult does. */
  confirmResult(fixtureId: number, by: string, teams?: TeamAfter[]): Promise<boolean>;
  /** Withdraws a reported result not yet confirmed; false when there is none. */
  rejectResult(fixtureId: number): Promise<boolean>;
  results(leagueId: number): Promise<ResultRow[]>;
}

/** Result rows as both databases return them. */
export interface ResultDbRow {
  fixture_id: number | string;
  home_score: number | string;
  away_score: number | string;
  winner: string | null;
  landslide: number | boolean;
  source: string;
  reported_by: string | null;
  confirmed_by: string | null;
  players: string;
}

export const resultFrom = (r: ResultDbRow): ResultRow => ({
  fixtureId: Number(r.fixture_id),
  homeScore: Number(r.home_score),
  awayScore: Number(r.away_score),
  winner: r.winner === 'home' || r.winner === 'away' ? r.winner : null,
  landslide: Boolean(r.landslide),
  source: r.source === 'match' ? 'match' : 'tabletop',
  reportedBy: r.reported_by,
  confirmedBy: r.confirmed_by,
  players: JSON.parse(r.players) as PlayerLine[],
});

export interface LeagueDbRow {
  id: number | string;
  name: string;
  game: string;
  config: string;
  commissioner: string;
  status: string;
  created: string | Date;
}

export const leagueFrom = (r: LeagueDbRow): LeagueRow => ({
  id: Number(r.id),
  name: r.name,
  game: r.game,
  config: JSON.parse(r.config) as LeagueConfig,
  commissioner: r.commissioner,
  status: r.status as LeagueStatus,
  created: r.created instanceof Date ? r.created.toISOString() : r.created,
});

export interface EntryDbRow {
  id: number | string;
  league_id: number | string;
  name: string;
  coach: string;
  team: string;
}

export const entryFrom = (r: EntryDbRow): EntryRow => ({ id: Number(r.id), leagueId: Number(r.league_id), name: r.name, coach: r.coach, team: JSON.parse(r.team) as Json });

export interface FixtureDbRow {
  id: number | string;
  league_id: number | string;
  stage: string;
  round: number | string;
  slot: number | string;
  home: number | string;
  away: number | string;
  deadline: string | null;
  match_id: number | string | null;
}

export const fixtureFrom = (r: FixtureDbRow): FixtureRow => ({
  id: Number(r.id),
  leagueId: Number(r.league_id),
  stage: r.stage === 'playoff' ? 'playoff' : 'season',
  round: Number(r.round),
  slot: Number(r.slot),
  home: Number(r.home),
  away: Number(r.away),
  deadline: r.deadline,
  matchId: r.match_id == null ? null : Number(r.match_id),
});
