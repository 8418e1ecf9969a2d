// The pitch as gridiron's rules read it off a board (src/core/board.ts): the end zones, each team's half and line of
// scrimmage, the wide zones. Gridiron ships one board, the 26 x 15 pitch of facts.md §2.1 (boards/pitch.json: x = 0
// is the home end zone, x = 25 the away one, the lines of scrimmage x = 12 and 13, the wide zones the four rows at
// each sideline); a game built on gridiron ships its own. The areas a gridiron board names:
//
//   end-zone:home, end-zone:away      each team's own end zone (the other team scores there); every board has them
//   half:home, half:away              where each team sets up and a kick-off must land (the set-up and kick-off
//                                     rules need these four and the wide zones; a game with its own has none)
//   scrimmage:home, scrimmage:away    each team's line of scrimmage, one column beside the half-way line
//   wide-zone:top, wide-zone:bottom   the wide zones (at most two players in each at set-up)
//
// What the rules need in a hot loop is worked out once per board, here, and kept beside it.

import { boardOf, registerBoards } from '../../core/board-of';
import { BoardError, boardSet, type Board } from '../../core/board';
import type { BaseState } from '../../core/types';
import pitchData from './boards/pitch.json';
import type { Side } from './state';

export const GRIDIRON_BOARDS = boardSet([pitchData]);
// Registered here as well as with the ruleset, so that a rule staged in a test without the registry finds its board.
registerBoards('gridiron', GRIDIRON_BOARDS);

export interface Pitch {
  board: Board;
  width: number;
  height: number;
  /** width * height: cells are indexed y * width + x. */
  cells: number;
  /** Each team's own end zone, per cell. */
  endZone: Record<Side, Uint8Array>;
  half: Record<Side, Uint8Array>;
  scrimmage: Record<Side, Uint8Array>;
  wideTop: Uint8Array;
  wideBottom: Uint8Array;
  /** The column of each team's line of scrimmage, and which way is back toward its own end zone (-1 or +1): the
   * set-up formations count their depth from it. */
  losX: Record<Side, number>;
  back: Record<Side, number>;
  /** The middle of each half, where a touchback with nobody to take the ball puts it down. */
  middle: Record<Side, { x: number; y: number }>;
}

const NEEDED = ['end-zone:home', 'end-zone:away'];
const KICK_OFF_AREAS = ['half:home', 'half:away', 'scrimmage:home', 'scrimmage:away', 'wide-zone:top', 'wide-zone:bottom'];

function readPitch(board: Board): Pitch {
  for (const a of NEEDED) if (!board.areas[a]) throw new BoardError(`board: areas: gridiron's rules need an area "${a}"`);
  const w = board.width;
  const cells = board.width * board.height;
  const none = new Uint8Array(cells);
  // Only a board for gridiron's own set-up and kick-off has these: all of them or none.
  const some = KICK_OFF_AREAS.filter((a) => board.areas[a]);
  if (some.length > 0 && some.length < KICK_OFF_AREAS.length) {
    throw new BoardError(`board: areas: gridiron's set-up and kick-off need an area "${KICK_OFF_AREAS.find((a) => !board.areas[a])}"`);
  }
  const area = (name: string) => board.areas[name] ?? none;
  const column = (name: string): number => {
    if (!board.areas[name]) return -1;
    const xs = new Set<number>();
    area(name).forEach((v, i) => v && xs.add(i % w));
    if (xs.size !== 1) throw new BoardError(`board: areas: "${name}" must be one column`);
    return [...xs][0];
  };
  const box = (name: string) => {
    let x0 = Infinity, y0 = Infinity, x1 = -1, y1 = -1;
    if (!board.areas[name]) return { x: -1, y: -1 };
    area(name).forEach((v, i) => {
      if (!v) return;
      const x = i % w, y = (i - x) / w;
      x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
    });
    return { x: Math.floor((x0 + x1) / 2), y: Math.floor((y0 + y1) / 2) };
  };
  const losX = { home: column('scrimmage:home'), away: column('scrimmage:away') };
  const endX = { home: box('end-zone:home').x, away: box('end-zone:away').x };
  return {
    board,
    width: board.width,
    height: board.height,
    cells,
    endZone: { home: area('end-zone:home'), away: area('end-zone:away') },
    half: { home: area('half:home'), away: area('half:away') },
    scrimmage: { home: area('scrimmage:home'), away: area('scrimmage:away') },
    wideTop: area('wide-zone:top'),
    wideBottom: area('wide-zone:bottom'),
    losX,
    back: some.length ? { home: Math.sign(endX.home - losX.home), away: Math.sign(endX.away - losX.away) } : { home: 0, away: 0 },
    middle: { home: box('half:home'), away: box('half:away') },
  };
}

const pitches = new WeakMap<Board, Pitch>();
let lastBoard: Board | null = null;
let lastPitch: Pitch | null = null;

export function pitchOfBoard(board: Board): Pitch {
  if (board === lastBoard) return lastPitch!;
  let p = pitches.get(board);
  if (!p) pitches.set(board, (p = readPitch(board)));
  lastBoard = board;
  lastPitch = p;
  return p;
}

/** The options and ruleset last asked about and their pitch: the board follows from them alone (board-of.ts), and
 * nearly every question comes from the same match, several times an action. */
let lastOptions: object | null = null;
let lastRuleset = '';
let lastOptionsPitch: Pitch | null = null;

/** The pitch a game is played on. */
export function pitchOf(s: BaseState): Pitch {
  if (s.options === lastOptions && s.ruleset === lastRuleset) return lastOptionsPitch!;
  const p = pitchOfBoard(boardOf(s));
  lastOptions = s.options;
  lastRuleset = s.ruleset;
  lastOptionsPitch = p;
  return p;
}

/** Something worked out once per pitch (a cache of actions, a scratch buffer of its size), looked up by the pitch. */
export function perPitch<T>(build: (p: Pitch) => T): (p: Pitch) => T {
  const made = new WeakMap<Pitch, T>();
  let last: Pitch | null = null;
  let lastValue: T;
  return (p) => {
    if (p === last) return lastValue;
    let v = made.get(p);
    if (v === undefined) made.set(p, (v = build(p)));
    last = p;
    lastValue = v;
    return v;
  };
}

/** Whether (x, y) is a square of the pitch a player may stand on (off it: the crowd). */
export function onPitch(p: Pitch, x: number, y: number): boolean {
  // core/board.ts onBoard, written out: this is asked for every square a rule looks at.
  if (x < 0 || y < 0 || x >= p.width || y >= p.height) return false;
  const b = p.board;
  return b.open || b.solid[y * p.width + x] === 0;
}

/** Whether (x, y) lies in the end zone that `side` scores in (the other team's own). */
/** Whether (x, y) is the crowd: beyond the edge of a pitch with the crowd round it (a walled board has none). */
export function inCrowd(p: Pitch, x: number, y: number): boolean {
  return (x < 0 || y < 0 || x >= p.width || y >= p.height) && p.board.outside === 'crowd';
}

export function inScoringEndZone(p: Pitch, side: Side, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < p.width && y < p.height && p.endZone[side === 'home' ? 'away' : 'home'][y * p.width + x] === 1;
}

export function inHalf(p: Pitch, side: Side, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < p.width && y < p.height && p.half[side][y * p.width + x] === 1;
}

export function inWideZone(p: Pitch, x: number, y: number): boolean {
  const i = y * p.width + x;
  return x >= 0 && y >= 0 && x < p.width && y < p.height && (p.wideTop[i] === 1 || p.wideBottom[i] === 1);
}
