// Bots think here, off the page's thread: a search bot may take a second or two on a move, and the board stays
// responsive meanwhile. A bot is kept per key (match and seat), since some remember what they learnt.

import { makeBot, type Bot } from '../../src/bots/index';
import type { Game } from '../../src/index';
import '../../src/index';

export interface BotRequest {
  id: number;
  key: string;
  name: string;
  seed: string;
  game: Game;
}

export type BotReply = { id: number; action: Record<string, unknown> } | { id: number; error: string };

const bots = new Map<string, Bot>();

self.onmessage = (e: MessageEvent<BotRequest>) => {
  const { id, key, name, seed, game } = e.data;
  try {
    let bot = bots.get(key);
    if (!bot) {
      bot = makeBot(name, seed);
      bots.set(key, bot);
    }
    const action = bot.choose(game, game.pending!);
    (self as unknown as Worker).postMessage({ id, action } satisfies BotReply);
  } catch (err) {
    (self as unknown as Worker).postMessage({ id, error: `the ${name} bot failed: ${(err as Error).message}` } satisfies BotReply);
  }
};
