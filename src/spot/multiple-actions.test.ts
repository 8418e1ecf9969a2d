import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Multiple Actions', () => {
  it('a cumulative -20% for each repeat', () => {
    expect(spot('multiple-actions', { skill: 70, action: 'parry', nth: 2 }, [50]).chance).toBe(50);
    expect(spot('multiple-actions', { skill: 70, action: 'dodge', nth: 3 }, [31]).outcome).toBe('failure');
    expect(spot('multiple-actions', { skill: 70, action: 'parry', nth: 1 }, [70]).outcome).toBe('success');
  });
  it('under 100% a second melee attack needs two weapons', () => {
    expect(spot('multiple-actions', { skill: 90, action: 'attack', nth: 2 }, []).outcome).toBe('not-allowed');
    expect(spot('multiple-actions', { skill: 90, action: 'attack', nth: 2, 'two-weapons': true, sr: 9 }, [70]).outcome).toBe('success');
  });
  it('"The skill must be divided into two or more increments, with each having a minimum of 50%": never a second attack at -20%', () => {
    const r = spot('multiple-actions', { skill: 101, action: 'attack', nth: 2, sr: 9 }, []);
    expect(r.outcome).toBe('not-allowed');
    expect(r.explanation).toContain('2 attacks of 50-51% adding up to 101% (e.g. 51 + 50)');
    expect(spot('multiple-actions', { skill: 100, action: 'attack', nth: 2, sr: 9 }, []).outcome).toBe('not-allowed');
    // Two weapons still give a second attack at any skill.
    expect(spot('multiple-actions', { skill: 101, action: 'attack', nth: 2, 'two-weapons': true, sr: 9 }, [81]).outcome).toBe('success');
  });
  it('only with strike ranks to spare', () => {
    expect(spot('multiple-actions', { skill: 90, action: 'parry', nth: 2, sr: 13 }, []).outcome).toBe('not-allowed');
  });
  it('two actions at once happen at the higher of the two strike ranks', () => {
    expect(spot('multiple-actions', { skill: 70, action: 'other', nth: 1, sr: 3, 'with-sr': 7 }, [70]).strikeRank).toBe(7);
    expect(spot('multiple-actions', { skill: 70, action: 'other', nth: 1, sr: 3, 'with-sr': 13 }, []).outcome).toBe('not-allowed');
  });
});
