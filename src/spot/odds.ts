// Exact odds for the spot rules: every outcome's chance as a fraction, by counting the dice a resolver would roll
// rather than by sampling. The bands come from `classify`, the chances from the resolvers' own helpers, so a rule
// changed in its resolver changes here too; what is enumerated here is only which dice fall which way.

import { parseDamage, SpotInputError, validateInputs, validateState, type Inputs } from './rule';
import { classify, succeeded, type Band } from './ability';
import { spotRule } from './index';
import { opposedWinner, type Winner } from './opposed';
import { resistanceChance, average } from './resistance';
import { breathRoll, type DrowningState } from './drowning';
import { doseDamage } from './poison';
import { degreeFor, MAX_EXPOSURE_ROLLS, type DiseaseState } from './disease';
import { METRES_PER_D6 } from './falling';
import { makeCtx, rollsOf } from './ctx';
import { MAX_DICE } from '../core/dice';

// ---- fractions ---------------------------------------------------------------------------------------------------

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  while (b) [a, b] = [b, a % b];
  return a || 1n;
}

/** An exact probability n/d, kept in lowest terms. Bigints: twenty rounds of drowning have denominators of 800^20. */
export class Frac {
  readonly n: bigint;
  readonly d: bigint;
  constructor(n: bigint | number, d: bigint | number = 1n) {
    const N = BigInt(n), D = BigInt(d);
    const g = gcd(N, D);
    this.n = N / g;
    this.d = D / g;
  }
  static readonly ZERO = new Frac(0n);
  static readonly ONE = new Frac(1n);
  add(o: Frac): Frac { return new Frac(this.n * o.d + o.n * this.d, this.d * o.d); }
  mul(o: Frac): Frac { return new Frac(this.n * o.n, this.d * o.d); }
  sub(o: Frac): Frac { return new Frac(this.n * o.d - o.n * this.d, this.d * o.d); }
  /** Good to double precision even when n and d are past 2^1024. */
  toNumber(): number {
    if (this.n === 0n) return 0;
    const neg = this.n < 0n;
    const n = neg ? -this.n : this.n;
    // A quotient of about 64 bits, scaled back by a power of two: exact to double precision at any size.
    const k = Math.max(0, this.d.toString(2).length - n.toString(2).length + 64);
    const q = Number((n << BigInt(k)) / this.d);
    const v = q * 2 ** -Math.min(k, 1000) * 2 ** -(k - Math.min(k, 1000));
    return neg ? -v : v;
  }
  toString(): string { return `${this.n}/${this.d}`; }
  equals(o: Frac): boolean { return this.n === o.n && this.d === o.d; }
}

/** A distribution: each key with its chance. Insertion order is the order outcomes are printed. */
export type Dist<K> = Map<K, Frac>;

function addTo<K>(m: Dist<K>, k: K, p: Frac) {
  if (p.n === 0n) return;
  const had = m.get(k);
  m.set(k, had ? had.add(p) : p);
}

// ---- dice ---------------------------------------------------------------------------------------------------------

/** The exact distribution of a dice sum (`2D6+1`, `1D8+1+1D4`, `-1D4`, `0`), parsed by the kernel's one parser and
 * convolved term by term: counts over sides^dice, so the arithmetic stays whole until the end. */
/** A dice sum as whole counts: how many of the `total` equally likely throws give each value. */
export function diceCounts(expr: string): { counts: Map<number, bigint>; total: bigint } {
  let counts = new Map<number, bigint>([[0, 1n]]);
  let total = 1n;
  for (const t of parseDamage(expr)) {
    if (!t.sides) {
      counts = new Map([...counts].map(([v, c]) => [v + t.sign * t.count, c]));
      continue;
    }
    for (let k = 0; k < t.count; k++) {
      const next = new Map<number, bigint>();
      for (const [v, c] of counts) {
        for (let f = 1; f <= t.sides; f++) {
          const w = v + t.sign * f;
          next.set(w, (next.get(w) ?? 0n) + c);
        }
      }
      counts = next;
      total *= BigInt(t.sides);
    }
  }
  return { counts: new Map([...counts].sort((a, b) => a[0] - b[0])), total };
}

/** The exact distribution of a dice sum (`2D6+1`, `1D8+1+1D4`, `-1D4`, `0`), parsed by the kernel's one parser and
 * convolved term by term: counts over sides^dice, so the arithmetic stays whole until the end. */
export function diceDistribution(expr: string): Dist<number> {
  const { counts, total } = diceCounts(expr);
  return new Map([...counts].map(([v, c]) => [v, new Frac(c, total)]));
}

// ---- d100 ---------------------------------------------------------------------------------------------------------

const BANDS: Band[] = ['critical', 'special', 'success', 'failure', 'fumble'];

/** The chance of each band of a d100 roll against `chance`, counted over the hundred faces with the resolvers'
 * `classify`. Every band is listed, even at 0. */
export function bandOdds(chance: number): Dist<Band> {
  const count: Record<Band, number> = { critical: 0, special: 0, success: 0, failure: 0, fumble: 0 };
  for (let r = 1; r <= 100; r++) count[classify(r, chance)]++;
  return new Map(BANDS.map((b) => [b, new Frac(count[b], 100)]));
}

/** The chance that a d100 roll against `chance` succeeds (critical, special or plain success). */
export function successOdds(chance: number): Frac {
  return new Frac(successFaces(chance), 100);
}

/** How many of the hundred faces succeed against `chance`. */
function successFaces(chance: number): number {
  let n = 0;
  for (let r = 1; r <= 100; r++) if (succeeded(classify(r, chance))) n++;
  return n;
}

/** Opposed rolls over all 100 x 100 pairs, through the resolver's `opposedWinner`. */
export function opposedOdds(first: number, second: number): Dist<Winner> {
  const count: Record<Winner, number> = { first: 0, second: 0, neither: 0 };
  const side = (r: number, c: number) => {
    const band = classify(r, c);
    return { band, success: succeeded(band), roll: r, chance: c } as Parameters<typeof opposedWinner>[0];
  };
  for (let a = 1; a <= 100; a++) {
    const A = side(a, first);
    for (let b = 1; b <= 100; b++) count[opposedWinner(A, side(b, second))]++;
  }
  return new Map((['first', 'second', 'neither'] as Winner[]).map((w) => [w, new Frac(count[w], 10000)]));
}

// ---- the rules ----------------------------------------------------------------------------------------------------

export interface SpotOdds {
  rule: string;
  /** Each outcome the resolver can return, with its chance. */
  outcomes: Dist<string>;
  /** For rules that deal damage: the chance of each total. */
  damage?: Dist<number>;
  /** What the figures cover, in a few words ("after rounds 1-8"). */
  scope: string;
  /** What the damage figures are ("total to the chest"). */
  damageOf?: string;
}

export interface OddsOptions {
  state?: unknown;
  /** Rounds to chain, for drowning (default 1). */
  rounds?: number;
}

export const MAX_ODDS_ROUNDS = 60;

function drowningOdds(i: Inputs, state: DrowningState | undefined, rounds: number): SpotOdds {
  const con = i.con as number;
  const start: DrowningState = { round: 0, drowning: false, damage: 0, ...(state ?? {}) };
  // States keyed by "drowning,damage" (the round is the same for all), as whole weights over one shared
  // denominator: reducing fractions at every step made sixty rounds take seconds.
  let states = new Map<string, bigint>([[`${start.drowning},${start.damage}`, 1n]]);
  let denom = 1n;
  const d8 = diceCounts('1D8');
  let lastHeld = 0n;
  for (let k = 0; k < rounds; k++) {
    const n = start.round + k + 1;
    const next = new Map<string, bigint>();
    const put = (key: string, w: bigint) => { if (w) next.set(key, (next.get(key) ?? 0n) + w); };
    lastHeld = 0n;
    for (const [key, w] of states) {
      const [drowning, damage] = [key.startsWith('true'), Number(key.split(',')[1])];
      const asked = breathRoll(n, con, i.pow as number, i.surprise as boolean, drowning);
      const held = BigInt(asked ? successFaces(asked.chance) : 100);
      put(key, w * held * d8.total);
      lastHeld += w * held * d8.total;
      for (const [d, c] of d8.counts) put(`true,${damage + d}`, w * (100n - held) * c);
    }
    states = next;
    denom *= 100n * d8.total;
  }
  const outcomes: Dist<string> = new Map();
  const damage: Dist<number> = new Map();
  for (const [key, w] of states) {
    const p = new Frac(w, denom);
    addTo(outcomes, key.startsWith('true') ? 'drowning' : 'breath held', p);
    addTo(damage, Number(key.split(',')[1]), p);
  }
  const sorted = new Map([...damage].sort((a, b) => a[0] - b[0]));
  if (rounds === 1) {
    // One round reads as the resolver's own outcomes.
    return { rule: 'drowning', outcomes: new Map([['held', new Frac(lastHeld, denom)], ['damage', Frac.ONE.sub(new Frac(lastHeld, denom))]]), damage: sorted, scope: `round ${start.round + 1}`, damageOf: 'this round, to the chest' };
  }
  return { rule: 'drowning', outcomes, damage: sorted, scope: `after rounds ${start.round + 1}-${start.round + rounds}`, damageOf: 'total to the chest' };
}

function poisonOdds(i: Inputs): SpotOdds {
  const pot = i.pot as number;
  const doses = i.doses as number;
  const p = successOdds(resistanceChance(pot, i.con as number));
  const q = Frac.ONE.sub(p);
  // Binomial over the doses: each is resisted separately.
  let byOvercame: Frac[] = [Frac.ONE];
  for (let k = 0; k < doses; k++) {
    const next = Array.from({ length: byOvercame.length + 1 }, () => Frac.ZERO);
    byOvercame.forEach((f, o) => { next[o] = next[o].add(f.mul(q)); next[o + 1] = next[o + 1].add(f.mul(p)); });
    byOvercame = next;
  }
  const outcomes: Dist<string> = new Map();
  const damage: Dist<number> = new Map();
  byOvercame.forEach((f, o) => {
    addTo(outcomes, o === doses ? 'poisoned' : o === 0 ? 'resisted' : 'partly-resisted', f);
    addTo(damage, o * doseDamage(pot, true) + (doses - o) * doseDamage(pot, false), f);
  });
  const sorted = new Map([...damage].sort((a, b) => a[0] - b[0]));
  return { rule: 'poison', outcomes, damage: sorted, scope: `${doses} dose${doses > 1 ? 's' : ''} of POT ${pot}`, damageOf: 'to total hit points, after the delay' };
}

function diseaseOdds(i: Inputs, state: DiseaseState | undefined): SpotOdds {
  const eatsCon = i.characteristic === 'con';
  const outcomes: Dist<string> = new Map();
  if (!state) {
    const con = i.con as number;
    const value = eatsCon ? con : (i.value as number) || con;
    const p = successOdds(con * 5);
    const q = Frac.ONE.sub(p);
    let reach = Frac.ONE;
    for (let f = 0; f <= MAX_EXPOSURE_ROLLS; f++) {
      const here = f < MAX_EXPOSURE_ROLLS ? reach.mul(p) : reach;
      const degree = degreeFor(f)[1];
      addTo(outcomes, degree !== 'none' && value - 1 <= 0 ? 'dead' : degree, here);
      reach = reach.mul(q);
    }
    return { rule: 'disease', outcomes, scope: 'exposure: CON x5 up to four times' };
  }
  if (state.dead || state.degree === 'none') return { rule: 'disease', outcomes: new Map([[state.dead ? 'dead' : 'none', Frac.ONE]]), scope: 'no roll' };
  const con = eatsCon ? state.value : (i.con as number);
  const p = successOdds(con * 5);
  addTo(outcomes, 'resisted', p);
  addTo(outcomes, state.value - 1 <= 0 ? 'dead' : 'loss', Frac.ONE.sub(p));
  return { rule: 'disease', outcomes, scope: `one ${state.degree} interval` };
}

function fallingOdds(i: Inputs): SpotOdds {
  const dice = Math.floor((i.metres as number) / METRES_PER_D6);
  if (dice === 0) return { rule: 'falling', outcomes: new Map([['no-damage', Frac.ONE]]), damage: new Map([[0, Frac.ONE]]), scope: `${i.metres} m` };
  if (dice > MAX_DICE) throw new SpotInputError(`falling: exact odds count at most ${MAX_DICE}D6 (${MAX_DICE * METRES_PER_D6} m)`);
  const less = (i.armour as number) + (i.surface as number);
  const damage: Dist<number> = new Map();
  for (const [v, p] of diceDistribution(`${dice}D6`)) addTo(damage, Math.max(0, v - less), p);
  const none = damage.get(0) ?? Frac.ZERO;
  return {
    rule: 'falling',
    outcomes: new Map([['damage', Frac.ONE.sub(none)], ['no-damage', none]].filter(([, p]) => (p as Frac).n) as [string, Frac][]),
    damage,
    scope: `${i.metres} m: ${dice}D6${less ? ` less ${less}` : ''}, wherever it lands`,
  };
}

function fireOdds(i: Inputs, state: { burning: string[] } | undefined): SpotOdds {
  const burning = state?.burning ?? [];
  switch (i.action) {
    case 'torch-attack': {
      const b = bandOdds(i.skill as number);
      return { rule: 'fire', outcomes: b, damage: diceDistribution('1D6'), scope: 'the torch as a light club', damageOf: 'on a success' };
    }
    case 'hold': {
      if (i.protected) return { rule: 'fire', outcomes: new Map([['protected', Frac.ONE]]), scope: 'Protection or Shield' };
      const warded = i.ward ? successOdds((i.pow as number) * 5) : Frac.ZERO;
      const outcomes: Dist<string> = new Map();
      addTo(outcomes, 'warded', warded);
      addTo(outcomes, i.flammable ? 'burning' : 'burned', Frac.ONE.sub(warded));
      return { rule: 'fire', outcomes, damage: diceDistribution('1D4'), scope: 'the flame held to a foe', damageOf: 'when not warded off' };
    }
    case 'burn': {
      if (!burning.length) return { rule: 'fire', outcomes: new Map([['out', Frac.ONE]]), scope: 'nothing burning' };
      return { rule: 'fire', outcomes: new Map([['burning', Frac.ONE]]), damage: diceDistribution(`${burning.length}D6`), scope: `${burning.length} burning location(s)`, damageOf: 'summed over the locations' };
    }
    default: {
      if (!burning.length) return { rule: 'fire', outcomes: new Map([['out', Frac.ONE]]), scope: 'nothing burning' };
      // Each location is put out when the dousing 1D6 beats the fire's 1D6.
      const d6 = diceDistribution('1D6');
      let outOne = Frac.ZERO;
      for (const [f, p] of d6) for (const [a, q] of d6) if (a > f) outOne = outOne.add(p.mul(q));
      let allOut = Frac.ONE;
      for (let k = 0; k < burning.length; k++) allOut = allOut.mul(outOne);
      return { rule: 'fire', outcomes: new Map([['out', allOut], ['burning', Frac.ONE.sub(allOut)]]), scope: `dousing ${burning.length} location(s)` };
    }
  }
}

function knockbackOdds(i: Inputs): SpotOdds {
  const out: Dist<string> = new Map();
  const dexHeld = successOdds((i.dex as number) * 5);
  const notSuccessful = (p: Frac, metTarget: boolean) => {
    addTo(out, 'does-not-fall', p.mul(dexHeld));
    addTo(out, metTarget ? 'falls-knocked-back' : 'falls-rushes-by', p.mul(Frac.ONE.sub(dexHeld)));
  };
  const atk = bandOdds(i.skill as number);
  const hit = Frac.ONE.sub(atk.get('fumble')!).sub(atk.get('failure')!);
  addTo(out, 'fumble', atk.get('fumble')!);
  notSuccessful(atk.get('failure')!, false);
  let through = hit;
  if ((i.defense as number) > 0) {
    const stopped = hit.mul(successOdds(i.defense as number));
    notSuccessful(stopped, i['defense-kind'] === 'parry');
    through = hit.sub(stopped);
  }
  const res = bandOdds(resistanceChance(average(i.str as number, i.siz as number), average(i['target-siz'] as number, i['target-dex'] as number)));
  addTo(out, 'knocked-down-disarmed', through.mul(res.get('critical')!));
  addTo(out, 'knocked-down', through.mul(res.get('special')!));
  addTo(out, 'knocked-back', through.mul(res.get('success')!));
  notSuccessful(through.mul(res.get('failure')!.add(res.get('fumble')!)), true);
  return { rule: 'knockback', outcomes: out, scope: 'one knockback attempt' };
}

/** Exact odds of a spot rule's outcomes, for the same inputs (and state) `resolveSpot` takes. A rule with no odds
 * of its own is counted only when it rolls no dice at all (its one outcome is certain). */
export function spotOdds(name: string, raw: Record<string, unknown>, opts: OddsOptions = {}): SpotOdds {
  const rule = spotRule(name);
  const i = validateInputs(rule, raw);
  validateState(rule, opts.state);
  const rounds = opts.rounds ?? 1;
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ODDS_ROUNDS) throw new SpotInputError(`${rule.name}: --rounds must be a whole number from 1 to ${MAX_ODDS_ROUNDS}`);
  if (rounds > 1 && rule.name !== 'drowning') throw new SpotInputError(`${rule.name}: --rounds chains only drowning`);
  const state = opts.state as any;
  switch (rule.name) {
    case 'ability':
      return { rule: rule.name, outcomes: bandOdds((i.skill as number) + (i.modifier as number)), scope: `d100 against ${(i.skill as number) + (i.modifier as number)}%` };
    case 'resistance': {
      const c = resistanceChance(i.active as number, i.passive as number);
      return { rule: rule.name, outcomes: bandOdds(c), scope: `${i.active} vs ${i.passive} = ${c}%` };
    }
    case 'opposed':
      return { rule: rule.name, outcomes: opposedOdds(i.first as number, i.second as number), scope: 'all 100 x 100 pairs of rolls' };
    case 'drowning': return drowningOdds(i, state, rounds);
    case 'poison':
      if (i.action === 'dose') return poisonOdds(i);
      break;
    case 'disease': return diseaseOdds(i, state);
    case 'falling': return fallingOdds(i);
    case 'fire': return fireOdds(i, state);
    case 'knockback': return knockbackOdds(i);
  }
  // No dice rolled: the one outcome is certain (poison waiting, an antidote, a modifier rule).
  const ctx = makeCtx(1);
  const res = rule.resolve(i, ctx, state ?? undefined);
  if (rollsOf(ctx).length === 0) return { rule: rule.name, outcomes: new Map([[res.outcome, Frac.ONE]]), scope: 'no dice rolled' };
  throw new SpotInputError(`${rule.name}: no exact odds yet (odds cover ability, resistance, opposed, drowning, poison, disease, falling, fire, knockback)`);
}

/** Two decimals of a percent: 3.00%. */
export function percent(p: Frac): string {
  return `${(p.toNumber() * 100).toFixed(2)}%`;
}

/** The odds as JSON: each chance as an exact "n/d" and as a number. */
export function oddsJson(o: SpotOdds) {
  const row = (p: Frac) => ({ fraction: p.toString(), probability: p.toNumber() });
  return {
    rule: o.rule,
    scope: o.scope,
    ...(o.damageOf ? { damageOf: o.damageOf } : {}),
    outcomes: [...o.outcomes].map(([k, p]) => ({ outcome: k, ...row(p) })),
    ...(o.damage ? { damage: [...o.damage].map(([k, p]) => ({ damage: k, ...row(p) })) } : {}),
  };
}

/** The odds as lines for a gamemaster. */
export function oddsText(o: SpotOdds): string[] {
  const w = Math.max(...[...o.outcomes.keys()].map((k) => k.length));
  const lines = [`Odds, ${o.rule} (${o.scope}):`, ...[...o.outcomes].map(([k, p]) => `  ${k.padEnd(w)}  ${percent(p).padStart(7)}`)];
  if (o.damage && o.damage.size > 1) lines.push(`  damage${o.damageOf ? ` (${o.damageOf})` : ''}: ${[...o.damage].map(([d, p]) => `${d} ${percent(p)}`).join(', ')}`);
  return lines;
}
