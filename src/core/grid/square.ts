// The square grid: squares are {x, y} with x along the pitch (0 = the home end) and y across it (0 = the top
// sideline). Eight neighbours; distance is the king's-move count (Blood Bowl movement uses it).

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
