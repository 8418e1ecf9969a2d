import { describe, expect, it } from 'vitest';
import { runSim } from '../../sim/pool';

describe('scripted runeball coach', () => {
  // 100 whole matches, 50 from each seat, on 2 worker threads: a few seconds.
  it('beats the random coach in at least 95 of 100 matches', { timeout: 600_000 }, async () => {
    const spec = (bots: string[], seed: number) => ({ ruleset: 'runeball', options: {}, bots, games: 50, seed, maxActions: 100_000 });
    const home = await runSim(spec(['scripted', 'random'], 1), { workers: 2 });
    const away = await runSim(spec(['random', 'scripted'], 2), { workers: 2 });
    expect(home.summary.unfinished + away.summary.unfinished).toBe(0);
    expect(home.summary.wins[0] + away.summary.wins[1]).toBeGreaterThanOrEqual(95);
  });
});
