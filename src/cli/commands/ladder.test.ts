import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ladderCommand } from './ladder';
import { UsageError, type Io } from '../command';

function io() {
  const out: string[] = [];
  const sink: Io = { out: (t) => out.push(t), err: () => {}, isTTY: false };
  return { sink, out };
}

const dir = mkdtempSync(join(tmpdir(), 'turnover-ladder-cli-'));
const entries = join(dir, 'entries.json');
writeFileSync(entries, JSON.stringify([{ name: 'scripted', bot: 'scripted' }, { name: 'random', bot: 'random' }]));
const db = ['--db', join(dir, 'l.sqlite')];
const saved = process.env.DATABASE_URL;

describe('turnover ladder (SQLite, in-process)', () => {
  it('creates a ladder, plays it, continues it, and prints the table', async () => {
    delete process.env.DATABASE_URL;
    try {
      const a = io();
      expect(await ladderCommand.run([...db, '--entries', entries, '--matches', '4', '--seed', '1'], a.sink)).toBe(0);
      expect(a.out[0]).toBe('ladder: gridiron, 4 matches played');
      expect(a.out[1]).toMatch(/^\s+#\s+entry\s+rating\s+played\s+W\s+D\s+L$/m);
      expect(a.out[1]).toMatch(/^\s+1\s+\w+\s+\d+ ± \d+\s+4\s+\d+\s+\d+\s+\d+$/m);
      const b = io();
      expect(await ladderCommand.run([...db, '--matches', '6', '--json'], b.sink)).toBe(0);
      const json = JSON.parse(b.out[0]);
      expect(json.fixtures).toBe(6);
      expect(json.table.map((t: { played: number }) => t.played)).toEqual([6, 6]);
    } finally {
      if (saved !== undefined) process.env.DATABASE_URL = saved;
    }
  }, 120_000);

  it('--continuous adds a round each time one is done, printing the table each time, until Ctrl-C', async () => {
    delete process.env.DATABASE_URL;
    try {
      const out: string[] = [];
      // Ctrl-C once the second table is out: the command stops after that round.
      const sink: Io = { out: (t) => out.push(t) === 4 && void process.emit('SIGINT'), err: () => {}, isTTY: false };
      expect(await ladderCommand.run(['--db', join(dir, 'c.sqlite'), '--entries', entries, '--matches', '2', '--continuous'], sink)).toBe(0);
      expect(out.filter((l) => l.startsWith('ladder: '))).toEqual(['ladder: gridiron, 2 matches played', 'ladder: gridiron, 4 matches played']);
      expect(process.listenerCount('SIGINT')).toBe(0);
    } finally {
      if (saved !== undefined) process.env.DATABASE_URL = saved;
    }
  }, 120_000);

  it('refuses in one line a new ladder without entries, a bad entries file, and entries for an existing ladder', async () => {
    delete process.env.DATABASE_URL;
    try {
      await expect(ladderCommand.run([...db, '--ladder', 'other'], io().sink)).rejects.toThrow(/^there is no ladder of that name yet: give its --entries FILE\.json$/);
      const bad = join(dir, 'bad.json');
      writeFileSync(bad, JSON.stringify([{ name: 'x', bot: 'nope' }, { name: 'y', bot: 'random' }]));
      await expect(ladderCommand.run([...db, '--ladder', 'other', '--entries', bad], io().sink)).rejects.toThrow(/^entries: entry 1: "bot" must be one of /);
      await expect(ladderCommand.run([...db, '--entries', entries], io().sink)).rejects.toThrow(UsageError);
      await expect(ladderCommand.run(['--worker'], io().sink)).rejects.toThrow(/--worker needs DATABASE_URL/);
    } finally {
      if (saved !== undefined) process.env.DATABASE_URL = saved;
    }
  });
});
