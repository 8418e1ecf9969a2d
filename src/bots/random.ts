// The random bot: uniform over the legal actions, with its own seeded generator so it never disturbs the game's dice.

import { randInt, seedRng } from '../core/rng';
import type { Bot } from './bot';

export function randomBot(seed: number | string = 1): Bot {
  const rng = seedRng(seed);
  return {
    name: 'random',
    choose: (_game, decision) => decision.actions[randInt(rng, decision.actions.length)],
  };
}
