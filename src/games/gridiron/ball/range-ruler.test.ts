import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { neighbours, SCATTER_D8 } from '../../../core/grid/square';
import { passRange, RANGE_RULER, underRuler } from './range-ruler';

const W = 26;
const H = 15;

describe('range ruler', () => {
  it('is symmetrical and 14 squares each way', () => {
    expect(RANGE_RULER).toHaveLength(14);
    for (let r = 0; r < 14; r++) {
      expect(RANGE_RULER[r]).toHaveLength(14);
      for (let c = 0; c < 14; c++) expect(RANGE_RULER[r][c]).toBe(RANGE_RULER[c][r]);
    }
  });

  it.each([
    // straight along the pitch: Quick 1-3, Short 4-6, Long 7-10, Long Bomb 11-13, beyond 13 out of range
    [1, 0, 'quick'], [3, 0, 'quick'], [4, 0, 'short'], [6, 0, 'short'], [7, 0, 'long'], [10, 0, 'long'],
    [11, 0, 'bomb'], [13, 0, 'bomb'], [14, 0, null],
    // diagonals and knight-ish offsets measured from centre to centre
    [1, 1, 'quick'], [2, 2, 'quick'], [3, 1, 'quick'], [3, 2, 'short'], [3, 3, 'short'], [4, 4, 'short'],
    [5, 5, 'long'], [6, 3, 'short'], [6, 4, 'long'], [7, 7, 'long'], [8, 7, 'bomb'], [9, 9, 'bomb'],
    [10, 1, 'long'], [10, 2, 'long'], [11, 2, 'bomb'], [12, 2, 'bomb'], [13, 2, null], [12, 4, 'bomb'], [12, 5, null],
    [0, 0, null],
  ])('(%i, %i) squares away is %s', (dx, dy, band) => {
    expect(passRange({ x: 5, y: 5 }, { x: 5 + dx, y: 5 + dy })).toBe(band);
    expect(passRange({ x: 5 + dx, y: 5 + dy }, { x: 5, y: 5 })).toBe(band);
    expect(passRange({ x: 20, y: 10 }, { x: 20 - dy, y: 10 - dx })).toBe(band);
  });

  it('never gets shorter as the target moves away', () => {
    const order = { quick: 0, short: 1, long: 2, bomb: 3 } as const;
    fc.assert(fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), (dx, dy) => {
      const a = passRange({ x: 0, y: 0 }, { x: dx, y: dy });
      const b = passRange({ x: 0, y: 0 }, { x: dx + 1, y: dy });
      if (a === null && (dx > 0 || dy > 0)) return b === null;
      if (b === null) return true;
      return a === null || order[a] <= order[b];
    }));
  });
});

describe('under the ruler (interceptions)', () => {
  const A = { x: 5, y: 7 };
  const B = { x: 11, y: 7 };
  it.each([
    [{ x: 8, y: 7 }, true, 'on the line between them'],
    [{ x: 6, y: 6 }, true, 'one row off the line, just past the thrower'],
    [{ x: 10, y: 8 }, true, 'one row off the line, just short of the receiver'],
    [{ x: 8, y: 5 }, false, 'two rows off the line'],
    [{ x: 5, y: 6 }, false, 'beside the thrower, not between'],
    [{ x: 4, y: 7 }, false, 'behind the thrower'],
    [{ x: 12, y: 7 }, false, 'behind the receiver'],
    [{ x: 5, y: 7 }, false, "the thrower's own square"],
    [{ x: 11, y: 7 }, false, "the receiver's own square"],
  ])('straight pass: %o is %s (%s)', (c, yes) => {
    expect(underRuler(A, B, c)).toBe(yes);
    expect(underRuler(B, A, c)).toBe(yes);
  });

  it.each([
    [{ x: 1, y: 0 }, true], [{ x: 2, y: 2 }, true], [{ x: 2, y: 0 }, false], [{ x: 3, y: 2 }, true], [{ x: 3, y: 1 }, false], [{ x: 5, y: 4 }, true],
  ])('diagonal pass (0,0)->(5,5): %o under the ruler: %s', (c, yes) => {
    expect(underRuler({ x: 0, y: 0 }, { x: 5, y: 5 }, c)).toBe(yes);
  });

  it('a pass to an adjacent square has nobody between', () => {
    for (const c of neighbours(W, H, { x: 5, y: 5 })) expect(underRuler({ x: 5, y: 5 }, { x: 6, y: 5 }, c)).toBe(false);
  });

  it.each(SCATTER_D8.map((d, i) => [i + 1, d] as const))('the ruler is the same whichever way it points (d8 %i)', (_, d) => {
    const a = { x: 12, y: 7 };
    const b = { x: 12 + d.x * 4, y: 7 + d.y * 4 };
    const mid = { x: 12 + d.x * 2, y: 7 + d.y * 2 };
    expect(underRuler(a, b, mid)).toBe(true);
  });
});
