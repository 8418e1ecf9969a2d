// The scripted players, one per ruleset: `scripted` plays whichever ruleset the game is, or says it has no player
// for it.

import type { Game } from '../../index';
import type { Action, Decision } from '../../core/types';
import type { Plan, RankingBot } from '../search';

export type ScriptedMaker = (seed: number | string) => RankingBot;

/** How the search bot should use a ruleset's scripted player: which decisions deserve a search, and when a
 * rollout has gone far enough to be scored. */
export interface SearchHints {
  deliberate?(game: Game, decision: Decision): boolean;
  stop?(game: Game, seat: string, memo: Record<string, unknown>): boolean;
  /** Actions a rollout plays at most before it is scored. */
  horizon?: number;
  /** Rollouts per searched decision. */
  iterations?: number;
  /** Most actions or plans compared at one decision. */
  candidates?: number;
  /** How surely another arm must beat the coach's choice (see SearchOptions). */
  margin?: number;
  confidence?: number;
}

const players = new Map<string, ScriptedMaker>();
const hints = new Map<string, SearchHints>();

export function registerScripted(ruleset: string, make: ScriptedMaker, searchHints: SearchHints = {}): void {
  players.set(ruleset, make);
  hints.set(ruleset, searchHints);
}

export function searchHints(ruleset: string): SearchHints {
  return hints.get(ruleset) ?? {};
}

export function hasScripted(ruleset: string): boolean {
  return players.has(ruleset);
}

/** A bot that plays each game with that ruleset's scripted player, made on first use from the same seed. */
export function scriptedBot(seed: number | string = 1): RankingBot {
  const made = new Map<string, RankingBot>();
  const forGame = (game: Game): RankingBot => {
    let bot = made.get(game.ruleset);
    if (!bot) {
      const make = players.get(game.ruleset);
      if (!make) throw new Error(`no scripted player for "${game.ruleset}" (scripted: ${[...players.keys()].join(', ') || 'none'})`);
      made.set(game.ruleset, (bot = make(seed)));
    }
    return bot;
  };
  return {
    name: 'scripted',
    choose: (game: Game, d: Decision): Action => forGame(game).choose(game, d),
    rank: (game: Game, d: Decision): Action[] | null => {
      const bot = forGame(game);
      return bot.rank ? bot.rank(game, d) : [bot.choose(game, d)];
    },
    plans: (game: Game, d: Decision): Plan[] | null => forGame(game).plans?.(game, d) ?? null,
    intend: (game: Game, intent: unknown): void => forGame(game).intend?.(game, intent),
    carry: (from: Game, to: Game): void => forGame(from).carry?.(from, to),
  };
}
