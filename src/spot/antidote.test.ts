import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Antidotes', () => {
  it('cancels up to its POT', () => {
    expect(spot('antidote', { damage: 12, pot: 8 }, []).damage).toBe(4);
    expect(spot('antidote', { damage: 6, pot: 8 }, []).outcome).toBe('cured');
  });
  it('half effective against a related poison, rounding up', () => {
    expect(spot('antidote', { damage: 12, pot: 9, match: 'related' }, []).cancelled).toBe(5);
  });
  it('only within ten minutes', () => {
    expect(spot('antidote', { damage: 12, pot: 9, minutes: 10 }, []).cancelled).toBe(9);
    expect(spot('antidote', { damage: 12, pot: 9, minutes: 11 }, []).outcome).toBe('too-late');
  });
});
