// Bots by name, for the CLI, the simulator and the web app.

import type { Bot } from './bot';
import { randomBot } from './random';
import { randomKindBot } from './random-kind';
import { searchBot } from './search';
import { hasScripted, scriptedBot, searchHints } from './scripted/index';
import './scripted/players';

export type { Bot } from './bot';

/** Search with the ruleset's scripted player for rollouts (uniform random where a ruleset has none). The horizon
 * is the ruleset's when it names one; the hints are looked up per game, so one bot plays any ruleset. */
function defaultSearch(seed: number | string, settings: BotSettings = {}): Bot {
  const scripted = scriptedBot(seed);
  const bots = new Map<string, Bot>();
  const forRuleset = (ruleset: string): Bot => {
    let bot = bots.get(ruleset);
    if (!bot) {
      const hints = searchHints(ruleset);
      const random = randomBot(seed);
      bot = searchBot(`${seed}:${ruleset}`, {
        iterations: settings.iterations ?? hints.iterations ?? 32,
        candidates: hints.candidates,
        margin: hints.margin,
        confidence: hints.confidence,
        horizon: settings.horizon ?? hints.horizon ?? 300,
        deliberate: hints.deliberate,
        stop: hints.stop,
        rollout: () => (hasScripted(ruleset) ? scripted : { ...random, rank: () => null }),
      });
      bots.set(ruleset, bot);
    }
    return bot;
  };
  return { name: 'search', choose: (game, d) => forRuleset(game.ruleset).choose(game, d) };
}

/** What a bot entry may set beside its seed (a ladder entry's settings): the search's budget. Others ignore them. */
export interface BotSettings {
  iterations?: number;
  horizon?: number;
}

const makers: Record<string, (seed: number | string, settings?: BotSettings) => Bot> = {
  random: randomBot,
  'random-kind': randomKindBot,
  scripted: scriptedBot,
  search: defaultSearch,
};

export function botNames(): string[] {
  return Object.keys(makers);
}

export function makeBot(name: string, seed: number | string = 1, settings?: BotSettings): Bot {
  const make = makers[name];
  if (!make) throw new Error(`no such bot (bots: ${botNames().join(', ')})`);
  return make(seed, settings);
}
