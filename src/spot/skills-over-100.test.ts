import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Skills over 100%', () => {
  it('the seed\'s example: Ortossi\'s Game 117% lowers Harmast\'s 25% to 8% and rolls at 100%', () => {
    const r = spot('skills-over-100', { skill: 117, opponent: 25 }, [90, 2]);
    expect(r.rolls.map((e: any) => e.target)).toEqual([100, 8]);
    expect(r.outcome).toBe('opponent');
    expect(spot('skills-over-100', { skill: 117, opponent: 25 }, [90, 9]).outcome).toBe('adventurer');
  });
  it('96-00 always fails, even at 100%', () => {
    expect(spot('skills-over-100', { skill: 117, opponent: 25 }, [96, 50]).outcome).toBe('neither');
  });
  it('Vasana: Broadsword 90% + 30% in bonuses is 120% but lowers nobody', () => {
    const r = spot('skills-over-100', { skill: 90, bonus: 30, opponent: 50 }, [50, 50]);
    expect(r.rolls.map((e: any) => e.target)).toEqual([120, 50]);
  });
  it('Vasana at Broadsword 105% with the same bonuses: the opponent -5%, she rolls 130%', () => {
    const r = spot('skills-over-100', { skill: 105, bonus: 30, opponent: 50 }, [50, 50]);
    expect(r.rolls.map((e: any) => e.target)).toEqual([130, 45]);
  });
  it('the excess spread over several opponents as the player likes, never more than it', () => {
    expect(spot('skills-over-100', { use: 'distribute', skill: 125, penalties: '20,5' }, []).penalties).toEqual([20, 5]);
    expect(spot('skills-over-100', { use: 'distribute', skill: 125, penalties: '13,12' }, []).own).toBe(100);
    expect(() => spot('skills-over-100', { use: 'distribute', skill: 125, penalties: '20,10' }, [])).toThrow(/more than the 25/);
  });
  it('split attacks: two or more, each at least 50%', () => {
    const r = spot('skills-over-100', { use: 'split', skill: 110, parts: '60,50' }, [55, 51]);
    expect(r.outcome).toBe('1-of-2');
    expect(() => spot('skills-over-100', { use: 'split', skill: 110, parts: '70,40' }, [])).toThrow(/at least 50/);
    expect(() => spot('skills-over-100', { use: 'split', skill: 110, parts: '60,60' }, [])).toThrow(/more than/);
    expect(spot('skills-over-100', { use: 'split', skill: 95, parts: '50,45' }, []).outcome).toBe('not-allowed');
  });
  it('unopposed, the bands widen: at 120% the special runs to 24 and 00 still fumbles', () => {
    expect(spot('skills-over-100', { use: 'roll', skill: 120 }, [24]).outcome).toBe('special');
    expect(spot('skills-over-100', { use: 'roll', skill: 120 }, [100]).outcome).toBe('fumble');
  });
});
