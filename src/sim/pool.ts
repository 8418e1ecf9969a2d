// Runs a simulation: the main thread and worker threads take match numbers from one shared counter and play them;
// outcomes are added to one summary as they come back.
//
// The main thread plays too, so `workers: 1` starts no worker at all and `workers: 2` starts one. A worker costs a
// start (loading the rulesets; from source, through tsx, about half a CPU second) and its own JIT warm-up (its
// isolate compiles the engine again, most of a CPU second before it plays at full speed), which a thread that is
// already running and already has the modules saves.

import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { matchSeed, runMatch, seatsOf, type MatchOutcome, type SimSpec } from './match';
import type { ToMain, WorkerInput } from './protocol';
import { addOutcome, emptySummary, type Summary } from './summary';

export interface SimOptions {
  /** Threads that play, the main thread among them; 0 and 1 both play in this thread alone. */
  workers: number;
  onProgress?(done: number, total: number): void;
  /** Keep every match's outcome (for a CSV), sorted by match number. */
  keep?: boolean;
}

export interface SimResult {
  summary: Summary;
  outcomes: MatchOutcome[] | null;
  /** Wall-clock time of the run. */
  seconds: number;
  /** CPU time the process spent in the run, every thread together (worker start-up included). */
  cpuSeconds: number;
}

/** In the built command this module is bundled beside its own built worker. From source a worker needs tsx
 * registered first (worker.mjs), which costs it about half a CPU second of loading; the built worker (dist/cli, made
 * by `npm install` and the turnover command) does the same work when it is newer than every source, and when no
 * module is preloaded (a preloaded module registers into the sources' registry, which the bundle does not share). */
export function workerEntry(spec: SimSpec, here = import.meta.url): URL {
  if (!here.endsWith('.ts')) return new URL('./sim-worker.js', here);
  if (!spec.preload?.length) {
    const built = new URL('../../dist/cli/sim-worker.js', here);
    if (isNewerThanSources(fileURLToPath(built), fileURLToPath(new URL('..', here)))) return built;
  }
  return new URL('./worker.mjs', here);
}

/** True when `file` exists and no file under `sources` was changed after it. */
export function isNewerThanSources(file: string, sources: string): boolean {
  let built: number;
  try {
    built = statSync(file).mtimeMs;
  } catch {
    return false;
  }
  const newer = (dir: string): boolean => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory() ? newer(path) : statSync(path).mtimeMs > built) return true;
    }
    return false;
  };
  return !newer(sources);
}

/** How long the main thread plays before it lets the workers' messages and the progress bar in. */
const SLICE_MS = 20;

export class SimError extends Error {
  override name = 'SimError';
}

export async function runSim(spec: SimSpec, opts: SimOptions): Promise<SimResult> {
  // The main thread plays too, so it needs the preloaded rulesets and bots as much as the workers do.
  for (const url of spec.preload ?? []) await import(url);
  const seats = seatsOf(spec.ruleset);
  const summary = emptySummary(spec.ruleset, seats, seats.map((_, i) => spec.bots[i] ?? spec.bots[0]), spec.seed);
  const kept: MatchOutcome[] | null = opts.keep ? [] : null;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const take = (o: MatchOutcome) => {
    addOutcome(summary, o);
    kept?.push(o);
  };
  const threads = Math.max(1, Math.min(opts.workers, spec.games));
  await runShared(spec, seats, threads - 1, take, opts.onProgress);
  kept?.sort((a, b) => a.index - b.index);
  const cpu = process.cpuUsage(c0);
  return { summary, outcomes: kept, seconds: (performance.now() - t0) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

function failure(spec: SimSpec, index: number, message: string): SimError {
  return new SimError(`match ${index} (seed ${matchSeed(spec.seed, index)}) failed: ${message}`);
}

const breather = () => new Promise<void>((resolve) => setImmediate(resolve));

async function runShared(spec: SimSpec, seats: string[], workers: number, take: (o: MatchOutcome) => void, progress?: SimOptions['onProgress']): Promise<void> {
  const total = spec.games;
  const counter = new SharedArrayBuffer(4);
  const next = new Int32Array(counter);
  let done = 0;
  let failed: Error | null = null;
  const fail = (e: Error) => {
    failed ??= e;
    Atomics.store(next, 0, total);
  };
  const pool: Worker[] = [];
  const finished: Promise<void>[] = [];
  const entry = workers > 0 ? workerEntry(spec) : null;
  for (let k = 0; k < workers; k++) {
    const w = new Worker(entry!, { workerData: { spec, counter } satisfies WorkerInput });
    pool.push(w);
    finished.push(
      new Promise<void>((resolve) => {
        let last = false;
        w.on('message', (m: ToMain) => {
          if (failed) return resolve();
          if (m.type === 'error') {
            fail(failure(spec, m.index, m.message));
            return resolve();
          }
          for (const o of m.outcomes) take(o);
          done += m.outcomes.length;
          progress?.(done, total);
          if (m.last) {
            last = true;
            resolve();
          }
        });
        w.on('error', (e: Error) => {
          fail(new SimError(`a worker failed: ${e.message}`));
          resolve();
        });
        w.on('exit', (code) => {
          if (!last && !failed) fail(new SimError(`a worker exited with code ${code} before its last match`));
          resolve();
        });
      }),
    );
  }
  try {
    // The main thread's share: matches until the counter runs out, with a breather every slice.
    for (;;) {
      const end = performance.now() + SLICE_MS;
      let i = -1;
      while (performance.now() < end && (i = Atomics.add(next, 0, 1)) < total) {
        let o: MatchOutcome;
        try {
          o = runMatch(spec, i, seats);
        } catch (e) {
          fail(failure(spec, i, (e as Error).stack ?? String(e)));
          break;
        }
        take(o);
        done++;
        progress?.(done, total);
      }
      if (failed || i >= total) break;
      await breather();
      if (failed) break;
    }
    await Promise.all(finished);
  } finally {
    for (const w of pool) void w.terminate();
  }
  if (failed) throw failed;
}
