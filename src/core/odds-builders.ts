// Plan builders by game: each game names the plans a coach asks about (a move along a path, a block, a pass) and
// builds them from plain arguments, with the odds options they need (a block's label and goal). The CLI and the API
// take a plan as `{"build": NAME, ...arguments}` as well as a list of actions; the games register theirs beside
// their odds adapters (src/games/*/odds-plans.ts).

import type { Game } from './game';
import type { OddsOptions, Plan } from './odds';

export interface BuiltPlan {
  plan: Plan;
  options?: OddsOptions;
}

export type PlanArgs = Record<string, unknown>;
export type PlanBuilder = (args: PlanArgs, game: Game) => BuiltPlan;

const builders = new Map<string, Record<string, PlanBuilder>>();

export function registerPlanBuilders(ruleset: string, list: Record<string, PlanBuilder>): void {
  builders.set(ruleset, { ...builders.get(ruleset), ...list });
}

export function planBuilders(ruleset: string): Record<string, PlanBuilder> {
  return builders.get(ruleset) ?? {};
}

export class PlanArgsError extends Error {
  override name = 'PlanArgsError';
}

/** Builds `{build, ...args}` with the game's builder of that name. */
export function buildPlan(game: Game, spec: PlanArgs): BuiltPlan {
  const list = planBuilders(game.ruleset);
  const name = spec.build;
  if (typeof name !== 'string' || !list[name]) {
    const known = Object.keys(list);
    throw new PlanArgsError(`"build" must name one of ${game.ruleset}'s plans: ${known.length ? known.join(', ') : 'none'}`);
  }
  return list[name](spec, game);
}

// Argument readers: a builder's arguments come from JSON a coach typed, so each is checked and named when wrong.
export function str(args: PlanArgs, key: string): string {
  const v = args[key];
  if (typeof v !== 'string' || !v) throw new PlanArgsError(`"${key}" must be a player id (a string)`);
  return v;
}
export function int(args: PlanArgs, key: string): number {
  const v = args[key];
  if (typeof v !== 'number' || !Number.isInteger(v)) throw new PlanArgsError(`"${key}" must be a whole number`);
  return v;
}
export function cell(args: PlanArgs, key: string): [number, number] {
  const v = args[key];
  if (!Array.isArray(v) || v.length !== 2 || !v.every((n) => Number.isInteger(n))) throw new PlanArgsError(`"${key}" must be a square [x, y]`);
  return [v[0], v[1]];
}
export function path(args: PlanArgs, key = 'path'): [number, number][] {
  const v = args[key] ?? [];
  if (!Array.isArray(v)) throw new PlanArgsError(`"${key}" must be a list of squares [[x, y], ...]`);
  return v.map((_, i) => cell({ c: v[i] }, 'c'));
}
export function optStr(args: PlanArgs, key: string): string | undefined {
  return args[key] === undefined ? undefined : str(args, key);
}
