// The shipped maps (issue 13, Maps): each loads through the board loader, is listed by `turnover rulesets`, and a
// match on it between two random coaches plays to its end without a crash.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBoard, BoardError } from '../../core/board';
import { act, rulesets, start, view } from '../../core/game';
import { randInt, seedRng } from '../../core/rng';
import { DUNGEON_BOARDS } from './index';
import type { DState } from './state';
import './testkit';

const dir = join(__dirname, 'boards');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('the shipped maps', () => {
  it('every map file loads and is one of the game\'s boards, listed by `turnover rulesets`', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
    const listed = rulesets().find((r) => r.id === 'dungeon')!.boards!.map((b) => b.id);
    for (const f of files) {
      const b = loadBoard(JSON.parse(readFileSync(join(dir, f), 'utf8')));
      expect(DUNGEON_BOARDS.byId[b.id]).toBeDefined();
      expect(listed).toContain(b.id);
    }
  });

  it('one with pits, chasms and lava, one with an elevated platform', () => {
    const terrains = (id: string) => new Set(DUNGEON_BOARDS.byId[id].data.rows.join('').split('').map((k) => DUNGEON_BOARDS.byId[id].data.legend[k].terrain));
    expect([...terrains('hazards')]).toEqual(expect.arrayContaining(['pit', 'chasm', 'lava']));
    expect([...terrains('platform')]).toContain('platform');
    // and obstacles (seed 004: "chests and obstacles are occupied squares") on two of them
    const obstacles = (id: string) => DUNGEON_BOARDS.byId[id].features.filter((f) => f.kind === 'obstacle').length;
    expect([obstacles('platform'), obstacles('hazards')]).toEqual([4, 3]);
    expect(Math.max(...DUNGEON_BOARDS.byId.platform.level)).toBe(2);
  });

  it('the loader refuses a spoilt map, naming the cell', () => {
    const data = JSON.parse(readFileSync(join(dir, 'platform.json'), 'utf8'));
    data.legend.Q.terrain = 'magma';
    expect(() => loadBoard(data)).toThrow(BoardError);
    expect(() => loadBoard(data)).toThrow(/legend/);
  });

  it('the view gives the app each map\'s features to draw: pits, chasms, lava, platforms with their level', () => {
    const kinds = (board: string) => {
      const { game } = start('dungeon', { seed: '1', board });
      return (view(game, 'home') as unknown as { features: { kind: string; label?: string }[] }).features;
    };
    expect(new Set(kinds('hazards').map((f) => f.kind))).toEqual(new Set(['wall', 'pit', 'chasm', 'lava', 'teleporter', 'chest', 'obstacle']));
    expect(kinds('platform').filter((f) => f.kind === 'platform').map((f) => f.label)).toEqual(expect.arrayContaining(['1', '2']));
  });

  for (const id of Object.keys(DUNGEON_BOARDS.byId)) {
    it(`a random match on "${id}" plays to the end without a crash`, () => {
      for (const seed of ['1', '2']) {
        const { game } = start('dungeon', { seed, board: id, turnsPerHalf: 8 });
        const rng = seedRng(`${seed}:coaches`);
        let n = 0;
        for (; game.pending && n < 50_000; n++) act(game, game.pending.actions[randInt(rng, game.pending.actions.length)]);
        expect(game.pending).toBeNull();
        expect((game as unknown as DState).result).toBeTruthy();
        const s = game as unknown as DState;
        // Nobody stands in rock, a pit, a chasm, lava or an obstacle, and no two share a cell.
        const seen = new Set<string>();
        for (const p of s.players.filter((q) => q.place === 'pitch')) {
          const k = `${p.x},${p.y}`;
          expect(seen.has(k)).toBe(false);
          seen.add(k);
          expect(['floor', 'platform']).toContain(DUNGEON_BOARDS.byId[id].data.legend[DUNGEON_BOARDS.byId[id].data.rows[p.y][p.x]].terrain);
          expect(DUNGEON_BOARDS.byId[id].obstacle[p.y * DUNGEON_BOARDS.byId[id].width + p.x]).toBe(0);
        }
      }
    });
  }
});
