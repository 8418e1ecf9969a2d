// Bots by name, for the CLI, the simulator and the web app.

import type { Bot } from './bot';
import { randomBot } from './random';
import { searchBot } from './search';
import { hasScripted, scriptedBot, searchHints } from './scripted/index';
import './scripted/players';

export type { Bot } from './bot';

/** Search with the ruleset's scripted player for rollouts (uniform random where a ruleset has none). */
function defaultSearch(seed: number | string): Bot {
  return searchBot(seed, {
    iterations: 48,
    deliberate: (game, d) => searchHints(game.ruleset).deliberate?.(game, d) ?? true,
    stop: (game, seat) => searchHints(game.ruleset).stop?.(game, seat) ?? false,
    rollout: (s) => {
      const scripted = scriptedBot(s);
      const random = randomBot(s);
      return {
        name: 'rollout',
        choose: (game, d) => (hasScripted(game.ruleset) ? scripted : random).choose(game, d),
        rank: (game, d) => (hasScripted(game.ruleset) ? scripted.rank!(game, d) : null),
      };
    },
  });
}

const makers: Record<string, (seed: number | string) => Bot> = {
  random: randomBot,
  scripted: scriptedBot,
  search: defaultSearch,
};

export function botNames(): string[] {
  return Object.keys(makers);
}

export function makeBot(name: string, seed: number | string = 1): Bot {
  const make = makers[name];
  if (!make) throw new Error(`no bot "${name}" (bots: ${botNames().join(', ')})`);
  return make(seed);
}
