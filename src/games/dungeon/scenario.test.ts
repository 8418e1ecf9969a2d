// A dungeon scenario's chests: which are still shut, where, and which holds the ball, so that a position mid-match
// is set up again as it was (the analysis board's "What if…").

import { describe, expect, it } from 'vitest';
import { act, newGame, type Game } from '../../index';
import { makeBot } from '../../bots/index';
import { scenarioOf } from './scenario-of';
import type { DState } from './state';

const players = [
  { side: 'home', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 10, y: 5 },
  { side: 'away', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 20, y: 7 },
];
const dungeon = (extra: Record<string, unknown>) => newGame('dungeon', { seed: '1', scenario: { players, ...extra } }) as Game & DState;

describe('dungeon scenarios: chests', () => {
  it("start with the map's chests shut and the ball in none, unless told", () => {
    const plain = dungeon({});
    expect(plain.chests.length).toBeGreaterThan(1);
    expect(plain.ballChest).toBeNull();
    const [first, second] = plain.chests;
    const told = dungeon({ chests: [first, { ...second, x: 12, y: 5 }], ballChest: second.number });
    expect(told.chests).toEqual([first, { ...second, x: 12, y: 5 }]);
    expect(told.ballChest).toBe(second.number);
  });

  it('refuse a chest off the map, two on one square, and a ball in a chest not listed, by the field', () => {
    const [first, second] = dungeon({}).chests;
    expect(() => dungeon({ chests: [{ ...first, x: -1 }] })).toThrow(/^scenario\.chests\[0\]: x,y must be a square of the map/);
    expect(() => dungeon({ chests: [first, { ...second, x: first.x, y: first.y }] })).toThrow(/^scenario\.chests\[1\]: another chest has the same number or square/);
    expect(() => dungeon({ chests: [first], ballChest: second.number })).toThrow(/^scenario\.ballChest: the number of a shut chest/);
  });

  it('set up again any moment of a match: the chests still shut, and the ball still hidden', () => {
    const g = newGame('dungeon', { seed: 'chests' }) as Game & DState;
    const bot = makeBot('scripted', 'chests');
    let checked = 0;
    let opened = false;
    for (let i = 0; i < 600 && g.pending; i++) {
      const again = newGame('dungeon', { seed: '1', scenario: scenarioOf(g) as never }) as Game & DState;
      expect(again.chests).toEqual(g.chests);
      expect(again.ballChest).toBe(g.ballChest);
      checked++;
      opened ||= g.chests.length < again.chests.length || g.chests.length < dungeon({}).chests.length;
      act(g, bot.choose(g, g.pending));
    }
    expect(checked).toBeGreaterThan(50);
    expect(opened).toBe(true);
  });
});
