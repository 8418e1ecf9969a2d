import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POINT_PRESETS, type PointsScheme } from './config';
import { roundRobin } from './fixtures';
import { playedOf, pointsFor, standings, type Played } from './standings';

const played = (home: string, away: string, hs: number, as: number, extra: Partial<Played> = {}): Played => ({
  home,
  away,
  homeScore: hs,
  awayScore: as,
  winner: hs > as ? 'home' : hs < as ? 'away' : null,
  ...extra,
});

const scheme = fc.record({ win: fc.integer({ min: 0, max: 5 }), draw: fc.integer({ min: 0, max: 3 }), loss: fc.integer({ min: 0, max: 2 }) });

describe('standings', () => {
  it('the points in the table add up to the points the results give out, and every played game is counted twice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 }), scheme, fc.array(fc.tuple(fc.nat(4), fc.nat(4), fc.boolean()), { minLength: 100, maxLength: 100 }), (n, pts, scores) => {
        const entries = Array.from({ length: n }, (_, i) => `t${i}`);
        const results = roundRobin(entries)
          .flatMap((r) => r.fixtures)
          .map((f, i) => played(f.home, f.away, scores[i % 100][0], scores[i % 100][1], { landslide: scores[i % 100][2] }));
        const config = { points: { ...POINT_PRESETS.landslide, ...pts }, tieBreakers: ['head-to-head', 'score-difference'] as const };
        const table = standings(entries, results, { ...config, tieBreakers: [...config.tieBreakers] });
        const given = results.reduce((sum, p) => sum + pointsFor(p, config.points).home + pointsFor(p, config.points).away, 0);
        expect(table.reduce((s, r) => s + r.points, 0)).toBe(given);
        expect(table.reduce((s, r) => s + r.played, 0)).toBe(results.length * 2);
        expect(table.reduce((s, r) => s + r.scored - r.conceded, 0)).toBe(0);
        expect(table.map((r) => r.rank)).toEqual(entries.map((_, i) => i + 1));
        for (let i = 1; i < table.length; i++) expect(table[i - 1].points).toBeGreaterThanOrEqual(table[i].points);
      }),
    );
  });

  it("rush's landslide preset: win 2, loss or draw 1, landslide win 3, landslide loss 0 (facts.md §3.7)", () => {
    const p = POINT_PRESETS.landslide;
    expect(pointsFor(played('a', 'b', 3, 1), p)).toEqual({ home: 2, away: 1 });
    expect(pointsFor(played('a', 'b', 0, 7, { landslide: true }), p)).toEqual({ home: 0, away: 3 });
    expect(pointsFor(played('a', 'b', 2, 2), p)).toEqual({ home: 1, away: 1 });
    // The engine's rush result names a landslide by its reason.
    const r = playedOf('x', 'y', { winner: 'away', score: { home: 0, away: 7 }, reason: 'landslide' }, ['home', 'away']);
    expect(r).toMatchObject({ winner: 'away', landslide: true, awayScore: 7 });
  });

  it('a scheme without landslide points scores a landslide as a plain win', () => {
    const p: PointsScheme = POINT_PRESETS['three-one-zero'];
    expect(pointsFor(played('a', 'b', 7, 0, { landslide: true }), p)).toEqual({ home: 3, away: 0 });
  });

  it('splits a tie on points by head-to-head among the level teams only, then by the next tie-breaker', () => {
    // a, b, c all on 3 points (each won once); d lost all. Among a, b, c the mini-league is a circle, so
    // head-to-head is level; score difference decides.
    const results = [
      played('a', 'b', 1, 0),
      played('b', 'c', 3, 0),
      played('c', 'a', 1, 0),
      played('a', 'd', 0, 0),
      played('b', 'd', 0, 0),
      played('c', 'd', 0, 0),
    ];
    const t = standings(['a', 'b', 'c', 'd'], results, { points: POINT_PRESETS['three-one-zero'], tieBreakers: ['head-to-head', 'score-difference'] });
    expect(t.map((r) => r.entry)).toEqual(['b', 'a', 'c', 'd']);
    // e and g level on 6 points; g beat e, e has the better score difference: the order of the tie-breakers decides.
    const r2 = [played('g', 'e', 1, 0), played('e', 'f', 9, 0), played('e', 'h', 5, 0), played('g', 'f', 1, 0)];
    const first = standings(['e', 'f', 'g', 'h'], r2, { points: { win: 3, draw: 1, loss: 0 }, tieBreakers: ['head-to-head', 'score-difference'] });
    const second = standings(['e', 'f', 'g', 'h'], r2, { points: { win: 3, draw: 1, loss: 0 }, tieBreakers: ['score-difference', 'head-to-head'] });
    expect(first.map((r) => r.entry)).toEqual(['g', 'e', 'h', 'f']);
    expect(second.map((r) => r.entry)).toEqual(['e', 'g', 'h', 'f']);
  });

  it('casualty difference splits teams level on points when it is asked', () => {
    const r = [played('a', 'b', 1, 1, { homeCasualties: 0, awayCasualties: 3 })];
    expect(standings(['a', 'b'], r, { points: POINT_PRESETS['two-one-zero'], tieBreakers: ['casualty-difference'] }).map((s) => s.entry)).toEqual(['b', 'a']);
    expect(standings(['a', 'b'], r, { points: POINT_PRESETS['two-one-zero'], tieBreakers: [] }).map((s) => s.entry)).toEqual(['a', 'b']);
  });

  it('ignores results of entries that are not in the league (withdrawn)', () => {
    const t = standings(['a', 'b'], [played('a', 'b', 1, 0), played('a', 'z', 5, 0)], { points: POINT_PRESETS['two-one-zero'], tieBreakers: [] });
    expect(t[0]).toMatchObject({ entry: 'a', points: 2, played: 1, scored: 1 });
  });
});
