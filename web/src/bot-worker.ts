// Bots think here, off the page's thread: a search bot may take a second or two on a move, and the board stays
// responsive meanwhile. A bot is kept per key (match and seat), since some remember what they learnt. The replay's
// luck report (a second or so for a whole match) is worked out here too, for the same reason.

import { makeBot, type Bot } from '../../src/bots/index';
import { luck, type LuckReport } from '../../src/core/luck';
import type { Game, MatchRecord } from '../../src/index';
import '../../src/index';

export interface BotRequest {
  id: number;
  key: string;
  name: string;
  seed: string;
  game: Game;
}

export type BotReply = { id: number; action: Record<string, unknown> } | { id: number; error: string };

/** A luck report asked for: the record of the match. */
export interface LuckRequest {
  id: number;
  luck: MatchRecord;
}
export type LuckReply = { id: number; report: LuckReport } | { id: number; error: string };

const bots = new Map<string, Bot>();

self.onmessage = (e: MessageEvent<BotRequest | LuckRequest>) => {
  if ('luck' in e.data) return luckReply(e.data);
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

function luckReply({ id, luck: record }: LuckRequest): void {
  try {
    (self as unknown as Worker).postMessage({ id, report: luck(record) } satisfies LuckReply);
  } catch (err) {
    (self as unknown as Worker).postMessage({ id, error: (err as Error).message } satisfies LuckReply);
  }
}
