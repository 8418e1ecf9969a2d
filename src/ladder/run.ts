// Playing a ladder's fixtures. In one process (SQLite): a loop. Across processes and machines (PostgreSQL): each
// fixture is a pg-boss job; any number of workers fetch jobs one at a time, and a job whose worker died (killed,
// machine lost) expires and is fetched again by another. A fixture is only ever stored once (see store.ts).

import { hostname } from 'node:os';
import { BotError } from './external';
import type { LadderSpec } from './ladder';
import { playFixture } from './play';
import type { LadderStore } from './store';

export const QUEUE = 'turnover-ladder-match';

export function workerName(): string {
  return `${hostname()}:${process.pid}`;
}

/** Plays fixture n if it is still waiting. A match that cannot be played (a bot failed, or the engine threw) is
 * kept as the fixture's error, since its seed would fail the same way again; a failure of the store (the database
 * gone) is thrown, so that the job is tried again. */
export async function playOne(store: LadderStore, spec: LadderSpec, n: number, worker: string, cwd?: string): Promise<void> {
  const play = await store.begin(spec.name, n, worker);
  if (play === null) return;
  let outcome;
  try {
    outcome = await playFixture(spec, n, cwd);
  } catch (e) {
    const message = e instanceof BotError ? e.message : `the match failed: ${String((e as Error)?.message ?? e).split('\n')[0]}`;
    return store.fail(play, spec.name, n, message);
  }
  await store.finish(play, spec.name, n, outcome);
}

/** The in-process ladder: plays every waiting fixture in order. */
export async function runInProcess(store: LadderStore, spec: LadderSpec, onDone?: (n: number) => void, stop?: () => boolean): Promise<void> {
  const worker = workerName();
  for (const n of await store.unplayed(spec.name)) {
    if (stop?.()) return;
    await playOne(store, spec, n, worker);
    onDone?.(n);
  }
}

export interface QueueOptions {
  /** Seconds a worker may spend on one match before the job is given to another (default 900). */
  expireSeconds?: number;
  /** How often expired jobs are looked for, in seconds (default 30). */
  maintenanceSeconds?: number;
}

type Boss = import('pg-boss');

export async function startBoss(url: string, opts: QueueOptions = {}): Promise<Boss> {
  const { default: PgBoss } = await import('pg-boss');
  const boss = new PgBoss({ connectionString: url, schedule: false, maintenanceIntervalSeconds: opts.maintenanceSeconds ?? 30, max: 4 });
  boss.on('error', () => {});
  await boss.start();
  await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 5, retryDelay: 0, expireInSeconds: opts.expireSeconds ?? 900 }).catch(() => {});
  return boss;
}

/** Sends a job for each waiting fixture. Job ids come from the ladder and the fixture, so sending twice (two
 * commissioners, a restarted command) queues each fixture once. */
export async function enqueue(boss: Boss, store: LadderStore, spec: LadderSpec, opts: QueueOptions = {}): Promise<number> {
  const ns = await store.unplayed(spec.name);
  const jobs = ns.map((n) => ({ id: jobId(spec.name, n), name: QUEUE, data: { ladder: spec.name, n }, expireInSeconds: opts.expireSeconds ?? 900, retryLimit: 5, retryDelay: 0 }));
  for (let i = 0; i < jobs.length; i += 500) await boss.insert(jobs.slice(i, i + 500));
  return ns.length;
}

/** A UUID-shaped id from the ladder name and fixture number (FNV-1a over the text, four times with different seeds). */
function jobId(ladder: string, n: number): string {
  const text = `${ladder}\u0000${n}`;
  const parts = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b].map((basis) => {
    let h = basis >>> 0;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
    return h.toString(16).padStart(8, '0');
  });
  const hex = parts.join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Works ladder jobs until `stop()` says so: one match at a time, fetching the next as soon as one is done. */
export async function work(boss: Boss, store: LadderStore, opts: { stop: () => boolean; idleMs?: number; cwd?: string; onDone?: () => void }): Promise<void> {
  const worker = workerName();
  const specs = new Map<string, LadderSpec>();
  while (!opts.stop()) {
    // A database that is away for a moment (a restart, a network cut) is waited for, not fatal.
    const [job] = await boss.fetch<{ ladder: string; n: number }>(QUEUE, { batchSize: 1 }).catch(() => []);
    if (!job) {
      await new Promise((r) => setTimeout(r, opts.idleMs ?? 250));
      continue;
    }
    try {
      const { ladder, n } = job.data;
      let spec = specs.get(ladder);
      if (!spec) {
        spec = (await store.ladder(ladder)) ?? undefined;
        if (!spec) throw new Error(`no ladder ${ladder}`);
        specs.set(ladder, spec);
      }
      await playOne(store, spec, n, worker, opts.cwd);
      await boss.complete(QUEUE, job.id);
      opts.onDone?.();
    } catch (e) {
      await boss.fail(QUEUE, job.id, { message: (e as Error).message }).catch(() => {});
    }
  }
}
