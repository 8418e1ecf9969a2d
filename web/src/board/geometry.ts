// Where a cell of the grid is drawn. The square and hex boards share one renderer; only these few functions differ.
// Hexes follow src/core/grid/hex.ts: flat-topped, odd columns half a hex lower.

import { neighbours as hexNeighbours } from '../../../src/core/grid/hex';

export interface Geometry {
  kind: 'square' | 'hex';
  width: number;
  height: number;
  /** Pixel size of a cell (square side, or hex radius). */
  size: number;
  centre(x: number, y: number): [number, number];
  /** SVG points or path for a cell's outline. */
  outline(x: number, y: number): string;
  neighbours(x: number, y: number): [number, number][];
  /** Unit vector of a facing 1..6 (hex) for drawing it. */
  facing(dir: number): [number, number];
  /** Where a point in the untransposed drawing lands (lines and square features drawn from corners). */
  at?(px: number, py: number): [number, number];
  transposed?: boolean;
}

export function squareGeometry(cols: number, rows: number, size = 36): Geometry {
  return {
    kind: 'square',
    width: cols * size,
    height: rows * size,
    size,
    centre: (x, y) => [x * size + size / 2, y * size + size / 2],
    outline: (x, y) => `${x * size},${y * size} ${x * size + size},${y * size} ${x * size + size},${y * size + size} ${x * size},${y * size + size}`,
    neighbours(x, y) {
      const out: [number, number][] = [];
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++) {
          const nx = x + dx;
          const ny = y + dy;
          if ((dx || dy) && nx >= 0 && ny >= 0 && nx < cols && ny < rows) out.push([nx, ny]);
        }
      return out;
    },
    facing: () => [0, 0],
  };
}

const R3 = Math.sqrt(3);

export function hexGeometry(cols: number, rows: number, size = 21): Geometry {
  const centre = (x: number, y: number): [number, number] => [size + x * 1.5 * size, (R3 / 2) * size + R3 * size * (y + (x & 1 ? 0.5 : 0))];
  return {
    kind: 'hex',
    width: size * (1.5 * cols + 0.5),
    height: R3 * size * (rows + 0.5),
    size,
    centre,
    outline(x, y) {
      const [cx, cy] = centre(x, y);
      const pts: string[] = [];
      for (let i = 0; i < 6; i++) {
        const a = (Math.PI / 3) * i;
        pts.push(`${(cx + size * Math.cos(a)).toFixed(2)},${(cy + size * Math.sin(a)).toFixed(2)}`);
      }
      return pts.join(' ');
    },
    neighbours: (x, y) => hexNeighbours({ x, y }, cols, rows).map((h) => [h.x, h.y] as [number, number]),
    // Direction 1 is up, then clockwise in 60-degree steps.
    facing(dir) {
      const a = (-90 + (dir - 1) * 60) * (Math.PI / 180);
      return [Math.cos(a), Math.sin(a)];
    },
  };
}

/** The same board drawn transposed (x down the screen, y across): a long pitch stood on end fits a portrait phone
 * with cells twice the size. Only the drawing turns; cells keep their game coordinates, and text stays upright. */
export function transposed(g: Geometry): Geometry {
  const flip = (pts: string) =>
    pts
      .split(' ')
      .map((p) => p.split(',').reverse().join(','))
      .join(' ');
  return {
    ...g,
    width: g.height,
    height: g.width,
    transposed: true,
    centre(x, y) {
      const [cx, cy] = g.centre(x, y);
      return [cy, cx];
    },
    outline: (x, y) => flip(g.outline(x, y)),
    facing(dir) {
      const [fx, fy] = g.facing(dir);
      return [fy, fx];
    },
    at: (px, py) => [py, px],
  };
}
