// Setting up a position by hand: each edit is a change to the game's scenario (the one thing a position is), so the
// engine checks and builds the result like any scenario. Players are named by side and shirt number, as every
// game's scenario names them.

import type { Position } from './position';

export type Side = 'home' | 'away';
export interface Who {
  side: Side;
  number: number;
}
export type Stance = 'standing' | 'prone' | 'stunned';

type Obj = Record<string, unknown>;
type Entry = Obj & { x?: number; y?: number };

const copy = (p: Position): Position => structuredClone(p);
const sc = (p: Position) => p.o.scenario as unknown as Obj & { players?: Entry[]; ball?: Obj };

/** The stances a game's scenario can set: gridiron's three, down or up elsewhere. */
export const stancesOf = (r: string): Stance[] => (r === 'gridiron' || r === 'dungeon' ? ['standing', 'prone', 'stunned'] : ['standing', 'prone']);
/** Whether a game's scenario gives a player skills (rush models have their role's). */
export const hasSkills = (r: string): boolean => r !== 'rush';

function is(p: Position, e: Entry, who: Who): boolean {
  if (p.r === 'rush') return e.id === `${who.side}-${who.number}`;
  if (p.r === 'runeball') return e.team === who.side && e.number === who.number;
  return e.side === who.side && e.number === who.number;
}

function entryOf(p: Position, who: Who): Entry | undefined {
  return (sc(p).players ?? []).find((e) => is(p, e, who));
}

const onBoard = (p: Position, e: Entry) => e.x !== undefined && e.x >= 0 && (p.r !== 'gridiron' && p.r !== 'dungeon' ? true : e.place === undefined || e.place === 'pitch');
const standing = (p: Position, e: Entry) => stanceOf(p, e) === 'standing';

function stanceOf(p: Position, e: Entry): Stance {
  if (p.r === 'rush') return e.down ? 'prone' : 'standing';
  if (p.r === 'runeball') return e.prone ? 'prone' : 'standing';
  return (e.stance as Stance | undefined) ?? 'standing';
}

function carrierOf(p: Position): Who | null {
  const b = sc(p).ball;
  if (!b) return null;
  if (typeof b.carrier === 'string') {
    const [side, n] = b.carrier.split('-');
    return { side: side as Side, number: Number(n) };
  }
  if (typeof b.number === 'number') return { side: b.team as Side, number: b.number };
  return null;
}

function holdBall(p: Position, who: Who): void {
  sc(p).ball = p.r === 'runeball' ? { team: who.side, number: who.number } : { carrier: `${who.side}-${who.number}` };
}

const sameWho = (a: Who | null, b: Who) => !!a && a.side === b.side && a.number === b.number;

/** Who stands on a square, by the scenario. */
function at(p: Position, x: number, y: number): Entry | undefined {
  return (sc(p).players ?? []).find((e) => onBoard(p, e) && e.x === x && e.y === y);
}

function whoOfEntry(p: Position, e: Entry): Who {
  if (p.r === 'rush') {
    const [side, n] = String(e.id).split('-');
    return { side: side as Side, number: Number(n) };
  }
  return { side: (p.r === 'runeball' ? e.team : e.side) as Side, number: e.number as number };
}

/** The player as the scenario lists him, added (off the board) where the game lists only those on it. */
function ensure(p: Position, who: Who): Entry {
  const found = entryOf(p, who);
  if (found) return found;
  const e: Entry = p.r === 'rush' ? { id: `${who.side}-${who.number}` } : { team: who.side, number: who.number };
  (sc(p).players ??= []).push(e);
  return e;
}

/** The player put on a square (a drag, or a click on him then on it); whoever stood there takes his old square, and
 * a ball lying there is picked up by a standing player. */
export function moveTo(pos: Position, who: Who, x: number, y: number): Position {
  const p = copy(pos);
  const e = ensure(p, who);
  const there = at(p, x, y);
  if (there && there !== e) {
    if (onBoard(p, e)) [there.x, there.y] = [e.x, e.y];
    else if (p.r === 'gridiron' || p.r === 'dungeon') (delete there.x, delete there.y, (there.place = 'reserves'));
    else sc(p).players = sc(p).players!.filter((q) => q !== there);
  }
  e.x = x;
  e.y = y;
  delete e.place;
  const b = sc(p).ball;
  if (b && b.x === x && b.y === y && standing(p, e)) holdBall(p, who);
  return p;
}

/** The player off the board (to the reserves, or off the scenario's list where it names only those on the board). */
export function offBoard(pos: Position, who: Who): Position {
  const p = copy(pos);
  const e = entryOf(p, who);
  if (!e) return p;
  if (p.r === 'gridiron' || p.r === 'dungeon') {
    delete e.x;
    delete e.y;
    delete e.stance;
    e.place = 'reserves';
  } else sc(p).players = sc(p).players!.filter((q) => q !== e);
  if (sameWho(carrierOf(p), who)) delete sc(p).ball;
  return p;
}

/** Knocked over or stood up; a carrier who goes down drops the ball in his square. */
export function setStance(pos: Position, who: Who, stance: Stance): Position {
  const p = copy(pos);
  const e = entryOf(p, who);
  if (!e) return p;
  if (p.r === 'rush') stance === 'standing' ? delete e.down : (e.down = true);
  else if (p.r === 'runeball') stance === 'standing' ? delete e.prone : (e.prone = true);
  else stance === 'standing' ? delete e.stance : (e.stance = stance);
  if (stance !== 'standing' && sameWho(carrierOf(p), who)) sc(p).ball = { x: e.x, y: e.y };
  return p;
}

export function stance(pos: Position, who: Who): Stance {
  const e = entryOf(pos, who);
  return e ? stanceOf(pos, e) : 'standing';
}

/** The ball on a square: in the hands of a standing player there, else on the ground. */
export function ballAt(pos: Position, x: number, y: number): Position {
  const p = copy(pos);
  const e = at(p, x, y);
  if (e && standing(p, e)) holdBall(p, whoOfEntry(p, e));
  else sc(p).ball = { x, y };
  return p;
}

/** A player's skills as one line: gridiron's names ("Block, Dodge"), runeball's names with levels ("dodge 9"). */
export function skillsText(pos: Position, who: Who): string {
  const e = entryOf(pos, who);
  if (!e || !e.skills) return '';
  if (Array.isArray(e.skills)) return e.skills.join(', ');
  return Object.entries(e.skills as Record<string, number>)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
}

/** Sets the player's skills from that line; a runeball skill needs its level ("dodge 9"). */
export function setSkills(pos: Position, who: Who, text: string): Position {
  const p = copy(pos);
  const e = ensure(p, who);
  const parts = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (p.r === 'runeball') {
    const rec: Record<string, number> = {};
    for (const part of parts) {
      const m = /^(.*?)\s+(\d+)$/.exec(part);
      if (!m) throw new Error('a runeball skill is written with its level, such as "dodge 9"');
      rec[m[1]] = Number(m[2]);
    }
    if (parts.length) e.skills = rec;
    else delete e.skills;
  } else if (parts.length) e.skills = parts;
  else delete e.skills;
  return p;
}

/** Whose turn the position starts at: a side (gridiron, rush), or in runeball the player whose turn it is. */
export function toAct(pos: Position, who: Who): Position {
  const p = copy(pos);
  if (p.r === 'runeball') sc(p).turn = { team: who.side, number: who.number };
  else sc(p).active = who.side;
  return p;
}
