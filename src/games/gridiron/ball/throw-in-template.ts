// The throw-in template (seed 001): which way a crowd throws a ball back in, by the edge it left by. Only gridiron
// throws balls in, so the template lives here rather than in the square grid.

import type { Sq } from '../../../core/grid/square';

/** The side of the pitch a ball left by; a corner when it left diagonally out of a corner square. */
export type Edge = 'top' | 'bottom' | 'left' | 'right' | 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/** The throw-in template laid against the edge the ball left by, pointing into the pitch. Seed 001 draws it against
 * the sideline with 5-6, 3-4, 1-2 from left to right as seen from the crowd, so on the top sideline 1-2 goes
 * down-right, 3-4 straight in and 5-6 down-left; every other edge turns the same template round, and a corner turns
 * it by half a step so that 3-4 runs diagonally in and 1-2 / 5-6 run along the two edges. */
export const THROW_IN_TEMPLATE: Readonly<Record<Edge, readonly [Sq, Sq, Sq]>> = {
  // edge            d6 1-2              d6 3-4              d6 5-6
  top:            [{ x: 1, y: 1 },   { x: 0, y: 1 },   { x: -1, y: 1 }],
  right:          [{ x: -1, y: 1 },  { x: -1, y: 0 },  { x: -1, y: -1 }],
  bottom:         [{ x: -1, y: -1 }, { x: 0, y: -1 },  { x: 1, y: -1 }],
  left:           [{ x: 1, y: -1 },  { x: 1, y: 0 },   { x: 1, y: 1 }],
  'top-left':     [{ x: 1, y: 0 },   { x: 1, y: 1 },   { x: 0, y: 1 }],
  'top-right':    [{ x: 0, y: 1 },   { x: -1, y: 1 },  { x: -1, y: 0 }],
  'bottom-right': [{ x: -1, y: 0 },  { x: -1, y: -1 }, { x: 0, y: -1 }],
  'bottom-left':  [{ x: 0, y: -1 },  { x: 1, y: -1 },  { x: 1, y: 0 }],
};

/** The throw-in direction for a d6 result against an edge. */
export function throwInDirection(edge: Edge, d6: number): Sq {
  return THROW_IN_TEMPLATE[edge][(d6 - 1) >> 1];
}

/** Which edge a ball crossed stepping from `last` (on the grid) to `next` (off it). */
export function exitEdge(w: number, h: number, next: Sq): Edge {
  const col = next.x < 0 ? 'left' : next.x >= w ? 'right' : null;
  const row = next.y < 0 ? 'top' : next.y >= h ? 'bottom' : null;
  if (row && col) return `${row}-${col}` as Edge;
  if (row) return row;
  if (col) return col;
  throw new Error(`exitEdge: (${next.x}, ${next.y}) is on the grid`);
}

/** The edge nearest to a square, for a ball that went off with no known direction; a corner square gives the
 * corner. */
export function nearestEdge(w: number, h: number, s: Sq): Edge {
  const dx = Math.min(s.x, w - 1 - s.x);
  const dy = Math.min(s.y, h - 1 - s.y);
  const col = s.x <= w - 1 - s.x ? 'left' : 'right';
  const row = s.y <= h - 1 - s.y ? 'top' : 'bottom';
  if (dx === 0 && dy === 0) return `${row}-${col}` as Edge;
  return dy <= dx ? row : col;
}
