// Runs a simulation: matches in chunks across worker threads (or inline with workers = 0), outcomes added to one
// summary as they come back.

import { Worker } from 'node:worker_threads';
import { matchSeed, runMatch, seatsOf, type MatchOutcome, type SimSpec } from './match';
import type { ToMain, ToWorker } from './protocol';
import { addOutcome, emptySummary, type Summary } from './summary';

export interface SimOptions {
  /** Worker threads; 0 plays in this thread. */
  workers: number;
  onProgress?(done: number, total: number): void;
  /** Keep every match's outcome (for a CSV), sorted by match number. */
  keep?: boolean;
}

export interface SimResult {
  summary: Summary;
  outcomes: MatchOutcome[] | null;
  seconds: number;
}

// From source a worker needs tsx registered first (worker.mjs); in the built command (dist/cli, bin/build-cli.js)
// this module is bundled into main.js beside its own built worker.
const WORKER_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./worker.mjs', import.meta.url)
  : new URL('./sim-worker.js', import.meta.url);

export class SimError extends Error {
  override name = 'SimError';
}

export async function runSim(spec: SimSpec, opts: SimOptions): Promise<SimResult> {
  const seats = seatsOf(spec.ruleset);
  const summary = emptySummary(spec.ruleset, seats, seats.map((_, i) => spec.bots[i] ?? spec.bots[0]), spec.seed);
  const kept: MatchOutcome[] | null = opts.keep ? [] : null;
  const t0 = performance.now();
  const take = (o: MatchOutcome) => {
    addOutcome(summary, o);
    kept?.push(o);
  };
  if (opts.workers <= 0) await runInline(spec, seats, take, opts.onProgress);
  else await runWorkers(spec, opts.workers, take, opts.onProgress);
  kept?.sort((a, b) => a.index - b.index);
  return { summary, outcomes: kept, seconds: (performance.now() - t0) / 1000 };
}

function failure(spec: SimSpec, index: number, message: string): SimError {
  return new SimError(`match ${index} (seed ${matchSeed(spec.seed, index)}) failed: ${message}`);
}

async function runInline(spec: SimSpec, seats: string[], take: (o: MatchOutcome) => void, progress?: SimOptions['onProgress']) {
  for (const url of spec.preload ?? []) await import(url);
  for (let i = 0; i < spec.games; i++) {
    try {
      take(runMatch(spec, i, seats));
    } catch (e) {
      throw failure(spec, i, (e as Error).stack ?? String(e));
    }
    progress?.(i + 1, spec.games);
  }
}

function runWorkers(spec: SimSpec, workers: number, take: (o: MatchOutcome) => void, progress?: SimOptions['onProgress']): Promise<void> {
  const total = spec.games;
  const n = Math.max(1, Math.min(workers, total));
  // Small chunks keep the workers evenly busy and the progress bar moving; 64 caps the messaging overhead.
  const chunk = Math.max(1, Math.min(64, Math.ceil(total / (n * 16))));
  let next = 0;
  let done = 0;
  const pool: Worker[] = [];
  return new Promise<void>((resolve, reject) => {
    let failed = false;
    const stop = (err?: Error) => {
      for (const w of pool) void w.terminate();
      if (err) {
        failed = true;
        reject(err);
      } else resolve();
    };
    const feed = (w: Worker) => {
      if (next >= total) return;
      const msg: ToWorker = { from: next, to: Math.min(total, next + chunk) };
      next = msg.to;
      w.postMessage(msg);
    };
    if (total === 0) return stop();
    for (let k = 0; k < n; k++) {
      const w = new Worker(WORKER_ENTRY, { workerData: { spec } });
      pool.push(w);
      w.on('message', (m: ToMain) => {
        if (failed) return;
        if (m.type === 'error') return stop(failure(spec, m.index, m.message));
        if (m.type === 'done') {
          for (const o of m.outcomes) take(o);
          done += m.outcomes.length;
          progress?.(done, total);
          if (done >= total) return stop();
        }
        feed(w);
      });
      w.on('error', (e: Error) => !failed && stop(new SimError(`a worker failed: ${e.message}`)));
      w.on('exit', (code) => {
        if (!failed && done < total && code !== 0) stop(new SimError(`a worker exited with code ${code}`));
      });
    }
  });
}
