import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Falling', () => {
  it('1D6 for every three metres, to a rolled location', () => {
    const r = spot('falling', { metres: 9 }, [12, 1, 2, 3]);
    expect(r.location).toBe('chest');
    expect(r.damage).toBe(6);
    expect(r.rolls[1].dice).toEqual([1, 2, 3]);
  });
  it('part of three metres adds nothing; under three metres, no damage', () => {
    expect(spot('falling', { metres: 5 }, [1, 4]).damage).toBe(4);
    expect(spot('falling', { metres: 2 }, []).outcome).toBe('no-damage');
  });
  it('DEX x5 lets the faller choose the location', () => {
    const r = spot('falling', { metres: 3, dex: 12, choose: 'left leg' }, [60, 5]);
    expect(r.location).toBe('left leg');
    const miss = spot('falling', { metres: 3, dex: 12, choose: 'left leg' }, [61, 19, 5]);
    expect(miss.location).toBe('head');
  });
  it('damage past twice the location\'s hit points still counts against total hit points', () => {
    // total HP 12: head 4 HP, twice is 8; 12 damage all counts
    const r = spot('falling', { metres: 6, hp: 12 }, [20, 6, 6]);
    expect(r.totalHpDamage).toBe(12);
    expect(r.beyondDouble).toBe(true);
  });
  it('armour and Protection subtract; the gamemaster may soften the surface', () => {
    expect(spot('falling', { metres: 6, armour: 3 }, [1, 4, 4]).damage).toBe(5);
    expect(spot('falling', { metres: 6, surface: 2 }, [1, 4, 4]).damage).toBe(6);
  });
});
