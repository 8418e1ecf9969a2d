// The open list (issue #15: "any opponent"): a creator opens the other seat, GET /api/online/open lists it with
// nothing secret, POST /api/matches/:id/take gives it to exactly one taker however many ask at once, refuses the
// creator, a seat not open and a finished match, and a taken seat leaves the list. On SQLite and on PostgreSQL.

import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/app';
import { openPostgres } from '../../src/server/postgres';
import { openSqlite } from '../../src/server/sqlite';
import type { Store } from '../../src/server/store';
import { SessionClient } from './session-client';
import { useTestDatabase } from './test-database';
import { useTestServer } from './test-server';
import './tiny-ruleset';

function openListSuite(base: () => string, finish: (id: number) => Promise<void>, store: () => Promise<Store>) {
  const seen: string[] = [];
  const client = () => new SessionClient(base, seen);
  const signedUp = (name: string) => SessionClient.signedUp(base, name, seen);
  const list = async () => (await client().call('GET', '/api/online/open')).json as any[];

  it('lists an open seat with nothing secret, gives it to one of two takers at once, then drops it', async () => {
    const from = seen.length;
    const ann = await signedUp('ann');
    const created = await ann.call('POST', '/api/online', { ruleset: 'tiny-test', seat: 'home', open: true, title: 'Anyone?' });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    // A friend's invite still works alongside: it is the open list that is new.
    expect(Object.keys(created.json.invites)).toEqual(['away']);
    const entry = (await list()).find((e) => e.id === id);
    expect(entry).toEqual({ id, game: 'tiny-test', title: 'Anyone?', by: 'ann', seat: 'away', created: expect.any(String) });
    // Not on its creator's own list: it is not hers to take.
    expect(((await ann.call('GET', '/api/online/open')).json as any[]).some((e) => e.id === id)).toBe(false);

    // Two at once: one seat, one taker; the other gets one line.
    const [a, b] = [client(), await signedUp('bob')];
    const both = await Promise.all([a.call('POST', `/api/matches/${id}/take`), b.call('POST', `/api/matches/${id}/take`)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = both.find((r) => r.status === 200)!;
    const lost = both.find((r) => r.status === 409)!;
    expect(won.json).toMatchObject({ seat: 'away', taken: { home: true, away: true } });
    expect(lost.json).toEqual({ error: 'this seat is taken' });
    const taker = both[0].status === 200 ? a : b;
    // Pressed again by the taker: still the taker's seat, not a refusal.
    expect(await taker.call('POST', `/api/matches/${id}/take`)).toMatchObject({ status: 200, json: { seat: 'away' } });
    expect((await list()).some((e) => e.id === id)).toBe(false);

    // The same race at the store, where the HTTP one may be served one after the other: the write is conditional on
    // the seat being free, so of two writes after the same read only one takes it.
    const again = (await ann.call('POST', '/api/online', { ruleset: 'tiny-test', seat: 'home', open: true })).json.id as number;
    const s = await store();
    try {
      const writes = await Promise.all([s.takeSeat(again, 'away', 'guest:one'), s.takeSeat(again, 'away', 'guest:two')]);
      expect(writes.sort()).toEqual([false, true]);
    } finally {
      await s.close();
    }
    expect(await client().call('POST', `/api/matches/${again}/take`)).toMatchObject({ status: 409, json: { error: 'this seat is taken' } });

    // The taker plays: home moves, then away (the taker) may.
    expect((await ann.call('POST', `/api/matches/${id}/actions`, { seq: 0, actions: [{ type: 'wait' }] })).status).toBe(200);
    expect((await taker.call('POST', `/api/matches/${id}/actions`, { seq: 1, actions: [{ type: 'wait' }] })).status).toBe(200);

    // Neither the invite tokens nor the seed were in any answer of the list or the take.
    const said = seen.slice(from).filter((t) => !t.includes('"invites"')).join('\n');
    expect(said).not.toContain(created.json.invites.away.token);
    expect(said).not.toContain('sfc32:');
  });

  it('lists the newest first and refuses the creator, a seat not open, a finished match and an unknown one', async () => {
    const cy = await signedUp('cy');
    const first = (await cy.call('POST', '/api/online', { ruleset: 'tiny-test', seat: 'away', open: true })).json.id as number;
    const second = (await cy.call('POST', '/api/online', { ruleset: 'tiny-test', seat: 'home', open: true })).json.id as number;
    const ids = (await list()).map((e) => e.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect((await list()).find((e) => e.id === first)?.seat).toBe('home');

    const self = await cy.call('POST', `/api/matches/${first}/take`);
    expect(self).toMatchObject({ status: 409, json: { error: 'you already hold another seat in this match' } });

    const friendOnly = (await cy.call('POST', '/api/online', { ruleset: 'tiny-test', seat: 'home' })).json.id as number;
    expect((await list()).some((e) => e.id === friendOnly)).toBe(false);
    expect(await client().call('POST', `/api/matches/${friendOnly}/take`)).toMatchObject({ status: 403, json: { error: 'this match has no seat open to any opponent' } });

    await finish(second);
    expect((await list()).some((e) => e.id === second)).toBe(false);
    expect(await client().call('POST', `/api/matches/${second}/take`)).toMatchObject({ status: 409, json: { error: 'this match is over' } });

    const unknown = await client().call('POST', '/api/matches/999999/take');
    expect(unknown).toMatchObject({ status: 404, json: { error: 'there is no online match with that number' } });
    expect((await client().call('POST', '/api/matches/<script>/take')).json.error).not.toContain('<script>');
    // Opening the other seat needs a seat of one's own.
    const noSeat = await cy.call('POST', '/api/online', { ruleset: 'tiny-test', open: true });
    expect(noSeat).toMatchObject({ status: 400, json: { error: 'open: take a seat yourself to open the other to any opponent' } });
  });
}

describe('the open list on SQLite', () => {
  const srv = useTestServer('open-seats');
  openListSuite(
    () => srv.base,
    async (id) => {
      const db = new Database(srv.file);
      db.prepare("UPDATE matches SET status = 'finished' WHERE id = ?").run(id);
      db.close();
    },
    async () => openSqlite(srv.file),
  );
});

describe('the open list on PostgreSQL', () => {
  const db = useTestDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'turnover-open-pg-'));
  const at = { base: '' };
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    mkdirSync(join(dir, 'web'));
    writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><title>app</title>');
    const s = await startServer({ databaseUrl: db.url, staticDir: join(dir, 'web') }, 0);
    at.base = s.url.replace(/\/$/, '');
    close = s.close;
  });
  afterAll(async () => {
    await close?.();
    rmSync(dir, { recursive: true, force: true });
  });
  openListSuite(
    () => at.base,
    async (id) => {
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      await c.query("UPDATE matches SET status = 'finished' WHERE id = $1", [id]);
      await c.end();
    },
    () => openPostgres(db.url),
  );
});
