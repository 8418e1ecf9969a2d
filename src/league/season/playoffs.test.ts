import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bracket, readyTies, seedOrder } from './playoffs';

describe('playoffs', () => {
  it('seeds so that 1 and 2 meet only in the final', () => {
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedOrder(4)).toEqual([1, 4, 2, 3]);
  });

  it('byes go to the best seeds', () => {
    const b = bracket(['s1', 's2', 's3', 's4', 's5', 's6']);
    expect(b.rounds[0].filter((t) => t.winner !== null).map((t) => t.winner).sort()).toEqual(['s1', 's2']);
    expect(readyTies(b).map((t) => [t.home, t.away])).toEqual([['s4', 's5'], ['s3', 's6']]);
  });

  it('any field, any results: the bracket ends with exactly one champion, who won every tie they played', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }), (n, coins) => {
        const seeded = Array.from({ length: n }, (_, i) => `s${i + 1}`);
        const winners: Record<string, string> = {};
        let b = bracket(seeded, winners);
        let k = 0;
        for (let guard = 0; b.champion === null; guard++) {
          expect(guard).toBeLessThan(64);
          for (const t of readyTies(b)) winners[`${t.round}:${t.slot}`] = coins[k++ % 64] ? t.home! : t.away!;
          b = bracket(seeded, winners);
        }
        expect(seeded).toContain(b.champion);
        const played = b.rounds.flat().filter((t) => t.home === b.champion || t.away === b.champion);
        expect(played.every((t) => t.winner === b.champion)).toBe(true);
        // Every entry but the champion is knocked out exactly once.
        const losers = b.rounds.flat().filter((t) => t.home && t.away).map((t) => (t.winner === t.home ? t.away : t.home));
        expect(new Set(losers).size).toBe(n - 1);
        expect(losers).not.toContain(b.champion);
      }),
    );
  });

  it('a winner who did not play the tie is not taken', () => {
    const b = bracket(['a', 'b', 'c', 'd'], { '1:0': 'c' });
    expect(b.rounds[0][0].winner).toBeNull();
  });
});
