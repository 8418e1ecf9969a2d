// Issue 13: "10,000 random matches without a crash or a replay divergence in the property tests (slow suite)". The
// matches go round the shipped maps; each must reach a result (the first touchdown, or out of turns), and each is
// replayed from its record (seed and actions, through JSON) to the same events and the same final state. Worker
// threads share the matches; TURNOVER_DUNGEON_MATCHES sets fewer for a quick look.

import { afterAll, describe, expect, it } from 'vitest';
import { matchPool } from '../../sim/testing/match-pool';
import { DUNGEON_BOARDS } from './index';
import type { DungeonFixture } from './random-match';

const MATCHES = Number(process.env.TURNOVER_DUNGEON_MATCHES ?? 10_000);
const pool = matchPool<DungeonFixture>(new URL('./random-match.ts', import.meta.url), 25);
const WORKERS = pool.workers;

afterAll(() => pool.close());

const boards = Object.keys(DUNGEON_BOARDS.byId);

describe(`dungeon: ${MATCHES} random matches round the maps, every one replayed`, () => {
  it('none crashes, none is stuck, every replay matches', async () => {
    const t0 = performance.now();
    const fixtures = Array.from({ length: MATCHES }, (_, k) => ({ board: boards[k % boards.length], seed: `dungeon-random:${k}` }));
    const reports = await pool.playAll(fixtures);
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
