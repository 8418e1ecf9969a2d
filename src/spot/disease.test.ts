import { describe, expect, it } from 'vitest';
import { DEGREES_OF_ILLNESS } from './disease';
import { spot } from './test-util';

describe('Disease', () => {
  // Degrees of Illness, row by row: the exposure rolls that give each count of failures (CON 10: CON x5 = 50).
  it.each(DEGREES_OF_ILLNESS)('%i failures: %s, a loss every %s', (failures, degree) => {
    const dice = [...Array(failures).fill(90), ...(failures < 4 ? [10] : [])];
    const r = spot('disease', { con: 10 }, dice);
    expect(r.failures).toBe(failures);
    expect(r.outcome).toBe(degree);
    expect(r.rolls).toHaveLength(dice.length);
    expect(r.state.value).toBe(degree === 'none' ? 10 : 9);
  });
  it('stops rolling after four failed attempts', () => {
    const r = spot('disease', { con: 10 }, [90, 90, 90, 90]);
    expect(r.outcome).toBe('terminal');
    expect(r.rolls).toHaveLength(4);
  });
  it('at each interval a CON x5 roll: a failure loses 1 point, a success loses nothing', () => {
    const s = { degree: 'acute', value: 9, intervals: 0, dead: false };
    const lost = spot('disease', { con: 9 }, [46], s);
    expect(lost.rolls[0].target).toBe(45);
    expect(lost.outcome).toBe('loss');
    expect(lost.state.value).toBe(8);
    const held = spot('disease', { con: 9 }, [45], s);
    expect(held.outcome).toBe('resisted');
    expect(held.state.value).toBe(9);
  });
  it('a disease eating another characteristic leaves CON for the roll', () => {
    const r = spot('disease', { con: 14, characteristic: 'str', value: 3 }, [71, 10]);
    expect(r.outcome).toBe('mild');
    expect(r.state.value).toBe(2);
    const next = spot('disease', { con: 14, characteristic: 'str' }, [71], r.state);
    expect(next.rolls[0].target).toBe(70);
    expect(next.state.value).toBe(1);
  });
  it('when the characteristic reaches 0 the victim dies', () => {
    const r = spot('disease', { con: 9, characteristic: 'str' }, [90], { degree: 'serious', value: 1, intervals: 3, dead: false });
    expect(r.outcome).toBe('dead');
    expect(r.state.dead).toBe(true);
    expect(spot('disease', { con: 9 }, [], r.state).outcome).toBe('dead');
  });
});
