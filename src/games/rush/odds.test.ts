import { describe, expect, it } from 'vitest';
import { odds } from '../../core/odds';
import { RUSH_POSITIONS } from './odds-positions';

describe('rush odds: exploding pools summed to the cut-off', () => {
  it('an Evade with 2 dice at 4+ needing 1 success fails only when neither die is a success: (1/2)^2 = 1/4', () => {
    const [p] = RUSH_POSITIONS();
    const r = odds(p.g, p.plan);
    expect(r.best.find((o) => o.outcome.startsWith('home-4 fell'))?.exact).toBe('1/4');
    // The rest of 3/4 less what the cut-off leaves unexplored (a run of sixes), within the stated bound.
    expect(r.cut).toBeLessThanOrEqual(1e-9);
    expect(Math.abs(r.success.best + r.cut - 3 / 4)).toBeLessThan(1e-15);
  });

  it('a Slam: each reaction reported, the plan without one takes the worse for it; the pools\' tails are below the bound', () => {
    const [, , , back, dodge, worst] = RUSH_POSITIONS();
    const a = odds(back.g, back.plan, back.opts);
    const b = odds(dodge.g, dodge.plan, dodge.opts);
    const w = odds(worst.g, worst.plan, worst.opts);
    const pushed = (r: typeof a) => r.best.filter((o) => o.outcome.includes('(4,4)')).reduce((s, o) => s + o.p, 0);
    expect(w.success.best).toBeCloseTo(Math.min(pushed(a), pushed(b)), 9);
    for (const r of [a, b, w]) {
      expect(r.cut).toBeLessThan(1e-6);
      expect(r.best.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
    }
  });
});
