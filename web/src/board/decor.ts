// Each game's own markings, drawn under the pieces. The rules say where the lines are; the app only paints them,
// so these are the few numbers of each field's layout (kept in step with the rulesets' field files).

export interface Decor {
  /** A fill for a cell that is not plain grass (end zone, neutral zone...), or null. */
  fill(x: number, y: number): string | null;
  /** Straight lines in cell units (square boards): x1,y1 to x2,y2, with a style. */
  lines: { x1: number; y1: number; x2: number; y2: number; kind: 'scrimmage' | 'wide' | 'half' }[];
  /** Marks on cells: goal posts. */
  marks: { x: number; y: number; kind: 'post' }[];
  /** Words painted on the field: [x, y, text] in cell units. */
  words: { x: number; y: number; text: string }[];
}

const none: Decor = { fill: () => null, lines: [], marks: [], words: [] };

function gridiron(w: number, h: number): Decor {
  const mid = w / 2;
  return {
    fill: (x) => (x === 0 || x === w - 1 ? 'endzone' : null),
    lines: [
      { x1: mid, y1: 0, x2: mid, y2: h, kind: 'scrimmage' },
      { x1: 1, y1: 4, x2: w - 1, y2: 4, kind: 'wide' },
      { x1: 1, y1: h - 4, x2: w - 1, y2: h - 4, kind: 'wide' },
    ],
    marks: [],
    words: [],
  };
}

function runeball(w: number, h: number): Decor {
  const mid = Math.floor(w / 2);
  const depth = 3;
  const cy = Math.floor(h / 2);
  return {
    fill: (x) => (x === mid ? 'neutral' : x < depth || x >= w - depth ? 'endzone' : null),
    lines: [],
    marks: [
      { x: 1, y: cy, kind: 'post' },
      { x: w - 2, y: cy, kind: 'post' },
    ],
    words: [],
  };
}

export function decorFor(ruleset: string, w: number, h: number): Decor {
  if (ruleset === 'gridiron' || ruleset === 'dungeon') return gridiron(w, h);
  if (ruleset === 'runeball') return runeball(w, h);
  return none;
}
