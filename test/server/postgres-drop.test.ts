// The server on PostgreSQL survives its connections being cut (pg_terminate_backend, as a database restart or an
// administrator would): the pool's error listener keeps the process up, and the next request opens a new
// connection, so the match being played goes on.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { finishRecord, play, startMatch } from '../../src/index';
import { startServer } from '../../src/server/app';
import { useTestDatabase } from './test-database';
import './tiny-ruleset';

const dir = mkdtempSync(join(tmpdir(), 'turnover-pgdrop-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function record(steps: number) {
  const m = startMatch('tiny-test', { seed: 'pg-drop' });
  for (let i = 0; i < steps; i++) play(m, { type: 'wait' });
  return finishRecord(m);
}

/** Ends every connection to the database but the caller's own; how many it ended. */
async function terminateOthers(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const r = await c.query(
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'",
  );
  await c.end();
  return r.rowCount ?? 0;
}

describe('PostgreSQL connections cut under a running match', () => {
  const db = useTestDatabase();

  it('keeps the server up and the match going', async () => {
    mkdirSync(join(dir, 'web'));
    writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><title>app</title>');
    const s = await startServer({ databaseUrl: db.url, staticDir: join(dir, 'web') }, 0);
    const base = s.url.replace(/\/$/, '');
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(base + path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, json: (await res.json()) as any };
    };
    const lost: string[] = [];
    const log = console.error;
    console.error = (...a: unknown[]) => void lost.push(a.map(String).join(' '));
    try {
      const id = (await call('POST', '/api/matches', { record: record(2) })).json.id;
      expect((await call('PUT', `/api/matches/${id}`, { record: record(4) })).status).toBe(200);
      const heard = () => lost.filter((l) => /an idle connection was lost/.test(l)).length;
      for (const steps of [6, 8, 10]) {
        const before = heard();
        expect(await terminateOthers(db.url)).toBeGreaterThan(0);
        // The pool hears of its idle connection's end before the next move: waited for (not slept for, as a loaded
        // machine may take longer than any fixed pause to pass the news on), but not required each time, since a
        // connection busy when it was cut (the fan-out's catch-up, say) tells its query, not the pool.
        for (const end = Date.now() + 10_000; heard() === before && Date.now() < end; ) await new Promise((r) => setTimeout(r, 10));
        const r = await call('PUT', `/api/matches/${id}`, { record: record(steps) });
        expect(r.status).toBe(200);
        expect(r.json.steps).toBe(steps);
      }
      // And without the pause: the move finds a dead connection and retries on a new one.
      expect(await terminateOthers(db.url)).toBeGreaterThan(0);
      expect((await call('PUT', `/api/matches/${id}`, { record: record(12) })).status).toBe(200);
      const got = await call('GET', `/api/matches/${id}`);
      expect(got.json).toMatchObject({ steps: 12, problem: null });
      expect(lost.some((l) => /an idle connection was lost/.test(l))).toBe(true);
      // A match number past PostgreSQL's 32-bit SERIAL names no match (not a failed query).
      expect((await call('GET', '/api/matches/99999999999')).status).toBe(404);
      await call('DELETE', `/api/matches/${id}`);
    } finally {
      console.error = log;
      await s.close();
    }
  }, 60_000);
});
