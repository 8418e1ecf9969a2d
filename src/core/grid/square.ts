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
