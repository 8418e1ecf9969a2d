import { describe, expect, it } from 'vitest';
import { runSim } from '../../sim/pool';

describe('scripted rush coach', () => {
  // Issue 14: "the scripted bot beats the random one in at least 90% of 200 seeded matches": 100 from each seat, on
  // 2 worker threads.
  it('beats the random coach in at least 180 of 200 matches', { timeout: 900_000 }, async () => {
    const spec = (bots: string[], seed: number) => ({ ruleset: 'rush', options: {}, bots, games: 100, seed, maxActions: 100_000 });
    const home = await runSim(spec(['scripted', 'random'], 1), { workers: 2 });
    const away = await runSim(spec(['random', 'scripted'], 2), { workers: 2 });
    console.log(`rush scripted vs random: ${home.summary.wins[0]}/100 at home, ${away.summary.wins[1]}/100 away`);
    expect(home.summary.unfinished + away.summary.unfinished).toBe(0);
    expect(home.summary.wins[0] + away.summary.wins[1]).toBeGreaterThanOrEqual(180);
  });
});
