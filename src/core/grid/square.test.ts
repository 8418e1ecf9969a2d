import { describe, expect, it } from 'vitest';
import { blocked, makeWalls, neighbours, scatterStep } from './square';

const W = 26;
const H = 15;

describe('scatter template (seed 001: 1 2 3 / 4 ball 5 / 6 7 8)', () => {
  it.each([
    [1, { x: 4, y: 4 }], [2, { x: 5, y: 4 }], [3, { x: 6, y: 4 }],
    [4, { x: 4, y: 5 }], [5, { x: 6, y: 5 }],
    [6, { x: 4, y: 6 }], [7, { x: 5, y: 6 }], [8, { x: 6, y: 6 }],
  ])('d8 %i from (5, 5) goes to %o', (d8, to) => {
    expect(scatterStep({ x: 5, y: 5 }, d8)).toEqual(to);
  });

  it('a corner square keeps three neighbours, an edge square five', () => {
    expect(neighbours(W, H, { x: 0, y: 0 })).toEqual([{ x: 1, y: 0 }, { x: 0, y: 1 }, { x: 1, y: 1 }]);
    expect(neighbours(W, H, { x: 25, y: 7 })).toHaveLength(5);
  });
});

describe('walls', () => {
  const walls = makeWalls([
    [{ x: 3, y: 3 }, { x: 4, y: 3 }],
    [{ x: 3, y: 4 }, { x: 4, y: 4 }],
    [{ x: 3, y: 3 }, { x: 3, y: 4 }],
  ]);
  it('stops an orthogonal step across it, both ways', () => {
    expect(blocked(walls, { x: 3, y: 3 }, { x: 4, y: 3 })).toBe(true);
    expect(blocked(walls, { x: 4, y: 3 }, { x: 3, y: 3 })).toBe(true);
    expect(blocked(walls, { x: 4, y: 3 }, { x: 5, y: 3 })).toBe(false);
  });
  it('stops a diagonal step only when both corner routes cross a wall', () => {
    // (3,3)->(4,4): via (4,3) crosses (3,3)|(4,3); via (3,4) crosses (3,3)|(3,4): blocked
    expect(blocked(walls, { x: 3, y: 3 }, { x: 4, y: 4 })).toBe(true);
    // (3,2)->(4,3): via (4,2) is open
    expect(blocked(walls, { x: 3, y: 2 }, { x: 4, y: 3 })).toBe(false);
  });
  it('no walls block nothing; a wall must join orthogonal neighbours', () => {
    expect(blocked(undefined, { x: 3, y: 3 }, { x: 4, y: 3 })).toBe(false);
    expect(() => makeWalls([[{ x: 0, y: 0 }, { x: 1, y: 1 }]])).toThrow();
  });
});
