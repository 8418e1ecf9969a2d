// Worker threads for the slow suites: one per core, each playing fixtures with the `playAndReplay(fixture)` of the
// module it is given, a chunk at a time, so both cores stay busy to the last match.

import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Played } from './play-and-replay';

export interface MatchPool<F> {
  readonly workers: number;
  /** Plays every fixture; the reports come back in the order the chunks finish. */
  playAll(fixtures: F[]): Promise<(F & Played)[]>;
  close(): Promise<void>;
}

/** `module`: the file whose `playAndReplay(fixture)` each worker calls. `chunk`: fixtures a message, small enough
 * to keep every worker busy to the end, large enough that messages cost nothing. */
export function matchPool<F extends object>(module: URL, chunk: number): MatchPool<F> {
  const pool = Array.from(
    { length: Math.max(1, availableParallelism()) },
    () => new Worker(new URL('./match-pool.worker.mjs', import.meta.url), { workerData: { module: module.href } }),
  );
  return {
    workers: pool.length,
    playAll(fixtures) {
      const reports: (F & Played)[] = [];
      let next = 0;
      return new Promise((resolve, reject) => {
        let busy = 0;
        const feed = (w: Worker) => {
          if (next >= fixtures.length) {
            if (busy === 0) resolve(reports);
            return;
          }
          busy++;
          w.postMessage(fixtures.slice(next, (next += chunk)));
        };
        for (const w of pool) {
          w.removeAllListeners();
          w.on('message', (batch: (F & Played)[]) => {
            reports.push(...batch);
            busy--;
            feed(w);
          });
          w.on('error', reject);
          w.on('exit', (code) => reject(new Error(`a worker exited with code ${code}`)));
        }
        for (const w of pool) feed(w);
      });
    },
    async close() {
      await Promise.all(pool.map((w) => w.terminate()));
    },
  };
}
