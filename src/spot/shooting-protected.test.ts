import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Shooting at Protected Targets', () => {
  it('normal chance; an exposed location is hit', () => {
    const r = spot('shooting-protected', { skill: 50, exposed: 'head,right arm' }, [40, 20]);
    expect(r.outcome).toBe('hit');
    expect(r.location).toBe('head');
  });
  it('a hidden location: the missile hits the protection', () => {
    expect(spot('shooting-protected', { skill: 50, exposed: 'head' }, [40, 3]).outcome).toBe('hits-protection');
  });
  it('a critical hits in any case: re-roll until exposed', () => {
    const r = spot('shooting-protected', { skill: 50, exposed: 'head' }, [2, 3, 12, 19]);
    expect(r.outcome).toBe('hit');
    expect(r.location).toBe('head');
    expect(r.rolls).toHaveLength(4);
  });
  it('a miss is a miss', () => {
    expect(spot('shooting-protected', { skill: 50, exposed: 'head' }, [51]).outcome).toBe('miss');
  });
});
