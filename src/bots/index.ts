// Bots by name, for the CLI, the simulator and the web app.

import type { Bot } from './bot';
import { randomBot } from './random';

export type { Bot } from './bot';

const makers: Record<string, (seed: number | string) => Bot> = {
  random: randomBot,
};

export function botNames(): string[] {
  return Object.keys(makers);
}

export function makeBot(name: string, seed: number | string = 1): Bot {
  const make = makers[name];
  if (!make) throw new Error(`no bot "${name}" (bots: ${botNames().join(', ')})`);
  return make(seed);
}
