// A request for odds as the CLI and the API both take it: a match record or a position, and a plan; answered with
// the same JSON by both (`turnover odds --json`, POST /api/odds). Every refusal is one line that repeats nothing it
// was sent.

import { start, type Game } from './game';
import { odds, type OddsOptions, type OddsResult, type Outcome, type Plan } from './odds';
import { buildPlan, PlanArgsError, type BuiltPlan } from './odds-builders';
import { parseRecord, RECORD_FORMAT, replay } from './replay';
import type { Action } from './types';

/** Bad input to an odds request: what is wrong with it, in one line. */
export class OddsRequestError extends Error {
  override name = 'OddsRequestError';
}

/** A plan as sent: a list of actions, or one of the game's plans by name (`{"build": NAME, ...arguments}`). */
export type PlanSpec = Action[] | ({ build: string } & Record<string, unknown>);

/** Checks a parsed plan: a non-empty list of actions, or `{"build": ...}`. `name` says where it came from
 * (`--plan`, `"plan"`). */
export function planOf(plan: unknown, name: string): PlanSpec {
  if (plan && typeof plan === 'object' && !Array.isArray(plan) && 'build' in plan) return plan as PlanSpec;
  if (!Array.isArray(plan) || plan.length === 0) throw new OddsRequestError(`${name} must be a non-empty JSON list of actions`);
  plan.forEach((a, i) => {
    if (!a || typeof a !== 'object' || Array.isArray(a) || typeof (a as Action).type !== 'string') {
      throw new OddsRequestError(`${name}: action ${i + 1} must be an object with a "type"`);
    }
  });
  return plan as Action[];
}

/** The plan a spec stands for in `game`, with the odds options its outcomes are named by (a block's). */
export function builtPlan(game: Game, spec: PlanSpec, name: string): BuiltPlan {
  if (Array.isArray(spec)) return { plan: spec };
  try {
    return buildPlan(game, spec);
  } catch (e) {
    if (e instanceof PlanArgsError) throw new OddsRequestError(`${name}: ${e.message}`);
    throw e;
  }
}

/** The game a record ends in, or a position starts in: `{"ruleset": ID, "options": {...}}`. */
export function positionOf(json: unknown, name: string): Game {
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new OddsRequestError(`${name} must be a JSON object: a match record or a position`);
  const o = json as Record<string, unknown>;
  if (o.format === RECORD_FORMAT) return replay(parseRecord(o)).game;
  if (typeof o.ruleset !== 'string') throw new OddsRequestError(`a position needs "ruleset": a ruleset id`);
  if (o.options !== undefined && (!o.options || typeof o.options !== 'object' || Array.isArray(o.options))) {
    throw new OddsRequestError(`a position's "options" must be an object`);
  }
  return start(o.ruleset, o.options as Record<string, unknown> | undefined).game;
}

/** The odds of `plan` from `game`, as JSON: {best, noReroll, success, rerolls, cut, runs}. */
export function oddsJson(game: Game, plan: Plan, options: OddsOptions = {}) {
  if (!game.pending) throw new OddsRequestError('the game is over: there is no plan to play');
  return asJson(odds(game, plan, options));
}

export function asJson(r: OddsResult) {
  const list = (l: Outcome[]) => l.map((o) => ({ outcome: o.outcome, p: o.p, exact: o.exact }));
  return { best: list(r.best), noReroll: list(r.noReroll), success: r.success, rerolls: r.rerolls, cut: r.cut, runs: r.runs };
}
