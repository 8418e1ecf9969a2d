// The bot's suggestion: its steps are one activation, and its chance is the odds engine's for those steps asked
// from the position itself (asking from the first step that rolls, as suggest does, changes no figure).

import { describe, expect, it } from 'vitest';
import { odds } from '../../../src/core/odds';
import { gameOf, kickoffPosition, type Position } from './position';
import { intendedSteps, suggest } from './suggest';

const dodging: Position = {
  r: 'gridiron',
  o: {
    scenario: {
      rerolls: { home: 1 },
      ball: { x: 12, y: 7 },
      players: [
        { side: 'home', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 8, y: 7 },
        { side: 'away', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 9, y: 8 },
        { side: 'away', number: 2, ma: 6, st: 3, ag: 3, av: 8, x: 20, y: 3 },
      ],
    },
  },
};

describe("the bot's suggestion", () => {
  for (const [name, pos] of [['gridiron, a move out of a tackle zone', dodging], ['rush kick-off', kickoffPosition('rush')], ['runeball kick-off', kickoffPosition('runeball')]] as const) {
    it(`${name}: the odds engine's chance of the bot's own steps`, () => {
      const game = gameOf(pos);
      const s = suggest(game);
      expect(s.steps).toEqual(intendedSteps(game));
      expect(s.steps.length).toBeGreaterThan(1);
      expect(s.asked).toBe(s.steps.length);
      const whole = odds(game, s.steps, { cutoff: 1e-6 });
      expect(s.p).toBeCloseTo(whole.success.noReroll, 9);
      expect(s.best).toBeCloseTo(whole.success.best, 9);
      expect(s.p).toBeLessThan(1);
    });
  }

  it('ends with the activation: one action, not the whole turn', () => {
    const game = gameOf(dodging);
    const steps = intendedSteps(game);
    expect(steps.filter((a) => a.type === 'start-action')).toHaveLength(1);
    expect(steps.some((a) => a.type === 'end-turn')).toBe(false);
  });
});
