// Each game's own markings, drawn under the pieces. The rules say where the lines are; the app only paints them,
// so these are the few numbers of each field's layout (kept in step with the rulesets' field files).

export interface Decor {
  /** A fill for a cell that is not plain grass (end zone, neutral zone...), or null. */
  fill(x: number, y: number): string | null;
  /** Straight lines in cell units (square boards): x1,y1 to x2,y2, with a style. */
  lines: { x1: number; y1: number; x2: number; y2: number; kind: 'scrimmage' | 'wide' | 'half' | 'wall' | 'ledge' }[];
  /** Marks on cells: goal posts, and the features a view lists (walls, chests, teleporters...), with the side a
   * feature belongs to when the view says. */
  marks: { x: number; y: number; kind: string; label?: string; side?: string }[];
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

/** Hex-field markings a view declares (`field` or `board`: `{neutralZone: {x}, endZones: [{x: [from, to]}], goalPosts: [{x, y}]}`). */
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

/** What a square board's own data says of each cell (`view.board`: rows, legend, areas, walls): rock, platforms and
 * end zones as fills, and a thick line wherever rock meets the playing area or the data puts a wall between two
 * cells. The features on cells (chests, teleporters, pits...) come from the view's `features`. */
export function fromBoardData(d: Obj): Decor | null {
  if (d.grid === 'hex') return fromHexData(d);
  const rows = Array.isArray(d.rows) ? d.rows.filter((r): r is string => typeof r === 'string') : [];
  const legend = (d.legend && typeof d.legend === 'object' ? d.legend : {}) as Record<string, Obj>;
  if (d.grid !== 'square' || !rows.length) return null;
  const h = rows.length;
  const w = Math.max(...rows.map((r) => r.length));
  const entry = (x: number, y: number): Obj | undefined => legend[rows[y]?.[x] ?? ''];
  const rock = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= w || y >= h) return d.outside === 'wall';
    return entry(x, y)?.terrain === 'wall';
  };
  const ends = new Set<string>();
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const areas = entry(x, y)?.areas;
      if (Array.isArray(areas) && areas.some((a) => typeof a === 'string' && a.startsWith('end-zone'))) ends.add(`${x},${y}`);
    }
  const rects = d.areas && typeof d.areas === 'object' ? (d.areas as Record<string, unknown>) : {};
  for (const [name, list] of Object.entries(rects)) {
    if (!name.startsWith('end-zone') || !Array.isArray(list)) continue;
    for (const r of list) {
      const [x0, y0, x1, y1] = nums(r);
      for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) ends.add(`${x},${y}`);
    }
  }
  const lines: Decor['lines'] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (rock(x, y)) continue;
      // Each side of a playing cell that faces rock (or the rock beyond the edge) is a wall.
      if (rock(x - 1, y)) lines.push({ x1: x, y1: y, x2: x, y2: y + 1, kind: 'wall' });
      if (rock(x + 1, y)) lines.push({ x1: x + 1, y1: y, x2: x + 1, y2: y + 1, kind: 'wall' });
      if (rock(x, y - 1)) lines.push({ x1: x, y1: y, x2: x + 1, y2: y, kind: 'wall' });
      if (rock(x, y + 1)) lines.push({ x1: x, y1: y + 1, x2: x + 1, y2: y + 1, kind: 'wall' });
    }
  // A platform's edge, wherever the floor beside it is lower: a ledge line on that side.
  const level = (x: number, y: number) => (x < 0 || y < 0 || x >= w || y >= h || rock(x, y) ? Infinity : Number(entry(x, y)?.level) || 0);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const l = level(x, y);
      if (l === Infinity || l === 0) continue;
      if (level(x - 1, y) < l) lines.push({ x1: x, y1: y, x2: x, y2: y + 1, kind: 'ledge' });
      if (level(x + 1, y) < l) lines.push({ x1: x + 1, y1: y, x2: x + 1, y2: y + 1, kind: 'ledge' });
      if (level(x, y - 1) < l) lines.push({ x1: x, y1: y, x2: x + 1, y2: y, kind: 'ledge' });
      if (level(x, y + 1) < l) lines.push({ x1: x, y1: y + 1, x2: x + 1, y2: y + 1, kind: 'ledge' });
    }
  for (const e of Array.isArray(d.walls) ? d.walls : []) {
    const [ax, ay, bx, by] = nums(e);
    if (ay === by) lines.push({ x1: Math.max(ax, bx), y1: ay, x2: Math.max(ax, bx), y2: ay + 1, kind: 'wall' });
    else lines.push({ x1: ax, y1: Math.max(ay, by), x2: ax + 1, y2: Math.max(ay, by), kind: 'wall' });
  }
  return {
    fill(x, y) {
      const e = entry(x, y);
      if (e?.terrain === 'wall') return 'rock';
      if (e?.terrain === 'platform') return `platform lvl-${Math.min(3, Math.max(1, Number(e.level) || 1))}`;
      if (ends.has(`${x},${y}`)) return 'endzone dungeon';
      return (x + y) % 2 ? 'flagstone-a' : 'flagstone-b';
    },
    lines,
    marks: [],
    words: [],
  };
}

/** A hex board's data: its named areas shaded. A strike zone (`strike-zone:<side>:<n>`) is tinted for the side that
 * scores there, and its bands (`band:1..3`, the points a Strike from there is worth) get darker toward the goal. */
function fromHexData(d: Obj): Decor {
  const rects = d.areas && typeof d.areas === 'object' ? (d.areas as Record<string, unknown>) : {};
  const tag = new Map<string, string[]>();
  const add = (x: number, y: number, c: string) => {
    const k = `${x},${y}`;
    tag.set(k, [...(tag.get(k) ?? []), c]);
  };
  for (const [name, list] of Object.entries(rects)) {
    const band = /^band:(\d)$/.exec(name);
    const zone = /^strike-zone:([a-z]+):/.exec(name);
    if ((!band && !zone) || !Array.isArray(list)) continue;
    for (const r of list) {
      const [x0, y0, x1, y1] = nums(r);
      for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) add(x, y, band ? `band-${band[1]}` : `zone-${zone![1]}`);
    }
  }
  return { fill: (x, y) => (tag.has(`${x},${y}`) ? ['strike-zone', ...tag.get(`${x},${y}`)!].join(' ') : null), lines: [], marks: [], words: [] };
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
      out.push({ x: o.x, y: o.y, kind, ...(typeof o.label === 'string' ? { label: o.label } : {}), ...(typeof o.side === 'string' ? { side: o.side } : {}) });
    }
  }
  return out;
}

export function decorFor(ruleset: string, w: number, h: number, view?: Obj): Decor {
  const base = baseDecor(ruleset, w, h, view);
  // Where the board's data drew the rock, the walls need no marks of their own.
  const drawn = base.lines.some((l) => l.kind === 'wall');
  const extra = featuresOf(view).filter((m) => !(drawn && m.kind === 'wall'));
  return extra.length ? { ...base, marks: [...base.marks, ...extra] } : base;
}

function baseDecor(ruleset: string, w: number, h: number, view?: Obj): Decor {
  const pitch = view?.pitch;
  if (pitch && typeof pitch === 'object' && !Array.isArray(pitch)) return fromPitch(pitch as Obj, w, h);
  // A hex field's markings, under the view's own `field` (runeball) or, in older views, `board`.
  for (const marked of [view?.field, view?.board]) {
    if (marked && typeof marked === 'object' && !Array.isArray(marked) && ('endZones' in marked || 'neutralZone' in marked)) return fromBoard(marked as Obj);
  }
  const board = view?.board;
  if (board && typeof board === 'object' && !Array.isArray(board)) {
    const own = fromBoardData(board as Obj);
    if (own) return own;
  }
  if (ruleset === 'gridiron' || ruleset === 'dungeon') return gridiron(w, h);
  if (ruleset === 'runeball') return runeball(w, h);
  return none;
}
