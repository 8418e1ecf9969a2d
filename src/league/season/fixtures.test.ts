import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairKey, roundRobin, swissRound } from './fixtures';

const names = (n: number) => Array.from({ length: n }, (_, i) => `e${i + 1}`);

describe('round robin (circle method)', () => {
  it('every pair meets exactly once, nobody plays twice in a round, an odd count gives one bye a round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), (n) => {
        const entries = names(n);
        const rounds = roundRobin(entries);
        expect(rounds.length).toBe(n % 2 ? n : n - 1);
        const met = new Map<string, number>();
        const byes = new Map<string, number>();
        for (const r of rounds) {
          const busy = r.fixtures.flatMap((f) => [f.home, f.away]);
          expect(new Set(busy).size).toBe(busy.length);
          if (n % 2) {
            expect(r.bye).not.toBeNull();
            expect(busy).not.toContain(r.bye);
            byes.set(r.bye!, (byes.get(r.bye!) ?? 0) + 1);
          } else expect(r.bye).toBeNull();
          for (const f of r.fixtures) met.set(pairKey(f.home, f.away), (met.get(pairKey(f.home, f.away)) ?? 0) + 1);
        }
        expect(met.size).toBe((n * (n - 1)) / 2);
        expect([...met.values()].every((c) => c === 1)).toBe(true);
        if (n % 2) expect([...byes.values()].every((c) => c === 1) && byes.size === n).toBe(true);
      }),
    );
  });

  it('home games are shared out: nobody is at home more than one game over half', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), (n) => {
        const home = new Map<string, number>();
        for (const f of roundRobin(names(n)).flatMap((r) => r.fixtures)) home.set(f.home, (home.get(f.home) ?? 0) + 1);
        for (const e of names(n)) expect(home.get(e) ?? 0).toBeLessThanOrEqual(Math.ceil((n - 1) / 2) + 1);
      }),
    );
  });

  it('a second leg repeats every pair with home and away swapped', () => {
    const rounds = roundRobin(names(5), 2);
    expect(rounds.length).toBe(10);
    const all = rounds.flatMap((r) => r.fixtures).map((f) => `${f.home}>${f.away}`);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(20);
  });
});

describe('swiss', () => {
  it('pairs without rematches while the field allows it, and gives each bye to a different entry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 16 }), fc.integer({ min: 0, max: 2 ** 31 }), (n, salt) => {
        const entries = names(n);
        const met = new Set<string>();
        const byes = new Set<string>();
        // Half as many rounds as entries: few enough that a field paired well never needs a rematch.
        const rounds = Math.floor(n / 2);
        for (let r = 1; r <= rounds; r++) {
          // A pseudo-random table each round stands in for the standings.
          const ranked = [...entries].sort((a, b) => ((hash(a + r + salt) - hash(b + r + salt)) | 0));
          const round = swissRound(r, ranked, met, byes);
          const busy = round.fixtures.flatMap((f) => [f.home, f.away]);
          expect(new Set(busy).size).toBe(busy.length);
          expect(busy.length + (round.bye ? 1 : 0)).toBe(n);
          for (const f of round.fixtures) {
            expect(met.has(pairKey(f.home, f.away))).toBe(false);
            met.add(pairKey(f.home, f.away));
          }
          if (round.bye) {
            expect(byes.has(round.bye)).toBe(false);
            byes.add(round.bye);
          }
        }
      }),
    );
  });

  it('pairs neighbours in the table: first plays second when they have not met', () => {
    const r = swissRound(1, ['a', 'b', 'c', 'd'], new Set());
    expect(r.fixtures.map((f) => [f.home, f.away])).toEqual([['a', 'b'], ['c', 'd']]);
    const r2 = swissRound(2, ['a', 'b', 'c', 'd'], new Set([pairKey('a', 'b'), pairKey('c', 'd')]));
    expect(r2.fixtures.map((f) => [f.home, f.away])).toEqual([['a', 'c'], ['b', 'd']]);
  });

  it('backtracks when the greedy pairing would leave two who have met', () => {
    // a-b is free, but then c and d (who met) would be left together; a has met c too, so a must take d.
    const met = new Set([pairKey('c', 'd'), pairKey('a', 'c')]);
    const r = swissRound(3, ['a', 'b', 'c', 'd'], met);
    expect(r.fixtures.map((f) => [f.home, f.away])).toEqual([['a', 'd'], ['b', 'c']]);
  });
});

function hash(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h;
}
