import { describe, expect, it } from 'vitest';
import { average, resistanceChance } from './resistance';
import { spot } from './test-util';

describe('resistance table (§5.2)', () => {
  it.each([
    [10, 10, 50],
    [12, 10, 60],
    [10, 12, 40],
    [18, 10, 90],
    [19, 10, 95],
    [25, 10, 95],
    [10, 19, 5],
    [3, 30, 5],
  ])('active %i vs passive %i: %i%%', (a, p, want) => {
    expect(resistanceChance(a, p)).toBe(want);
  });
  it('averages round .5 up', () => {
    expect(average(13, 14)).toBe(14);
    expect(average(12, 14)).toBe(13);
  });
  it('rolls under the chance with the §5.1 bands; 01-05 still succeed at 5%', () => {
    const r = spot('resistance', { active: 12, passive: 10 }, [60]);
    expect(r.outcome).toBe('success');
    expect(r.rolls[0]).toMatchObject({ target: 60, total: 60 });
    expect(spot('resistance', { active: 12, passive: 10 }, [61]).outcome).toBe('failure');
    expect(spot('resistance', { active: 2, passive: 30 }, [5]).outcome).toBe('success');
    expect(spot('resistance', { active: 30, passive: 2 }, [96]).outcome).toBe('failure');
    expect(spot('resistance', { active: 12, passive: 10 }, [12]).outcome).toBe('special');
  });
});
