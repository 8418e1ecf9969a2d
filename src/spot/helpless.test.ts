import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Helpless Opponent', () => {
  it('any roll under 96 kills', () => {
    expect(spot('helpless', { skill: 20 }, [95]).outcome).toBe('killed');
  });
  it('96-00 is a failure or a fumble by the skill', () => {
    expect(spot('helpless', { skill: 80 }, [99]).outcome).toBe('failure');
    expect(spot('helpless', { skill: 80 }, [100]).outcome).toBe('fumble');
    expect(spot('helpless', { skill: 20 }, [97]).outcome).toBe('fumble');
    expect(spot('helpless', { skill: 20 }, [96]).outcome).toBe('failure');
  });
});
