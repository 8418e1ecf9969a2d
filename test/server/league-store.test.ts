// The league tables keep what they are given and give it back, on SQLite and on PostgreSQL (as store.test.ts does),
// and their conditional writes let only one of two writers win: one match per fixture, one result, one confirmation.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { leagueConfig } from '../../src/league/season/index';
import { LEAGUE_TABLES } from '../../src/server/league-postgres';
import { openPostgres } from '../../src/server/postgres';
import { openSqlite } from '../../src/server/sqlite';
import type { Store } from '../../src/server/store';
import type { TeamAfter } from '../../src/server/league-store';
import { useTestDatabase } from './test-database';

function contract(name: string, open: () => Promise<Store>) {
  describe(name, () => {
    let store: Store;
    it('keeps leagues, entries, fixtures and results', async () => {
      store = await open();
      const L = store.leagues;
      const config = leagueConfig({ name: 'Old World', game: 'gridiron', points: 'two-one-zero' });
      const league = await L.createLeague({ name: 'Old World', game: 'gridiron', config, commissioner: 'account:1' });
      expect(league).toMatchObject({ name: 'Old World', status: 'open', commissioner: 'account:1', config });
      expect(await L.league(league.id)).toEqual(league);
      expect((await L.leagues()).map((l) => l.id)).toContain(league.id);
      expect(await L.league(999_999)).toBeNull();

      expect(await L.setLeagueStatus(league.id, 'open', 'running')).toBe(true);
      expect(await L.setLeagueStatus(league.id, 'open', 'running')).toBe(false);
      expect((await L.league(league.id))?.status).toBe('running');

      const team = { roster: 'orc', players: [{ name: 'Grak' }] };
      const a = await L.addEntry({ leagueId: league.id, name: 'Orcs', coach: 'account:1', team });
      const b = await L.addEntry({ leagueId: league.id, name: 'Elves', coach: 'bot:random', team: null });
      expect(a).toMatchObject({ name: 'Orcs', team });
      expect(await L.addEntry({ leagueId: league.id, name: 'Orcs', coach: 'account:2', team: null })).toBeNull();
      expect((await L.entries(league.id)).map((e) => e.name)).toEqual(['Orcs', 'Elves']);

      expect(await L.addFixtures(league.id, [
        { stage: 'season', round: 1, slot: 0, home: a!.id, away: b!.id, deadline: '2026-02-01T00:00:00.000Z' },
        { stage: 'season', round: 2, slot: 0, home: b!.id, away: a!.id, deadline: null },
      ])).toBe(true);
      // Drawn twice (two tabs): the second draw adds nothing, not even its fixtures that would fit.
      expect(await L.addFixtures(league.id, [
        { stage: 'season', round: 3, slot: 0, home: a!.id, away: b!.id, deadline: null },
        { stage: 'season', round: 1, slot: 0, home: a!.id, away: b!.id, deadline: null },
      ])).toBe(false);
      const fx = await L.fixtures(league.id);
      expect(fx.map((f) => [f.round, f.home, f.away, f.deadline, f.matchId])).toEqual([
        [1, a!.id, b!.id, '2026-02-01T00:00:00.000Z', null],
        [2, b!.id, a!.id, null, null],
      ]);
      expect(await L.fixture(fx[0].id)).toEqual(fx[0]);
      expect(await L.linkMatch(fx[0].id, 42)).toBe(true);
      expect(await L.linkMatch(fx[0].id, 43)).toBe(false);
      expect((await L.fixture(fx[0].id))?.matchId).toBe(42);

      const r = { fixtureId: fx[1].id, homeScore: 2, awayScore: 1, winner: 'home' as const, landslide: false, source: 'tabletop' as const, reportedBy: 'account:1', confirmedBy: null, players: [{ entry: String(a!.id), player: '1', touchdowns: 2 }] };
      expect(await L.addResult(r)).toBe(true);
      expect(await L.addResult({ ...r, homeScore: 9 })).toBe(false);
      expect(await L.results(league.id)).toEqual([r]);
      expect(await L.rejectResult(fx[1].id)).toBe(true);
      expect(await L.results(league.id)).toEqual([]);
      expect(await L.addResult(r)).toBe(true);
      expect(await L.confirmResult(fx[1].id, 'bot:random')).toBe(true);
      expect(await L.confirmResult(fx[1].id, 'account:3')).toBe(false);
      expect(await L.rejectResult(fx[1].id)).toBe(false);
      expect((await L.results(league.id))[0].confirmedBy).toBe('bot:random');

      // A match's result lands with both teams after it, once: a second settling (another request, another worker)
      // writes neither its result nor its teams.
      const m = { ...r, fixtureId: fx[0].id, source: 'match' as const, reportedBy: null, confirmedBy: 'match' };
      const after = (n: number): TeamAfter[] => [
        { fixtureId: fx[0].id, entryId: a!.id, team: { roster: 'orc', players: [{ name: 'Grak', spp: n }] }, summary: { spp: n } },
        { fixtureId: fx[0].id, entryId: b!.id, team: { roster: 'elf', spp: n }, summary: { spp: 0 } },
      ];
      expect(await L.addResult(m, after(5))).toBe(true);
      expect(await L.addResult(m, after(99))).toBe(false);
      const teams = await L.entries(league.id);
      expect(teams.map((e) => e.team)).toEqual(after(5).map((x) => x.team));
      expect(await L.teamLog(league.id)).toEqual(after(5).map((x) => ({ ...x, team: null })));

      // A tabletop result's teams land with its confirmation, once: a second confirmation writes neither.
      expect(await L.addFixtures(league.id, [{ stage: 'season', round: 3, slot: 0, home: a!.id, away: b!.id, deadline: null }])).toBe(true);
      const third = (await L.fixtures(league.id))[2].id;
      expect(await L.addResult({ ...r, fixtureId: third })).toBe(true);
      const table = (n: number): TeamAfter[] => after(n).map((x) => ({ ...x, fixtureId: third }));
      expect(await L.confirmResult(third, 'account:2', table(7))).toBe(true);
      expect(await L.confirmResult(third, 'account:2', table(70))).toBe(false);
      expect((await L.entries(league.id)).map((e) => e.team)).toEqual(table(7).map((x) => x.team));
      expect((await L.teamLog(league.id)).filter((x) => x.fixtureId === third)).toEqual(table(7).map((x) => ({ ...x, team: null })));

      // A coach's change between matches is written only over the team it was made from.
      const now = (await L.entries(league.id))[0].team;
      expect(await L.setTeam(a!.id, now, { roster: 'orc', players: [] })).toBe(true);
      expect(await L.setTeam(a!.id, now, { roster: 'orc', players: [{ name: 'lost update' }] })).toBe(false);
      expect((await L.entries(league.id))[0].team).toEqual({ roster: 'orc', players: [] });
    });
    afterAll(async () => {
      await store?.close();
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'turnover-league-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

contract('SQLite league tables', async () => openSqlite(join(dir, 'leagues.sqlite')));

describe('on PostgreSQL', () => {
  const db = useTestDatabase();
  const table = `leagues_test_${process.pid}`;
  contract('PostgreSQL league tables', async () => {
    const s = await openPostgres(db.url, table);
    const drop = s.close;
    return {
      ...s,
      close: async () => {
        const pg = (await import('pg')).default;
        const c = new pg.Client({ connectionString: db.url });
        await c.connect();
        for (const t of ['', '_checkpoints', '_accounts', '_sessions', '_online', '_online_seats', '_online_take_backs', ...LEAGUE_TABLES]) await c.query(`DROP TABLE IF EXISTS ${table}${t}`);
        await c.end();
        await drop();
      },
    };
  });
});
