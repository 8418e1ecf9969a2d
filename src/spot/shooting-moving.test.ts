import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Shooting at Moving Targets', () => {
  it('toward or away: no effect', () => {
    expect(spot('shooting-moving', { skill: 60, motion: 'toward' }, [60]).chance).toBe(60);
    expect(spot('shooting-moving', { skill: 60, motion: 'away' }, [60]).outcome).toBe('success');
  });
  it('an angle halves; evading halves; cumulative', () => {
    expect(spot('shooting-moving', { skill: 60, motion: 'angle' }, [30]).chance).toBe(30);
    expect(spot('shooting-moving', { skill: 60, motion: 'still', evading: true }, [30]).chance).toBe(30);
    const r = spot('shooting-moving', { skill: 60, motion: 'angle', evading: true }, [16]);
    expect(r.chance).toBe(15);
    expect(r.outcome).toBe('failure');
  });
});
