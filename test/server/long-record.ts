// A long record is re-played in a worker thread, so the server answers other requests meanwhile, and checkpointed,
// so opening it again re-plays only the actions since its last checkpoint. Run at two sizes: a 19 MB record (1.2
// million legal actions, long-record.slow.test.ts) and a 3 MB one in the fast suite (long-record.test.ts).

import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishRecord, play, startMatch, type MatchRecord } from '../../src/index';
import { startServer } from '../../src/server/app';
import { CHECKPOINT_EVERY } from '../../src/server/resume';
import './tiny-ruleset';

/** Registers the suite for a record of `STEPS` actions (the tiny game's waits: 16 bytes each as JSON). */
export function longRecordSuite(STEPS: number): void {
  const dir = mkdtempSync(join(tmpdir(), 'turnover-long-'));
  const file = join(dir, 'm.sqlite');
  let base = '';
  let close: () => Promise<void>;
  /** Resolvers waiting for the next job handed to the worker. */
  const jobStarted: (() => void)[] = [];
  let long: MatchRecord;

  beforeAll(async () => {
    mkdirSync(join(dir, 'web'));
    writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><title>app</title>');
    const s = await startServer(
      {
        sqliteFile: file,
        staticDir: join(dir, 'web'),
        // The worker has its own module registry: it registers the test's ruleset too.
        rulesetModules: [pathToFileURL(join(import.meta.dirname, 'tiny-ruleset.ts')).href],
        onWorkerJob: () => jobStarted.splice(0).forEach((f) => f()),
      },
      0,
    );
    base = s.url.replace(/\/$/, '');
    close = s.close;
    const m = startMatch('tiny-test', { seed: 'long' });
    for (let i = 0; i < STEPS; i++) play(m, { type: 'wait' });
    long = finishRecord(m);
  }, 60_000);
  afterAll(async () => {
    await close?.();
    rmSync(dir, { recursive: true, force: true });
  });

  const nextJob = () => new Promise<void>((resolve) => jobStarted.push(resolve));

  /** Starts `slow`, waits until its re-play is in the worker, asks for /api/health, and says which answered first. */
  async function order(slow: () => Promise<Response>): Promise<{ first: string[]; slow: Response }> {
    const first: string[] = [];
    const started = nextJob();
    const answer = slow().then((r) => (first.push('slow'), r));
    await started;
    const health = await fetch(`${base}/api/health`);
    first.push('health');
    expect(health.status).toBe(200);
    return { first, slow: await answer };
  }

  describe(`a record of ${STEPS} actions (${Math.round((STEPS * 16) / 1e6)} MB)`, () => {
    let id = 0;

    it('is checked on creation in the worker while the server answers a health check', async () => {
      const body = JSON.stringify({ record: long });
      expect(body.length).toBeGreaterThan(STEPS * 15);
      const { first, slow } = await order(() => fetch(`${base}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }));
      expect(slow.status).toBe(201);
      expect(first).toEqual(['health', 'slow']);
      id = ((await slow.json()) as { id: number }).id;
    }, 60_000);

    it('opens from its checkpoint, re-playing only the actions since', async () => {
      const res = await fetch(`${base}/api/matches/${id}`);
      expect(res.status).toBe(200);
      const m = (await res.json()) as { steps: number; problem: string | null };
      expect(m.problem).toBeNull();
      expect(m.steps).toBe(STEPS);
      expect(Number(res.headers.get('x-turnover-replayed'))).toBe(STEPS % CHECKPOINT_EVERY);
    }, 60_000);

    it('without a checkpoint, is re-played whole in the worker while the server answers, and checkpointed for next time', async () => {
      const db = new Database(file);
      db.prepare('DELETE FROM checkpoints WHERE match_id = ?').run(id);
      db.close();
      const { first, slow } = await order(() => fetch(`${base}/api/matches/${id}`));
      expect(first).toEqual(['health', 'slow']);
      expect(slow.headers.get('x-turnover-replayed')).toBe(String(STEPS));
      expect(((await slow.json()) as { problem: string | null }).problem).toBeNull();
      const again = await fetch(`${base}/api/matches/${id}`);
      expect(Number(again.headers.get('x-turnover-replayed'))).toBe(STEPS % CHECKPOINT_EVERY);
    }, 60_000);

    it('is extended by a save that re-plays from its checkpoint, and refused when it is another match underneath', async () => {
      const more = startMatch('tiny-test', { seed: 'long' });
      more.record.actions = [...long.actions, ...Array.from({ length: 700 }, () => ({ type: 'wait' }))];
      // The record is re-built by re-play on the test's side for its final hash.
      const { replay } = await import('../../src/index');
      const extended = finishRecord(replay(more.record));
      const put = await fetch(`${base}/api/matches/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ record: extended }) });
      expect(put.status).toBe(200);
      expect(((await put.json()) as { steps: number }).steps).toBe(STEPS + 700);
      // A forged copy whose early steps differ (and whose final hash is its own) does not continue the stored match.
      const forged = startMatch('tiny-test', { seed: 'long' });
      forged.record.actions = [{ type: 'step' }, ...extended.actions.slice(1), { type: 'wait' }];
      const bad = await fetch(`${base}/api/matches/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ record: forged.record }) });
      expect(bad.status).toBe(409);
    }, 120_000);
  });
}
