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
function defaultSearch(seed: number | string): Bot {
  const scripted = scriptedBot(seed);
  const bots = new Map<string, Bot>();
  const forRuleset = (ruleset: string): Bot => {
    let bot = bots.get(ruleset);
    if (!bot) {
      const hints = searchHints(ruleset);
      const random = randomBot(seed);
      bot = searchBot(`${seed}:${ruleset}`, {
        iterations: hints.iterations ?? 32,
        candidates: hints.candidates,
        margin: hints.margin,
        confidence: hints.confidence,
        horizon: hints.horizon ?? 300,
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

const makers: Record<string, (seed: number | string) => Bot> = {
  random: randomBot,
  'random-kind': randomKindBot,
  scripted: scriptedBot,
  search: defaultSearch,
};

export function botNames(): string[] {
  return Object.keys(makers);
}

export function makeBot(name: string, seed: number | string = 1): Bot {
  const make = makers[name];
  if (!make) throw new Error(`no such bot (bots: ${botNames().join(', ')})`);
  return make(seed);
}
