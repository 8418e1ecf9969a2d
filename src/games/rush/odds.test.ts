import { describe, expect, it } from 'vitest';
import { odds } from '../../core/odds';
import { disagreements } from '../../core/odds-testkit';
import { runPlan, slamPlan, targetLabel } from './odds-plans';
import { scene } from './testkit';

// home-4 (Jack, Speed 4+) at (4,5) facing up, threatened by the Orc away-1 at (4,6) facing up: leaving is an Evade,
// "3 dice Speed (123) -1 per enemy threatening the hex you are moving from": 2 dice, 1 success (a 4+ or an
// exploding 6). home-7 (Guard) slams the Goblin away-4 in front of him (slam.test.ts's position).
const jack = { id: 'home-4', x: 4, y: 5, facing: 1 };
const orc = { id: 'away-1', x: 4, y: 6, facing: 1 };
const guard = { id: 'home-7', x: 4, y: 6, facing: 1 };
const goblin = { id: 'away-4', x: 4, y: 5, facing: 4 };
const far = { x: 20, y: 10 };

/** Rush positions for the Monte Carlo. The issue asks thirty per game. */
export const RUSH_POSITIONS = () => [
  { name: 'an Evade under one threat', g: scene({ players: [jack, orc], ball: far } as never).g, plan: runPlan('home-4', [[4, 4]]), opts: {} },
  { name: 'an Evade then a free step', g: scene({ players: [jack, orc], ball: far } as never).g, plan: runPlan('home-4', [[4, 4], [4, 3]]), opts: {} },
  { name: 'a run onto the ball: Pick Up', g: scene({ players: [jack], ball: { x: 4, y: 4 } } as never).g, plan: runPlan('home-4', [[4, 4]]), opts: {} },
  { name: 'a Slam against Slamback', g: scene({ players: [guard, goblin], ball: far } as never).g, plan: slamPlan('home-7', 1, 'away-4', 'slamback'), opts: { label: targetLabel('away-4') } },
  { name: 'a Slam against Dodge', g: scene({ players: [guard, goblin], ball: far } as never).g, plan: slamPlan('home-7', 1, 'away-4', 'dodge'), opts: { label: targetLabel('away-4') } },
  { name: 'a Slam, the reaction the worst for the slammer', g: scene({ players: [guard, goblin], ball: far } as never).g, plan: slamPlan('home-7', 1, 'away-4'), opts: { label: targetLabel('away-4'), goal: (o: string) => o.includes('(4,4)') } },
];

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

  it.each(RUSH_POSITIONS().map((p) => [p.name, p] as const))('agrees with a Monte Carlo of the real engine: %s', (_n, p) => {
    const r = odds(p.g, p.plan, p.opts);
    expect(disagreements(p.g, p.plan, r, 'best', 400, p.opts)).toEqual([]);
  });
});
