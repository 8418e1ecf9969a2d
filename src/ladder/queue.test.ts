import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ladderCommand } from '../cli/commands/ladder';
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

describe('turnover ladder with DATABASE_URL', () => {
  it('queues the fixtures on pg-boss, plays them in its own process, and prints the table', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'turnover-ladder-pg-'));
    const entries = join(dir, 'entries.json');
    writeFileSync(entries, JSON.stringify([{ name: 'kind', bot: 'random-kind' }, { name: 'random', bot: 'random' }]));
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = db.url;
    const out: string[] = [];
    try {
      const io = { out: (t: string) => out.push(t), err: () => {}, isTTY: false };
      expect(await ladderCommand.run(['--ladder', 'cli', '--entries', entries, '--matches', '4', '--json'], io)).toBe(0);
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
    const json = JSON.parse(out[0]);
    expect(json.fixtures).toBe(4);
    expect(json.table.map((t: { played: number }) => t.played)).toEqual([4, 4]);
    const store = await postgresStore(db.url);
    try {
      for (let n = 0; n < 4; n++) replay((await store.record('cli', n))!);
    } finally {
      await store.close();
    }
  }, 120_000);
});
