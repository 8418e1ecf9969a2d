// The facade: the one door for the web app, the CLI, bots, the simulator and the server (DESIGN.md).

import { resolveBoard, type BoardData } from './board';
import { deepClone } from './clone';
import { advance, apply, matchAction, type Ctx, type Ruleset } from './engine';
import { validateOptions, type OptionsSchema } from './options';
import { getRuleset, allRulesets } from './registry';
import { seedRng } from './rng';
import type { Action, BaseState, Decision, Event, Json, Result } from './types';

/** A game is its state: plain JSON, savable and sendable at any point. */
export type Game = BaseState & Record<string, unknown>;

export interface RulesetInfo {
  id: string;
  name: string;
  version: number;
  grid: Ruleset['grid'];
  seats: string[];
  options: OptionsSchema;
  rosters: Ruleset['rosters'];
  /** The boards a match may be played on (the first is the default); absent for a game without a board. */
  boards?: { id: string; name: string; width: number; height: number; data: BoardData }[];
}

export function rulesets(): RulesetInfo[] {
  return allRulesets().map((rs) => ({
    id: rs.id,
    name: rs.name,
    version: rs.version,
    grid: rs.grid,
    seats: rs.seats,
    options: rs.options,
    rosters: rs.rosters,
    ...(rs.boards ? { boards: boardList(rs) } : {}),
  }));
}

function boardList(rs: Ruleset): RulesetInfo['boards'] {
  const set = rs.boards!;
  const ids = [set.default, ...Object.keys(set.byId).filter((id) => id !== set.default)];
  return ids.map((id) => ({ id, name: set.byId[id].data.name, width: set.byId[id].width, height: set.byId[id].height, data: set.byId[id].data }));
}

/** The ruleset's rule text for the terms its player cards show (skills, roles), by name; empty when it has none. */
export function glossary(ruleset: string): Record<string, string> {
  return getRuleset(ruleset).glossary ?? {};
}

/** A seed as the generator takes it: digits are a number, anything else a word. */
export function normalSeed(seed: Json | undefined): number | string {
  if (typeof seed === 'number') return seed >>> 0;
  if (typeof seed === 'string' && seed !== '') return /^\d{1,10}$/.test(seed) ? Number(seed) >>> 0 : seed;
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return buf[0];
}

/** Starts a game and returns it with the events that happened before its first decision (pre-game rolls). */
export function start(ruleset: string, options?: Record<string, unknown>): { game: Game; events: Event[] } {
  const rs = getRuleset(ruleset);
  const opts = validateOptions(rs.options, options);
  // A board the options name or bring is checked now, so that a bad one is refused before any game exists.
  if (rs.boards) resolveBoard(rs.boards, opts.board);
  const seed = normalSeed(opts.seed);
  opts.seed = String(seed);
  const scenario = opts.scenario as { dice?: unknown } | null;
  const script = scenario && Array.isArray(scenario.dice) ? (scenario.dice as (number | string)[]).slice() : [];
  const base: BaseState = {
    ruleset: rs.id,
    version: rs.version,
    seed,
    options: opts,
    rng: seedRng(seed),
    script,
    stack: [],
    pending: null,
    step: 0,
    result: null,
  };
  const state = rs.setup(base) as Game;
  const ctx: Ctx<Game> = { state, events: [], ruleset: rs };
  advance(ctx);
  return { game: state, events: ctx.events };
}

export function newGame(ruleset: string, options?: Record<string, unknown>): Game {
  return start(ruleset, options).game;
}

/** Who must act and why; null when the game is over. */
export function pending(game: Game): Decision | null {
  return game.pending;
}

/** Every legal action now. */
export function legal(game: Game): readonly Action[] {
  return game.pending ? game.pending.actions : [];
}

/** Applies one action and returns what happened. An illegal action throws `IllegalAction` and changes nothing. */
export function act(game: Game, action: Action): Event[] {
  const chosen = matchAction(game.pending, action);
  const ctx: Ctx<Game> = { state: game, events: [], ruleset: getRuleset(game.ruleset) };
  apply(ctx, chosen);
  return ctx.events;
}

/** What a seat may see: board, players, ball, score, clock. */
export function view(game: Game, seat?: string): Record<string, unknown> {
  return getRuleset(game.ruleset).view(game, seat);
}

/** Display only: who could intercept the throw `action` of the pending decision (none where the game has no
 * interceptions). Nothing is recorded or changed. */
export function interceptorsOf(game: Game, action: Action): string[] {
  return getRuleset(game.ruleset).interceptors?.(game, action) ?? [];
}

/** An independent copy, for search. */
export function clone(game: Game): Game {
  const rs = getRuleset(game.ruleset);
  return rs.clone ? (rs.clone(game) as Game) : deepClone(game);
}

export function result(game: Game): Result | null {
  return game.result;
}
