// Messages between the simulator and its workers. Work is not sent: every thread takes the next match number from a
// counter in shared memory, so no thread waits on a message for work.
import type { MatchOutcome } from './match';

export interface WorkerInput {
  spec: import('./match').SimSpec;
  /** Int32Array over this buffer: [0] is the next match number to take. */
  counter: SharedArrayBuffer;
}

export type ToMain =
  /** Outcomes played since the last message; `last` when the worker has taken its last match. */
  | { type: 'done'; outcomes: MatchOutcome[]; last: boolean }
  | { type: 'error'; index: number; message: string };
