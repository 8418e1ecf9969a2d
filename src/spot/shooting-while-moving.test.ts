import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Shooting While Moving', () => {
  it('no shooting while moving or dodging', () => {
    expect(spot('shooting-while-moving', { skill: 70 }, []).outcome).toBe('not-allowed');
    expect(spot('shooting-while-moving', { skill: 70, moving: false, dodging: true }, []).outcome).toBe('not-allowed');
  });
  it('except mounted archery: the lower of skill and Ride, simple missiles only', () => {
    const r = spot('shooting-while-moving', { skill: 70, mounted: true, ride: 40 }, [41]);
    expect(r.chance).toBe(40);
    expect(r.outcome).toBe('failure');
    expect(spot('shooting-while-moving', { skill: 70, mounted: true, ride: 40, 'simple-missile': false }, []).outcome).toBe('not-allowed');
  });
  it('standing still shoots normally', () => {
    expect(spot('shooting-while-moving', { skill: 70, moving: false }, [70]).outcome).toBe('success');
  });
});
