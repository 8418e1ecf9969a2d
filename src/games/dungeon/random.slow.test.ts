// Issue 13: "10,000 random matches without a crash or a replay divergence in the property tests (slow suite)". The
// matches go round the shipped maps; each must reach a result (the first touchdown, or out of turns), and each is
// replayed from its record (seed and actions, through JSON) to the same events and the same final state. Worker
// threads share the matches; TURNOVER_DUNGEON_MATCHES sets fewer for a quick look.

import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUNGEON_BOARDS } from './index';
import type { DungeonFixture, DungeonPlayed } from './random-match';

const MATCHES = Number(process.env.TURNOVER_DUNGEON_MATCHES ?? 10_000);
const WORKERS = Math.max(1, availableParallelism());
const CHUNK = 25;

type Report = DungeonFixture & DungeonPlayed;

let pool: Worker[] = [];

beforeAll(() => {
  pool = Array.from({ length: WORKERS }, () => new Worker(new URL('./random-match.worker.mjs', import.meta.url)));
});

afterAll(async () => {
  await Promise.all(pool.map((w) => w.terminate()));
});

function playAll(fixtures: DungeonFixture[]): Promise<Report[]> {
  const reports: Report[] = [];
  let next = 0;
  return new Promise((resolve, reject) => {
    let busy = 0;
    const feed = (w: Worker) => {
      if (next >= fixtures.length) {
        if (busy === 0) resolve(reports);
        return;
      }
      busy++;
      w.postMessage(fixtures.slice(next, (next += CHUNK)));
    };
    for (const w of pool) {
      w.on('message', (batch: Report[]) => {
        reports.push(...batch);
        busy--;
        feed(w);
      });
      w.on('error', reject);
      w.on('exit', (code) => reject(new Error(`a worker exited with code ${code}`)));
    }
    for (const w of pool) feed(w);
  });
}

const boards = Object.keys(DUNGEON_BOARDS.byId);

describe(`dungeon: ${MATCHES} random matches round the maps, every one replayed`, () => {
  it('none crashes, none is stuck, every replay matches', async () => {
    const t0 = performance.now();
    const fixtures = Array.from({ length: MATCHES }, (_, k) => ({ board: boards[k % boards.length], seed: `dungeon-random:${k}` }));
    const reports = await playAll(fixtures);
    const seconds = (performance.now() - t0) / 1000;
    console.log(`dungeon random: ${MATCHES} matches on ${WORKERS} workers in ${seconds.toFixed(0)} s`);
    const bad = reports.filter((r) => r.problem !== null).map((r) => `${r.board} seed ${r.seed}: ${r.problem}`);
    expect(bad.slice(0, 10)).toEqual([]);
    expect(reports.length).toBe(MATCHES);
    expect(new Set(reports.map((r) => r.board))).toEqual(new Set(boards.slice(0, Math.min(MATCHES, boards.length))));
    // The matches differ: a schedule that played one match many times would pass the checks above.
    expect(new Set(reports.map((r) => r.actions)).size).toBeGreaterThan(Math.min(MATCHES, 20) / 2);
  }, 3_600_000);
});
