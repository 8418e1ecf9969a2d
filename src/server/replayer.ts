// Runs re-plays (resume.ts) where they cannot hold up other requests: a long record goes to a worker thread, since a
// 19 MB record takes seconds to re-play and the event loop would answer nobody meanwhile; a short one runs in place,
// where sending it to a thread would cost more than re-playing it.

import { Worker } from 'node:worker_threads';
import { resume, type ResumeJob, type ResumeOutcome } from './resume';

/** Records with at least this many actions are re-played in the worker. */
export const WORKER_FROM_ACTIONS = 2000;

export interface ReplayerOptions {
  /** Modules the worker imports before its first job, to register rulesets the server was given (tests). */
  rulesetModules?: string[];
  /** Called as a job is handed to the worker (tests use it to send a request while a re-play runs). */
  onWorkerJob?: () => void;
}

export interface Replayer {
  run(job: ResumeJob): Promise<ResumeOutcome>;
  close(): Promise<void>;
}

interface Waiting {
  resolve: (o: ResumeOutcome) => void;
  reject: (e: Error) => void;
}

export function makeReplayer(o: ReplayerOptions = {}): Replayer {
  let worker: Worker | null = null;
  let next = 1;
  const waiting = new Map<number, Waiting>();

  const failAll = (e: Error) => {
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
    worker = null;
  };

  const theWorker = (): Worker => {
    if (worker) return worker;
    const w = new Worker(new URL('./replay-worker.mjs', import.meta.url), { workerData: { modules: o.rulesetModules ?? [] } });
    w.on('message', (m: { id: number; outcome?: ResumeOutcome; failure?: string }) => {
      const job = waiting.get(m.id);
      waiting.delete(m.id);
      if (!job) return;
      if (m.outcome) job.resolve(m.outcome);
      else job.reject(new Error(`the re-play worker failed: ${m.failure}`));
    });
    w.on('error', (e) => failAll(e as Error));
    w.on('exit', () => failAll(new Error('the re-play worker stopped')));
    // An idle worker does not keep the process alive.
    w.unref();
    return (worker = w);
  };

  return {
    async run(job) {
      // Opening a stored match from its checkpoint needs only the actions since: often short enough to run here.
      const cp = job.checkpoint;
      const whole = job.record as { actions?: unknown[] } | null;
      if (!job.base && cp && cp.step > 0 && whole && typeof whole === 'object' && Array.isArray(whole.actions) && whole.actions.length >= cp.step) {
        job = { ...job, record: { ...whole, actions: whole.actions.slice(cp.step) }, skipped: cp.step };
      }
      const rec = job.record as { actions?: unknown } | null;
      const long = typeof job.record === 'string' ? job.record.length > WORKER_FROM_ACTIONS * 16 : Array.isArray(rec?.actions) && rec.actions.length >= WORKER_FROM_ACTIONS;
      if (!long) return resume(job);
      const w = theWorker();
      const id = next++;
      const answer = new Promise<ResumeOutcome>((resolve, reject) => waiting.set(id, { resolve, reject }));
      w.ref();
      // As text: copying a string to the thread is one block of memory, while a million small objects are cloned one
      // by one on this thread (measured: 0.6 s against 1.3 s for a 19 MB record).
      if (typeof job.record !== 'string') job = { ...job, record: JSON.stringify(job.record) };
      w.postMessage({ id, job });
      o.onWorkerJob?.();
      try {
        return await answer;
      } finally {
        if (waiting.size === 0) worker?.unref();
      }
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
