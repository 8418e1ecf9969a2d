// Dice and tests. Every die either comes from a scenario's script or from the seeded generator, and every roll is
// logged as a `roll` event naming its rule, so the log a person reads and the assertions a test makes are the same.

import { BoundedCache } from './bounded-cache';
import { randInt, type RngState } from './rng';
import type { Event, Modifier, RollEvent } from './types';

/** What rolling needs from a game: its generator, its script, and somewhere to put the events. */
export interface RollCtx {
  state: { rng: RngState; script: (number | string)[] };
  events: Event[];
}

/** A scripted value that the roll cannot produce, or a malformed dice expression. Names the roll. */
export class DiceError extends Error {
  override name = 'DiceError';
}

/** A pool the odds engine is asked for whole: its dice and what makes a success, so that it can branch on the
 * successes and sixes rather than on every face (an exploding pool is an infinite tree of faces). */
export interface PoolAsk {
  count: number;
  target: number;
  explode: boolean;
}

/** Thrown in odds mode when the rules need a die the script does not hold (src/core/odds.ts catches it and branches
 * on each face). It carries the roll's context so that the odds engine can read what has happened so far. */
export class NeedDie extends Error {
  override name = 'NeedDie';
  constructor(readonly sides: number, readonly rule: string, readonly ctx: RollCtx, readonly pool?: PoolAsk) {
    super(`odds mode: the rules need a d${sides} the script does not hold (roll: ${rule})`);
  }
}

/** Odds mode: while on, a die past the script is asked for (NeedDie), never drawn. Off outside `withOddsMode`, so
 * play, replays and simulations draw exactly as before. */
let asking = false;

/** Runs `f` in odds mode: the one door to it, so that an exception never leaves the mode on. */
export function withOddsMode<T>(f: () => T): T {
  const was = asking;
  // A NeedDie is thrown for every die the odds engine branches on: no stack is captured for it (the cost of a run).
  const limit = Error.stackTraceLimit;
  asking = true;
  Error.stackTraceLimit = 0;
  try {
    return f();
  } finally {
    asking = was;
    Error.stackTraceLimit = limit;
  }
}

/** The refereed dice (src/server/referee.ts, web/src/refereed.ts): while `tapped` is set, every die the generator
 * draws is noted there (the server, to tell the seat's screen what it rolled); while `fed` is set, dice are taken
 * from it instead of the generator (the screen, re-playing the server's step without its seed). */
let tapped: number[] | null = null;
let fed: number[] | null = null;

/** Runs `f`, returning the dice the generator drew in it, in order. */
export function withDiceTap<T>(f: () => T): { value: T; dice: number[] } {
  const was = tapped;
  const dice: number[] = [];
  tapped = dice;
  try {
    return { value: f(), dice };
  } finally {
    tapped = was;
  }
}

/** Runs `f` with `dice` as its generator's draws: every one must be used, and no more asked for. */
export function withDiceFed<T>(dice: readonly number[], f: () => T): T {
  const was = fed;
  const queue = dice.slice();
  fed = queue;
  try {
    const value = f();
    if (queue.length) throw new DiceError(`the referee sent ${queue.length} dice more than the step rolled`);
    return value;
  } finally {
    fed = was;
  }
}

/** One die of `sides` faces, scripted first. `rule` only names the roll in an error. */
export function die(ctx: RollCtx, sides: number, rule: string): number {
  const script = ctx.state.script;
  if (script.length > 0) {
    const v = script.shift()!;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > sides) {
      throw new DiceError(`a scripted die must be a whole number from 1 to ${sides} for a d${sides} (roll: ${rule})`);
    }
    return v;
  }
  if (asking) throw new NeedDie(sides, rule, ctx);
  if (fed) {
    const v = fed.shift();
    if (v === undefined) throw new DiceError(`the referee's dice for this step ran out (roll: ${rule})`);
    if (!Number.isInteger(v) || v < 1 || v > sides) throw new DiceError(`a refereed die must be a whole number from 1 to ${sides} for a d${sides} (roll: ${rule})`);
    return v;
  }
  const v = randInt(ctx.state.rng, sides) + 1;
  tapped?.push(v);
  return v;
}

export interface DiceExpr {
  count: number;
  sides: number;
  plus: number;
  /** D68: a d6 for the tens and a d8 for the units (Blood Bowl casualties). */
  d68?: boolean;
}

/** One term of a dice sum: `count` dice of `sides` faces, or (sides 0) the constant `count`; added or taken away. */
export interface DiceTerm {
  sign: 1 | -1;
  count: number;
  sides: number;
}

export const MAX_DICE = 100;
export const MAX_SIDES = 1000;
export const MAX_CONSTANT = 1000;
const EXAMPLES = 'write dice such as 1D6, 1D8+1 or 1D8+1+1D4';
const TERM = /^(\d*)D(\d+)$|^(\d+)$/;

/** The one dice parser: a sum of dice and constants, as damage is written (`1D8+1+1D4`, `2D6`, `1D6-1D4`, `3`,
 * `+1D4`). Everything a roll could trip on is refused here, before any die is rolled: no dice or too many (`0D6`,
 * `1000D6`), a die of fewer than two sides (`1D0`), a leading minus (`-1D6`: no one rolls minus one die), a sign
 * with nothing after it (`2D6+`). Errors are one line and do not repeat the text, which may be anything. */
export function parseDiceSum(text: string): DiceTerm[] {
  const t = text.replace(/\s+/g, '').toUpperCase();
  if (t === '') throw new DiceError(`a dice expression is empty: ${EXAMPLES}`);
  if (t.startsWith('-')) throw new DiceError('a dice expression cannot start with a minus: there is no rolling minus one die');
  const body = t.startsWith('+') ? t.slice(1) : t;
  const terms: DiceTerm[] = [];
  let sign: 1 | -1 = 1;
  for (const piece of body.split(/([+-])/)) {
    if (piece === '+' || piece === '-') { sign = piece === '-' ? -1 : 1; continue; }
    if (piece === '') throw new DiceError(`a + or - in a dice expression needs a number or dice on each side: ${EXAMPLES}`);
    const m = TERM.exec(piece);
    if (!m) throw new DiceError(`not a dice expression: ${EXAMPLES}`);
    if (m[3] !== undefined) {
      const k = Number(m[3]);
      if (k > MAX_CONSTANT) throw new DiceError(`a number added to dice is at most ${MAX_CONSTANT}`);
      terms.push({ sign, count: k, sides: 0 });
      continue;
    }
    const count = m[1] === '' ? 1 : Number(m[1]);
    const sides = Number(m[2]);
    if (count < 1) throw new DiceError(`no dice to roll: the number before D must be 1 to ${MAX_DICE}`);
    if (count > MAX_DICE) throw new DiceError(`too many dice: the number before D must be 1 to ${MAX_DICE}`);
    if (sides < 2 || sides > MAX_SIDES) throw new DiceError(`a die has 2 to ${MAX_SIDES} sides (the number after D)`);
    terms.push({ sign, count, sides });
  }
  return terms;
}

/** Parses one kind of dice and a constant: `d6`, `2d6`, `1d4-1`, `2d8-1`, `3d4`, `d100`, `D68`, `NdX+k`. */
export function parseDice(expr: string): DiceExpr {
  if (/^\s*d68\s*$/i.test(expr)) return { count: 2, sides: 68, plus: 0, d68: true };
  const terms = parseDiceSum(expr);
  const [dice, k, more] = terms;
  if (dice.sides === 0 || dice.sign < 0 || (k && k.sides !== 0) || more) {
    throw new DiceError('expected one kind of dice and at most a number added or taken away: NdX, NdX+k or NdX-k');
  }
  return { count: dice.count, sides: dice.sides, plus: k ? k.sign * k.count : 0, d68: false };
}

/** Rolls the dice of an expression: D68 is a d6 and a d8 read as tens and units. */
function rollExpr(ctx: RollCtx, e: DiceExpr, rule: string): { dice: number[]; sum: number } {
  if (e.d68) {
    const tens = die(ctx, 6, rule);
    const units = die(ctx, 8, rule);
    return { dice: [tens, units], sum: tens * 10 + units };
  }
  const dice: number[] = [];
  let sum = e.plus;
  for (let i = 0; i < e.count; i++) {
    const v = die(ctx, e.sides, rule);
    dice.push(v);
    sum += v;
  }
  return { dice, sum };
}

const exprCache = new BoundedCache<string, DiceExpr>(256);
/** The last expression asked for: most rolls in a row are the same `d6`. */
let lastText = '';
let lastExpr: DiceExpr | undefined;
function expr(text: string): DiceExpr {
  if (text === lastText && lastExpr) return lastExpr;
  let e = exprCache.get(text);
  if (!e) exprCache.set(text, (e = parseDice(text)));
  lastText = text;
  lastExpr = e;
  return e;
}

function sumMods(mods: Modifier[] | undefined): number {
  let s = 0;
  if (mods) for (const m of mods) s += m.value;
  return s;
}

export interface RollSpec {
  rule: string;
  who?: string;
  /** A dice expression: `2d6`, `1d4-1`, `d100`, `D68`; or one already parsed, for a count a rule works out itself
   * (a 10,000 m fall is 3,333D6, past what a written expression may ask for). */
  dice: string | DiceExpr;
  modifiers?: Modifier[];
  /** The outcome to log: a table entry, or `rolled` when left out. */
  outcome?: (total: number, dice: number[]) => string;
  note?: string;
}

/** A plain roll: the dice, plus the expression's constant, plus modifiers. */
export function roll(ctx: RollCtx, spec: RollSpec): RollEvent {
  const r = rollExpr(ctx, typeof spec.dice === 'string' ? expr(spec.dice) : spec.dice, spec.rule);
  const total = r.sum + sumMods(spec.modifiers);
  const outcome = spec.outcome ? spec.outcome(total, r.dice) : 'rolled';
  // Built without object spreads (this runs for every roll); the key order is the same either way.
  const ev: RollEvent =
    spec.who !== undefined
      ? { type: 'roll', rule: spec.rule, who: spec.who, dice: r.dice, modifiers: spec.modifiers ?? [], total, outcome }
      : { type: 'roll', rule: spec.rule, dice: r.dice, modifiers: spec.modifiers ?? [], total, outcome };
  if (spec.note) ev.note = spec.note;
  ctx.events.push(ev);
  return ev;
}

export type Compare = '>=' | '>' | '<=' | '<';

export interface TestSpec {
  rule: string;
  who?: string;
  /** `d6` unless said: `2d6` for armour, `d20` for a Runebearer test, `d100` for a RuneQuest roll. */
  dice?: string;
  target: number;
  modifiers?: Modifier[];
  /** How the modified total meets the target: `>=` (default, "equals or beats"), `>` (armour: "beats AV"),
   * `<=` (roll under, d100). */
  compare?: Compare;
  /** Natural results (the unmodified die, for one-die tests) that always fail or always succeed. */
  alwaysFails?: number[];
  alwaysSucceeds?: number[];
}

/** A test against a target: success or failure, with the natural-result overrides the rules give. */
export function test(ctx: RollCtx, spec: TestSpec): RollEvent {
  const e = expr(spec.dice ?? 'd6');
  const r = rollExpr(ctx, e, spec.rule);
  const total = r.sum + sumMods(spec.modifiers);
  const natural = r.dice.length === 1 ? r.dice[0] : r.sum;
  let outcome: 'success' | 'failure';
  let note: string | undefined;
  if (spec.alwaysFails?.includes(natural)) {
    outcome = 'failure';
    note = `a natural ${natural} always fails`;
  } else if (spec.alwaysSucceeds?.includes(natural)) {
    outcome = 'success';
    note = `a natural ${natural} always succeeds`;
  } else {
    outcome = meets(total, spec.compare ?? '>=', spec.target) ? 'success' : 'failure';
  }
  // Built without object spreads (this runs for every test); the key order is the same either way.
  const ev: RollEvent =
    spec.who !== undefined
      ? { type: 'roll', rule: spec.rule, who: spec.who, dice: r.dice, modifiers: spec.modifiers ?? [], target: spec.target, total, outcome }
      : { type: 'roll', rule: spec.rule, dice: r.dice, modifiers: spec.modifiers ?? [], target: spec.target, total, outcome };
  if (note) ev.note = note;
  ctx.events.push(ev);
  return ev;
}

export function meets(total: number, compare: Compare, target: number): boolean {
  switch (compare) {
    case '>=': return total >= target;
    case '>': return total > target;
    case '<=': return total <= target;
    case '<': return total < target;
  }
}

export interface PoolSpec {
  rule: string;
  who?: string;
  /** Dice before modifiers (DreadBall: 3). Modifiers add or remove dice, never pips. */
  dice: number;
  modifiers?: Modifier[];
  /** The score a die needs to be a success (the stat, e.g. 4 for "4+"). */
  target: number;
  /** A 6 is a success and rolls one more die, again and again. */
  explode?: boolean;
  /** Successes needed: 1 for a (1) test, 1/2/3 for the 1st/2nd/3rd (123) test; absent for an opposed (X) test. */
  need?: number;
}

/** A dice pool counting successes. Outcome: `doubled`, `success` or `failure` against `need`, or `rolled` for an
 * opposed test, whose caller compares the two totals. */
export function pool(ctx: RollCtx, spec: PoolSpec): RollEvent {
  const count = Math.max(0, spec.dice + sumMods(spec.modifiers));
  if (asking && count > 0 && ctx.state.script.length === 0) {
    throw new NeedDie(6, spec.rule, ctx, { count, target: spec.target, explode: spec.explode !== false });
  }
  const dice: number[] = [];
  let successes = 0;
  let toRoll = count;
  while (toRoll > 0) {
    toRoll--;
    const v = die(ctx, 6, spec.rule);
    dice.push(v);
    if (v >= spec.target) successes++;
    if (v === 6 && spec.explode !== false) toRoll++;
  }
  let outcome = 'rolled';
  if (spec.need !== undefined) {
    outcome = successes >= spec.need * 2 ? 'doubled' : successes >= spec.need ? 'success' : 'failure';
  }
  const ev: RollEvent = {
    type: 'roll',
    rule: spec.rule,
    ...(spec.who !== undefined ? { who: spec.who } : {}),
    dice,
    modifiers: spec.modifiers ?? [],
    target: spec.target,
    total: successes,
    outcome,
    ...(count === 0 ? { note: 'no dice left in the pool' } : {}),
    pool: spec.need !== undefined ? { dice: spec.dice, need: spec.need } : { dice: spec.dice },
  };
  ctx.events.push(ev);
  return ev;
}

/** An opposed (X) test: compares two pools' successes. Equal is a draw; at least twice the other's successes (and
 * never fewer than 2, so one success against none is a plain win) is a double. */
export function opposed(attacker: RollEvent, defender: RollEvent): 'attacker-doubled' | 'attacker' | 'draw' | 'defender' | 'defender-doubled' {
  const a = attacker.total;
  const d = defender.total;
  if (a === d) return 'draw';
  if (a > d) return a >= 2 * Math.max(d, 1) ? 'attacker-doubled' : 'attacker';
  return d >= 2 * Math.max(a, 1) ? 'defender-doubled' : 'defender';
}
