// The square grid: squares are {x, y} with x along the pitch (0 = the home end) and y across it (0 = the top
// sideline). Eight neighbours; distance is the king's-move count that Blood Bowl movement uses.

export interface Sq {
  x: number;
  y: number;
}

/** The eight directions in the order of the d8 scatter template (seed 001): 1 2 3 / 4 ball 5 / 6 7 8. Index 0 is
 * die result 1. "Up" is toward y = 0. */
export const SCATTER_D8: readonly Sq[] = [
  { x: -1, y: -1 }, { x: 0, y: -1 }, { x: 1, y: -1 },
  { x: -1, y: 0 }, /*  ball  */ { x: 1, y: 0 },
  { x: -1, y: 1 }, { x: 0, y: 1 }, { x: 1, y: 1 },
];

export function inBounds(w: number, h: number, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < w && y < h;
}

/** Chebyshev distance: squares of movement between two squares. */
export function distance(a: Sq, b: Sq): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

export function adjacent(a: Sq, b: Sq): boolean {
  return distance(a, b) === 1;
}

/** The on-grid neighbours of a square, in scatter-template order. */
export function neighbours(w: number, h: number, s: Sq): Sq[] {
  const out: Sq[] = [];
  for (const d of SCATTER_D8) {
    const x = s.x + d.x;
    const y = s.y + d.y;
    if (inBounds(w, h, x, y)) out.push({ x, y });
  }
  return out;
}

/** The square one step in d8 direction `roll` (1..8) from `s`; may be off the grid. */
export function scatterStep(s: Sq, roll: number): Sq {
  const d = SCATTER_D8[roll - 1];
  return { x: s.x + d.x, y: s.y + d.y };
}

// ---- Throw-ins (seed 001, Throw-In Template) ----

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

// ---- Pass range (the LRB6 range ruler) ----

export type PassRange = 'quick' | 'short' | 'long' | 'bomb';

/** The range ruler laid from the thrower's square: row = squares across (|dy|), column = squares along (|dx|), both
 * 0..13. q Quick Pass, s Short Pass, l Long Pass, b Long Bomb, `.` out of range, `T` the thrower's own square. The
 * ruler is symmetrical, so one quarter serves every direction. */
export const RANGE_RULER: readonly string[] = [
  // dx:  0123456789...13
  /*  0 */ 'Tqqqsssllllbbb',
  /*  1 */ 'qqqqsssllllbbb',
  /*  2 */ 'qqqssssllllbb.',
  /*  3 */ 'qqssssslllbbb.',
  /*  4 */ 'ssssssllllbbb.',
  /*  5 */ 'sssssllllbbb..',
  /*  6 */ 'sssslllllbbb..',
  /*  7 */ 'llllllllbbb...',
  /*  8 */ 'lllllllbbbb...',
  /*  9 */ 'lllllbbbbb....',
  /* 10 */ 'lllbbbbbb.....',
  /* 11 */ 'bbbbbbb.......',
  /* 12 */ 'bbbbb.........',
  /* 13 */ 'bb............',
];

const RANGE_OF: Readonly<Record<string, PassRange>> = { q: 'quick', s: 'short', l: 'long', b: 'bomb' };

/** The range band from a thrower's square to a target square, or null when the ruler does not reach (or the target
 * is the thrower's own square). */
export function passRange(from: Sq, to: Sq): PassRange | null {
  const dx = Math.abs(to.x - from.x);
  const dy = Math.abs(to.y - from.y);
  if (dx >= RANGE_RULER.length || dy >= RANGE_RULER.length) return null;
  return RANGE_OF[RANGE_RULER[dy][dx]] ?? null;
}

// ---- Under the ruler (interceptions) ----

/** How close the centre of a square must be to the ruler's centre line for the ruler to pass over part of the base
 * standing there, in squares: half the ruler's width (a ruler 1.74 squares wide) plus a base's radius (a 25 mm base
 * on a 29 mm square). Kept in one place; docs/gridiron-ball.md says why. */
export const RULER_HALF_WIDTH = 0.87;
export const BASE_RADIUS = 0.43;
const REACH = RULER_HALF_WIDTH + BASE_RADIUS;

/** Whether square `c` lies between `a` and `b` (strictly: its centre projects inside the ruler's length, and it is
 * neither end) and the ruler from the centre of `a` to the centre of `b` passes over part of a base in `c`. */
export function underRuler(a: Sq, b: Sq, c: Sq): boolean {
  if ((c.x === a.x && c.y === a.y) || (c.x === b.x && c.y === b.y)) return false;
  const vx = b.x - a.x;
  const vy = b.y - a.y;
  const len2 = vx * vx + vy * vy;
  if (len2 === 0) return false;
  const wx = c.x - a.x;
  const wy = c.y - a.y;
  const dot = wx * vx + wy * vy;
  if (dot <= 0 || dot >= len2) return false;
  const cross = wx * vy - wy * vx;
  // distance from the line = |cross| / |v|; compared squared to stay in exact arithmetic where it can
  return cross * cross <= REACH * REACH * len2;
}

// ---- Walls (dungeon maps: edges between squares that nothing crosses) ----

/** A map's blocked edges as plain data: `walls["x1,y1|x2,y2"] === 1` for each orthogonal pair of squares with a
 * wall between them, the smaller square first. */
export type Walls = Readonly<Record<string, 1>>;

function edgeKey(a: Sq, b: Sq): string {
  const first = a.x < b.x || (a.x === b.x && a.y < b.y);
  const p = first ? a : b;
  const q = first ? b : a;
  return `${p.x},${p.y}|${q.x},${q.y}`;
}

/** Builds a wall set from pairs of orthogonally adjacent squares. */
export function makeWalls(pairs: readonly (readonly [Sq, Sq])[]): Walls {
  const out: Record<string, 1> = {};
  for (const [a, b] of pairs) {
    if (Math.abs(a.x - b.x) + Math.abs(a.y - b.y) !== 1) {
      throw new Error(`a wall runs between orthogonal neighbours, not (${a.x}, ${a.y}) and (${b.x}, ${b.y})`);
    }
    out[edgeKey(a, b)] = 1;
  }
  return out;
}

/** Whether a one-square step from `a` to its neighbour `b` is stopped by a wall. A diagonal step slips past a wall
 * end unless both of its corner routes (a -> (b.x, a.y) -> b and a -> (a.x, b.y) -> b) cross a wall. */
export function blocked(walls: Walls | undefined | null, a: Sq, b: Sq): boolean {
  if (!walls) return false;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (dx === 0 || dy === 0) return walls[edgeKey(a, b)] === 1;
  const c1 = { x: b.x, y: a.y };
  const c2 = { x: a.x, y: b.y };
  const r1 = walls[edgeKey(a, c1)] === 1 || walls[edgeKey(c1, b)] === 1;
  const r2 = walls[edgeKey(a, c2)] === 1 || walls[edgeKey(c2, b)] === 1;
  return r1 && r2;
}
