import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/server/test-database';
import { replay } from '../core/replay';
import '../games/index';
import type { LadderSpec } from './ladder';
import { postgresStore } from './postgres-store';
import { standings, tableText } from './table';
import { runTwoWorkers } from './two-workers';

const db = useTestDatabase();

const python = (() => {
  try {
    execFileSync('python3', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

// Issue 16, done when: "a bot ladder of five bots has played 1,000 matches across two worker processes". Prints
// the throughput (ladder matches per minute per worker) that the README's "Bot ladder" section quotes.
describe('a five-bot ladder of 1,000 gridiron matches on two workers', () => {
  it('plays every fixture exactly once, every record replays, and the table adds up', async () => {
    const spec: LadderSpec = {
      name: 'ladder-1000',
      ruleset: 'gridiron',
      options: {},
      entries: [
        { name: 'random', bot: 'random' },
        { name: 'kind', bot: 'random-kind' },
        { name: 'scripted', bot: 'scripted' },
        { name: 'search', bot: 'search', settings: { iterations: 2, horizon: 20 } },
        python ? { name: 'python', command: ['python3', 'examples/ladder_bot.py'] } : { name: 'random-2', bot: 'random' },
      ],
      seed: 1000,
      maxActions: 100_000,
    };
    const store = await postgresStore(db.url);
    try {
      const total = 1000;
      const run = await runTwoWorkers(db.url, store, spec, total, { kill: false, expireSeconds: 600, timeoutMs: 3_000_000 });
      const rows = await store.fixtures(spec.name);
      expect(rows.filter((r) => r.status === 'played').length).toBe(total);
      const plays = await store.plays(spec.name);
      expect(plays.filter((p) => p.stored).length).toBe(total);
      expect(new Set(plays.filter((p) => p.stored).map((p) => p.n)).size).toBe(total);
      const workers = new Set(rows.map((r) => r.worker));
      expect(workers.size).toBe(2);
      for (const r of rows) replay((await store.record(spec.name, r.n))!);
      const table = standings(spec, rows);
      expect(table.reduce((s, t) => s + t.played, 0)).toBe(2 * total);
      const perWorker = total / (run.seconds / 60) / 2;
      console.log(
        `ladder-1000: ${total} matches in ${run.seconds.toFixed(1)} s on 2 workers = ${perWorker.toFixed(1)} matches per minute per worker ` +
          `(${[...workers].map((w) => `${w}: ${rows.filter((r) => r.worker === w).length}`).join(', ')})\n${tableText(table)}`,
      );
    } finally {
      await store.close();
    }
  }, 3_600_000);
});
