// Issue 19: "the random and scripted bots play every roster; 1,000 random matches per roster in the slow suite with
// no crash or replay divergence". Each roster plays its thousand against every other roster in turn, at both seats;
// every match must reach full time, and every match is replayed from its record (seed and actions, through JSON)
// to the same events and the same final state. Worker threads share the matches; TURNOVER_ROSTER_MATCHES sets
// fewer for a quick look.

import { afterAll, describe, expect, it } from 'vitest';
import { matchPool } from '../../../sim/testing/match-pool';
import { ROSTERS } from './index';
import { fixture, type Fixture } from './every-roster';

const MATCHES = Number(process.env.TURNOVER_ROSTER_MATCHES ?? 1000);
// Ten a message: both workers stay busy to the end of a roster, and messages cost nothing.
const pool = matchPool<Fixture>(new URL('./every-roster.ts', import.meta.url), 10);
const WORKERS = pool.workers;

afterAll(() => pool.close());

const ids = ROSTERS.map((r) => r.id);
const seconds: number[] = [];

describe(`every roster, ${MATCHES} random matches each, every one replayed`, () => {
  it.each(ids.map((id, i) => [id, i] as const))('%s', async (id, i) => {
    const t0 = performance.now();
    const reports = await pool.playAll(Array.from({ length: MATCHES }, (_, k) => fixture(ids, i, k)));
    seconds.push((performance.now() - t0) / 1000);
    const bad = reports.filter((r) => r.problem !== null).map((r) => `${r.home} v ${r.away} seed ${r.seed}: ${r.problem}`);
    expect(bad).toEqual([]);
    expect(reports.length).toBe(MATCHES);
    expect(reports.every((r) => r.reason === 'full time' && r.actions > 0)).toBe(true);
    // The matches differ: a schedule that played one match a thousand times would pass the checks above.
    expect(new Set(reports.map((r) => r.actions)).size).toBeGreaterThan(Math.min(MATCHES, 20) / 2);
  }, 3_600_000);

  afterAll(() => {
    const total = seconds.reduce((a, b) => a + b, 0);
    console.log(`every roster: ${ids.length} x ${MATCHES} matches on ${WORKERS} workers in ${total.toFixed(0)} s`);
  });
});
