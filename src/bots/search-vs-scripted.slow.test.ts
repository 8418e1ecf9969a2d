import { describe, expect, it } from 'vitest';
import { runSim } from '../sim/pool';

// Search against the scripted coach it is built on, from both seats with the same team on both sides, so neither a
// seat nor a roster decides. Whole matches at the default budget (64 rollouts at each searched decision in gridiron,
// 32 in runeball): the slowest tests here, about six minutes on 2 cores; docs/bots.md gives the larger samples
// behind the claim and how each version of the gridiron search did.
async function searchRecord(ruleset: string, options: Record<string, unknown>, games: number, seed: number) {
  const spec = (bots: string[], s: number) => ({ ruleset, options, bots, games, seed: s, maxActions: 100_000 });
  const home = (await runSim(spec(['search', 'scripted'], seed), { workers: 2 })).summary;
  const away = (await runSim(spec(['scripted', 'search'], seed + 1), { workers: 2 })).summary;
  return { wins: home.wins[0] + away.wins[1], losses: home.wins[1] + away.wins[0], draws: home.draws + away.draws };
}

describe('search bot against the scripted coach', () => {
  // Human against human, seeds 500/501 (fixed before the plans and the reply were judged; tuning used 200 and 300):
  // 14 won, 11 lost, 7 drawn. On seeds 600/601 as well: 14 won, 9 lost, 9 drawn.
  it('gridiron: wins more matches than it loses', { timeout: 1_800_000 }, async () => {
    const r = await searchRecord('gridiron', { home: 'human', away: 'human' }, 16, 500);
    expect(r.wins).toBeGreaterThan(r.losses);
  });

  it('runeball: wins more matches than it loses', { timeout: 1_800_000 }, async () => {
    const r = await searchRecord('runeball', {}, 6, 61);
    expect(r.wins).toBeGreaterThan(r.losses);
  });
});
