import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Defenseless or Unaware Opponents', () => {
  it('+40% to the attack', () => {
    expect(spot('defenseless', { skill: 30 }, [70]).outcome).toBe('success');
    expect(spot('defenseless', { skill: 30 }, [71]).outcome).toBe('failure');
  });
});
