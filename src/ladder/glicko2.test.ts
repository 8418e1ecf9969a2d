import { describe, expect, it } from 'vitest';
import { interval, ratePeriod, type Rating } from './glicko2';

// Glickman, "Example of the Glicko-2 system" (2013): a player rated 1500, RD 200, volatility 0.06 plays three
// opponents (1400/30, 1550/100, 1700/300), wins the first and loses the others, with τ = 0.5. "the new rating is
// r' = 1464.06, RD' = 151.52 and σ' = 0.05999".
describe('Glicko-2 against the worked example of the paper', () => {
  const player: Rating = { rating: 1500, rd: 200, volatility: 0.06 };
  const opp = (rating: number, rd: number): Rating => ({ rating, rd, volatility: 0.06 });
  const games = [
    { opponent: opp(1400, 30), score: 1 },
    { opponent: opp(1550, 100), score: 0 },
    { opponent: opp(1700, 300), score: 0 },
  ];

  it('gives the new rating, deviation and volatility of step 8', () => {
    const r = ratePeriod(player, games, 0.5);
    // The paper rounds each step to four places (μ' = -0.2069, φ' = 0.8722) before scaling back: its 1464.06 is
    // 1464.05 unrounded, so the rating is compared to within 0.05 and the Glicko-2 scale values to four places.
    expect(r.rating).toBeCloseTo(1464.06, 1);
    expect(r.rd).toBeCloseTo(151.52, 2);
    expect(r.volatility).toBeCloseTo(0.05999, 4);
    expect((r.rating - 1500) / 173.7178).toBeCloseTo(-0.2069, 4);
    expect(r.rd / 173.7178).toBeCloseTo(0.8722, 4);
  });

  it('only widens the deviation in a period without games (step 6: φ* = sqrt(φ² + σ²))', () => {
    const r = ratePeriod(player, []);
    expect(r.rating).toBe(1500);
    expect(r.rd).toBeCloseTo(Math.sqrt((200 / 173.7178) ** 2 + 0.06 ** 2) * 173.7178, 6);
    expect(r.rd).toBeGreaterThan(200);
  });

  it('moves a winner up and narrows the interval', () => {
    const win = ratePeriod(player, [{ opponent: opp(1500, 200), score: 1 }]);
    const draw = ratePeriod(player, [{ opponent: opp(1500, 200), score: 0.5 }]);
    expect(win.rating).toBeGreaterThan(1500);
    expect(draw.rating).toBeCloseTo(1500, 6);
    expect(interval(win)).toBeLessThan(interval(player));
  });
});
