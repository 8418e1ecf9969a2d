import { describe, expect, it } from 'vitest';
import type { RCtx } from './state';
import { opposedTest, rollTest } from './pools';
import { rushRuleset } from './index';
import { scene, who, type RGame } from './testkit';

function ctxOf(g: RGame): RCtx {
  return { state: g, events: [], ruleset: rushRuleset };
}

// home-7 is a Human Guard (Strength 4+), away-1 an Orc (Strength 3+), home-4 a Human Jack.
const pair = { players: [{ id: 'home-7', x: 4, y: 5, facing: 4 }, { id: 'away-1', x: 4, y: 6, facing: 1 }, { id: 'home-4', x: 10, y: 5 }] };

describe('dice tests (seed 003, "Dice Tests")', () => {
  it('"Dice that equal or beat the relevant stat are successes"; "For (1) tests, you succeed if you score 1 success"', () => {
    const { g } = scene({ ...pair, dice: [4, 3, 3] });
    const r = rollTest(ctxOf(g), { test: 'standup', player: who(g, 'home-4'), stat: 'speed', need: 1, modifiers: [] });
    expect([r.dice, r.target, r.total, r.outcome]).toEqual([[4, 3, 3], 4, 1, 'success']);
  });

  it('"Apply modifiers to add or subtract dice": a -1 rolls two dice', () => {
    const { g } = scene({ ...pair, dice: [4, 4] });
    const r = rollTest(ctxOf(g), { test: 'standup', player: who(g, 'home-4'), stat: 'speed', need: 1, modifiers: [{ source: 'enemy threat', value: -1 }] });
    expect(r.dice).toEqual([4, 4]);
    expect(r.outcome).toBe('doubled');
  });

  it('sixes explode (facts.md §3.3): a 6 is a success and rolls one more die', () => {
    const { g } = scene({ ...pair, dice: [6, 6, 1, 2, 5] });
    const r = rollTest(ctxOf(g), { test: 'standup', player: who(g, 'home-4'), stat: 'speed', need: 3, modifiers: [] });
    expect(r.dice).toEqual([6, 6, 1, 2, 5]);
    expect([r.total, r.outcome]).toEqual([3, 'success']);
  });

  describe('"For (x) tests, you succeed if you score higher than your opponent\'s roll"', () => {
    const slam = (g: RGame) => ({ test: 'slam', player: who(g, 'home-7'), stat: 'strength' as const, modifiers: [] });
    const back = (g: RGame) => ({ test: 'slamback', player: who(g, 'away-1'), stat: 'strength' as const, modifiers: [] });

    it('higher wins, twice as many is a Double: the Guard\'s four dice (3 and +1 Guard) against the Orc\'s four', () => {
      const { g } = scene({ ...pair, dice: [4, 4, 1, 1, 3, 1, 1, 1] });
      const r = opposedTest(ctxOf(g), slam(g), back(g));
      expect([r.a.dice.length, r.a.total, r.d.total, r.outcome]).toEqual([4, 2, 1, 'attacker-doubled']);
      expect(r.a.modifiers).toEqual([{ source: 'Guard', value: 1 }]);
    });

    it('equal is a draw; Orc Strength 3+ counts a 3', () => {
      const { g } = scene({ ...pair, dice: [4, 1, 1, 1, 3, 1, 1, 1] });
      expect(opposedTest(ctxOf(g), slam(g), back(g)).outcome).toBe('draw');
    });

    it('more successes than the attacker, but not twice as many, is the defender\'s plain win', () => {
      const { g } = scene({ ...pair, dice: [4, 4, 1, 1, 3, 3, 3, 1] });
      expect(opposedTest(ctxOf(g), slam(g), back(g)).outcome).toBe('defender');
    });
  });
});
