// Each game's own markings, drawn under the pieces. The rules say where the lines are; the app only paints them,
// so these are the few numbers of each field's layout (kept in step with the rulesets' field files).

export interface Decor {
  /** A fill for a cell that is not plain grass (end zone, neutral zone...), or null. */
  fill(x: number, y: number): string | null;
  /** Straight lines in cell units (square boards): x1,y1 to x2,y2, with a style. */
  lines: { x1: number; y1: number; x2: number; y2: number; kind: 'scrimmage' | 'wide' | 'half' }[];
  /** Marks on cells: goal posts, and the features a view lists (walls, chests, teleporters...). */
  marks: { x: number; y: number; kind: string; label?: string }[];
  /** Words painted on the field: [x, y, text] in cell units. */
  words: { x: number; y: number; text: string }[];
}

const none: Decor = { fill: () => null, lines: [], marks: [], words: [] };

type Obj = Record<string, unknown>;
const nums = (v: unknown): number[] => (Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number') : []);

/** Markings a view declares itself (`pitch: {endZones, lineOfScrimmage, wideZones}`), so the rules stay the game's. */
function fromPitch(pitch: Obj, w: number, h: number): Decor {
  const ends = new Set(nums(pitch.endZones));
  const lines: Decor['lines'] = [];
  const los = nums(pitch.lineOfScrimmage);
  if (los.length === 2) lines.push({ x1: Math.max(...los), y1: 0, x2: Math.max(...los), y2: h, kind: 'scrimmage' });
  const wide = Array.isArray(pitch.wideZones) ? pitch.wideZones.map(nums) : [];
  for (const [a, b] of wide) {
    // The line runs along the wide zone's inner edge, between the end zones.
    const y = a === 0 ? b + 1 : a;
    if (y > 0 && y < h) lines.push({ x1: ends.has(0) ? 1 : 0, y1: y, x2: ends.has(w - 1) ? w - 1 : w, y2: y, kind: 'wide' });
  }
  return { fill: (x) => (ends.has(x) ? 'endzone' : null), lines, marks: [], words: [] };
}

/** Hex-field markings a view declares (`board: {neutralZone: {x}, endZones: [{x: [from, to]}], goalPosts: [{x, y}]}`). */
function fromBoard(board: Obj): Decor {
  const neutral = (board.neutralZone as Obj | undefined)?.x;
  const ends: [number, number][] = (Array.isArray(board.endZones) ? board.endZones : [])
    .map((z) => nums((z as Obj)?.x))
    .filter((r) => r.length === 2) as [number, number][];
  const posts = (Array.isArray(board.goalPosts) ? board.goalPosts : []).filter(
    (p): p is { x: number; y: number } => typeof (p as Obj)?.x === 'number' && typeof (p as Obj)?.y === 'number',
  );
  return {
    fill: (x) => (x === neutral ? 'neutral' : ends.some(([a, b]) => x >= a && x <= b) ? 'endzone' : null),
    lines: [],
    marks: posts.map((p) => ({ x: p.x, y: p.y, kind: 'post' as const })),
    words: [],
  };
}

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

/** Features a view lists on cells: `features: [{x, y, kind, label?}]`, at the top level or under `board`/`pitch`.
 * Walls, chests and teleporters have their own look; any other kind is drawn as a labelled marker. */
export function featuresOf(view?: Obj): Decor['marks'] {
  const lists = [view?.features, (view?.board as Obj | undefined)?.features, (view?.pitch as Obj | undefined)?.features];
  const out: Decor['marks'] = [];
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const f of list) {
      const o = f as Obj;
      if (typeof o?.x !== 'number' || typeof o?.y !== 'number') continue;
      const kind = typeof o.kind === 'string' ? o.kind : typeof o.type === 'string' ? o.type : 'feature';
      out.push({ x: o.x, y: o.y, kind, ...(typeof o.label === 'string' ? { label: o.label } : {}) });
    }
  }
  return out;
}

export function decorFor(ruleset: string, w: number, h: number, view?: Obj): Decor {
  const base = baseDecor(ruleset, w, h, view);
  const extra = featuresOf(view);
  return extra.length ? { ...base, marks: [...base.marks, ...extra] } : base;
}

function baseDecor(ruleset: string, w: number, h: number, view?: Obj): Decor {
  const pitch = view?.pitch;
  if (pitch && typeof pitch === 'object' && !Array.isArray(pitch)) return fromPitch(pitch as Obj, w, h);
  const board = view?.board;
  if (board && typeof board === 'object' && !Array.isArray(board) && ('endZones' in board || 'neutralZone' in board)) return fromBoard(board as Obj);
  if (ruleset === 'gridiron' || ruleset === 'dungeon') return gridiron(w, h);
  if (ruleset === 'runeball') return runeball(w, h);
  return none;
}
