import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/server/test-database';
import { replay } from '../core/replay';
import '../games/index';
import type { LadderSpec } from './ladder';
import { postgresStore } from './postgres-store';
import { standings } from './table';
import { runTwoWorkers } from './two-workers';

const db = useTestDatabase();

// Issue 16: "The test suite runs a ladder with two worker processes on one PostgreSQL, kills one mid-match, and
// checks that every fixture is played exactly once and every record replays."
describe('a ladder on pg-boss with two worker processes, one killed mid-match', () => {
  it('plays every fixture exactly once and every record replays', async () => {
    const spec: LadderSpec = {
      name: 'kill-test',
      ruleset: 'gridiron',
      options: {},
      // A search bot makes matches long enough (about a second) for the kill to land mid-match.
      entries: [
        { name: 'search', bot: 'search', settings: { iterations: 2, horizon: 40 } },
        { name: 'scripted', bot: 'scripted' },
        { name: 'kind', bot: 'random-kind' },
      ],
      seed: 16,
      maxActions: 100_000,
    };
    const store = await postgresStore(db.url);
    try {
      const total = 12;
      const run = await runTwoWorkers(db.url, store, spec, total, { kill: true, expireSeconds: 3, timeoutMs: 240_000 });
      expect(run.killed).toBeDefined();
      const rows = await store.fixtures(spec.name);
      expect(rows.map((r) => r.status)).toEqual(Array(total).fill('played'));
      const plays = await store.plays(spec.name);
      for (let n = 0; n < total; n++) expect(plays.filter((p) => p.n === n && p.stored).length).toBe(1);
      // The killed worker's attempt never finished; another worker played that fixture after its job expired.
      const killed = plays.filter((p) => p.n === run.killed!.n);
      expect(killed.find((p) => p.worker === run.killed!.worker)?.finished).toBe(false);
      expect(rows[run.killed!.n].worker).not.toBe(run.killed!.worker);
      for (const r of rows) {
        const record = (await store.record(spec.name, r.n))!;
        const again = replay(record);
        const winner = again.game.result?.winner ?? null;
        expect(winner === null ? -1 : winner === 'home' ? 0 : 1).toBe(r.winner);
      }
      expect(standings(spec, rows).reduce((s, e) => s + e.played, 0)).toBe(2 * total);
    } finally {
      await store.close();
    }
  }, 300_000);
});
