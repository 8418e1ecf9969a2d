// The hex grid: a rectangular field of W x H hexes in offset coordinates.
//
// Layout ("odd-q", flat-topped hexes): a hex is {x, y}; x is the column (0 at the left/home end), y the row (0 at
// the top). Columns are straight lines of hexes, so an end zone or a halfway line along a column is straight. Odd
// columns sit half a hex lower than even ones:
//
//      x=0   x=1   x=2
//     (0,0)       (2,0)
//           (1,0)
//     (0,1)       (2,1)
//           (1,1)
//
// So (0,0) touches (1,0) but not (1,-1); (1,0) touches (0,0), (0,1), (2,0), (2,1). Cube coordinates (q, r, s with
// q + r + s = 0) do the arithmetic: q = x, r = y - (x - (x & 1)) / 2.
//
// Directions are numbered 1-6 clockwise from "up" so a d6 picks one: 1 up (y-1), 2 up-right, 3 down-right,
// 4 down (y+1), 5 down-left, 6 up-left. A facing is one of these directions.
//
// Everything is a pure function on plain {x, y} objects or numbers: bots call these on hot paths.

export interface Hex {
  x: number;
  y: number;
}

export interface Cube {
  q: number;
  r: number;
  s: number;
}

/** A direction 1-6 (see the header); also a facing. */
export type Dir = 1 | 2 | 3 | 4 | 5 | 6;

export const DIRECTIONS: readonly Dir[] = [1, 2, 3, 4, 5, 6];

// Cube steps per direction, index = direction - 1: [dq, dr].
const CUBE_DIR: readonly (readonly [number, number])[] = [
  [0, -1], // 1 up
  [1, -1], // 2 up-right
  [1, 0], // 3 down-right
  [0, 1], // 4 down
  [-1, 1], // 5 down-left
  [-1, 0], // 6 up-left
];

// The same steps in offset coordinates, by column parity: [even column, odd column], each [dx, dy].
const OFFSET_DIR: readonly (readonly (readonly [number, number])[])[] = [
  [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 0], [-1, -1]],
  [[0, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0]],
];

export function toCube(h: Hex): Cube {
  const q = h.x;
  const r = h.y - ((h.x - (h.x & 1)) >> 1);
  return { q, r, s: 0 - q - r };
}

export function fromCube(c: { q: number; r: number }): Hex {
  return { x: c.q, y: c.r + ((c.q - (c.q & 1)) >> 1) };
}

export function inBounds(width: number, height: number, h: Hex): boolean {
  return h.x >= 0 && h.y >= 0 && h.x < width && h.y < height;
}

export function sameHex(a: Hex, b: Hex): boolean {
  return a.x === b.x && a.y === b.y;
}

/** A hex as one number (row-major), for compact sets and occupancy arrays. */
export function hexIndex(width: number, h: Hex): number {
  return h.y * width + h.x;
}

export function fromIndex(width: number, i: number): Hex {
  return { x: i % width, y: Math.floor(i / width) };
}

/** Turns a direction by `steps` sixths clockwise (negative: anticlockwise). */
export function rotate(d: Dir, steps: number): Dir {
  return ((((d - 1 + steps) % 6) + 6) % 6 + 1) as Dir;
}

export function opposite(d: Dir): Dir {
  return rotate(d, 3);
}

/** The hex next to `h` in direction `d` (it may be off the field). */
export function neighbour(h: Hex, d: Dir): Hex {
  const [dx, dy] = OFFSET_DIR[h.x & 1][d - 1];
  return { x: h.x + dx, y: h.y + dy };
}

/** `n` hexes from `h` in a straight line along direction `d`. */
export function step(h: Hex, d: Dir, n: number): Hex {
  const c = toCube(h);
  const [dq, dr] = CUBE_DIR[d - 1];
  return fromCube({ q: c.q + dq * n, r: c.r + dr * n });
}

/** The neighbours in direction order; with a size, only those on the field. */
export function neighbours(h: Hex, width?: number, height?: number): Hex[] {
  const out: Hex[] = [];
  const table = OFFSET_DIR[h.x & 1];
  for (let i = 0; i < 6; i++) {
    const x = h.x + table[i][0];
    const y = h.y + table[i][1];
    if (width === undefined || (x >= 0 && y >= 0 && x < width && y < (height ?? Infinity))) out.push({ x, y });
  }
  return out;
}

export function distance(a: Hex, b: Hex): number {
  const aq = a.x;
  const ar = a.y - ((a.x - (a.x & 1)) >> 1);
  const bq = b.x;
  const br = b.y - ((b.x - (b.x & 1)) >> 1);
  const dq = aq - bq;
  const dr = ar - br;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export function adjacent(a: Hex, b: Hex): boolean {
  return distance(a, b) === 1;
}

/** The direction of the step from `a` to the adjacent hex `b`, or null when they are not adjacent. */
export function directionOf(a: Hex, b: Hex): Dir | null {
  const table = OFFSET_DIR[a.x & 1];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  for (let i = 0; i < 6; i++) if (table[i][0] === dx && table[i][1] === dy) return (i + 1) as Dir;
  return null;
}

// Screen-space centre of a cube hex (flat-topped, size 1, y down): used only to compare angles.
function centre(q: number, r: number): [number, number] {
  return [1.5 * q, Math.sqrt(3) * (r + q / 2)];
}
const DIR_VEC: readonly [number, number][] = CUBE_DIR.map(([q, r]) => centre(q, r));

/** The direction from `a` that points most nearly at `b` (exact for neighbours). On an exact tie between two
 * directions the lower number wins; `a` = `b` gives 1. */
export function directionTo(a: Hex, b: Hex): Dir {
  const exact = directionOf(a, b);
  if (exact) return exact;
  const ca = toCube(a);
  const cb = toCube(b);
  const [vx, vy] = centre(cb.q - ca.q, cb.r - ca.r);
  let best = 0;
  let bestDot = -Infinity;
  for (let i = 0; i < 6; i++) {
    const dot = vx * DIR_VEC[i][0] + vy * DIR_VEC[i][1];
    if (dot > bestDot + 1e-9) {
      bestDot = dot;
      best = i;
    }
  }
  return (best + 1) as Dir;
}

function cubeRound(q: number, r: number): { q: number; r: number } {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq, r: rr };
}

/** The hexes a straight line from `a` to `b` passes through, both ends included, `distance + 1` of them. Where the
 * line runs exactly along a hex edge, it is nudged by a fixed tiny offset (unequal on q, r and s), so the same hex
 * is chosen every time, whichever end the line is drawn from. */
export function line(a: Hex, b: Hex): Hex[] {
  const n = distance(a, b);
  const ca = toCube(a);
  const cb = toCube(b);
  const out: Hex[] = [{ x: a.x, y: a.y }];
  if (n === 0) return out;
  // The nudge keeps q + r + s = 0 while breaking edge ties the same way every time.
  const aq = ca.q + 1e-6;
  const ar = ca.r + 2e-6;
  const bq = cb.q + 1e-6;
  const br = cb.r + 2e-6;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    out.push(fromCube(cubeRound(aq + (bq - aq) * t, ar + (br - ar) * t)));
  }
  out.push({ x: b.x, y: b.y });
  return out;
}

/** The hexes exactly `radius` away from `centreHex` (it alone for radius 0), clockwise from the one straight up;
 * with a size, only those on the field. */
export function ring(centreHex: Hex, radius: number, width?: number, height?: number): Hex[] {
  if (radius === 0) return [{ x: centreHex.x, y: centreHex.y }];
  const out: Hex[] = [];
  const c = toCube(centreHex);
  // From the corner straight up, walk the six sides clockwise (down-right first).
  let q = c.q + CUBE_DIR[0][0] * radius;
  let r = c.r + CUBE_DIR[0][1] * radius;
  for (let side = 0; side < 6; side++) {
    const [dq, dr] = CUBE_DIR[(side + 2) % 6];
    for (let k = 0; k < radius; k++) {
      const h = fromCube({ q, r });
      if (width === undefined || inBounds(width, height ?? Infinity, h)) out.push(h);
      q += dq;
      r += dr;
    }
  }
  return out;
}

/** Every hex within `radius` of `centreHex`, nearest rings first. */
export function within(centreHex: Hex, radius: number, width?: number, height?: number): Hex[] {
  const out: Hex[] = [];
  for (let k = 0; k <= radius; k++) for (const h of ring(centreHex, k, width, height)) out.push(h);
  return out;
}

// ---- Facing and arcs ----

/** Where a neighbour sits relative to a figure's facing. */
export type Arc = 'front' | 'side' | 'rear';

/** The three front directions of a facing: the facing and the two either side of it. */
export function frontDirs(facing: Dir): Dir[] {
  return [rotate(facing, -1), facing, rotate(facing, 1)];
}

/** The two side directions: next to the front arc on either side. */
export function sideDirs(facing: Dir): Dir[] {
  return [rotate(facing, -2), rotate(facing, 2)];
}

/** The one rear direction, straight behind. */
export function rearDir(facing: Dir): Dir {
  return opposite(facing);
}

/** Which arc of a figure at `at` facing `facing` the hex `other` lies in. For hexes farther than adjacent, the arc of
 * the direction that points most nearly at it. */
export function arcOf(at: Hex, facing: Dir, other: Hex): Arc {
  const d = directionTo(at, other);
  const turn = (((d - facing) % 6) + 6) % 6;
  return turn === 0 || turn === 1 || turn === 5 ? 'front' : turn === 3 ? 'rear' : 'side';
}

/** The three hexes on the far side of `defender` from `attacker` (straight away and the two beside it), the hexes a
 * knockback or push may use. Straight away comes first. */
export function awayHexes(attacker: Hex, defender: Hex): Hex[] {
  const d = directionTo(attacker, defender);
  return [neighbour(defender, d), neighbour(defender, rotate(d, -1)), neighbour(defender, rotate(d, 1))];
}
