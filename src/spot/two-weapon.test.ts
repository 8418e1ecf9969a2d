import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Two Weapon Use', () => {
  it('the off hand is at half skill unless trained', () => {
    expect(spot('two-weapon', { skill: 60, 'first-sr': 5, 'second-sr': 6 }, [30]).outcome).toBe('success');
    expect(spot('two-weapon', { skill: 60, 'first-sr': 5, 'second-sr': 6 }, [31]).outcome).toBe('failure');
    expect(spot('two-weapon', { skill: 60, trained: true, 'first-sr': 5, 'second-sr': 6 }, [60]).outcome).toBe('success');
  });
  it('the second attack comes at the sum of the strike ranks; past 12 it cannot be made', () => {
    expect(spot('two-weapon', { skill: 60, 'first-sr': 5, 'second-sr': 7 }, [1]).strikeRank).toBe(12);
    expect(spot('two-weapon', { skill: 60, 'first-sr': 6, 'second-sr': 7 }, []).outcome).toBe('not-allowed');
  });
  it('an off-hand parry is at half too, with no strike-rank limit', () => {
    const r = spot('two-weapon', { use: 'parry', skill: 60 }, [31]);
    expect(r.chance).toBe(30);
    expect(r.outcome).toBe('failure');
  });
});
