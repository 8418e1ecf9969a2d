// The luck report of a finished match: every test's chance beside what happened, expected and actual turnovers by
// the dice, the scores each side made, and a luck index per coach. A test's chance is not worked out here: the action
// that rolled it is played again from the state before it, in odds mode (src/core/dice.ts), with the dice rolled
// before it in that action scripted and every face of its own dice tried, and the rules say each time whether the
// test succeeded. A roll the enumeration cannot reproduce (its dice are not the ones the rules drew) is left unrated.

import { NeedDie, withOddsMode } from './dice';
import { IllegalAction } from './engine';
import { act, clone, rulesets, start, type Game } from './game';
import { add, frac, mul, poolBranches, toNumber, type Fraction } from './odds';
import { getRuleset } from './registry';
import { checkFinal, ReplayError, type MatchRecord } from './replay';
import type { Action, Event, RollEvent } from './types';

/** What a game tells the report beyond its rolls' own words. */
export interface LuckAdapter {
  /** Rules whose failure, when not re-rolled, in the roller's own turn (or rush) ends it: a turnover by the dice. */
  turnoverRules: string[];
  /** The seat that scored with this event (a touchdown, a strike), or null. */
  score?(e: Event): string | null;
  /** What the scores are called ("touchdowns"). */
  scoreName?: string;
  /** The seat whose luck a roll is; by default the seat the roll's `who` is named after (`home-1`, `home #1`). */
  owner?(roll: RollEvent, seats: string[]): string | null;
}

const adapters = new Map<string, LuckAdapter>();
export function registerLuckAdapter(ruleset: string, adapter: LuckAdapter): void {
  adapters.set(ruleset, adapter);
}
const luckAdapterOf = (ruleset: string): LuckAdapter => adapters.get(ruleset) ?? { turnoverRules: [] };

function ownerByName(roll: RollEvent, seats: string[]): string | null {
  const who = roll.who;
  if (!who) return null;
  return seats.find((s) => who === s || who.startsWith(`${s}-`) || who.startsWith(`${s} `)) ?? null;
}

/** A test's outcome as good as needed: a success, or better. */
export const isGood = (outcome: string): boolean => outcome === 'success' || outcome === 'doubled';
const isTest = (r: RollEvent): boolean => isGood(r.outcome) || r.outcome === 'failure';

export interface RatedRoll {
  /** The action the roll came in (1 = the record's first), 0 for the rolls before the first decision. */
  step: number;
  rule: string;
  who?: string;
  /** The seat whose roll it is (null: no coach's, e.g. the weather). */
  owner: string | null;
  dice: number[];
  target?: number;
  outcome: string;
  /** The test succeeded (null: not a test, e.g. a block die or the armour a blow rolls against). */
  success: boolean | null;
  /** The chance of a result at least as good as needed, and as an exact fraction; null when not rated (`exact` is
   * null for an exploding pool too, whose chance is summed to within 1e-12). */
  chance: number | null;
  exact: string | null;
  /** The roll failed and was rolled again (its re-roll is rated on its own). */
  rerolled: boolean;
  /** Its failure, not re-rolled, would have been a turnover. */
  turnoverRisk: boolean;
}

export interface CoachLuck {
  /** Tests rated, and how many succeeded. */
  rolls: number;
  successes: number;
  /** The sum of their chances: the successes a coach with average dice would have had. */
  expected: number;
  /** successes - expected. */
  surplus: number;
  /** The luck index: the percentile (0-100) of `successes` among every way the same tests could have gone, counting
   * ties as half (50 = as lucky as expected; 95 = luckier than 19 matches in 20 with these rolls). */
  index: number;
  /** Turnovers by the dice: expected (the sum of failure chances of the turnover-risk tests) and actual (those that
   * failed); null where the game has none. */
  turnovers: { expected: number; actual: number } | null;
  /** Scores made (touchdowns, strikes), where the game has them. */
  scores: number | null;
  /** The running surplus after each rated test, for the chart. */
  curve: { step: number; surplus: number }[];
}

export interface LuckReport {
  ruleset: string;
  steps: number;
  scoreName: string | null;
  rolls: RatedRoll[];
  coaches: Record<string, CoachLuck>;
  /** The failed tests that were likeliest to succeed, worst first (at most ten). */
  unluckiest: RatedRoll[];
}

/** The chance that roll number `index` of `action`'s rolls is as good as needed, by playing the action from `before`
 * with `prefix` (the dice of the rolls before it) scripted and every face of its own dice tried; null when a branch
 * does not reach it. */
function chanceOf(before: Game, action: Action, prefix: number[], index: number): Fraction | null {
  const rollsIn = (evs: Event[]) => evs.filter((e): e is RollEvent => e.type === 'roll');
  const run = (dice: number[], mass: number): Fraction | null => {
    const g = clone(before);
    g.script = prefix.concat(dice);
    let evs: Event[];
    try {
      evs = withOddsMode(() => act(g, action));
    } catch (e) {
      if (!(e instanceof NeedDie)) throw e;
      const seen = rollsIn(e.ctx.events);
      if (seen.length > index) return isGood(seen[index].outcome) ? frac(1n, 1n) : frac(0n, 1n);
      let sum = frac(0n, 1n);
      const branches = e.pool
        ? poolBranches(e.pool, mass, 1e-12)
        : Array.from({ length: e.sides }, (_, f) => ({ dice: [f + 1], p: frac(1n, BigInt(e.sides)) }));
      for (const b of branches) {
        const v = run(dice.concat(b.dice), mass * toNumber(b.p));
        if (!v) return null;
        sum = add(sum, mul(v, b.p));
      }
      return sum;
    }
    const seen = rollsIn(evs);
    return seen.length > index ? (isGood(seen[index].outcome) ? frac(1n, 1n) : frac(0n, 1n)) : null;
  };
  return run([], 1);
}

/** The same action, scripted with the dice its rolls show, rolls the same: else the dice are not the ones drawn (a
 * die re-rolled inside a pool) and the enumeration would rate another roll. */
function reproduces(before: Game, action: Action, rolls: RollEvent[], index: number): boolean {
  const g = clone(before);
  g.script = rolls.slice(0, index + 1).flatMap((r) => r.dice);
  try {
    const evs = withOddsMode(() => act(g, action));
    const again = evs.filter((e): e is RollEvent => e.type === 'roll')[index];
    return !!again && again.outcome === rolls[index].outcome && again.dice.join() === rolls[index].dice.join();
  } catch (e) {
    if (!(e instanceof NeedDie)) throw e;
    const again = e.ctx.events.filter((x): x is RollEvent => x.type === 'roll')[index];
    return !!again && again.outcome === rolls[index].outcome && again.dice.join() === rolls[index].dice.join();
  }
}

const isRerollEvent = (e: Event): boolean => /reroll/.test(e.type) || (e.type === 'card-discarded' && (e as { why?: unknown }).why === 'reroll');

/** The chance of each number of successes (0, 1, ...) from tests of these chances. */
function successCounts(chances: number[]): number[] {
  let dist = [1];
  for (const p of chances) {
    const next = new Array(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      next[k] += q * (1 - p);
      next[k + 1] += q * p;
    });
    dist = next;
  }
  return dist;
}

/** The report of a record (checked as `replay` checks it). */
export function luck(record: MatchRecord): LuckReport {
  const rs = getRuleset(record.ruleset);
  if (rs.version !== record.version) throw new ReplayError(`the record was made with another version of ${record.ruleset}; this is version ${rs.version}`);
  const adapter = luckAdapterOf(record.ruleset);
  const seats = rulesets().find((r) => r.id === record.ruleset)!.seats;
  const ownerOf = (r: RollEvent) => (adapter.owner ?? ownerByName)(r, seats);
  const { game, events: first } = start(record.ruleset, { ...record.options, seed: String(record.seed) });
  const rolls: RatedRoll[] = [];
  const scores: Record<string, number> = Object.fromEntries(seats.map((s) => [s, 0]));
  // Each action's events, for telling a failed test that was re-rolled in the same or the next action.
  const stepEvents: Event[][] = [first];
  const ratedAt: { step: number; at: number; roll: RatedRoll }[] = [];

  const note = (step: number, evs: Event[], before: Game | null, action: Action | null) => {
    const rs_ = evs.filter((e): e is RollEvent => e.type === 'roll');
    const actor = before?.pending?.seat ?? null;
    rs_.forEach((r, i) => {
      const owner = ownerOf(r);
      let chance: Fraction | null = null;
      if (isTest(r) && before && action && reproduces(before, action, rs_, i)) {
        chance = chanceOf(before, action, rs_.slice(0, i).flatMap((x) => x.dice), i);
      }
      const rated: RatedRoll = {
        step,
        rule: r.rule,
        ...(r.who !== undefined ? { who: r.who } : {}),
        owner,
        dice: r.dice,
        ...(r.target !== undefined ? { target: r.target } : {}),
        outcome: r.outcome,
        success: isTest(r) ? isGood(r.outcome) : null,
        chance: chance ? toNumber(chance) : null,
        // An exploding pool's sum is exact only to its cut (1e-12): its long fraction would say more than it is.
        exact: chance && chance.d < 10n ** 12n ? `${chance.n}/${chance.d}` : null,
        rerolled: false,
        turnoverRisk: !!owner && owner === actor && adapter.turnoverRules.includes(r.rule) && isTest(r),
      };
      rolls.push(rated);
      ratedAt.push({ step, at: evs.indexOf(r), roll: rated });
    });
    for (const e of evs) {
      const s = adapter.score?.(e);
      if (s && s in scores) scores[s]++;
    }
  };

  note(0, first, null, null);
  record.actions.forEach((action, i) => {
    const before = clone(game);
    let evs: Event[];
    try {
      evs = act(game, action);
    } catch (e) {
      if (e instanceof IllegalAction) throw new ReplayError(`step ${i + 1}: ${e.reason}`, i + 1);
      throw e;
    }
    stepEvents.push(evs);
    note(i + 1, evs, before, action);
  });
  checkFinal(record, game);

  // A failed test is re-rolled when, in its action or the next, a re-roll is announced after it and the same rule
  // then rolls again for the same player.
  for (const { step, at, roll } of ratedAt) {
    if (roll.success !== false) continue;
    const after = [...stepEvents[step].slice(at + 1), ...(stepEvents[step + 1] ?? [])];
    const k = after.findIndex(isRerollEvent);
    if (k < 0) continue;
    const again = after.slice(k + 1).find((e): e is RollEvent => e.type === 'roll' && (e as RollEvent).rule === roll.rule && (e as RollEvent).who === roll.who);
    if (again) roll.rerolled = true;
  }

  const coaches: Record<string, CoachLuck> = {};
  for (const seat of seats) {
    const mine = rolls.filter((r) => r.owner === seat && r.chance !== null);
    let surplus = 0;
    const curve = mine.map((r) => ({ step: r.step, surplus: (surplus += (r.success ? 1 : 0) - r.chance!) }));
    const successes = mine.filter((r) => r.success).length;
    const expected = mine.reduce((s, r) => s + r.chance!, 0);
    const dist = successCounts(mine.map((r) => r.chance!));
    const below = dist.slice(0, successes).reduce((s, q) => s + q, 0);
    const risky = mine.filter((r) => r.turnoverRisk && !r.rerolled);
    coaches[seat] = {
      rolls: mine.length,
      successes,
      expected,
      surplus: successes - expected,
      index: 100 * (below + dist[successes] / 2),
      turnovers: adapter.turnoverRules.length ? { expected: risky.reduce((s, r) => s + 1 - r.chance!, 0), actual: risky.filter((r) => !r.success).length } : null,
      scores: adapter.score ? scores[seat] : null,
      curve,
    };
  }
  const unluckiest = rolls
    .filter((r) => r.success === false && r.chance !== null)
    .sort((a, b) => b.chance! - a.chance! || a.step - b.step)
    .slice(0, 10);
  return { ruleset: record.ruleset, steps: record.actions.length, scoreName: adapter.scoreName ?? null, rolls, coaches, unluckiest };
}
