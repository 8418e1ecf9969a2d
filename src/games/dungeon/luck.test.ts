// The dungeon's luck report (luck.ts): a leap is a test whose failure loses the turn.
import { describe, expect, it } from 'vitest';
import { luck } from '../../core/luck';
import { finishRecord, play, startMatch } from '../../core/replay';
import '../index';
import { pl } from './testkit';

describe('luck in the dungeon', () => {
  it('a leap over 2 squares needs 4+ less 1 (seed 004: "-1 for every square being leapt over in excess of one"): 2/6, failed, a turnover expected 2/3 times', () => {
    // The leap rolls 2 (fails), the short landing square d2 = 1, armour 3+3 holds.
    const m = startMatch('dungeon', { seed: '1', scenario: { end: 'turn', dice: [2, 1, 3, 3], players: [pl('home', 1, 5, 2), pl('away', 9, 20, 12)] } });
    play(m, { type: 'start-action', player: 'home-1', action: 'move' });
    play(m, { type: 'leap', x: 8, y: 2 });
    const r = luck(finishRecord(m));
    expect(r.rolls.filter((x) => x.success !== null)).toEqual([expect.objectContaining({ rule: 'dungeon.leap', exact: '1/3', success: false, turnoverRisk: true })]);
    expect(r.coaches.home.turnovers).toEqual({ expected: expect.closeTo(2 / 3, 12), actual: 1 });
    // One test of 1/3, failed: below it nothing, at it 2/3, so the index is 100 x (2/3) / 2.
    expect(r.coaches.home.index).toBeCloseTo(100 / 3, 9);
  });
});
