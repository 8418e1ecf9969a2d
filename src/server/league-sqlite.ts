// The league tables in the SQLite store (league-store.ts).

import type Database from 'better-sqlite3';
import { entryFrom, fixtureFrom, leagueFrom, resultFrom, type EntryDbRow, type FixtureDbRow, type LeagueDbRow, type LeagueStore, type NewFixture, type ResultDbRow, type ResultRow, type TeamAfter } from './league-store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS leagues (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  game TEXT NOT NULL,
  config TEXT NOT NULL,
  commissioner TEXT NOT NULL,
  status TEXT NOT NULL,
  created TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS league_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  league_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  coach TEXT NOT NULL,
  team TEXT NOT NULL,
  UNIQUE (league_id, name)
);
CREATE TABLE IF NOT EXISTS league_fixtures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
CREATE INDEX IF NOT EXISTS league_fixtures_league ON league_fixtures (league_id);
CREATE TABLE IF NOT EXISTS league_results (
  fixture_id INTEGER PRIMARY KEY,
  home_score INTEGER NOT NULL,
  away_score INTEGER NOT NULL,
  winner TEXT,
  landslide INTEGER NOT NULL,
  source TEXT NOT NULL,
  reported_by TEXT,
  confirmed_by TEXT,
  players TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS league_team_log (
  fixture_id INTEGER NOT NULL,
  entry_id INTEGER NOT NULL,
  summary TEXT NOT NULL,
  PRIMARY KEY (fixture_id, entry_id)
)`;

const RESULT_COLUMNS = 'r.fixture_id, r.home_score, r.away_score, r.winner, r.landslide, r.source, r.reported_by, r.confirmed_by, r.players';

export function sqliteLeagues(db: Database.Database): LeagueStore {
  db.exec(SCHEMA);
  const s = {
    createLeague: db.prepare("INSERT INTO leagues (name, game, config, commissioner, status, created) VALUES (?, ?, ?, ?, 'open', ?)"),
    league: db.prepare('SELECT * FROM leagues WHERE id = ?'),
    leagues: db.prepare('SELECT * FROM leagues ORDER BY id DESC'),
    setStatus: db.prepare('UPDATE leagues SET status = ? WHERE id = ? AND status = ?'),
    addEntry: db.prepare('INSERT INTO league_entries (league_id, name, coach, team) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING'),
    entry: db.prepare('SELECT * FROM league_entries WHERE id = ?'),
    entries: db.prepare('SELECT * FROM league_entries WHERE league_id = ? ORDER BY id'),
    addFixture: db.prepare('INSERT INTO league_fixtures (league_id, stage, round, slot, home, away, deadline) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    fixtures: db.prepare('SELECT * FROM league_fixtures WHERE league_id = ? ORDER BY stage DESC, round, slot, id'),
    fixture: db.prepare('SELECT * FROM league_fixtures WHERE id = ?'),
    linkMatch: db.prepare('UPDATE league_fixtures SET match_id = ? WHERE id = ? AND match_id IS NULL'),
    addResult: db.prepare(
      'INSERT INTO league_results (fixture_id, home_score, away_score, winner, landslide, source, reported_by, confirmed_by, players) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
    ),
    confirm: db.prepare('UPDATE league_results SET confirmed_by = ? WHERE fixture_id = ? AND confirmed_by IS NULL'),
    reject: db.prepare('DELETE FROM league_results WHERE fixture_id = ? AND confirmed_by IS NULL'),
    setTeam: db.prepare('UPDATE league_entries SET team = ? WHERE id = ? AND team = ?'),
    putTeam: db.prepare('UPDATE league_entries SET team = ? WHERE id = ?'),
    logTeam: db.prepare('INSERT INTO league_team_log (fixture_id, entry_id, summary) VALUES (?, ?, ?)'),
    teamLog: db.prepare('SELECT l.fixture_id, l.entry_id, l.summary FROM league_team_log l JOIN league_fixtures f ON f.id = l.fixture_id WHERE f.league_id = ? ORDER BY l.fixture_id, l.entry_id'),
    results: db.prepare(`SELECT ${RESULT_COLUMNS} FROM league_results r JOIN league_fixtures f ON f.id = r.fixture_id WHERE f.league_id = ? ORDER BY r.fixture_id`),
  };
  const addFixtures = db.transaction((leagueId: number, list: NewFixture[]) => {
    for (const f of list) s.addFixture.run(leagueId, f.stage, f.round, f.slot, f.home, f.away, f.deadline);
  });
  // The result and the teams after it, together or not at all.
  const addResult = db.transaction((r: ResultRow, teams: TeamAfter[]) => {
    const info = s.addResult.run(r.fixtureId, r.homeScore, r.awayScore, r.winner, r.landslide ? 1 : 0, r.source, r.reportedBy, r.confirmedBy, JSON.stringify(r.players));
    if (!info.changes) return false;
    for (const t of teams) {
      s.putTeam.run(JSON.stringify(t.team), t.entryId);
      s.logTeam.run(t.fixtureId, t.entryId, JSON.stringify(t.summary));
    }
    return true;
  });
  const confirm = db.transaction((fixtureId: number, by: string, teams: TeamAfter[]) => {
    if (!s.confirm.run(by, fixtureId).changes) return false;
    for (const t of teams) {
      s.putTeam.run(JSON.stringify(t.team), t.entryId);
      s.logTeam.run(t.fixtureId, t.entryId, JSON.stringify(t.summary));
    }
    return true;
  });
  return {
    async createLeague(l) {
      const info = s.createLeague.run(l.name, l.game, JSON.stringify(l.config), l.commissioner, new Date().toISOString());
      return leagueFrom(s.league.get(Number(info.lastInsertRowid)) as LeagueDbRow);
    },
    async league(id) {
      const r = s.league.get(id) as LeagueDbRow | undefined;
      return r ? leagueFrom(r) : null;
    },
    async leagues() {
      return (s.leagues.all() as LeagueDbRow[]).map(leagueFrom);
    },
    async setLeagueStatus(id, from, to) {
      return s.setStatus.run(to, id, from).changes > 0;
    },
    async addEntry(e) {
      const info = s.addEntry.run(e.leagueId, e.name, e.coach, JSON.stringify(e.team));
      return info.changes ? entryFrom(s.entry.get(Number(info.lastInsertRowid)) as EntryDbRow) : null;
    },
    async entries(leagueId) {
      return (s.entries.all(leagueId) as EntryDbRow[]).map(entryFrom);
    },
    async addFixtures(leagueId, list) {
      try {
        addFixtures(leagueId, list);
        return true;
      } catch (e) {
        // An entry already has a fixture in one of these rounds: the round was drawn meanwhile.
        if ((e as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return false;
        throw e;
      }
    },
    async fixtures(leagueId) {
      return (s.fixtures.all(leagueId) as FixtureDbRow[]).map(fixtureFrom);
    },
    async fixture(id) {
      const r = s.fixture.get(id) as FixtureDbRow | undefined;
      return r ? fixtureFrom(r) : null;
    },
    async linkMatch(fixtureId, matchId) {
      return s.linkMatch.run(matchId, fixtureId).changes > 0;
    },
    async addResult(r, teams = []) {
      return addResult(r, teams);
    },
    async setTeam(entryId, before, after) {
      return s.setTeam.run(JSON.stringify(after), entryId, JSON.stringify(before)).changes > 0;
    },
    async teamLog(leagueId) {
      // The log keeps summaries; the team there is today's, so it is left out.
      return (s.teamLog.all(leagueId) as { fixture_id: number; entry_id: number; summary: string }[]).map((r) => ({ fixtureId: r.fixture_id, entryId: r.entry_id, team: null, summary: JSON.parse(r.summary) }));
    },
    async confirmResult(fixtureId, by, teams = []) {
      return confirm(fixtureId, by, teams);
    },
    async rejectResult(fixtureId) {
      return s.reject.run(fixtureId).changes > 0;
    },
    async results(leagueId) {
      return (s.results.all(leagueId) as ResultDbRow[]).map(resultFrom);
    },
  };
}
