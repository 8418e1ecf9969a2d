import { describe, expect, it } from 'vitest';
import { throwRange } from './thrown';
import { spot } from './test-util';

describe('Thrown or Dropped Objects', () => {
  it('a balanced object: one metre per STR above its SIZ; an awkward one: one per 3 extra STR', () => {
    expect(throwRange(15, 2, false)).toBe(13);
    expect(throwRange(15, 2, true)).toBe(4);
    expect(spot('thrown', { str: 15, dex: 10, 'object-siz': 2, awkward: true, distance: 5 }, []).outcome).toBe('out-of-range');
  });
  it('DEX x5 to hit; 1D3 plus half the damage bonus (rounded up)', () => {
    const r = spot('thrown', { str: 15, dex: 12, 'object-siz': 1, distance: 8, db: '1D4' }, [60, 2, 3, 12]);
    expect(r.rolls[0].target).toBe(60);
    expect(r.damage).toBe(2 + 2);
    expect(r.locations).toEqual(['chest']);
    expect(spot('thrown', { str: 15, dex: 12, distance: 8 }, [61]).outcome).toBe('miss');
  });
  it('-3% per metre past 10 metres', () => {
    expect(spot('thrown', { str: 18, dex: 12, 'object-siz': 1, distance: 14 }, [49]).rolls[0].target).toBe(48);
  });
  it('1D3 more per 3 SIZ of the object (round down)', () => {
    const r = spot('thrown', { str: 18, dex: 12, 'object-siz': 7, distance: 5 }, [10, 1, 3, 3, 1]);
    expect(r.rolls[2].dice).toEqual([3, 3]);
    expect(r.damage).toBe(7);
  });
  it('"An adventurer can effectively throw an object if it weighs less than their STR in kilograms"', () => {
    const heavy = spot('thrown', { str: 10, dex: 12, kg: 20, distance: 2 }, []);
    expect(heavy.outcome).toBe('not-allowed');
    expect(heavy.explanation).toBe('Thrown object: 20 kg is not less than STR 10 in kilograms; an adventurer can effectively throw an object only if it weighs less than their STR in kilograms');
    expect(spot('thrown', { str: 10, dex: 12, kg: 10, distance: 2 }, []).outcome).toBe('not-allowed');
    expect(spot('thrown', { str: 10, dex: 12, kg: '9.5', distance: 2 }, [70]).outcome).toBe('miss');
    expect(spot('thrown', { mode: 'drop', str: 12, dex: 10, kg: 12 }, []).explanation).toMatch(/^Dropped object: 12 kg is not less than STR 12/);
  });
  it('dropped: no damage bonus unless flung', () => {
    const r = spot('thrown', { mode: 'drop', str: 12, dex: 10, kg: 5, 'object-siz': 3, db: '1D4' }, [30, 2, 2, 20]);
    expect(r.damage).toBe(4);
    const f = spot('thrown', { mode: 'drop', str: 12, dex: 10, kg: 5, 'object-siz': 3, db: '1D4', flung: true }, [30, 2, 2, 3, 20]);
    expect(f.damage).toBe(6);
  });
  it('a large object hits 1D6 locations, the same damage to each', () => {
    const r = spot('thrown', { mode: 'drop', str: 12, dex: 10, kg: 5, large: true }, [30, 3, 2, 20, 19, 12]);
    expect(r.damage).toBe(3);
    expect(r.locations).toEqual(['head', 'chest']);
  });
});
