// The odds engine: the exact chance of each outcome of a plan, by running the real rules over every die they would
// roll. A plan is played on a copy of the game in odds mode (src/core/dice.ts): when the rules need a die the script
// does not hold they ask for it (NeedDie), and the plan is re-run from the last decision's copy once per face, with
// that face scripted. States the branches reach that are the same (but for the generator) are solved once, so a 3+
// dodge costs two subtrees, not six. Decisions met mid-plan (a re-roll, a block die) are choices: the best one for
// the plan's success, and "no re-roll" (always decline) beside it. No second calculation of any rule lives here.

import { NeedDie, withOddsMode, type PoolAsk, type RollCtx } from './dice';
import { IllegalAction, matchAction } from './engine';
import { act, clone, type Game } from './game';
import type { Action, Decision, Event, RollEvent } from './types';

/** An exact probability: numerator and denominator, in lowest terms. */
export interface Fraction {
  n: bigint;
  d: bigint;
}

const ONE: Fraction = { n: 1n, d: 1n };
function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}
export function frac(n: bigint, d: bigint): Fraction {
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}
export function add(a: Fraction, b: Fraction): Fraction {
  return a.d === b.d ? frac(a.n + b.n, a.d) : frac(a.n * b.d + b.n * a.d, a.d * b.d);
}
export function mul(a: Fraction, b: Fraction): Fraction {
  return frac(a.n * b.n, a.d * b.d);
}
function sub(a: Fraction, b: Fraction): Fraction {
  return add(a, { n: -b.n, d: b.d });
}
export function toNumber(f: Fraction): number {
  return Number(f.n) / Number(f.d);
}
function cmp(a: Fraction, b: Fraction): number {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
}

/** The decision's action a plan names: matched as the engine matches a client's action, among those of its type
 * only (a turn may list hundreds of moves, and a plan is matched at every step of every branch). */
export function matchPlanned(dec: Decision, want: Action): Action {
  const same = dec.actions.filter((a) => a.type === want.type);
  return matchAction(same.length === dec.actions.length ? dec : { ...dec, actions: same.length ? same : dec.actions }, want);
}

/** The plan's next action, from the decision the game waits on; null when the plan is done. */
export type PlanFn = (game: Game, decision: Decision, index: number) => Action | null;
export type Plan = Action[] | PlanFn;

/** How a game names the ways a plan fails: read from what happened, as the rules reported it. */
export interface OddsAdapter {
  /** A failure's name once `events` show it (a fall, a turnover), or null. Asked before each die too, so that the
   * rolls after a failure (armour, injury) are not enumerated. `planDone`: the plan's last action has been played
   * (a list plan's); returning `completed` then ends the plan there, named by `label` (the rolls of the turn after
   * it, such as the next round's initiative, are not the plan's). */
  failure(events: Event[], state: Game, seat: string, nextRule?: string, planDone?: boolean): string | null;
  /** Decision kinds met mid-plan that are choices rather than the plan's own steps. */
  choiceKinds: string[];
}

const adapters = new Map<string, OddsAdapter>();
export function registerOddsAdapter(ruleset: string, adapter: OddsAdapter): void {
  adapters.set(ruleset, adapter);
}

export function adapterOf(ruleset: string): OddsAdapter {
  return adapters.get(ruleset) ?? { failure: () => null, choiceKinds: DEFAULT_CHOICES };
}

const DEFAULT_CHOICES = ['reroll', 'block-die', 'push', 'follow-up', 'skill', 'slam-reaction', 'dodge-step', 'diving-tackle', 'shadowing', 'tentacles', 'dump-off', 'catch-choice'];

export interface OddsOptions {
  /** The seat whose plan it is: the seat the game waits on unless said. */
  seat?: string;
  /** Branches less likely than this are not followed; their mass is reported as `cut`. Default 1e-9. */
  cutoff?: number;
  /** Names a completed plan's result ("defender down"): outcomes are then `completed: <label>`. */
  label?: (game: Game) => string | undefined;
  /** The outcomes the best choices aim for: completed ones unless said (a block aims for a knock-down). */
  goal?: (outcome: string) => boolean;
  /** Ends a branch early with the outcome it names once `events` show it (a block plan: the defender is down), before
   * the game's own failures are looked for. */
  stop?: (events: Event[], state: Game, seat: string) => string | null;
  /** Names the plan's failures in place of the game's adapter (a block plan that follows the defender's armour and
   * injury past a fall the adapter would end the plan on). */
  failure?: OddsAdapter['failure'];
  /** The key states are merged by: everything but the generator and the script unless said. A plan whose outcome
   * no longer depends on part of the state (a block's squares once its die is chosen) may merge on less. */
  memoKey?: (g: Game) => string;
  /** At most this many runs of the rules (a guard against a plan that branches without end). Default 200,000. */
  maxRuns?: number;
}

export interface Outcome {
  outcome: string;
  p: number;
  exact: string;
  fraction: Fraction;
}

export interface RerollAdvice {
  /** The roll the decision followed, in words: `gridiron.dodge by home-1 (failure)`. */
  roll: string;
  /** How many of the plan's actions had been played. */
  step: number;
  /** Best use: re-roll it now (true) or keep the re-roll (false). */
  use: boolean;
  /** The chance the enumeration met this decision, summed over the branches of both policies (an upper bound on
   * meeting it under either). */
  reach: number;
}

export interface OddsResult {
  /** Outcomes under the best choices, most likely first. */
  best: Outcome[];
  /** Outcomes when every re-roll is declined. */
  noReroll: Outcome[];
  /** The chance of the goal (the plan completed, unless `goal` says otherwise). */
  success: { best: number; noReroll: number };
  /** The re-roll decisions met, the first where the best policy re-rolls being where the re-roll is best kept for. */
  rerolls: RerollAdvice[];
  /** Probability left unexplored below the cut-off (exploding dice); every figure is exact up to this bound. */
  cut: number;
  /** How many times the rules were run. */
  runs: number;
  /** The best policy's action at a choice met in `game` after `index` plan actions (undefined where the enumeration did not meet it): what a
   * Monte Carlo of the same plan plays, and what a bot would. */
  choose(game: Game, index: number): Action | undefined;
}

export class OddsError extends Error {
  override name = 'OddsError';
}

export const COMPLETED = 'completed';
const CUT = 'cut below the cut-off';

type Dist = Map<string, Fraction>;
interface Val {
  best: Dist;
  none: Dist;
}

function scaleInto(into: Dist, d: Dist, w: Fraction): void {
  for (const [k, v] of d) {
    const x = mul(v, w);
    const had = into.get(k);
    into.set(k, had ? add(had, x) : x);
  }
}
function leaf(label: string): Val {
  const d: Dist = new Map([[label, ONE]]);
  return { best: d, none: d };
}
export const isCompleted = (k: string): boolean => k === COMPLETED || k.startsWith(`${COMPLETED}:`);
function successOf(d: Dist, goal: (k: string) => boolean = isCompleted): Fraction {
  let s: Fraction = { n: 0n, d: 1n };
  for (const [k, v] of d) if (goal(k)) s = add(s, v);
  return s;
}

/** A state as branches are merged: everything but the generator, the script and any log; the pending decision,
 * which the rest of the state decides (and which may list hundreds of pass squares); and what no action changes (the
 * options, the seed). */
export function stateKey(g: Game): string {
  const { rng: _r, script: _s, log: _l, events: _e, pending: _p, options: _o, seed: _d, ruleset: _u, version: _v, ...rest } = g as Game & { log?: unknown; events?: unknown };
  return JSON.stringify(rest);
}

function isDecline(a: Action): boolean {
  return /decline|no-reroll|keep/.test(a.type) || a.use === false || a.use === 'none' || a.value === 'decline';
}

function binom(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** A pool's outcomes by class (sixes, other successes, failures), each with its chance and a script of dice that
 * shows it: the rules then count that script themselves. An exploding pool is followed until below `cutoff`. */
export function poolBranches(ask: PoolAsk, mass: number, cutoff: number): { dice: number[]; p: Fraction }[] {
  const t = Math.max(1, ask.target);
  const n = ask.count;
  const hit = Math.min(6, t);
  const out: { dice: number[]; p: Fraction }[] = [];
  if (!ask.explode) {
    const s = BigInt(Math.max(0, 7 - t));
    for (let y = 0; y <= n; y++) {
      const p = frac(binom(n, y) * s ** BigInt(y) * (6n - s) ** BigInt(n - y), 6n ** BigInt(n));
      if (p.n === 0n) continue;
      out.push({ dice: [...Array(y).fill(t <= 6 ? hit : 6), ...Array(n - y).fill(1)], p });
    }
    return out;
  }
  // The pool stops when its n-th die that is not a six is rolled: x sixes come in C(n-1+x, x) orders before it.
  const s5 = BigInt(Math.max(0, 6 - t));
  const f5 = 5n - s5;
  for (let x = 0; ; x++) {
    const sixes = frac(binom(n - 1 + x, x), 6n ** BigInt(x));
    const any = mul(sixes, frac(5n ** BigInt(n), 6n ** BigInt(n)));
    if (x > 0 && toNumber(any) * mass < cutoff) break;
    for (let y = 0; y <= n; y++) {
      const p = mul(sixes, frac(binom(n, y) * s5 ** BigInt(y) * f5 ** BigInt(n - y), 6n ** BigInt(n)));
      if (p.n === 0n) continue;
      out.push({ dice: [...Array(x).fill(6), ...Array(y).fill(t), ...Array(n - y).fill(1)], p });
    }
    if (x > 200) break;
  }
  return out;
}

/** A failure with the plan's action it happened in (counting from 1), so that a path says where it most likely
 * fails; a completed outcome named by `stop` is left as it is. */
export function where(outcome: string, actions: number): string {
  return isCompleted(outcome) ? outcome : `${outcome} (action ${actions})`;
}

function describeRoll(r: RollEvent | undefined): string {
  if (!r) return 'a roll';
  return `${r.rule}${r.who ? ` by ${r.who}` : ''} (${r.outcome})`;
}

function lastRoll(events: Event[]): RollEvent | undefined {
  for (let i = events.length - 1; i >= 0; i--) if (events[i].type === 'roll') return events[i] as RollEvent;
  return undefined;
}

/** The exact chance of each outcome of `plan` from `game` (which is not changed). */
export function odds(game: Game, plan: Plan, options: OddsOptions = {}): OddsResult {
  if (!game.pending) throw new OddsError('the game is over: there is no plan to play');
  const seat = options.seat ?? game.pending.seat;
  const cutoff = options.cutoff ?? 1e-9;
  const maxRuns = options.maxRuns ?? 200_000;
  const goal = options.goal ?? isCompleted;
  const adapter = adapterOf(game.ruleset);
  const choiceKinds = new Set(adapter.choiceKinds);
  const next: PlanFn = Array.isArray(plan) ? (_g, _d, i) => plan[i] ?? null : plan;
  // A plan's own key may leave out what decides the decision (a block's dice): its decisions are then keyed with
  // what they offer, and each choice's outcome is kept by the action taken, whatever else was offered beside it.
  const keyOf = options.memoKey ?? stateKey;
  const offered = (g: Game) => (options.memoKey && g.pending ? `|${JSON.stringify(g.pending.actions)}` : '');
  const memo = new Map<string, Val>();
  const chosen_ = new Map<string, Action>();
  // Re-roll decisions by the state they are met in; their reach sums every branch that merges into them.
  const advice = new Map<string, RerollAdvice>();
  let runs = 0;
  const failure = options.failure ?? adapter.failure;
  const ended = (events: Event[], state: Game, index: number, nextRule?: string) =>
    options.stop?.(events, state, seat) ?? failure(events, state, seat, nextRule, Array.isArray(plan) && index >= plan.length);
  const endLeaf = (failed: string, state: Game, index: number) => leaf(failed === COMPLETED ? label(state) : where(failed, index));

  // Plays `action` from `base` with `dice` scripted after its own script, branching on each die the rules ask for.
  function play(base: Game, action: Action, index: number, dice: number[], mass: number): Val {
    if (++runs > maxRuns) throw new OddsError(`the plan branches past ${maxRuns} runs of the rules: shorten it`);
    const g = clone(base);
    if (dice.length) g.script = base.script.concat(dice);
    let events: Event[];
    try {
      events = withOddsMode(() => act(g, action));
    } catch (e) {
      if (!(e instanceof NeedDie)) throw e;
      const ctx = e.ctx as RollCtx & { state: Game };
      const failed = ended(ctx.events, ctx.state, index, e.rule);
      if (failed) return endLeaf(failed, ctx.state, index);
      const out: Val = { best: new Map(), none: new Map() };
      if (e.pool) {
        let seen: Fraction = { n: 0n, d: 1n };
        for (const b of poolBranches(e.pool, mass, cutoff)) {
          seen = add(seen, b.p);
          const v = play(base, action, index, dice.concat(b.dice), mass * toNumber(b.p));
          scaleInto(out.best, v.best, b.p);
          scaleInto(out.none, v.none, b.p);
        }
        const rest = sub(ONE, seen);
        if (rest.n > 0n) {
          scaleInto(out.best, new Map([[CUT, ONE]]), rest);
          scaleInto(out.none, new Map([[CUT, ONE]]), rest);
        }
        return out;
      }
      const w = frac(1n, BigInt(e.sides));
      // A chain of rolls without end (a ball bouncing from hand to hand) is followed down to the cut-off.
      if (mass / e.sides < cutoff) {
        const cut: Dist = new Map([[CUT, ONE]]);
        return { best: cut, none: cut };
      }
      for (let face = 1; face <= e.sides; face++) {
        const v = play(base, action, index, dice.concat(face), mass / e.sides);
        scaleInto(out.best, v.best, w);
        scaleInto(out.none, v.none, w);
      }
      return out;
    }
    const failed = ended(events, g, index);
    if (failed) return endLeaf(failed, g, index);
    return solve(g, index, mass, lastRoll(events));
  }

  // The game waits on a decision with `index` plan actions played: the plan's next action, a choice, or the end.
  function solve(g: Game, index: number, mass: number, roll: RollEvent | undefined): Val {
    const dec = g.pending;
    if (!dec) return leaf(index >= planLength(g, index) ? label(g) : 'the game ended');
    const want = next(g, dec, index);
    let chosen: Action | null = null;
    if (want) {
      try {
        chosen = matchPlanned(dec, want);
      } catch (e) {
        if (!(e instanceof IllegalAction)) throw e;
      }
    }
    const isChoice = !chosen && choiceKinds.has(dec.kind);
    if (!isChoice && !chosen) return leaf(want ? `stopped: ${dec.prompt}` : label(g));
    const key = `${isChoice ? 'c' : 'p'}|${index}|${keyOf(g)}${offered(g)}`;
    const known = memo.get(key);
    const met = dec.kind === 'reroll' && dec.seat === seat ? `${index}|${describeRoll(roll)}` : '';
    if (met && advice.has(met)) advice.get(met)!.reach += mass;
    if (known) return known;
    let val: Val;
    if (chosen) {
      val = play(g, chosen, index + 1, [], mass);
    } else {
      const mine = dec.seat === seat;
      const kids = dec.actions.map((a) => ({ a, v: choice(g, a, index, mass) }));
      const pick = (which: 'best' | 'none') => {
        if (which === 'none' && mine) {
          const d = kids.find((k) => isDecline(k.a));
          if (d) return d;
        }
        let at = kids[0];
        for (const k of kids.slice(1)) {
          const c = cmp(successOf(k.v[which], goal), successOf(at.v[which], goal));
          // Ties keep the earlier action, and prefer keeping a re-roll.
          if (mine ? c > 0 || (c === 0 && isDecline(k.a)) : c < 0) at = k;
        }
        return at;
      };
      const best = pick('best');
      chosen_.set(key, best.a);
      val = { best: best.v.best, none: pick('none').v.none };
      if (met) {
        const a = advice.get(met);
        if (a) a.use ||= !isDecline(best.a);
        else advice.set(met, { roll: describeRoll(roll), step: index, use: !isDecline(best.a), reach: mass });
      }
    }
    memo.set(key, val);
    return val;
  }

  function choice(g: Game, a: Action, index: number, mass: number): Val {
    if (!options.memoKey) return play(g, a, index, [], mass);
    const key = `k|${index}|${keyOf(g)}|${JSON.stringify(a)}`;
    const known = memo.get(key);
    if (known) return known;
    const v = play(g, a, index, [], mass);
    memo.set(key, v);
    return v;
  }

  function planLength(g: Game, index: number): number {
    return Array.isArray(plan) ? plan.length : index;
  }
  function label(g: Game): string {
    const l = options.label?.(g);
    return l ? `${COMPLETED}: ${l}` : COMPLETED;
  }

  const root = solve(clone(game), 0, 1, undefined);
  const list = (d: Dist): Outcome[] =>
    [...d]
      .map(([outcome, f]) => ({ outcome, p: toNumber(f), exact: `${f.n}/${f.d}`, fraction: f }))
      .sort((a, b) => b.p - a.p || a.outcome.localeCompare(b.outcome));
  const cutOf = (d: Dist) => (d.get(CUT) ? toNumber(d.get(CUT)!) : 0);
  return {
    best: list(root.best),
    noReroll: list(root.none),
    success: { best: toNumber(successOf(root.best, goal)), noReroll: toNumber(successOf(root.none, goal)) },
    rerolls: [...advice.values()].sort((a, b) => a.step - b.step || b.reach - a.reach),
    cut: Math.max(cutOf(root.best), cutOf(root.none)),
    runs,
    choose: (g, index) => chosen_.get(`c|${index}|${keyOf(g)}${offered(g)}`),
  };
}
