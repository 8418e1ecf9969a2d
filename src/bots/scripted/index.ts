// The scripted players, one per ruleset: `scripted` plays whichever ruleset the game is, or says it has no player
// for it.

import type { Game } from '../../index';
import type { Action, Decision } from '../../core/types';
import type { RankingBot } from '../search';

export type ScriptedMaker = (seed: number | string) => RankingBot;

const players = new Map<string, ScriptedMaker>();

export function registerScripted(ruleset: string, make: ScriptedMaker): void {
  players.set(ruleset, make);
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
  };
}
