// The set-up decision, fast: the same decision as setup.ts `setupDecision` (the rule), from one counting pass over
// the players (the set-up's problem as a number, which keys the prompts) and from `place` actions built once per
// player and square and shared (frozen: decisions never edit them). A random coach spends most of its actions
// setting up, so this decision is asked for more than any other.

import { BoundedCache } from '../../../core/bounded-cache';
import type { Action, Decision } from '../../../core/types';
import { perPitch, pitchOf, type Pitch } from '../pitch';
import { FORMATION_NAMES, inOwnHalf, isWide, onLos, setupPrompt } from '../setup';
import type { GState, Player, Side } from '../state';

/** Scratch lists of the players who may take the field (as setup.ts `available`) and their indexes in `players`,
 * filled by `setupCode` up to `availCount` (written over, never emptied: emptying an array gives its storage away),
 * with how many of them are on the pitch. */
const availScratch: Player[] = [];
const availIndex: number[] = [];
let availCount = 0;
let availOnPitch = 0;

/** The set-up's problem as a number (0 when it may be confirmed), counted in one pass over the players, which also
 * fills the scratch lists. Codes: 1 a wide zone overfull; 2 + 4 * los + need (need is at most 3), too few on the
 * line of scrimmage; 16 + n, n players on the pitch (more than 11). The checks come in the rule's order. */
function setupCode(s: GState, side: Side): number {
  let n = 0;
  let on = 0;
  let los = 0;
  let top = 0;
  let bottom = 0;
  const pitch = pitchOf(s);
  const players = s.players;
  for (let i = 0; i < players.length; i++) {
    const p = players[i];
    if (p.side !== side || (p.place !== 'reserves' && p.place !== 'pitch') || (p.flags.length > 0 && p.flags.includes('heat'))) continue;
    availIndex[n] = i;
    availScratch[n++] = p;
    if (p.place !== 'pitch') continue;
    on++;
    if (onLos(pitch, side, p.x, p.y) && !isWide(pitch, p.x, p.y)) los++;
    const c = p.y * pitch.width + p.x;
    if (pitch.wideTop[c] === 1) top++;
    if (pitch.wideBottom[c] === 1) bottom++;
  }
  availCount = n;
  availOnPitch = on;
  if (on > 11) return 16 + on;
  const needLos = Math.min(3, n);
  if (los < needLos) return 2 + 4 * los + needLos;
  if (top > 2 || bottom > 2) return 1;
  return 0;
}

/** The rule's own words for a problem code. */
function problemText(code: number): string | null {
  if (code === 0) return null;
  if (code === 1) return 'more than 2 players in a wide zone';
  if (code >= 16) return `${code - 16} players on the pitch: at most 11`;
  return `${(code - 2) >> 2} on the line of scrimmage in the centre: at least ${(code - 2) & 3}`;
}

const FORMATION_ACTIONS: readonly Action[] = FORMATION_NAMES.map((name) => Object.freeze({ type: 'setup-formation', name }));
const SETUP_DONE: Action = Object.freeze({ type: 'setup-done' });

/** What the `place` actions of one pitch need, worked out once per pitch. */
interface Layout {
  pitch: Pitch;
  /** A side's own-half squares (index y * width + x) in the order the `place` actions list them: by column, then
   * row. */
  own: Record<Side, Int32Array>;
  /** Per square: its position in the side's `own`, or -1 outside the side's half. */
  ownPos: Record<Side, Int32Array>;
  /** Per side and player id: the `place` actions to each of the side's own-half squares, in `own` order. (Keyed by
   * side too: a scenario may give the same id to a player of either side.) */
  ownCache: Record<Side, BoundedCache<string, Action[]>>;
  /** Where to look first: the actions last used for each index into `players`, taken only when their id is the
   * player's. */
  ownByIndex: Record<Side, (Action[] | undefined)[]>;
  /** Scratch: the `own` positions of the occupied own-half squares, sorted. */
  occupied: Int32Array;
}

const layoutOf = perPitch((pitch): Layout => {
  const own = { home: ownSquares(pitch, 'home'), away: ownSquares(pitch, 'away') };
  return {
    pitch,
    own,
    ownPos: { home: ownPositions(pitch, own.home), away: ownPositions(pitch, own.away) },
    ownCache: { home: new BoundedCache(512), away: new BoundedCache(512) },
    ownByIndex: { home: [], away: [] },
    occupied: new Int32Array(pitch.cells),
  };
});

function ownSquares(pitch: Pitch, side: Side): Int32Array {
  const out: number[] = [];
  for (let x = 0; x < pitch.width; x++) {
    for (let y = 0; y < pitch.height; y++) if (inOwnHalf(pitch, side, x, y)) out.push(y * pitch.width + x);
  }
  return Int32Array.from(out);
}

function ownPositions(pitch: Pitch, own: Int32Array): Int32Array {
  const pos = new Int32Array(pitch.cells).fill(-1);
  own.forEach((sq, k) => (pos[sq] = k));
  return pos;
}

/** Per player id: the `place` action to the reserves box. */
const boxCache = new BoundedCache<string, Action>(512);

function boxAction(id: string): Action {
  return boxCache.get(id) ?? boxCache.set(id, Object.freeze({ type: 'place', player: id, x: -1, y: -1, hint: 'to the reserves box' }));
}

function ownActions(L: Layout, id: string, side: Side): Action[] {
  let own = L.ownCache[side].get(id);
  if (!own) {
    const sq = L.own[side];
    const w = L.pitch.width;
    own = new Array<Action>(sq.length);
    for (let k = 0; k < sq.length; k++) own[k] = Object.freeze({ type: 'place', player: id, x: sq[k] % w, y: Math.floor(sq[k] / w) });
    L.ownCache[side].set(id, own);
  }
  return own;
}

/** Where to look first: the actions last used for each index into `players`, taken only when their id is the
 * player's (no longer than the longest players list seen). */
const boxByIndex: (Action | undefined)[] = [];

/** The players who may take the field are those `setupCode` just listed in the scratch lists. */
function setupActions(s: GState, side: Side, legal: boolean): Action[] {
  const L = layoutOf(pitchOf(s));
  const occupied = L.occupied;
  const nAvail = availCount;
  const reserves = availOnPitch < 11 ? nAvail - availOnPitch : 0;
  let free = 0;
  let nOcc = 0;
  if (reserves > 0) {
    // The occupied own-half squares, in list order, so each reserve's list is copied as runs between them.
    const pos = L.ownPos[side];
    for (const q of s.players) {
      if (q.place !== 'pitch') continue;
      const k = pos[q.y * L.pitch.width + q.x];
      if (k < 0) continue;
      let i = nOcc++;
      while (i > 0 && occupied[i - 1] > k) {
        occupied[i] = occupied[i - 1];
        i--;
      }
      occupied[i] = k;
    }
    free = L.own[side].length;
    for (let i = 0; i < nOcc; i++) if (i === 0 || occupied[i] !== occupied[i - 1]) free--;
  }
  const nf = FORMATION_ACTIONS.length;
  const out = new Array<Action>(nf + (legal ? 1 : 0) + availOnPitch + reserves * free);
  let j = 0;
  for (; j < nf; j++) out[j] = FORMATION_ACTIONS[j];
  if (legal) out[j++] = SETUP_DONE;
  for (let a = 0; a < nAvail; a++) {
    const p = availScratch[a];
    const at = availIndex[a];
    if (p.place === 'pitch') {
      let box = boxByIndex[at];
      if (box === undefined || box.player !== p.id) box = boxByIndex[at] = boxAction(p.id);
      out[j++] = box;
    } else if (reserves > 0) {
      let own = L.ownByIndex[side][at];
      if (own === undefined || own[0].player !== p.id) own = L.ownByIndex[side][at] = ownActions(L, p.id, side);
      let from = 0;
      for (let i = 0; i < nOcc; i++) {
        const to = occupied[i];
        for (let k = from; k < to; k++) out[j++] = own[k];
        from = to + 1;
      }
      for (let k = from; k < own.length; k++) out[j++] = own[k];
    }
  }
  return out;
}

/** Set-up prompts by team name, then by kicking or receiving and problem code. */
const promptCache = new BoundedCache<string, string[]>(64);

function prompt(name: string, kicking: boolean, code: number): string {
  const byCode = promptCache.get(name) ?? promptCache.set(name, []);
  return (byCode[code * 2 + (kicking ? 1 : 0)] ??= setupPrompt(name, kicking, problemText(code)));
}

export function fastSetupDecision(s: GState, side: Side): Decision {
  const code = setupCode(s, side);
  return {
    seat: side,
    kind: 'setup',
    prompt: prompt(s.teams[side].name, s.kicking === side, code),
    actions: setupActions(s, side, code === 0),
  };
}
