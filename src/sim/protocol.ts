// Messages between the simulator and its workers.
import type { MatchOutcome } from './match';

/** Play matches from..to-1. */
export interface ToWorker {
  from: number;
  to: number;
}

export type ToMain =
  | { type: 'ready' }
  | { type: 'done'; outcomes: MatchOutcome[] }
  | { type: 'error'; index: number; message: string };
