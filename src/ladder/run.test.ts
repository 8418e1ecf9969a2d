import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { replay } from '../core/replay';
import '../games/index';
import { fixtureOf, roundSize, type LadderSpec } from './ladder';
import { runInProcess } from './run';
import { sqliteStore } from './sqlite-store';
import { standings, tableText } from './table';

const dir = mkdtempSync(join(tmpdir(), 'turnover-ladder-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const spec: LadderSpec = {
  name: 'local',
  ruleset: 'gridiron',
  options: {},
  entries: [
    { name: 'scripted', bot: 'scripted' },
    { name: 'kind', bot: 'random-kind' },
    { name: 'random', bot: 'random' },
  ],
  seed: 3,
  maxActions: 100_000,
};

describe('a ladder in one process on SQLite', () => {
  it('meets every pair at both seats once per round', () => {
    const round = Array.from({ length: roundSize(spec) }, (_, n) => fixtureOf(spec, n));
    expect(new Set(round.map((f) => `${f.home}-${f.away}`)).size).toBe(6);
    expect(round.every((f) => f.home !== f.away && f.round === 0)).toBe(true);
    expect(fixtureOf(spec, 6).round).toBe(1);
  });

  it('plays the waiting fixtures, continues where it stopped, and every record replays', async () => {
    const store = sqliteStore(join(dir, 'l.sqlite'));
    await store.saveLadder(spec);
    await store.extend(spec, 6);
    await runInProcess(store, spec);
    await store.extend(spec, 12);
    expect(await store.unplayed(spec.name)).toEqual([6, 7, 8, 9, 10, 11]);
    await runInProcess(store, spec);
    const rows = await store.fixtures(spec.name);
    expect(rows.every((r) => r.status === 'played')).toBe(true);
    // Each fixture was attempted once and stored once: the second run did not touch the first six.
    const plays = await store.plays(spec.name);
    expect(plays.map((p) => p.n)).toEqual([...Array(12).keys()]);
    expect(plays.every((p) => p.finished && p.stored)).toBe(true);
    for (const r of rows) replay((await store.record(spec.name, r.n))!);
    const table = standings(spec, rows);
    expect(table.map((t) => t.played)).toEqual([8, 8, 8]);
    expect(table.reduce((s, t) => s + t.won, 0)).toBe(table.reduce((s, t) => s + t.lost, 0));
    expect(tableText(table)).toMatch(/^\s+1\s+\S+\s+\d+ ± \d+\s+8\s/m);
    await store.close();
  }, 120_000);

  it('keeps a match an external bot could not play as an error with its one line, and does not rate it', async () => {
    const store = sqliteStore(join(dir, 'e.sqlite'));
    const bad: LadderSpec = { ...spec, name: 'bad', entries: [{ name: 'gone', command: ['/no/such/bot'] }, { name: 'random', bot: 'random' }] };
    await store.saveLadder(bad);
    await store.extend(bad, 2);
    await runInProcess(store, bad);
    const rows = await store.fixtures(bad.name);
    expect(rows.map((r) => r.status)).toEqual(['error', 'error']);
    expect(rows[0].error).toMatch(/^bot gone: could not start \(ENOENT\)/);
    expect(standings(bad, rows).every((t) => t.played === 0 && t.rd === 350)).toBe(true);
    await store.close();
  });
});
