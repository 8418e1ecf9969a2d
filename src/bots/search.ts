// The search bot: flat Monte Carlo tree search over the current decision. Each legal action (or the best few, when
// there are many) is tried in rollouts on a clone of the game, played on by a cheap policy for a bounded number of
// actions and scored by `evaluate`; UCB1 spends the budget on the actions that look best, and the action with the
// best average wins. With an iteration budget and a seed it is deterministic; with a time budget it is not.

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
  /** UCB1's exploration constant (values are 0..1). Default 0.5. */
  exploration?: number;
  /** The policy that plays the rollouts, built from a seed. */
  rollout: (seed: number) => RankingBot;
  evaluate?: Evaluator;
  /** Which decisions are worth a search; the others are left to the rollout policy. Default: all. */
  deliberate?: (game: Game, decision: Decision) => boolean;
  /** Ends a rollout early, to be scored (e.g. when the deciding side's turn is over). */
  stop?: (game: Game, seat: string) => boolean;
}

export function searchBot(seed: number | string, opts: SearchOptions): Bot {
  const rng = seedRng(seed);
  const policy = opts.rollout(nextU32(rng));
  const horizon = opts.horizon ?? 300;
  const evaluate = opts.evaluate ?? defaultEvaluate;
  const c = opts.exploration ?? 0.5;

  function rollout(game: Game, first: Action, seat: string): number {
    const g = clone(game);
    // The dice to come live in the state: without fresh ones the rollout would know the real game's next rolls.
    g.rng = seedRng(nextU32(rng));
    g.script = [];
    act(g, first);
    for (let n = 0; g.pending && n < horizon && !(opts.stop && opts.stop(g, seat)); n++) act(g, policy.choose(g, g.pending));
    return evaluate(g, seat);
  }

  function candidates(game: Game, d: Decision): Action[] {
    const k = opts.candidates ?? 6;
    if (d.actions.length <= k) return d.actions;
    const ranked = policy.rank?.(game, d);
    if (ranked) return ranked.slice(0, k);
    // Without a ranking: the policy's own choice and a seeded sample of the rest.
    const pick = policy.choose(game, d);
    const rest = d.actions.filter((a) => a !== pick);
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
      const deadline = opts.timeMs !== undefined ? performance.now() + opts.timeMs : Infinity;
      const budget = opts.timeMs !== undefined ? Infinity : (opts.iterations ?? 64);
      for (let it = 0; it < budget; it++) {
        if (it >= arms.length && performance.now() > deadline) break;
        let best = 0;
        if (it < arms.length) best = it;
        else {
          let bestScore = -Infinity;
          const logT = Math.log(it);
          for (let i = 0; i < arms.length; i++) {
            const u = sum[i] / n[i] + c * Math.sqrt(logT / n[i]);
            if (u > bestScore) [bestScore, best] = [u, i];
          }
        }
        n[best]++;
        sum[best] += rollout(game, arms[best], d.seat);
      }
      let pick = 0;
      for (let i = 1; i < arms.length; i++) {
        const mi = n[i] ? sum[i] / n[i] : -1;
        const mp = n[pick] ? sum[pick] / n[pick] : -1;
        if (mi > mp || (mi === mp && n[i] > n[pick])) pick = i;
      }
      return arms[pick];
    },
  };
}
