// Issue 3's promise at scale: thousands of random-vs-random gridiron matches, between every pair of shipped teams in
// turn, all reach the final whistle. The simulator plays them on both cores. A few simulated matches replay to the
// same result in sim-replay.test.ts, and the kernel's property tests check replay and legality step by step.

import { describe, expect, it } from 'vitest';
import '../index';
import { runSim } from '../../sim/pool';
import { ROSTER_INFO } from './rosters/index';

const GAMES = 2000;

describe('gridiron at scale', () => {
  it(`${GAMES} random matches all end`, async () => {
    const teams = ROSTER_INFO.map((r) => r.id);
    const per = Math.ceil(GAMES / teams.length);
    let played = 0;
    for (let i = 0; i < teams.length; i++) {
      const home = teams[i];
      const away = teams[(i + 5) % teams.length];
      const { summary, outcomes } = await runSim(
        { ruleset: 'gridiron', options: { home, away }, bots: ['random', 'random'], games: per, seed: `thousands-${home}`, maxActions: 100_000 },
        { workers: 2, keep: true },
      );
      const unfinished = outcomes!.filter((o) => !o.finished);
      expect(unfinished.map((o) => `${home} v ${away} seed ${o.seed}`)).toEqual([]);
      expect(outcomes!.every((o) => o.reason === 'full time')).toBe(true);
      played += summary.games;
    }
    expect(played).toBeGreaterThanOrEqual(GAMES);
  }, 900_000);
});
