// The bot's suggestion worked out off the page's thread: the odds of a block after a roll at the start of an action
// can take seconds, and the board stays live meanwhile.

import '../../../src/index';
import type { Game } from '../../../src/index';
import { suggest, type Suggestion } from './suggest';

export type SuggestReply = { id: number; suggestion: Suggestion } | { id: number; error: string };

self.onmessage = (e: MessageEvent<{ id: number; game: Game }>) => {
  const { id, game } = e.data;
  try {
    (self as unknown as Worker).postMessage({ id, suggestion: suggest(game) } satisfies SuggestReply);
  } catch (err) {
    (self as unknown as Worker).postMessage({ id, error: (err as Error).message } satisfies SuggestReply);
  }
};
