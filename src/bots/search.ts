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
 * the top ones. */
export interface RankingBot extends Bot {
  rank?(game: Game, decision: Decision): Action[] | null;
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
  /** How much better (on the 0..1 scale) another arm's average must be to overrule the policy's choice. Default
   * 0.05: with a smaller margin, gridiron search changed its coach's choices on noise and played worse. */
  margin?: number;
  /** The policy that plays the rollouts, built from a seed. */
  rollout: (seed: number) => RankingBot;
  evaluate?: Evaluator;
  /** Which decisions are worth a search; the others are left to the rollout policy. Default: all. */
  deliberate?: (game: Game, decision: Decision) => boolean;
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

  function rollout(game: Game, first: Action, seat: string, dice: number): number {
    const g = clone(game);
    // The dice to come live in the state: without fresh ones the rollout would know the real game's next rolls.
    g.rng = seedRng(dice);
    g.script = [];
    act(g, first);
    const memo: Record<string, unknown> = {};
    for (let n = 0; g.pending && n < horizon && !(opts.stop && opts.stop(g, seat, memo)); n++) act(g, policy.choose(g, g.pending));
    return evaluate(g, seat);
  }

  function candidates(game: Game, d: Decision): Action[] {
    // The policy's own choice always comes first: it is the arm the others must clearly beat.
    const k = opts.candidates ?? 6;
    const ranked = policy.rank?.(game, d);
    if (ranked) return ranked.slice(0, k);
    const pick = policy.choose(game, d);
    const rest = d.actions.filter((a) => a !== pick);
    if (rest.length < k) return [pick, ...rest];
    // Without a ranking: a seeded sample of the rest.
    for (let i = rest.length - 1; i > 0; i--) {
      const j = randInt(rng, i + 1);
      [rest[i], rest[j]] = [rest[j], rest[i]];
    }
    return [pick, ...rest.slice(0, k - 1)];
  }

  return {
    name: 'search',
    choose(game, d) {
      if (d.actions.length === 1) return d.actions[0];
      if (opts.deliberate && !opts.deliberate(game, d)) return policy.choose(game, d);
      const arms = candidates(game, d);
      if (arms.length === 1) return arms[0];
      const n = arms.map(() => 0);
      const sum = arms.map(() => 0);
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
            sum[i] += rollout(game, arms[i], d.seat, dice);
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
      // Arm 0 is the policy's choice (kept in play throughout): another arm replaces it only by a clear margin.
      const mean = (i: number) => (n[i] ? sum[i] / n[i] : -1);
      let best = 0;
      for (const i of alive) if (mean(i) > mean(best)) best = i;
      return arms[mean(best) > mean(0) + margin ? best : 0];
    },
  };
}
