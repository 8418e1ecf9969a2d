// The league tables in the PostgreSQL store (league-store.ts), named after the store's table like its others.

import type pg from 'pg';
import { entryFrom, fixtureFrom, leagueFrom, resultFrom, type EntryDbRow, type FixtureDbRow, type LeagueDbRow, type LeagueStore, type ResultDbRow } from './league-store';

type Query = <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<pg.QueryResult<R>>;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS T_leagues (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  game TEXT NOT NULL,
  config TEXT NOT NULL,
  commissioner TEXT NOT NULL,
  status TEXT NOT NULL,
  created TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS T_league_entries (
  id SERIAL PRIMARY KEY,
  league_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  coach TEXT NOT NULL,
  team TEXT NOT NULL,
  UNIQUE (league_id, name)
);
CREATE TABLE IF NOT EXISTS T_league_fixtures (
  id SERIAL PRIMARY KEY,
  league_id INTEGER NOT NULL,
  stage TEXT NOT NULL,
  round INTEGER NOT NULL,
  slot INTEGER NOT NULL,
  home INTEGER NOT NULL,
  away INTEGER NOT NULL,
  deadline TEXT,
  match_id INTEGER,
  UNIQUE (league_id, stage, round, home),
  UNIQUE (league_id, stage, round, away)
);
CREATE INDEX IF NOT EXISTS T_league_fixtures_league ON T_league_fixtures (league_id);
CREATE TABLE IF NOT EXISTS T_league_results (
  fixture_id INTEGER PRIMARY KEY,
  home_score INTEGER NOT NULL,
  away_score INTEGER NOT NULL,
  winner TEXT,
  landslide BOOLEAN NOT NULL,
  source TEXT NOT NULL,
  reported_by TEXT,
  confirmed_by TEXT,
  players TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS T_league_team_log (
  fixture_id INTEGER NOT NULL,
  entry_id INTEGER NOT NULL,
  summary TEXT NOT NULL,
  PRIMARY KEY (fixture_id, entry_id)
)`;

/** The league tables' names after `table` (the store's own name), for a test that drops them. */
export const LEAGUE_TABLES = ['_leagues', '_league_entries', '_league_fixtures', '_league_results', '_league_team_log'];

export async function postgresLeagues(query: Query, table: string): Promise<LeagueStore> {
  const t = (name: string) => `${table}_${name}`;
  await query(SCHEMA.replaceAll('T_', `${table}_`));
  return {
    async createLeague(l) {
      const r = await query<LeagueDbRow>(`INSERT INTO ${t('leagues')} (name, game, config, commissioner, status) VALUES ($1, $2, $3, $4, 'open') RETURNING *`, [
        l.name,
        l.game,
        JSON.stringify(l.config),
        l.commissioner,
      ]);
      return leagueFrom(r.rows[0]);
    },
    async league(id) {
      const r = await query<LeagueDbRow>(`SELECT * FROM ${t('leagues')} WHERE id = $1`, [id]);
      return r.rows[0] ? leagueFrom(r.rows[0]) : null;
    },
    async leagues() {
      return (await query<LeagueDbRow>(`SELECT * FROM ${t('leagues')} ORDER BY id DESC`)).rows.map(leagueFrom);
    },
    async setLeagueStatus(id, from, to) {
      return ((await query(`UPDATE ${t('leagues')} SET status = $1 WHERE id = $2 AND status = $3`, [to, id, from])).rowCount ?? 0) > 0;
    },
    async addEntry(e) {
      const r = await query<EntryDbRow>(`INSERT INTO ${t('league_entries')} (league_id, name, coach, team) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING *`, [
        e.leagueId,
        e.name,
        e.coach,
        JSON.stringify(e.team),
      ]);
      return r.rows[0] ? entryFrom(r.rows[0]) : null;
    },
    async entries(leagueId) {
      return (await query<EntryDbRow>(`SELECT * FROM ${t('league_entries')} WHERE league_id = $1 ORDER BY id`, [leagueId])).rows.map(entryFrom);
    },
    async addFixtures(leagueId, list) {
      // One statement, so a schedule is stored whole or not at all.
      try {
        await query(
        `INSERT INTO ${t('league_fixtures')} (league_id, stage, round, slot, home, away, deadline)
         SELECT $1, f->>'stage', (f->>'round')::int, (f->>'slot')::int, (f->>'home')::int, (f->>'away')::int, f->>'deadline' FROM json_array_elements($2::json) f`,
        [leagueId, JSON.stringify(list)],
        );
        return true;
      } catch (e) {
        // An entry already has a fixture in one of these rounds: the round was drawn meanwhile.
        if ((e as { code?: string }).code === '23505') return false;
        throw e;
      }
    },
    async fixtures(leagueId) {
      return (await query<FixtureDbRow>(`SELECT * FROM ${t('league_fixtures')} WHERE league_id = $1 ORDER BY stage DESC, round, slot, id`, [leagueId])).rows.map(fixtureFrom);
    },
    async fixture(id) {
      const r = await query<FixtureDbRow>(`SELECT * FROM ${t('league_fixtures')} WHERE id = $1`, [id]);
      return r.rows[0] ? fixtureFrom(r.rows[0]) : null;
    },
    async linkMatch(fixtureId, matchId) {
      return ((await query(`UPDATE ${t('league_fixtures')} SET match_id = $1 WHERE id = $2 AND match_id IS NULL`, [matchId, fixtureId])).rowCount ?? 0) > 0;
    },
    async addResult(r, teams = []) {
      // One statement, so the result and the teams after it are written together or not at all: the teams' update
      // and the log read the inserted row, and there is none when the fixture had a result already.
      const after = JSON.stringify(teams.map((x) => ({ entry: x.entryId, team: JSON.stringify(x.team), summary: JSON.stringify(x.summary) })));
      const done = await query<{ n: string }>(
        `WITH ins AS (
           INSERT INTO ${t('league_results')} (fixture_id, home_score, away_score, winner, landslide, source, reported_by, confirmed_by, players)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING fixture_id),
         x AS (SELECT (a->>'entry')::int AS entry, a->>'team' AS team, a->>'summary' AS summary FROM json_array_elements($10::json) a),
         upd AS (UPDATE ${t('league_entries')} e SET team = x.team FROM x, ins WHERE e.id = x.entry RETURNING e.id),
         log AS (INSERT INTO ${t('league_team_log')} (fixture_id, entry_id, summary) SELECT ins.fixture_id, x.entry, x.summary FROM ins, x RETURNING entry_id)
         SELECT (SELECT count(*) FROM ins) AS n`,
        [r.fixtureId, r.homeScore, r.awayScore, r.winner, r.landslide, r.source, r.reportedBy, r.confirmedBy, JSON.stringify(r.players), after],
      );
      return Number(done.rows[0]?.n ?? 0) > 0;
    },
    async setTeam(entryId, before, after) {
      const r = await query(`UPDATE ${t('league_entries')} SET team = $1 WHERE id = $2 AND team = $3`, [JSON.stringify(after), entryId, JSON.stringify(before)]);
      return (r.rowCount ?? 0) > 0;
    },
    async teamLog(leagueId) {
      const r = await query<{ fixture_id: number; entry_id: number; summary: string }>(
        `SELECT l.fixture_id, l.entry_id, l.summary FROM ${t('league_team_log')} l JOIN ${t('league_fixtures')} f ON f.id = l.fixture_id WHERE f.league_id = $1 ORDER BY l.fixture_id, l.entry_id`,
        [leagueId],
      );
      return r.rows.map((x) => ({ fixtureId: Number(x.fixture_id), entryId: Number(x.entry_id), team: null, summary: JSON.parse(x.summary) }));
    },
    async confirmResult(fixtureId, by, teams = []) {
      // One statement, as addResult: the teams after a tabletop match land with its confirmation or not at all.
      const after = JSON.stringify(teams.map((x) => ({ entry: x.entryId, team: JSON.stringify(x.team), summary: JSON.stringify(x.summary) })));
      const done = await query<{ n: string }>(
        `WITH up AS (UPDATE ${t('league_results')} SET confirmed_by = $1 WHERE fixture_id = $2 AND confirmed_by IS NULL RETURNING fixture_id),
         x AS (SELECT (a->>'entry')::int AS entry, a->>'team' AS team, a->>'summary' AS summary FROM json_array_elements($3::json) a),
         upd AS (UPDATE ${t('league_entries')} e SET team = x.team FROM x, up WHERE e.id = x.entry RETURNING e.id),
         log AS (INSERT INTO ${t('league_team_log')} (fixture_id, entry_id, summary) SELECT up.fixture_id, x.entry, x.summary FROM up, x RETURNING entry_id)
         SELECT (SELECT count(*) FROM up) AS n`,
        [by, fixtureId, after],
      );
      return Number(done.rows[0]?.n ?? 0) > 0;
    },
    async rejectResult(fixtureId) {
      return ((await query(`DELETE FROM ${t('league_results')} WHERE fixture_id = $1 AND confirmed_by IS NULL`, [fixtureId])).rowCount ?? 0) > 0;
    },
    async results(leagueId) {
      const r = await query<ResultDbRow>(
        `SELECT r.* FROM ${t('league_results')} r JOIN ${t('league_fixtures')} f ON f.id = r.fixture_id WHERE f.league_id = $1 ORDER BY r.fixture_id`,
        [leagueId],
      );
      return r.rows.map(resultFrom);
    },
  };
}
