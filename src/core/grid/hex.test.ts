import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  adjacent, arcOf, awayHexes, directionOf, directionTo, distance, fromCube, fromIndex, frontDirs, hexIndex, inBounds,
  line, neighbour, neighbours, opposite, rearDir, ring, rotate, sideDirs, step, toCube, within, type Dir, type Hex,
} from './hex';

const W = 31;
const H = 15;
const hex = fc.record({ x: fc.integer({ min: 0, max: W - 1 }), y: fc.integer({ min: 0, max: H - 1 }) });

describe('offset layout (odd-q, flat-topped)', () => {
  it.each([
    // even column: up-right and down-right are (x+1, y-1) and (x+1, y)
    [{ x: 2, y: 5 }, [{ x: 2, y: 4 }, { x: 3, y: 4 }, { x: 3, y: 5 }, { x: 2, y: 6 }, { x: 1, y: 5 }, { x: 1, y: 4 }]],
    // odd column: up-right and down-right are (x+1, y) and (x+1, y+1)
    [{ x: 3, y: 5 }, [{ x: 3, y: 4 }, { x: 4, y: 5 }, { x: 4, y: 6 }, { x: 3, y: 6 }, { x: 2, y: 6 }, { x: 2, y: 5 }]],
  ])('neighbours of %o in direction order 1-6', (h, expected) => {
    expect(neighbours(h)).toEqual(expected);
    expect(([1, 2, 3, 4, 5, 6] as Dir[]).map((d) => neighbour(h, d))).toEqual(expected);
  });

  it('corners keep only the on-field neighbours', () => {
    expect(neighbours({ x: 0, y: 0 }, W, H)).toEqual([{ x: 1, y: 0 }, { x: 0, y: 1 }]);
    expect(neighbours({ x: 30, y: 14 }, W, H)).toEqual([{ x: 30, y: 13 }, { x: 29, y: 14 }, { x: 29, y: 13 }]);
    // odd column on the bottom row: its lower neighbours are off the field
    expect(neighbours({ x: 29, y: 14 }, W, H)).toEqual([{ x: 29, y: 13 }, { x: 30, y: 14 }, { x: 28, y: 14 }]);
    expect(neighbours({ x: 15, y: 7 }, W, H)).toHaveLength(6);
  });

  it('converts to and from cube coordinates', () => {
    expect(toCube({ x: 0, y: 0 })).toEqual({ q: 0, r: 0, s: 0 });
    expect(toCube({ x: 3, y: 5 })).toEqual({ q: 3, r: 4, s: -7 });
    expect(toCube({ x: 4, y: 5 })).toEqual({ q: 4, r: 3, s: -7 });
    fc.assert(fc.property(fc.integer({ min: -40, max: 40 }), fc.integer({ min: -40, max: 40 }), (x, y) => {
      const c = toCube({ x, y });
      expect(c.q + c.r + c.s).toBe(0);
      expect(fromCube(c)).toEqual({ x, y });
    }));
  });

  it('in bounds on the 31x15 field and on a 14x26 pitch', () => {
    expect(inBounds(W, H, { x: 0, y: 0 })).toBe(true);
    expect(inBounds(W, H, { x: 30, y: 14 })).toBe(true);
    expect(inBounds(W, H, { x: 31, y: 0 })).toBe(false);
    expect(inBounds(W, H, { x: 0, y: 15 })).toBe(false);
    expect(inBounds(W, H, { x: -1, y: 3 })).toBe(false);
    expect(inBounds(14, 26, { x: 13, y: 25 })).toBe(true);
    expect(inBounds(14, 26, { x: 14, y: 25 })).toBe(false);
  });

  it('works on a 14 x 26 pitch too: corners, rings and lines stay on it', () => {
    expect(neighbours({ x: 13, y: 25 }, 14, 26)).toEqual([{ x: 13, y: 24 }, { x: 12, y: 25 }]);
    expect(neighbours({ x: 13, y: 0 }, 14, 26)).toEqual([{ x: 13, y: 1 }, { x: 12, y: 1 }, { x: 12, y: 0 }]);
    expect(ring({ x: 0, y: 25 }, 2, 14, 26).every((h) => inBounds(14, 26, h))).toBe(true);
    expect(line({ x: 0, y: 0 }, { x: 13, y: 25 }).every((h) => inBounds(14, 26, h))).toBe(true);
  });

  it('indexes hexes row-major', () => {
    expect(hexIndex(W, { x: 3, y: 2 })).toBe(65);
    expect(fromIndex(W, 65)).toEqual({ x: 3, y: 2 });
  });
});

describe('distance', () => {
  it.each([
    [{ x: 0, y: 0 }, { x: 0, y: 0 }, 0],
    [{ x: 0, y: 0 }, { x: 1, y: 0 }, 1],
    [{ x: 0, y: 0 }, { x: 1, y: 1 }, 2],
    [{ x: 0, y: 0 }, { x: 30, y: 0 }, 30],
    [{ x: 0, y: 0 }, { x: 30, y: 14 }, 30],
    [{ x: 0, y: 14 }, { x: 30, y: 0 }, 30],
    [{ x: 0, y: 14 }, { x: 30, y: 14 }, 30],
    [{ x: 1, y: 14 }, { x: 29, y: 0 }, 28],
    [{ x: 15, y: 7 }, { x: 28, y: 7 }, 13],
    [{ x: 0, y: 0 }, { x: 0, y: 14 }, 14],
    [{ x: 0, y: 0 }, { x: 13, y: 25 }, 32],
  ])('%o to %o is %i', (a, b, d) => {
    expect(distance(a, b)).toBe(d);
    expect(distance(b, a)).toBe(d);
  });

  it('every neighbour is at distance 1, and step n goes n away', () => {
    fc.assert(fc.property(hex, fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 10 }), (h, d, n) => {
      expect(distance(h, neighbour(h, d as Dir))).toBe(1);
      expect(adjacent(h, neighbour(h, d as Dir))).toBe(true);
      expect(distance(h, step(h, d as Dir, n))).toBe(n);
      expect(directionOf(h, neighbour(h, d as Dir))).toBe(d);
    }));
  });
});

describe('directions', () => {
  it('rotate and opposite wrap around 1-6', () => {
    expect(rotate(6, 1)).toBe(1);
    expect(rotate(1, -1)).toBe(6);
    expect(rotate(2, 9)).toBe(5);
    expect(opposite(1)).toBe(4);
    expect(opposite(5)).toBe(2);
  });

  it('directionTo points at far hexes along the nearest direction', () => {
    expect(directionTo({ x: 5, y: 5 }, { x: 5, y: 1 })).toBe(1);
    expect(directionTo({ x: 5, y: 5 }, { x: 5, y: 9 })).toBe(4);
    expect(directionTo({ x: 4, y: 5 }, { x: 8, y: 3 })).toBe(2);
    expect(directionTo({ x: 4, y: 5 }, { x: 8, y: 7 })).toBe(3);
    // straight right along a row lies between 2 and 3: the lower number wins the exact tie
    expect(directionTo({ x: 4, y: 5 }, { x: 10, y: 5 })).toBe(2);
    expect(directionOf({ x: 4, y: 5 }, { x: 6, y: 5 })).toBeNull();
  });
});

describe('line', () => {
  it('a straight line along a direction is the hexes stepped through', () => {
    expect(line({ x: 2, y: 2 }, step({ x: 2, y: 2 }, 3, 3))).toEqual([
      { x: 2, y: 2 }, { x: 3, y: 2 }, { x: 4, y: 3 }, { x: 5, y: 3 },
    ]);
    expect(line({ x: 7, y: 3 }, { x: 7, y: 0 })).toEqual([{ x: 7, y: 3 }, { x: 7, y: 2 }, { x: 7, y: 1 }, { x: 7, y: 0 }]);
  });

  it('along a hex edge it takes the same side every time, from either end', () => {
    // (0,0) to (2,0) runs between (1,0) and (1,-1): the nudge picks (1,0), on the field
    expect(line({ x: 0, y: 0 }, { x: 2, y: 0 })).toEqual([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 }]);
    expect(line({ x: 2, y: 0 }, { x: 0, y: 0 })).toEqual([{ x: 2, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 0 }]);
  });

  it('has distance + 1 hexes, each next to the one before, the same set both ways', () => {
    fc.assert(fc.property(hex, hex, (a, b) => {
      const l = line(a, b);
      expect(l).toHaveLength(distance(a, b) + 1);
      expect(l[0]).toEqual(a);
      expect(l[l.length - 1]).toEqual(b);
      for (let i = 1; i < l.length; i++) expect(distance(l[i - 1], l[i])).toBe(1);
      const key = (h: Hex) => `${h.x},${h.y}`;
      expect(line(b, a).map(key).reverse()).toEqual(l.map(key));
    }));
  });
});

describe('rings', () => {
  it('radius 0 is the centre, radius 1 the six neighbours clockwise from up', () => {
    expect(ring({ x: 5, y: 5 }, 0)).toEqual([{ x: 5, y: 5 }]);
    expect(ring({ x: 5, y: 5 }, 1)).toEqual(neighbours({ x: 5, y: 5 }));
  });

  it('radius n has 6n hexes all n away; within n has 3n(n+1)+1', () => {
    for (const n of [1, 2, 3, 5]) {
      const r = ring({ x: 15, y: 7 }, n);
      expect(r).toHaveLength(6 * n);
      for (const h of r) expect(distance(h, { x: 15, y: 7 })).toBe(n);
      expect(new Set(r.map((h) => `${h.x},${h.y}`)).size).toBe(6 * n);
      expect(within({ x: 15, y: 7 }, n)).toHaveLength(3 * n * (n + 1) + 1);
    }
  });

  it('clips to the field at a corner', () => {
    expect(ring({ x: 0, y: 0 }, 1, W, H)).toEqual([{ x: 1, y: 0 }, { x: 0, y: 1 }]);
    expect(within({ x: 0, y: 0 }, 2, W, H).every((h) => inBounds(W, H, h))).toBe(true);
  });
});

describe('facing and arcs', () => {
  it('a facing has three front directions, two sides and one rear', () => {
    expect(frontDirs(1)).toEqual([6, 1, 2]);
    expect(sideDirs(1)).toEqual([5, 3]);
    expect(rearDir(1)).toBe(4);
    expect(frontDirs(4)).toEqual([3, 4, 5]);
  });

  it('classifies each neighbour of a figure facing up-right', () => {
    const at = { x: 6, y: 6 };
    const arcs = ([1, 2, 3, 4, 5, 6] as Dir[]).map((d) => arcOf(at, 2, neighbour(at, d)));
    expect(arcs).toEqual(['front', 'front', 'front', 'side', 'rear', 'side']);
  });

  it('the three hexes away from an attacker', () => {
    // attacker directly above the defender: pushed down, down-left, down-right
    expect(awayHexes({ x: 4, y: 3 }, { x: 4, y: 4 })).toEqual([{ x: 4, y: 5 }, { x: 5, y: 4 }, { x: 3, y: 4 }]);
    // attacker to the up-left of an odd-column defender
    expect(awayHexes({ x: 4, y: 4 }, { x: 5, y: 4 })).toEqual([{ x: 6, y: 5 }, { x: 6, y: 4 }, { x: 5, y: 5 }]);
    fc.assert(fc.property(hex, fc.integer({ min: 1, max: 6 }), (d, dir) => {
      const a = neighbour(d, dir as Dir);
      for (const h of awayHexes(a, d)) {
        expect(distance(h, d)).toBe(1);
        expect(distance(h, a)).toBe(2);
      }
    }));
  });
});
