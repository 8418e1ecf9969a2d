// What must hold at every step of any runeball match: no two players on one hex, everyone on the field inside it, the
// ball in exactly one place (a carrier's hands or a hex on the field), scores that only grow, and a match that ends.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { act, legal, newGame } from '../../core/game';
import { randInt, seedRng } from '../../core/rng';
import { onField } from './field';
import type { RGame } from './testkit';
import './testkit';

function check(g: RGame, lastScore: [number, number]): void {
  const seen = new Set<string>();
  for (const p of g.players) {
    const on = p.at === 'field' || p.at === 'ko' || p.at === 'out';
    if (on && p.x >= 0) {
      expect(onField(p), `player ${p.id} at (${p.x}, ${p.y})`).toBe(true);
      const k = `${p.x},${p.y}`;
      expect(seen.has(k), `two players on ${k} at step ${g.step}`).toBe(false);
      seen.add(k);
    } else if (!on) {
      expect(p.x).toBe(-1);
    }
  }
  const b = g.ball;
  if (b.by >= 0) {
    const c = g.players[b.by];
    expect(c.at, `carrier ${c.id} at step ${g.step}`).toBe('field');
    expect(c.prone).toBe(false);
    expect([b.x, b.y, b.st]).toEqual([c.x, c.y, 'held']);
  } else if (b.st === 'bouncing' || b.st === 'rest') {
    if (g.stack.some((f) => f.p === 'turn' || f.p === 'round')) expect(onField(b), `ball at (${b.x}, ${b.y}) step ${g.step}`).toBe(true);
  }
  expect(g.score[0]).toBeGreaterThanOrEqual(lastScore[0]);
  expect(g.score[1]).toBeGreaterThanOrEqual(lastScore[1]);
}

describe('runeball invariants under random play', () => {
  it('hold at every step, for every roster pairing, and every match ends', () => {
    const teams = ['bostonia-bulls', 'kethra-ravens', 'iron-hollow-grinders', 'silverfen-foxes'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), (seed, h, a) => {
        const g = newGame('runeball', { seed: String(seed), roundsPerHalf: 3, home: teams[h], away: teams[a] }) as RGame;
        const rng = seedRng(seed + 1);
        let last: [number, number] = [0, 0];
        while (g.pending && g.step < 50_000) {
          const list = legal(g);
          act(g, list[randInt(rng, list.length)]);
          check(g, last);
          last = [g.score[0], g.score[1]];
        }
        expect(g.result).not.toBeNull();
      }),
      { numRuns: 12, seed: 4242 },
    );
  });
});
