// The Monte Carlo check on every gridiron position (odds-positions.ts): 200,000 seeded plays of the real engine
// each, every outcome's frequency within 4 standard errors of the odds engine's exact chance (and again with every
// re-roll declined where the plan meets one). The CPU time of each position is printed.
import { describe, expect, it } from 'vitest';
import { checkPosition } from '../../core/odds-testkit';
import { GRIDIRON_ALL } from './odds-positions';

// ODDS_MC_PLAYS sets fewer plays for a quicker look; the check is 200,000.
const N = Number(process.env.ODDS_MC_PLAYS ?? 200_000);

describe('gridiron odds agree with 200,000 plays of the real engine', () => {
  it.each(GRIDIRON_ALL().map((p) => [p.name, p] as const))('%s', (name, p) => {
    const t = process.cpuUsage();
    expect(checkPosition(p, N)).toEqual([]);
    const { user, system } = process.cpuUsage(t);
    console.log(`odds slow: gridiron: ${name}: ${((user + system) / 1e6).toFixed(1)} s CPU`);
  }, 1_200_000);
});
