// The LRB6 range ruler: the pass bands laid out square by square, and which bases the ruler passes over. Gridiron's
// own measuring tool, so it lives beside the pass rules rather than in the square grid.

import type { Sq } from '../../../core/grid/square';

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
