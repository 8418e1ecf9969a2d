// The analysis board's odds worked out off the page's thread: the bot's suggestion, and the chance of a plan the
// coach played out on the board (the odds of a block after a roll can take seconds; the board stays live).

import '../../../src/index';
import type { Action, Game } from '../../../src/index';
import { planOdds, suggest, type PlanOdds, type Suggestion } from './suggest';

export type { PlanOdds };

export type WorkerAsk = { id: number; game: Game; plan?: Action[] };
export type SuggestReply = { id: number; suggestion: Suggestion } | { id: number; plan: PlanOdds } | { id: number; error: string };

self.onmessage = (e: MessageEvent<WorkerAsk>) => {
  const { id, game, plan } = e.data;
  try {
    const reply: SuggestReply = plan ? { id, plan: planOdds(game, plan) } : { id, suggestion: suggest(game) };
    (self as unknown as Worker).postMessage(reply);
  } catch (err) {
    (self as unknown as Worker).postMessage({ id, error: (err as Error).message } satisfies SuggestReply);
  }
};
