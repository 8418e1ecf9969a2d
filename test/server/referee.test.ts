// What a seat receives of a refereed match: the dungeon's secret D6 (which chest holds the ball) shown as "?" in the
// events, as the app's log shows it, and never in the view: "Which chest holds the ball is the one hidden thing".

import { describe, expect, it } from 'vitest';
import { act, start, type Game } from '../../src/index';
import { referee, seatView, seen } from '../../src/server/referee';

/** A dungeon match played by its first legal actions up to the moment the ball is hidden. */
function beforeTheBallIsHidden(): Game {
  const { game } = start('dungeon', { seed: 'chest' });
  for (let i = 0; i < 3; i++) act(game, game.pending!.actions[0]);
  return game;
}

describe('the referee', () => {
  it('shows the dungeon\'s secret chest roll as "?" and keeps the chest out of every view', () => {
    const game = beforeTheBallIsHidden();
    const seat = game.pending!.seat;
    const { events } = referee(game, seat, [game.pending!.actions[0]]);
    const chest = events.find((e) => (e as { rule?: string }).rule === 'dungeon.ball-chest') as { dice: unknown[]; total: unknown };
    expect(chest).toMatchObject({ dice: ['?'], total: '?', outcome: 'hidden' });
    expect((game as { ballChest?: number | null }).ballChest).toBeGreaterThan(0);
    for (const who of ['home', 'away', null]) {
      const text = JSON.stringify(seatView(game, who));
      expect(text).not.toMatch(/ballChest|"seed"|"rng"|"script"/);
    }
  });

  it('passes every other event as it is', () => {
    const roll = { type: 'roll' as const, rule: 'gridiron.dodge', dice: [3], modifiers: [], target: 3, total: 3, outcome: 'success' };
    expect(seen(roll)).toBe(roll);
  });

  it('lists legal actions only to the seat whose decision is pending', () => {
    const game = beforeTheBallIsHidden();
    const p = game.pending!.seat;
    const other = p === 'home' ? 'away' : 'home';
    expect(seatView(game, p).legal.length).toBeGreaterThan(0);
    expect(seatView(game, other).legal).toEqual([]);
    expect(seatView(game, null).legal).toEqual([]);
    expect(() => referee(game, other, [game.pending!.actions[0]])).toThrow(/not your seat's decision/);
  });
});
