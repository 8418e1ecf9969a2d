import { describe, expect, it } from 'vitest';
import { runSim } from '../sim/pool';

// Search against the scripted coach it is built on, from both seats with the same team on both sides, so neither a
// seat nor a roster decides. Whole matches at the default budget (32 rollouts at each searched decision): the
// slowest tests here, a few minutes on 2 cores; docs/bots.md gives the larger samples behind the claim.
async function searchRecord(ruleset: string, options: Record<string, unknown>, games: number, seed: number) {
  const spec = (bots: string[], s: number) => ({ ruleset, options, bots, games, seed: s, maxActions: 100_000 });
  const home = (await runSim(spec(['search', 'scripted'], seed), { workers: 2 })).summary;
  const away = (await runSim(spec(['scripted', 'search'], seed + 1), { workers: 2 })).summary;
  return { wins: home.wins[0] + away.wins[1], losses: home.wins[1] + away.wins[0], draws: home.draws + away.draws };
}

describe('search bot against the scripted coach', () => {
  // Not met yet for gridiron: over 52 matches (human vs human, both seats, seeds 51/52, 81/82, 91/92) the search won
  // 18, lost 14 and drew 20 against its coach, too close to call, and these seeds alone give 3 won, 4 lost. The
  // claim stays written down, skipped, until the search plays clearly better (docs/bots.md). A sharper evaluator
  // (carrier danger, standing players, nearness to a loose ball) did no better on tuning seeds 100/101: 7-8-5,
  // against 8-7-5 unchanged.
  it.skip('gridiron: wins more matches than it loses', { timeout: 1_800_000 }, async () => {
    const r = await searchRecord('gridiron', { home: 'human', away: 'human' }, 6, 51);
    expect(r.wins).toBeGreaterThan(r.losses);
  });

  it('runeball: wins more matches than it loses', { timeout: 1_800_000 }, async () => {
    const r = await searchRecord('runeball', {}, 6, 61);
    expect(r.wins).toBeGreaterThan(r.losses);
  });
});
