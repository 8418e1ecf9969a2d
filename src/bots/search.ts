// The search bot: flat Monte Carlo search over the current decision. The best few actions (the rollout policy's
// ranking) are each tried in rollouts on a clone of the game, played on by the policy for a bounded number of actions
// and scored by `evaluate`. Arms are compared on common dice: rollout j of every arm rolls from the same seed, so a
// difference between arms comes from the actions, not from luck. Successive halving spends the budget on the
// arms still in contention, and the policy's own choice is kept unless another arm is clearly better. With an
// iteration budget and a seed the bot is deterministic; with a time budget it is not.

import { act, clone, type Game } from '../index';
import { nextU32, randInt, seedRng } from '../core/rng';
import type { Action, Decision } from '../core/types';
import type { Bot } from './bot';
import { evaluate as defaultEvaluate, type Evaluator } from './evaluate';

/** A rollout policy may rank a decision's actions, best first (null: it has no opinion): the search then tries only
 * the top ones. It may also offer plans: an action together with an intent (its own notion, e.g. "carry the ball
 * to that square") that it follows in later decisions once told to with `intend`. Plans let the search weigh
 * courses the policy would not take by itself, not only the order of its own. */
export interface RankingBot extends Bot {
  rank?(game: Game, decision: Decision): Action[] | null;
  plans?(game: Game, decision: Decision): Plan[] | null;
  /** Follow this intent in this game from now on (until the policy deems it spent); `undefined` drops any. */
  intend?(game: Game, intent: unknown): void;
  /** A clone goes on with the intent of the game it was cloned from. */
  carry?(from: Game, to: Game): void;
}

export interface Plan {
  action: Action;
  intent?: unknown;
}

export interface SearchOptions {
  /** Rollouts per decision (deterministic). Default 64. */
  iterations?: number;
  /** Milliseconds per decision instead of a number of rollouts. */
  timeMs?: number;
  /** Actions a rollout plays before it is scored. Default 300. */
  horizon?: number;
  /** Most actions compared at one decision. Default 6. */
  candidates?: number;
  /** How much better (on the 0..1 scale) another arm must be, rollout for rollout, to overrule the policy's choice.
   * Default 0.05. */
  margin?: number;
  /** Standard errors taken off another arm's lead over the policy's choice before it is compared with the margin.
   * Default 0 (the plain average decides); gridiron uses 2 with a margin of 0.01, so that a small lead measured
   * surely counts and a large one measured on noise does not. */
  confidence?: number;
  /** The policy that plays the rollouts, built from a seed. */
  rollout: (seed: number) => RankingBot;
  evaluate?: Evaluator;
  /** Which decisions are worth a search; the others are left to the rollout policy. Default: all. */
  deliberate?: (game: Game, decision: Decision) => boolean;
  /** Called after each searched decision with every arm's rollouts and mean, and the index of the one played. */
  trace?: (decision: Decision, arms: { plan: Plan; n: number; mean: number }[], chosen: number) => void;
  /** Ends a rollout early, to be scored (e.g. when the deciding side's turn is over). Asked before each rollout
   * action; `memo` is the rollout's own scratch object, for a rule that waits for a second boundary. */
  stop?: (game: Game, seat: string, memo: Record<string, unknown>) => boolean;
}

export function searchBot(seed: number | string, opts: SearchOptions): Bot {
  const rng = seedRng(seed);
  const policy = opts.rollout(nextU32(rng));
  const horizon = opts.horizon ?? 300;
  const evaluate = opts.evaluate ?? defaultEvaluate;
  const margin = opts.margin ?? 0.05;
  const confidence = opts.confidence ?? 0;

  function rollout(game: Game, first: Plan, seat: string, dice: number): number {
    const g = clone(game);
    policy.carry?.(game, g);
    // The dice to come live in the state: without fresh ones the rollout would know the real game's next rolls.
    g.rng = seedRng(dice);
    g.script = [];
    act(g, first.action);
    if (first.intent !== undefined) policy.intend?.(g, first.intent);
    const memo: Record<string, unknown> = {};
    for (let n = 0; g.pending && n < horizon && !(opts.stop && opts.stop(g, seat, memo)); n++) act(g, policy.choose(g, g.pending));
    return evaluate(g, seat);
  }

  function candidates(game: Game, d: Decision): Plan[] {
    // The policy's own choice always comes first: it is the arm the others must clearly beat.
    const k = opts.candidates ?? 6;
    const plans = policy.plans?.(game, d);
    if (plans) return plans.slice(0, k);
    const ranked = policy.rank?.(game, d);
    if (ranked) return ranked.slice(0, k).map((action) => ({ action }));
    const pick = policy.choose(game, d);
    const rest = d.actions.filter((a) => a !== pick);
    if (rest.length >= k) {
      // Without a ranking: a seeded sample of the rest.
      for (let i = rest.length - 1; i > 0; i--) {
        const j = randInt(rng, i + 1);
        [rest[i], rest[j]] = [rest[j], rest[i]];
      }
    }
    return [pick, ...rest.slice(0, k - 1)].map((action) => ({ action }));
  }

  // The intent of the last plan played. Clients may hand the bot a fresh copy of the game at each decision (the web
  // app's bot worker does), so it is handed to the policy again with every game, not left on the one it was given.
  let intent: unknown;

  return {
    name: 'search',
    choose(game, d) {
      if (intent !== undefined) policy.intend?.(game, intent);
      if (d.actions.length === 1) return d.actions[0];
      if (opts.deliberate && !opts.deliberate(game, d)) return policy.choose(game, d);
      const arms = candidates(game, d);
      if (arms.length === 1) return play(game, arms[0]);
      const n = arms.map(() => 0);
      const sum = arms.map(() => 0);
      // values[i][j]: arm i's score in rollout j (on dice j), for comparing arms rollout by rollout.
      const values: number[][] = arms.map(() => []);
      const base = nextU32(rng);
      const diceFor = (j: number) => (base + Math.imul(j + 1, 0x9e3779b9)) >>> 0;
      const deadline = opts.timeMs !== undefined ? performance.now() + opts.timeMs : Infinity;
      const budget = opts.timeMs !== undefined ? Infinity : (opts.iterations ?? 64);
      let alive = arms.map((_, i) => i);
      const rounds = Math.max(1, Math.ceil(Math.log2(arms.length)));
      let spent = 0;
      let j = 0;
      // Successive halving: each round gives every arm still in play the same new dice, then keeps the better half.
      for (let round = 0; spent < budget; round++) {
        const perArm = opts.timeMs !== undefined ? 2 : Math.max(1, Math.floor(budget / rounds / alive.length));
        for (let k = 0; k < perArm && spent < budget; k++, j++) {
          const dice = diceFor(j);
          for (const i of alive) {
            const v = rollout(game, arms[i], d.seat, dice);
            values[i][j] = v;
            sum[i] += v;
            n[i]++;
            spent++;
          }
          if (performance.now() > deadline) break;
        }
        if (performance.now() > deadline || alive.length === 1) break;
        if (round < rounds - 1) {
          alive = alive.slice().sort((a, b) => sum[b] / n[b] - sum[a] / n[a] || a - b).slice(0, Math.ceil(alive.length / 2));
          if (!alive.includes(0)) alive.push(0);
        } else if (opts.timeMs === undefined) break;
      }
      // Arm 0 is the policy's choice (kept in play throughout, so it rolled every dice any other arm did). Another arm
      // replaces it only when, compared rollout by rollout, it is better by more than the margin even after taking
      // `confidence` standard errors off its lead: the policy is not overruled on noise.
      const mean = (i: number) => (n[i] ? sum[i] / n[i] : -1);
      let chosen = 0;
      let bestLead = margin;
      for (const i of alive) {
        if (i === 0 || n[i] < 2) continue;
        let total = 0;
        let squares = 0;
        for (const jj in values[i]) {
          const diff = values[i][jj] - values[0][jj];
          total += diff;
          squares += diff * diff;
        }
        const lead = total / n[i];
        const se = Math.sqrt(Math.max(0, squares / n[i] - lead * lead) / (n[i] - 1));
        if (lead - confidence * se > bestLead) [bestLead, chosen] = [lead - confidence * se, i];
      }
      opts.trace?.(d, arms.map((plan, i) => ({ plan, n: n[i], mean: mean(i) })), chosen);
      return play(game, arms[chosen]);
    },
  };

  /** The chosen arm's action; its intent, if it has one, goes to the policy, which plays the steps that follow. */
  function play(game: Game, arm: Plan): Action {
    if (arm.intent !== undefined) policy.intend?.(game, (intent = arm.intent));
    return arm.action;
  }
}
