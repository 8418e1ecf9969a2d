import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  blocked, distance, exitEdge, inBounds, makeWalls, nearestEdge, neighbours, passRange, RANGE_RULER, scatterStep,
  SCATTER_D8, THROW_IN_TEMPLATE, throwInDirection, underRuler, type Edge, type Sq,
} from './square';

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

describe('throw-in template (seed 001)', () => {
  // From the top sideline, looking from the crowd: 5-6 3-4 1-2 from left to right... as laid on the pitch with
  // y growing downward, 1-2 goes down-right, 3-4 straight in, 5-6 down-left.
  it.each<[Edge, number, Sq]>([
    ['top', 1, { x: 1, y: 1 }], ['top', 2, { x: 1, y: 1 }], ['top', 3, { x: 0, y: 1 }], ['top', 4, { x: 0, y: 1 }],
    ['top', 5, { x: -1, y: 1 }], ['top', 6, { x: -1, y: 1 }],
    ['bottom', 1, { x: -1, y: -1 }], ['bottom', 3, { x: 0, y: -1 }], ['bottom', 6, { x: 1, y: -1 }],
    ['left', 2, { x: 1, y: -1 }], ['left', 4, { x: 1, y: 0 }], ['left', 5, { x: 1, y: 1 }],
    ['right', 1, { x: -1, y: 1 }], ['right', 3, { x: -1, y: 0 }], ['right', 6, { x: -1, y: -1 }],
    ['top-left', 1, { x: 1, y: 0 }], ['top-left', 3, { x: 1, y: 1 }], ['top-left', 5, { x: 0, y: 1 }],
    ['top-right', 2, { x: 0, y: 1 }], ['top-right', 4, { x: -1, y: 1 }], ['top-right', 6, { x: -1, y: 0 }],
    ['bottom-right', 1, { x: -1, y: 0 }], ['bottom-right', 3, { x: -1, y: -1 }], ['bottom-right', 5, { x: 0, y: -1 }],
    ['bottom-left', 2, { x: 0, y: -1 }], ['bottom-left', 4, { x: 1, y: -1 }], ['bottom-left', 6, { x: 1, y: 0 }],
  ])('%s edge, d6 %i: direction %o', (edge, d6, dir) => {
    expect(throwInDirection(edge, d6)).toEqual(dir);
  });

  it.each(Object.keys(THROW_IN_TEMPLATE) as Edge[])('every direction from the %s edge points into the pitch', (edge) => {
    // the square on that edge (a corner square for a corner), one step in each direction, is still on the pitch
    const start: Sq = {
      x: edge.includes('left') ? 0 : edge.includes('right') ? W - 1 : 12,
      y: edge.includes('top') ? 0 : edge.includes('bottom') ? H - 1 : 7,
    };
    for (let d6 = 1; d6 <= 6; d6++) {
      const d = throwInDirection(edge, d6);
      expect(inBounds(W, H, start.x + d.x, start.y + d.y)).toBe(true);
    }
    // and the three directions are three neighbouring steps of the d8 template, the middle one straight in
    const [a, b, c] = THROW_IN_TEMPLATE[edge];
    expect(distance(a, b)).toBe(1);
    expect(distance(b, c)).toBe(1);
    expect(distance(a, c)).toBe(edge.includes('-') ? 1 : 2);
  });

  it.each<[Sq, Edge]>([
    [{ x: 5, y: -1 }, 'top'], [{ x: 5, y: 15 }, 'bottom'], [{ x: -1, y: 7 }, 'left'], [{ x: 26, y: 7 }, 'right'],
    [{ x: -1, y: -1 }, 'top-left'], [{ x: 26, y: -1 }, 'top-right'], [{ x: -1, y: 15 }, 'bottom-left'],
    [{ x: 26, y: 15 }, 'bottom-right'],
  ])('a ball stepping to %o left by the %s edge', (next, edge) => {
    expect(exitEdge(W, H, next)).toBe(edge);
  });

  it('a corner square stepped off sideways leaves by the side, not the corner', () => {
    // from (0, 0): going up leaves by the top sideline, going left by the home end
    expect(exitEdge(W, H, scatterStep({ x: 0, y: 0 }, 2))).toBe('top');
    expect(exitEdge(W, H, scatterStep({ x: 0, y: 0 }, 4))).toBe('left');
    expect(exitEdge(W, H, scatterStep({ x: 0, y: 0 }, 1))).toBe('top-left');
    expect(() => exitEdge(W, H, { x: 3, y: 3 })).toThrow();
  });

  it.each<[Sq, Edge]>([
    [{ x: 0, y: 0 }, 'top-left'], [{ x: 25, y: 14 }, 'bottom-right'], [{ x: 10, y: 0 }, 'top'],
    [{ x: 10, y: 14 }, 'bottom'], [{ x: 0, y: 7 }, 'left'], [{ x: 25, y: 3 }, 'right'], [{ x: 1, y: 0 }, 'top'],
  ])('nearest edge of %o is %s', (s, edge) => {
    expect(nearestEdge(W, H, s)).toBe(edge);
  });
});

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
