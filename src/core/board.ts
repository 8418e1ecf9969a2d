// A board is data (DESIGN.md, "Boards and extensions"): its size, its grid, what every cell is, the walls between
// cells and its named areas, in one JSON shape. A ruleset ships its boards and may let a match pick one (or bring
// its own) through the `board` option; rules ask the board, never a size constant.
//
// The JSON shape (every field checked by `loadBoard`, which names the cell and field that is wrong):
//
//   {
//     "id": "pitch", "name": "Blood Bowl pitch", "grid": "square", "width": 26, "height": 15,
//     "rows": ["..........", ...],           one string per row (y = 0 first), one legend key per cell (x = 0 first)
//     "legend": { ".": { "terrain": "floor" },
//                 "1": { "terrain": "floor", "feature": { "kind": "teleporter", "number": 1 } },
//                 "A": { "terrain": "floor", "areas": ["end-zone:home"] } },
//     "areas": { "half:home": [[0, 0, 12, 14]] },   named areas as inclusive rectangles [x0, y0, x1, y1]
//     "walls": [[3, 4, 4, 4]],                     a wall between two orthogonally adjacent cells
//     "outside": "crowd"                           beyond the grid's edge: the crowd (a pitch; the default) or rock
//   }
//
// A cell's terrain is one of TERRAINS; a feature (a teleporter, a chest, an entrance, an obstacle) sits on a cell; an
// obstacle (rubble, a statue) fills a floor cell: nobody stands in it, yet a ball or a leap may come over it. Areas are names
// a rule looks up ("end-zone:away", "wide-zone:top"). A cell may be in any number of areas, from the legend, from the
// rectangles or both.

import { OptionsError } from './options';

export const TERRAINS = ['floor', 'wall', 'pit', 'chasm', 'lava', 'platform'] as const;
/** `wall`: solid rock, no part of the playing area (nothing enters it). `platform`: an elevated platform, its
 * height in `level`. */
export type Terrain = (typeof TERRAINS)[number];

/** `strike`, `bonus`, `launch`, `bounce`: the rush pitch's Strike Hexes and Bonus Hexes (their zone's `number`, and
 * in `side` the team that scores there), its launch hexes (numbered 1-5) and the hexes with three sides on the wall
 * that bounce a ball straight back. `obstacle`: rubble or a statue in the
 * dungeon, an occupied square nobody enters. */
export const FEATURES = ['teleporter', 'chest', 'entrance', 'obstacle', 'strike', 'bonus', 'launch', 'bounce'] as const;
export type FeatureKind = (typeof FEATURES)[number];

export interface FeatureData {
  kind: FeatureKind;
  /** A teleporter's, chest's, launch hex's or strike zone's number (teleporters are numbered 1-6 in Dungeonbowl). */
  number?: number;
  /** Whose it is (an entrance belongs to a side; a Strike or Bonus Hex to the side that scores there). */
  side?: string;
}

export interface LegendEntry {
  terrain: Terrain;
  /** A platform's height (1 and up); 0 or absent for the floor. */
  level?: number;
  feature?: FeatureData;
  areas?: string[];
}

export interface BoardData {
  id: string;
  name: string;
  grid: 'square' | 'hex';
  width: number;
  height: number;
  rows: string[];
  legend: Record<string, LegendEntry>;
  areas?: Record<string, [number, number, number, number][]>;
  walls?: [number, number, number, number][];
  outside?: 'crowd' | 'wall';
}

/** A feature where it stands. */
export interface Feature extends FeatureData {
  x: number;
  y: number;
}

/** A loaded board: the plain data as given, and beside it arrays indexed by cell (y * width + x) for the rules that
 * ask in a hot loop. Never part of a game state: a state names its board through its options. */
export interface Board {
  readonly data: BoardData;
  readonly id: string;
  readonly grid: 'square' | 'hex';
  readonly width: number;
  readonly height: number;
  /** TERRAINS index per cell. */
  readonly terrain: Uint8Array;
  /** Platform level per cell. */
  readonly level: Uint8Array;
  /** 1 where nothing may stand or pass: off-limits rock (`wall` terrain). */
  readonly solid: Uint8Array;
  /** 1 where an obstacle fills the cell: an occupied square that never moves (no number, no side). */
  readonly obstacle: Uint8Array;
  /** Per area name, 1 for each cell in it. */
  readonly areas: Readonly<Record<string, Uint8Array>>;
  readonly features: readonly Feature[];
  /** Wall edges as `x1,y1|x2,y2` keys (the smaller cell first), or null when there are none. */
  readonly walls: Readonly<Record<string, 1>> | null;
  /** Beyond the grid's edge: the crowd, or rock like a `wall` cell. */
  readonly outside: 'crowd' | 'wall';
  /** Every cell is floor, there are no walls and no features, and the crowd is beyond the edge: an open pitch, where
   * rules may skip board checks. */
  readonly open: boolean;
}

/** A board that fails its schema: the message names the board, the field and the cell. */
export class BoardError extends OptionsError {
  override name = 'BoardError';
}

const MAX_SIDE = 100;
const TERRAIN_CODE: Record<string, number> = Object.fromEntries(TERRAINS.map((t, i) => [t, i]));
export const WALL = TERRAIN_CODE.wall;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const show = (v: unknown) => JSON.stringify(v) ?? String(v);

/** Checks a board against the schema above and loads it; throws a BoardError naming the first thing wrong. */
export function loadBoard(input: unknown): Board {
  if (!isObj(input)) throw new BoardError('board: a board is a JSON object');
  // The message names the field, the cell and what it takes, never the value given (nor the board's own id).
  const fail = (where: string, why: string): never => {
    throw new BoardError(`board: ${where}: ${why}`);
  };
  const known = new Set(['$schema', 'id', 'name', 'grid', 'width', 'height', 'rows', 'legend', 'areas', 'walls', 'outside']);
  for (const k of Object.keys(input)) if (!known.has(k)) throw new BoardError(`board: a field is not one a board has (known: ${[...known].slice(1).join(', ')})`);
  if (typeof input.id !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(input.id)) fail('id', 'a lower-case word (letters, digits and -)');
  if (typeof input.name !== 'string' || input.name.trim() === '') fail('name', 'text');
  if (input.grid !== 'square' && input.grid !== 'hex') fail('grid', '"square" or "hex"');
  for (const k of ['width', 'height'] as const) {
    const v = input[k];
    if (!isInt(v) || v < 1 || v > MAX_SIDE) fail(k, `a whole number from 1 to ${MAX_SIDE}`);
  }
  const width = input.width as number;
  const height = input.height as number;

  const legend = input.legend;
  if (!isObj(legend) || Object.keys(legend).length === 0) fail('legend', 'an object of one-character keys');
  const entries = new Map<string, LegendEntry>();
  for (const [key, e] of Object.entries(legend as Record<string, unknown>)) {
    if ([...key].length !== 1) fail('legend', 'a key of more than one character (each is one character)');
    const at = `legend[${show(key)}]`;
    if (!isObj(e)) fail(at, 'an object: terrain, and level, feature or areas');
    const entry = e as Record<string, unknown>;
    for (const k of Object.keys(entry)) if (!['terrain', 'level', 'feature', 'areas'].includes(k)) fail(at, 'a field is not one it takes (known: terrain, level, feature, areas)');
    if (!(typeof entry.terrain === 'string' && entry.terrain in TERRAIN_CODE)) fail(`${at}.terrain`, `one of ${TERRAINS.join(', ')}`);
    if (entry.level !== undefined && (!isInt(entry.level) || entry.level < 0 || entry.level > 9)) fail(`${at}.level`, 'a whole number from 0 to 9');
    if (entry.terrain === 'platform' && !(isInt(entry.level) && entry.level >= 1)) fail(`${at}.level`, 'a platform needs a level of 1 or more');
    if (entry.feature !== undefined) checkFeature(entry.feature, `${at}.feature`, fail);
    // An obstacle stands on the dungeon's floor: rock is already solid, and a pit, chasm, lava or platform under it
    // would leave the rules two answers for one cell.
    if ((entry.feature as FeatureData | undefined)?.kind === 'obstacle' && entry.terrain !== 'floor') fail(`${at}.terrain`, 'floor: an obstacle stands on the floor');
    if (entry.areas !== undefined && !(Array.isArray(entry.areas) && entry.areas.every((a) => typeof a === 'string' && a !== ''))) {
      fail(`${at}.areas`, 'a list of area names');
    }
    entries.set(key, entry as unknown as LegendEntry);
  }

  const rows = input.rows;
  if (!Array.isArray(rows) || rows.length !== height) fail('rows', `one string for each of the ${height} rows`);
  const size = width * height;
  const terrain = new Uint8Array(size);
  const level = new Uint8Array(size);
  const solid = new Uint8Array(size);
  const obstacle = new Uint8Array(size);
  const areaCells: Record<string, Uint8Array> = {};
  const areaOf = (a: string) => (areaCells[a] ??= new Uint8Array(size));
  const features: Feature[] = [];
  let open = true;
  (rows as unknown[]).forEach((row, y) => {
    if (typeof row !== 'string') fail(`rows[${y}]`, 'a string');
    const cells = [...(row as string)];
    if (cells.length !== width) fail(`rows[${y}]`, `one character for each of the ${width} cells`);
    cells.forEach((ch, x) => {
      const e = entries.get(ch);
      if (!e) fail(`rows[${y}][${x}] (cell ${x},${y})`, 'a character the legend has');
      const i = y * width + x;
      terrain[i] = TERRAIN_CODE[e!.terrain];
      level[i] = e!.level ?? 0;
      solid[i] = e!.terrain === 'wall' ? 1 : 0;
      if (e!.terrain !== 'floor') open = false;
      if (e!.feature) {
        features.push({ x, y, ...e!.feature });
        if (e!.feature.kind === 'obstacle') obstacle[i] = 1;
        open = false;
      }
      for (const a of e!.areas ?? []) areaOf(a)[i] = 1;
    });
  });

  if (input.areas !== undefined) {
    if (!isObj(input.areas)) fail('areas', 'an object of area names');
    // An area is named by its place in the list: its name is the map's own.
    Object.entries(input.areas as Record<string, unknown>).forEach(([a, rects], n) => {
      const at = `areas (area ${n + 1})`;
      if (a === '') fail(at, 'an area needs a name');
      if (!Array.isArray(rects)) fail(at, 'a list of rectangles [x0, y0, x1, y1]');
      (rects as unknown[]).forEach((r, k) => {
        const [x0, y0, x1, y1] = checkRect(r, `${at}, rectangle ${k + 1}`, width, height, fail);
        const cells = areaOf(a);
        for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) cells[y * width + x] = 1;
      });
    });
  }

  let walls: Record<string, 1> | null = null;
  if (input.walls !== undefined) {
    if (!Array.isArray(input.walls)) fail('walls', 'a list of [x1, y1, x2, y2]');
    (input.walls as unknown[]).forEach((w, k) => {
      const at = `walls[${k}]`;
      if (!Array.isArray(w) || w.length !== 4 || !w.every(isInt)) fail(at, '[x1, y1, x2, y2], four whole numbers');
      const [x1, y1, x2, y2] = w as number[];
      for (const [x, y] of [[x1, y1], [x2, y2]]) {
        if (x < 0 || y < 0 || x >= width || y >= height) fail(at, `a cell on the board (${width} x ${height})`);
      }
      if (Math.abs(x1 - x2) + Math.abs(y1 - y2) !== 1) fail(at, 'two cells side by side: a wall runs between orthogonal neighbours');
      (walls ??= {})[edgeKey(x1, y1, x2, y2)] = 1;
      open = false;
    });
  }

  if (input.outside !== undefined && input.outside !== 'crowd' && input.outside !== 'wall') {
    fail('outside', '"crowd" or "wall"');
  }
  const outside = (input.outside as 'crowd' | 'wall' | undefined) ?? 'crowd';
  if (outside === 'wall') open = false;

  return {
    data: input as unknown as BoardData,
    id: input.id as string,
    grid: input.grid as 'square' | 'hex',
    width,
    height,
    terrain,
    level,
    solid,
    obstacle,
    areas: areaCells,
    features,
    walls,
    outside,
    open,
  };
}

function checkFeature(f: unknown, at: string, fail: (where: string, why: string) => never): void {
  if (!isObj(f)) fail(at, 'an object: kind, and number or side');
  const o = f as Record<string, unknown>;
  for (const k of Object.keys(o)) if (!['kind', 'number', 'side'].includes(k)) fail(at, 'a field is not one it takes (known: kind, number, side)');
  if (!(FEATURES as readonly unknown[]).includes(o.kind)) fail(`${at}.kind`, `one of ${FEATURES.join(', ')}`);
  if (o.number !== undefined && (!isInt(o.number) || o.number < 1 || o.number > 99)) fail(`${at}.number`, 'a whole number from 1 to 99');
  if (o.side !== undefined && (typeof o.side !== 'string' || o.side === '')) fail(`${at}.side`, "a side's name");
  if (o.kind === 'obstacle') for (const k of ['number', 'side']) if (o[k] !== undefined) fail(`${at}.${k}`, 'none: an obstacle has no number and belongs to no side');
}

function checkRect(r: unknown, at: string, w: number, h: number, fail: (where: string, why: string) => never): [number, number, number, number] {
  if (!Array.isArray(r) || r.length !== 4 || !r.every(isInt)) fail(at, '[x0, y0, x1, y1], four whole numbers');
  const [x0, y0, x1, y1] = r as number[];
  if (x0 > x1 || y0 > y1) fail(at, '[x0, y0, x1, y1] with x0 <= x1 and y0 <= y1');
  for (const [x, y] of [[x0, y0], [x1, y1]]) if (x < 0 || y < 0 || x >= w || y >= h) fail(at, `corners on the board (${w} x ${h})`);
  return [x0, y0, x1, y1];
}

function edgeKey(x1: number, y1: number, x2: number, y2: number): string {
  const first = x1 < x2 || (x1 === x2 && y1 < y2);
  return first ? `${x1},${y1}|${x2},${y2}` : `${x2},${y2}|${x1},${y1}`;
}

// ---- questions rules ask ----

/** Whether (x, y) is a cell of the playing area: on the grid and not solid rock. Off it is the crowd on an open
 * pitch; a rule for walled boards decides what it is there. */
export function onBoard(b: Board, x: number, y: number): boolean {
  if (x < 0 || y < 0 || x >= b.width || y >= b.height) return false;
  return b.open || b.solid[y * b.width + x] === 0;
}

export function inBoundsOf(b: Board, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < b.width && y < b.height;
}

/** Whether (x, y) lies in the named area (false for an area the board does not have). */
export function inArea(b: Board, area: string, x: number, y: number): boolean {
  const cells = b.areas[area];
  return cells !== undefined && inBoundsOf(b, x, y) && cells[y * b.width + x] === 1;
}

export function terrainAt(b: Board, x: number, y: number): Terrain {
  return TERRAINS[b.terrain[y * b.width + x]];
}

/** Whether a wall stands between two orthogonally adjacent cells. */
export function wallBetween(b: Board, x1: number, y1: number, x2: number, y2: number): boolean {
  return b.walls !== null && b.walls[edgeKey(x1, y1, x2, y2)] === 1;
}

/** Whether nothing may be in (x, y): a `wall` cell, or beyond the edge of a board walled in by rock. */
export function solidAt(b: Board, x: number, y: number): boolean {
  if (x < 0 || y < 0 || x >= b.width || y >= b.height) return b.outside === 'wall';
  return b.solid[y * b.width + x] === 1;
}

/** Whether an obstacle fills (x, y): nobody steps, is pushed or lands there (false off the grid). */
export function obstacleAt(b: Board, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < b.width && y < b.height && b.obstacle[y * b.width + x] === 1;
}

/** Whether a one-cell step from (ax, ay) to its neighbour (bx, by) is stopped by a wall or rock. A diagonal step
 * slips past the end of a wall or the corner of a rock unless both of its corner routes are stopped. */
export function stepBlocked(b: Board, ax: number, ay: number, bx: number, by: number): boolean {
  if (b.open) return false;
  if (solidAt(b, bx, by)) return true;
  if (ax === bx || ay === by) return wallBetween(b, ax, ay, bx, by);
  const viaX = solidAt(b, bx, ay) || wallBetween(b, ax, ay, bx, ay) || wallBetween(b, bx, ay, bx, by);
  const viaY = solidAt(b, ax, by) || wallBetween(b, ax, ay, ax, by) || wallBetween(b, ax, by, bx, by);
  return viaX && viaY;
}

/** What `walk` leaves in a cell no walk reaches: more squares than any board has. */
export const NOT_REACHED = 1 << 30;

/** Squares to walk (one cell at a time, the eight ways) from the nearest of the `starts` (cell indices, y * width + x)
 * to every cell, NOT_REACHED where no walk gets: a step never crosses a wall or goes into rock, and goes only into
 * cells `may` lets it (the starts count whatever they are). A step is stopped the same both ways, so a walk out from
 * goals gives every cell's distance to them. The one walk of the board for the rules and the bots alike. */
export function walk(b: Board, starts: readonly number[], may: (i: number) => boolean): Int32Array {
  const w = b.width;
  const d = new Int32Array(w * b.height).fill(NOT_REACHED);
  const queue: number[] = [];
  for (const i of starts) {
    if (d[i] === 0) continue;
    d[i] = 0;
    queue.push(i);
  }
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head];
    const x = i % w;
    const y = (i - x) / w;
    for (let dy = -1; dy <= 1; dy++) {
      const ny = y + dy;
      if (ny < 0 || ny >= b.height) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        if ((dx === 0 && dy === 0) || nx < 0 || nx >= w) continue;
        const j = ny * w + nx;
        if (d[j] !== NOT_REACHED || stepBlocked(b, x, y, nx, ny) || !may(j)) continue;
        d[j] = d[i] + 1;
        queue.push(j);
      }
    }
  }
  return d;
}

/** The cells of an area, row by row. */
export function areaCells(b: Board, area: string): { x: number; y: number }[] {
  const cells = b.areas[area];
  const out: { x: number; y: number }[] = [];
  if (!cells) return out;
  for (let i = 0; i < cells.length; i++) if (cells[i]) out.push({ x: i % b.width, y: Math.floor(i / b.width) });
  return out;
}

// ---- which board a game is on ----

/** A ruleset's boards: the ones it ships, by id, and the one a match gets when its options name none. */
export interface BoardSet {
  byId: Readonly<Record<string, Board>>;
  default: string;
}

/** Boards given inline in a match's options (a user's map), loaded once per options value. */
const inline = new WeakMap<object, Board>();

/** The board a match plays on: `options.board` names one of the ruleset's boards or is a board itself (a user's
 * map, which the record then carries); without it, the ruleset's default. */
export function resolveBoard(boards: BoardSet, choice: unknown): Board {
  if (choice === undefined || choice === null || choice === '') return boards.byId[boards.default];
  if (typeof choice === 'string') {
    const b = boards.byId[choice];
    if (!b) throw new BoardError(`option "board": one of this game's boards (${Object.keys(boards.byId).join(', ')}) or a board of your own`);
    return b;
  }
  if (typeof choice !== 'object' || Array.isArray(choice)) throw new BoardError(`option "board": one of this game's boards (${Object.keys(boards.byId).join(', ')}) or a board of your own`);
  let b = inline.get(choice);
  if (!b) inline.set(choice, (b = loadBoard(choice)));
  return b;
}

/** Builds a BoardSet from board data, the first being the default. */
export function boardSet(list: readonly unknown[], defaultId?: string): BoardSet {
  const byId: Record<string, Board> = {};
  for (const d of list) {
    const b = loadBoard(d);
    if (byId[b.id]) throw new BoardError(`board "${b.id}" is listed twice`);
    byId[b.id] = b;
  }
  const first = Object.keys(byId)[0];
  if (!first) throw new BoardError('a board set needs at least one board');
  const def = defaultId ?? first;
  if (!byId[def]) throw new BoardError(`no board "${def}" to be the default`);
  return { byId, default: def };
}
