// "view(game, seat) returns a typed view per seat (what that coach may see), the same shape for every board game":
// gridiron, the dungeon and runeball each give the kernel's BoardGameView, its fields of the types it names.

import { describe, expect, it } from 'vitest';
import '../games/index';
import { legal, act, start, view } from './game';
import { loadBoard } from './board';
import { isBoardGameView, type BoardGameView } from './view';

const GAMES = ['gridiron', 'dungeon', 'runeball'];

/** Every field of the shape, checked for its type (not just there): a game may add fields, never change these. */
function checkShape(v: BoardGameView, seats: string[]) {
  expect(isBoardGameView(v)).toBe(true);
  expect(typeof v.ruleset).toBe('string');
  expect(v.seat === null || seats.includes(v.seat)).toBe(true);
  const b = loadBoard(v.board);
  expect(b.width).toBeGreaterThan(0);
  for (const p of v.players) {
    expect([typeof p.id, typeof p.side, typeof p.number, typeof p.name, typeof p.place, typeof p.x, typeof p.y, typeof p.stance]).toEqual(
      ['string', 'string', 'number', 'string', 'string', 'number', 'number', 'string'],
    );
    expect(seats).toContain(p.side);
    if (p.x >= 0) expect(p.x < b.width && p.y >= 0 && p.y < b.height).toBe(true);
  }
  expect(typeof v.ball.state).toBe('string');
  expect([typeof v.ball.x, typeof v.ball.y]).toEqual(['number', 'number']);
  if (v.ball.carrier !== null) expect(v.players.map((p) => p.id)).toContain(v.ball.carrier);
  expect(Object.keys(v.score).sort()).toEqual([...seats].sort());
  expect(v.active === null || seats.includes(v.active)).toBe(true);
  if (v.pending) {
    expect(Object.keys(v.pending).sort()).toEqual(['kind', 'prompt', 'seat']);
    expect(seats).toContain(v.pending.seat);
  }
  expect(v.result === null || typeof v.result === 'object').toBe(true);
  // Plain data, and nothing of the dice.
  expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  expect(JSON.stringify(v)).not.toMatch(/"rng"|"seed"|"script"|"ballChest"/);
}

describe('view: one shape for every board game', () => {
  for (const id of GAMES) {
    it(`${id}: the seat looking (or null for a spectator), and the shape through the first hundred decisions`, () => {
      const { game } = start(id, { seed: 5 });
      const seats = ['home', 'away'];
      expect((view(game, 'home') as BoardGameView).seat).toBe('home');
      expect((view(game, 'someone') as BoardGameView).seat).toBeNull();
      expect((view(game) as BoardGameView).ruleset).toBe(id);
      for (let i = 0; i < 100 && game.pending; i++) {
        checkShape(view(game, game.pending.seat) as BoardGameView, seats);
        const options = legal(game);
        act(game, options[(i * 7) % options.length]);
      }
      checkShape(view(game) as BoardGameView, seats);
    });
  }
});
