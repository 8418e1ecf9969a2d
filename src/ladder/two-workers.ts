// For the queue tests: a ladder worked by two worker processes on one PostgreSQL, one of them optionally killed
// (SIGKILL) in the middle of a match. Code only tests reach.

import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { enqueue, startBoss } from './run';
import type { LadderSpec } from './ladder';
import type { LadderStore } from './store';

const root = join(import.meta.dirname, '..', '..');

export interface TwoWorkers {
  seconds: number;
  /** The fixture the killed worker had in hand, and the worker's name. */
  killed?: { n: number; worker: string };
}

function startWorker(url: string, expireSeconds: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/ladder/worker-main.ts'), '--expire-seconds', String(expireSeconds), '--maintenance-seconds', '1'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`worker exited (${code}) before it was ready: ${err}`)));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runTwoWorkers(url: string, store: LadderStore, spec: LadderSpec, total: number, opts: { kill: boolean; expireSeconds: number; timeoutMs: number }): Promise<TwoWorkers> {
  await store.saveLadder(spec);
  await store.extend(spec, total);
  const boss = await startBoss(url, { expireSeconds: opts.expireSeconds });
  await enqueue(boss, store, spec, { expireSeconds: opts.expireSeconds });
  await boss.stop({ graceful: false, wait: true });
  const workers = await Promise.all([startWorker(url, opts.expireSeconds), startWorker(url, opts.expireSeconds)]);
  const t0 = performance.now();
  const out: TwoWorkers = { seconds: 0 };
  try {
    if (opts.kill) {
      const victim = workers[0];
      const name = `:${victim.pid}`;
      for (;;) {
        const inHand = (await store.plays(spec.name)).find((p) => p.worker.endsWith(name) && !p.finished);
        if (inHand) {
          victim.kill('SIGKILL');
          out.killed = { n: inHand.n, worker: inHand.worker };
          break;
        }
        if (performance.now() - t0 > opts.timeoutMs) throw new Error('the first worker never started a match');
        await sleep(5);
      }
    }
    for (;;) {
      const waiting = (await store.unplayed(spec.name)).length;
      if (waiting === 0) break;
      if (performance.now() - t0 > opts.timeoutMs) throw new Error(`${waiting} fixtures still unplayed after ${opts.timeoutMs} ms`);
      await sleep(100);
    }
    out.seconds = (performance.now() - t0) / 1000;
  } finally {
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.exitCode !== null || w.signalCode !== null) return resolve();
            w.once('exit', () => resolve());
            w.kill('SIGTERM');
          }),
      ),
    );
  }
  return out;
}
