import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Darkness', () => {
  it('-75% to visual skills', () => {
    const r = spot('darkness', { skill: 100 }, [25]);
    expect(r.chance).toBe(25);
    expect(r.outcome).toBe('success');
    expect(spot('darkness', { skill: 100 }, [26]).outcome).toBe('failure');
  });
  it('a negative result leaves 01-05', () => {
    expect(spot('darkness', { skill: 40 }, [5]).outcome).toBe('success');
    expect(spot('darkness', { skill: 40 }, [6]).outcome).toBe('failure');
  });
  it('no penalty to skills not using sight; the gamemaster may lower it for partial light', () => {
    expect(spot('darkness', { skill: 40, visual: false }, [40]).outcome).toBe('success');
    expect(spot('darkness', { skill: 60, penalty: 30 }, [30]).chance).toBe(30);
  });
  it('no torch in the shield hand while that shield parries', () => {
    expect(spot('darkness', { skill: 60, 'torch-in-shield-hand': true, 'shield-parrying': true }, []).outcome).toBe('not-allowed');
    expect(spot('darkness', { skill: 60, 'torch-in-shield-hand': true }, [1]).outcome).toBe('critical');
  });
});
