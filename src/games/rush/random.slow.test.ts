// Issue 14: "10,000 random matches in the slow property suite without a crash or divergence". The matches go round
// every pairing of the shipped teams (a team may meet itself); each must reach a result (the 14 rushes, a landslide,
// or Sudden Death to its limit), and each is replayed from its record (seed and actions, through JSON) to the same
// events and the same final state. Worker threads share the matches; TURNOVER_RUSH_MATCHES sets fewer for a quick look.

import { afterAll, describe, expect, it } from 'vitest';
import { matchPool } from '../../sim/testing/match-pool';
import type { RushFixture } from './random-match';
import { TEAMS } from './teams';

const MATCHES = Number(process.env.TURNOVER_RUSH_MATCHES ?? 10_000);
const pool = matchPool<RushFixture>(new URL('./random-match.ts', import.meta.url), 25);
const WORKERS = pool.workers;

afterAll(() => pool.close());

const pairings = TEAMS.flatMap((h) => TEAMS.map((a) => `${h.id}/${a.id}`));

describe(`rush: ${MATCHES} random matches between every pairing of teams, every one replayed`, () => {
  it('none crashes, none is stuck, every replay matches', async () => {
    const t0 = performance.now();
    const fixtures = Array.from({ length: MATCHES }, (_, k) => {
      const [home, away] = pairings[k % pairings.length].split('/');
      return { home, away, seed: `rush-random:${k}` };
    });
    const reports = await pool.playAll(fixtures);
    const seconds = (performance.now() - t0) / 1000;
    console.log(`rush random: ${MATCHES} matches on ${WORKERS} workers in ${seconds.toFixed(0)} s`);
    const bad = reports.filter((r) => r.problem !== null).map((r) => `${r.home}/${r.away} seed ${r.seed}: ${r.problem}`);
    expect(bad.slice(0, 10)).toEqual([]);
    expect(reports.length).toBe(MATCHES);
    expect(new Set(reports.map((r) => `${r.home}/${r.away}`))).toEqual(new Set(pairings.slice(0, Math.min(MATCHES, pairings.length))));
    // The matches differ: a schedule that played one match many times would pass the checks above.
    expect(new Set(reports.map((r) => r.actions)).size).toBeGreaterThan(Math.min(MATCHES, 20) / 2);
  }, 3_600_000);
});
