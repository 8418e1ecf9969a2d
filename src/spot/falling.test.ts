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

describe('Falling: "1D6 damage to a rolled hit location for every three meters fallen", whatever the height', () => {
  it('fractional metres are a height like any other: 4.5 m is 1D6, 8.9 m is 2D6', () => {
    const r = spot('falling', { metres: '4.5' }, [12, 5]);
    expect(r.rolls[1].dice).toEqual([5]);
    expect(r.damage).toBe(5);
    expect(r.explanation).toContain('Falling 4.5 m');
    expect(spot('falling', { metres: 8.9 }, [12, 1, 1]).rolls[1].dice).toEqual([1, 1]);
    expect(spot('falling', { metres: '2.99' }, []).outcome).toBe('no-damage');
  });
  it.each([
    [300, 100],
    [3000, 1000],
    [10000, 3333],
  ])('a %i m fall rolls %iD6 and resolves', (metres, dice) => {
    const r = spot('falling', { metres }, [12, ...Array(dice).fill(2)]);
    expect(r.rolls[1].dice).toHaveLength(dice);
    expect(r.damage).toBe(2 * dice);
    expect(r.explanation).toContain(`${dice}D6 = ${2 * dice}`);
  });
  it('a height that is not a number is refused in one line', () => {
    expect(() => spot('falling', { metres: '4,5' }, [])).toThrow(/^falling: --metres must be a number such as 4 or 4.5, from 0 to 10000$/);
    expect(() => spot('falling', { metres: '-3' }, [])).toThrow(/^falling: --metres must be a number such as 4 or 4.5, from 0 to 10000$/);
  });
});
