// Issue 13: "A user can load their own map file (`--board my.json` in the CLI ...); a bad map gets one clear error
// and changes nothing." `play` and `sim` read the file; the ruleset's board option judges it.

import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import classic from '../../games/dungeon/boards/classic.json';
import type { Io } from '../command';
import { playCommand } from './play';
import { simCommand } from './sim';

const M = 'ZZ_MARKER_123';
const dir = mkdtempSync(join(tmpdir(), 'turnover-board-'));
const file = (name: string, data: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof data === 'string' ? data : JSON.stringify(data));
  return path;
};
function io() {
  const out: string[] = [];
  const sink: Io = { out: (t) => out.push(t), err: () => {}, isTTY: false };
  return { sink, out };
}
/** The classic map with one more pillar: a map of the user's own. */
const mine = { ...classic, id: 'mine', name: 'my cellar', rows: classic.rows.map((r, y) => (y === 7 ? r.slice(0, 12) + '#' + r.slice(13) : r)) };

async function refused(run: () => unknown): Promise<string> {
  let thrown: unknown;
  try {
    await run();
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(Error);
  const msg = (thrown as Error).message;
  expect(msg).not.toContain('\n');
  expect(msg).not.toContain(M);
  return msg;
}

describe('--board', () => {
  it('`turnover play dungeon --board my.json` plays on the map in the file, and the record keeps it', async () => {
    const record = join(dir, 'r.json');
    const r = io();
    expect(await playCommand.run(['dungeon', '--board', file('my.json', mine), '--seed', '4', '--quiet', '--record', record], r.sink)).toBe(0);
    const rec = JSON.parse(readFileSync(record, 'utf8'));
    const board = rec.options.board;
    expect(board.id ?? board).toBe('mine');
    expect(board.rows[7][12]).toBe('#');
  });

  it.each([
    ['dungeon', 'classic'],
    ['rush', 'arena'],
  ])('%s: a board of the ruleset by id (%s)', async (ruleset, board) => {
    const r = io();
    expect(await playCommand.run([ruleset, '--board', board, '--seed', '4', '--json'], r.sink)).toBe(0);
    expect(JSON.parse(r.out.at(-1)!).ruleset).toBe(ruleset);
  });

  it('`turnover sim dungeon --board` plays every match on it', async () => {
    const r = io();
    expect(await simCommand.run(['--ruleset', 'dungeon', '--workers', '0', '--games', '2', '--seed', '1', '--board', file('sim.json', mine), '--json'], r.sink)).toBe(0);
    const s = JSON.parse(r.out.join(''));
    expect(s.games).toBe(2);
    expect(s.options.board.id).toBe('mine');
  });

  it('a bad map: one clear line naming what is wrong, never the value, and nothing written', async () => {
    const record = join(dir, 'never.json');
    const spoilt = [
      { ...mine, width: M },
      { ...mine, rows: [...mine.rows.slice(0, 3), M, ...mine.rows.slice(4)] },
      { ...mine, legend: { ...mine.legend, '.': { terrain: M } } },
      { ...mine, walls: [[0, 0, M, 0]] },
    ];
    for (const [i, map] of spoilt.entries()) {
      const path = file(`bad${i}.json`, map);
      const msg = await refused(() => playCommand.run(['dungeon', '--board', path, '--seed', '1', '--record', record], io().sink));
      expect(msg).toMatch(/board/);
      expect(existsSync(record)).toBe(false);
      await refused(() => simCommand.run(['--ruleset', 'dungeon', '--workers', '0', '--games', '1', '--board', path], io().sink));
    }
    expect(await refused(() => playCommand.run(['dungeon', '--board', file('nojson.json', `{${M}`)], io().sink))).toBe('the --board file is not JSON');
    expect(await refused(() => playCommand.run(['dungeon', '--board', join(dir, `${M}.json`)], io().sink))).toBe('cannot read the --board file (ENOENT)');
    expect(await refused(() => playCommand.run(['dungeon', '--board', M], io().sink))).toMatch(/board/);
    expect(await refused(() => playCommand.run(['gridiron', '--board', 'x.json'], io().sink))).toMatch(/^gridiron takes no --board/);
  });
});
