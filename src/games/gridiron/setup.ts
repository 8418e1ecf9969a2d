// Setting up for a kick-off (facts.md §2.1): the kicking team first, then the receiving team, each in its own half:
// at most 11 on the pitch, at least 3 on the line of scrimmage in the centre (all of them if fewer than 3 are
// available), at most 2 in each wide zone. The team starts from a legal formation so one click can confirm it.

import { push, pop, type Procedure } from '../../core/engine';
import type { Action, Frame } from '../../core/types';
import type { GCtx } from './common';
import { PITCH, playerById, type GState, type Player, type Side } from './state';

/** Formations, written for either side as (depth behind the line of scrimmage, row). Slots are filled in order, so
 * the line of scrimmage comes first. Columns per slot: depth, y. */
export const FORMATIONS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  balanced: [[0, 6], [0, 7], [0, 8], [2, 2], [2, 12], [2, 5], [2, 9], [4, 6], [4, 8], [6, 7], [9, 7]],
  defensive: [[0, 6], [0, 7], [0, 8], [1, 3], [1, 11], [1, 5], [1, 9], [3, 4], [3, 10], [5, 7], [10, 7]],
  offensive: [[0, 6], [0, 7], [0, 8], [3, 2], [3, 12], [2, 4], [2, 10], [4, 7], [6, 5], [6, 9], [8, 7]],
};
export const FORMATION_NAMES = Object.keys(FORMATIONS);

export interface SetupFrame extends Frame {
  p: 'gridiron.setup';
  side: Side;
  started: boolean;
}

/** `keep`: the team re-sets from where it stands (Perfect Defence), instead of starting from a formation. */
export function pushSetup(ctx: GCtx, side: Side, keep = false): void {
  push(ctx, { p: 'gridiron.setup', side, started: keep } satisfies SetupFrame);
}

const losX = (side: Side) => (side === 'home' ? PITCH.losHome : PITCH.losAway);
const inOwnHalf = (side: Side, x: number) => (side === 'home' ? x <= PITCH.losHome : x >= PITCH.losAway);
const isWide = (y: number) => y < PITCH.wideZone || y >= PITCH.height - PITCH.wideZone;

/** Players who may take the field this drive. */
export function available(s: GState, side: Side): Player[] {
  return s.players.filter((p) => p.side === side && (p.place === 'reserves' || p.place === 'pitch') && !p.flags.includes('heat'));
}

/** Scratch lists of the players who may take the field (as `available`) and their indexes in `players`, filled by
 * `setupCode` up to `availCount` (written over, never emptied: emptying an array gives its storage away), with how
 * many of them are on the pitch. */
const availScratch: Player[] = [];
const availIndex: number[] = [];
let availCount = 0;
let availOnPitch = 0;

/** Why a set-up is illegal, as a number (0 when it may be confirmed), counted in one pass over the players: a
 * number keys the cached prompts without building the problem's text at every set-up step. With `list`, the
 * players who may take the field are put in the scratch lists. Codes: 1 a wide zone overfull; 2 + 4 * los + need (need is
 * at most 3), too few on the line of scrimmage; 16 + n, n players on the pitch (more than 11). */
function setupCode(s: GState, side: Side, list: boolean): number {
  let n = 0;
  let on = 0;
  let los = 0;
  let top = 0;
  let bottom = 0;
  const line = losX(side);
  const players = s.players;
  for (let i = 0; i < players.length; i++) {
    const p = players[i];
    if (p.side !== side || (p.place !== 'reserves' && p.place !== 'pitch') || (p.flags.length > 0 && p.flags.includes('heat'))) continue;
    if (list) {
      availScratch[n] = p;
      availIndex[n] = i;
    }
    n++;
    if (p.place !== 'pitch') continue;
    on++;
    if (p.x === line && !isWide(p.y)) los++;
    if (p.y < PITCH.wideZone) top++;
    if (p.y >= PITCH.height - PITCH.wideZone) bottom++;
  }
  if (list) {
    availCount = n;
    availOnPitch = on;
  }
  if (on > 11) return 16 + on;
  const needLos = Math.min(3, n);
  if (los < needLos) return 2 + 4 * los + needLos;
  if (top > 2 || bottom > 2) return 1;
  return 0;
}

function problemText(code: number): string | null {
  if (code === 0) return null;
  if (code === 1) return 'more than 2 players in a wide zone';
  if (code >= 16) return `${code - 16} players on the pitch: at most 11`;
  return `${(code - 2) >> 2} on the line of scrimmage in the centre: at least ${(code - 2) & 3}`;
}

/** Why a set-up is illegal, or null when it may be confirmed. */
export function setupProblem(s: GState, side: Side): string | null {
  return problemText(setupCode(s, side, false));
}

/** Whether `a` goes on the line of scrimmage before `b`: stronger, then lower AG, then lower shirt number. */
const linesUpBefore = (a: Player, b: Player) => b.st - a.st || a.ag - b.ag || a.number - b.number;
/** Scratch for `applyFormation`: the players in slot order. */
const order: Player[] = [];

export function applyFormation(s: GState, side: Side, name: string): void {
  const slots = FORMATIONS[name];
  const avail = available(s, side);
  for (const p of avail) {
    p.place = 'reserves';
    p.x = -1;
    p.y = -1;
  }
  // The line of scrimmage gets the three strongest players; the rest fill the slots in shirt-number order. The three
  // are picked one at a time (the first of equals wins, as a stable sort would have it): no sorted copy is needed.
  order.length = 0;
  for (let k = 0; k < 3 && k < avail.length; k++) {
    let best: Player | null = null;
    for (const p of avail) if (!order.includes(p) && (best === null || linesUpBefore(p, best) < 0)) best = p;
    order.push(best!);
  }
  const los = order.length;
  for (const p of avail) if (!order.includes(p)) order.push(p);
  // The rest by shirt number: an insertion sort, stable and quick on a dozen players mostly in order already.
  for (let i = los + 1; i < order.length; i++) {
    const p = order[i];
    let j = i;
    for (; j > los && order[j - 1].number > p.number; j--) order[j] = order[j - 1];
    order[j] = p;
  }
  for (let i = 0; i < Math.min(11, order.length); i++) {
    const [depth, y] = slots[i];
    const p = order[i];
    p.place = 'pitch';
    p.stance = 'standing';
    p.x = side === 'home' ? losX(side) - depth : losX(side) + depth;
    p.y = y;
  }
  order.length = 0;
}

const FORMATION_ACTIONS: readonly Action[] = FORMATION_NAMES.map((name) => Object.freeze({ type: 'setup-formation', name }));
const SETUP_DONE: Action = Object.freeze({ type: 'setup-done' });
/** Per player id: the `place` actions to every square (index y * width + x) and to the box (last), built once and
 * shared frozen; decisions replace action lists and never edit them. */
const placeCache = new Map<string, Action[]>();
const BOX = PITCH.width * PITCH.height;

function placeList(id: string): Action[] {
  let list = placeCache.get(id);
  if (!list) {
    list = new Array<Action>(BOX + 1);
    placeCache.set(id, list);
  }
  return list;
}

function placeAction(list: Action[], id: string, i: number): Action {
  return (list[i] ??= Object.freeze(
    i === BOX
      ? { type: 'place', player: id, x: -1, y: -1, hint: 'to the reserves box' }
      : { type: 'place', player: id, x: i % PITCH.width, y: Math.floor(i / PITCH.width) },
  ));
}

/** The shared `place` action moving a player to square (x, y) of the pitch (Quick Snap! offers these too). */
export function placeActionAt(id: string, x: number, y: number): Action {
  return placeAction(placeList(id), id, y * PITCH.width + x);
}

/** A side's own-half squares (index y * width + x) in the order the `place` actions list them: by column, then row. */
const OWN_SQUARES: Record<Side, Int32Array> = { home: ownSquares('home'), away: ownSquares('away') };
function ownSquares(side: Side): Int32Array {
  const out: number[] = [];
  for (let x = 0; x < PITCH.width; x++) {
    if (!inOwnHalf(side, x)) continue;
    for (let y = 0; y < PITCH.height; y++) out.push(y * PITCH.width + x);
  }
  return Int32Array.from(out);
}
/** Per square (index y * width + x): its position in the side's OWN_SQUARES, or -1 outside the side's half. */
const OWN_POS: Record<Side, Int32Array> = { home: ownPositions('home'), away: ownPositions('away') };
function ownPositions(side: Side): Int32Array {
  const pos = new Int32Array(BOX).fill(-1);
  OWN_SQUARES[side].forEach((sq, k) => (pos[sq] = k));
  return pos;
}
/** Per side and player id: the `place` actions to each of the side's own-half squares, in OWN_SQUARES order. (Keyed
 * by side too: a scenario may give the same id to a player of either side.) */
const ownPlaceCache: Record<Side, Map<string, Action[]>> = { home: new Map(), away: new Map() };
function ownPlaceList(id: string, side: Side): Action[] {
  let own = ownPlaceCache[side].get(id);
  if (!own) {
    const list = placeList(id);
    const sq = OWN_SQUARES[side];
    own = new Array<Action>(sq.length);
    for (let k = 0; k < sq.length; k++) own[k] = placeAction(list, id, sq[k]);
    ownPlaceCache[side].set(id, own);
  }
  return own;
}

/** The same lists by the player's index in `players`, checked against the id before use: an array read is cheaper
 * than a look-up by id at every set-up step. */
const boxByIndex: (Action | undefined)[] = [];
const ownByIndex: Record<Side, (Action[] | undefined)[]> = { home: [], away: [] };

function boxAction(p: Player, i: number): Action {
  let a = boxByIndex[i];
  if (a === undefined || a.player !== p.id) a = boxByIndex[i] = placeAction(placeList(p.id), p.id, BOX);
  return a;
}

function ownActions(p: Player, i: number, side: Side): Action[] {
  let own = ownByIndex[side][i];
  if (own === undefined || own[0].player !== p.id) own = ownByIndex[side][i] = ownPlaceList(p.id, side);
  return own;
}

/** Scratch: the OWN_SQUARES positions of the occupied own-half squares, sorted. */
const occupied = new Int32Array(BOX);

/** The players who may take the field are those `setupCode` just listed in the scratch lists. */
function setupActions(s: GState, side: Side, legal: boolean): Action[] {
  const avail = availScratch;
  const nAvail = availCount;
  const onPitch_ = availOnPitch;
  const reserves = onPitch_ < 11 ? nAvail - onPitch_ : 0;
  let free = 0;
  let nOcc = 0;
  if (reserves > 0) {
    // The occupied own-half squares, in list order, so each reserve's list is copied as runs between them.
    const pos = OWN_POS[side];
    for (const q of s.players) {
      if (q.place !== 'pitch') continue;
      const k = pos[q.y * PITCH.width + q.x];
      if (k < 0) continue;
      let i = nOcc++;
      while (i > 0 && occupied[i - 1] > k) {
        occupied[i] = occupied[i - 1];
        i--;
      }
      occupied[i] = k;
    }
    free = OWN_SQUARES[side].length;
    for (let i = 0; i < nOcc; i++) if (i === 0 || occupied[i] !== occupied[i - 1]) free--;
  }
  const nf = FORMATION_ACTIONS.length;
  const out = new Array<Action>(nf + (legal ? 1 : 0) + onPitch_ + reserves * free);
  let j = 0;
  for (; j < nf; j++) out[j] = FORMATION_ACTIONS[j];
  if (legal) out[j++] = SETUP_DONE;
  for (let a = 0; a < nAvail; a++) {
    const p = avail[a];
    if (p.place === 'pitch') {
      // A player on the pitch goes back to the box; from there he may be placed on any empty square. (Offering
      // every square to every player at once would make each set-up decision thousands of actions long.)
      out[j++] = boxAction(p, availIndex[a]);
    } else if (reserves > 0) {
      const own = ownActions(p, availIndex[a], side);
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

/** Set-up prompts by team name, then by kicking or receiving and problem code, written once each. The last team
 * asked is remembered, which spares the name lookup at nearly every step. */
const promptCache = new Map<string, string[]>();
let lastName = '';
let lastPrompts: string[] = [];
function setupPrompt(name: string, kicking: boolean, code: number): string {
  if (name !== lastName) {
    let byCode = promptCache.get(name);
    if (!byCode) promptCache.set(name, (byCode = []));
    lastName = name;
    lastPrompts = byCode;
  }
  const k = code * 2 + (kicking ? 1 : 0);
  let t = lastPrompts[k];
  if (t === undefined) {
    const problem = problemText(code);
    t = lastPrompts[k] = `${name}: set up${kicking ? ' to kick off' : ' to receive'}${problem ? ` (${problem})` : ''}`;
  }
  return t;
}

export const setupProcedure: Procedure<GState, SetupFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    if (!f.started) {
      f.started = true;
      // An empty half starts from the first formation; a team already standing (a scenario) keeps its places.
      if (!s.players.some((p) => p.side === f.side && p.place === 'pitch')) applyFormation(s, f.side, FORMATION_NAMES[0]);
    }
    const code = setupCode(s, f.side, true);
    return {
      seat: f.side,
      kind: 'setup',
      prompt: setupPrompt(s.teams[f.side].name, s.kicking === f.side, code),
      actions: setupActions(s, f.side, code === 0),
    };
  },
  act(ctx, f, action) {
    const s = ctx.state;
    switch (action.type) {
      case 'setup-formation':
        applyFormation(s, f.side, action.name as string);
        return;
      case 'place': {
        const p = playerById(s, action.player as string);
        if ((action.x as number) < 0) {
          p.place = 'reserves';
          p.x = -1;
          p.y = -1;
        } else {
          p.place = 'pitch';
          p.stance = 'standing';
          p.x = action.x as number;
          p.y = action.y as number;
        }
        return;
      }
      case 'setup-done':
        ctx.events.push({
          type: 'setup',
          side: f.side,
          players: s.players.filter((p) => p.side === f.side && p.place === 'pitch').map((p) => ({ id: p.id, x: p.x, y: p.y })),
        });
        pop(ctx);
        return;
    }
  },
};
