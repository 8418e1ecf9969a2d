// A ladder worker process: works the ladder jobs of the PostgreSQL at `databaseUrl` until SIGTERM or SIGINT, then
// finishes the match in hand and leaves. Start as many as you like, on as many machines (`turnover ladder --worker`).

import '../games/index';
import { type QueueOptions, startBoss, work } from './run';
import { openStore } from './open-store';

export async function runWorker(databaseUrl: string, opts: QueueOptions & { onReady?: () => void; onDone?: () => void } = {}): Promise<void> {
  const store = await openStore({ databaseUrl });
  const boss = await startBoss(databaseUrl, opts);
  let stopping = false;
  const stop = () => {
    stopping = true;
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  opts.onReady?.();
  try {
    await work(boss, store, { stop: () => stopping, onDone: opts.onDone });
  } finally {
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
    await store.close();
  }
}
