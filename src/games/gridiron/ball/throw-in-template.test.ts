import { describe, expect, it } from 'vitest';
import { distance, inBounds, scatterStep, type Sq } from '../../../core/grid/square';
import { exitEdge, nearestEdge, THROW_IN_TEMPLATE, throwInDirection, type Edge } from './throw-in-template';

const W = 26;
const H = 15;

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
