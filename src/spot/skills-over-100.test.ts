import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

const targets = (r: any) => r.rolls.map((e: any) => e.target);

describe('Skills over 100%', () => {
  describe('"the party whose natural skill is 100%+ modifies the other opponent\'s chance of success by -1% per point above 100%"', () => {
    // "Harmast's Game skill is 25% ... and Ortossi's is 117%! Ortossi reduces Harmast's chance of success by -17%,
    // giving poor Harmast only an 8% chance of success against Ortossi, whose skill for this roll of the dice is
    // now reduced to only 100%."
    it('Harmast (Game 25%) against Ortossi Ninefingers (Game 117%): Harmast at 8%, Ortossi at 100%', () => {
      const r = spot('skills-over-100', { skill: 117, opponent: 25 }, [90, 2]);
      expect(targets(r)).toEqual([100, 8]);
      expect(r.own).toBe(100);
      expect(r.opponent).toBe(8);
      expect(r.outcome).toBe('opponent');
      // Harmast's 09 would have succeeded at 25%; at 8% it fails.
      expect(spot('skills-over-100', { skill: 117, opponent: 25 }, [90, 9]).outcome).toBe('adventurer');
    });
    // "Vasana, through a combination of her Broadsword 90%, inspiration from a Passion (+20%), a spell (+10% from
    // Bladesharp 2, cast by a friend), has a 120% chance of success. She cannot modify an opponent's chance of
    // success."
    it('Vasana at Broadsword 90% with +20% inspiration and +10% Bladesharp: 120%, and the opponent is not lowered', () => {
      const r = spot('skills-over-100', { skill: 90, inspiration: 20, spells: 10, opponent: 50 }, [50, 50]);
      expect(targets(r)).toEqual([120, 50]);
      expect(r.explanation).toContain('bonuses never lower the opponent');
    });
    // "If she raised her Broadsword to 105% normally, with those modifiers her chance of success would be 135%. She
    // could then reduce an opponent's chance of success by 5% (for her skill above 100%) and would roll with a
    // modified skill of 130%."
    it('Vasana at Broadsword 105% with the same +30%: the opponent -5%, she rolls at 130%', () => {
      const r = spot('skills-over-100', { skill: 105, inspiration: 20, spells: 10, opponent: 50 }, [50, 50]);
      expect(targets(r)).toEqual([130, 45]);
      expect(r.own).toBe(130);
    });
    it('"Bonuses from inspiration, etc. are not used to modify the opponent\'s chance": however large', () => {
      const r = spot('skills-over-100', { skill: 100, inspiration: 50, spells: 30, bonus: 20, opponent: 40 }, [50, 50]);
      expect(targets(r)).toEqual([200, 40]);
    });
    it('96-00 always fails, even at 100%', () => {
      expect(spot('skills-over-100', { skill: 117, opponent: 25 }, [96, 50]).outcome).toBe('neither');
    });
  });

  describe('"the penalty must be distributed amongst the opponents as determined by the player ... by an amount totaling 25%"', () => {
    it('"whether -20% to one and -5% to the other, -13% and -12%, or -25% and -0%"', () => {
      expect(spot('skills-over-100', { use: 'distribute', skill: 125, penalties: '20,5' }, []).penalties).toEqual([20, 5]);
      expect(spot('skills-over-100', { use: 'distribute', skill: 125, penalties: '13,12' }, []).own).toBe(100);
      expect(spot('skills-over-100', { use: 'distribute', skill: 125, penalties: '25,0' }, []).penalties).toEqual([25, 0]);
    });
    it('the shares add up to the whole excess: neither more nor less', () => {
      expect(() => spot('skills-over-100', { use: 'distribute', skill: 125, penalties: '20,10' }, [])).toThrow(/^skills-over-100: --penalties must add up to all 25 above 100% \(a share may be 0\)$/);
      expect(() => spot('skills-over-100', { use: 'distribute', skill: 125, penalties: '20' }, [])).toThrow(/--penalties must add up to all 25/);
      expect(() => spot('skills-over-100', { use: 'distribute', skill: 100, penalties: '0,0' }, [])).toThrow(/nothing to share out/);
    });
    it('the opponents\' chances, each lowered by its share; the adventurer rolls at 100 plus bonuses', () => {
      const r = spot('skills-over-100', { use: 'distribute', skill: 125, spells: 10, penalties: '20,5', opponents: '60,45' }, []);
      expect(r.opponents).toEqual([40, 40]);
      expect(r.own).toBe(110);
      expect(() => spot('skills-over-100', { use: 'distribute', skill: 125, penalties: '20,5', opponents: '60' }, [])).toThrow(/--opponents/);
    });
  });

  describe('"The skill must be divided into two or more increments, with each having a minimum of 50%."', () => {
    it('every legal split is offered: 101% only as 51 + 50; 160% as two attacks of 50-110% or three of 50-60%', () => {
      const r = spot('skills-over-100', { use: 'split', skill: 101 }, []);
      expect(r.outcome).toBe('splits');
      expect(r.splits).toEqual([{ attacks: 2, min: 50, max: 51, even: [51, 50] }]);
      expect(r.explanation).toContain('2 attacks of 50-51% adding up to 101% (e.g. 51 + 50)');
      const big = spot('skills-over-100', { use: 'split', skill: 160 }, []);
      expect(big.splits.map((s: any) => [s.attacks, s.max, s.even])).toEqual([[2, 110, [80, 80]], [3, 60, [54, 53, 53]]]);
    });
    it('101% divided as 51 + 50: each attack rolls at its own share', () => {
      const r = spot('skills-over-100', { use: 'split', skill: 101, parts: '51,50' }, [51, 51]);
      expect(targets(r)).toEqual([51, 50]);
      expect(r.outcome).toBe('1-of-2');
    });
    it('inspiration and spells help each attack', () => {
      expect(targets(spot('skills-over-100', { use: 'split', skill: 110, spells: 10, parts: '60,50' }, [1, 1]))).toEqual([70, 60]);
    });
    it.each([
      ['51,81', /--parts must add up to the natural skill/],
      ['81,20', /each of the --parts must be at least the 50% minimum/],
      ['50,50', /--parts must add up to the natural skill/],
      ['101', /--parts needs two or more attacks/],
      ['51,50,0', /each of the --parts must be at least the 50% minimum/],
    ])('101%% split as %s is refused, naming the legal split', (parts, msg) => {
      let err: unknown;
      try { spot('skills-over-100', { use: 'split', skill: 101, parts }, []); } catch (e) { err = e; }
      expect((err as Error).message).toMatch(msg);
      expect((err as Error).message).toMatch(/; it divides into 2 attacks of 50-51% \(e.g. 51 \+ 50\)$/);
      expect((err as Error).message).not.toContain('\n');
    });
    it('"an adventurer with a skill above 100%": at 100% or below, no split', () => {
      expect(spot('skills-over-100', { use: 'split', skill: 100, parts: '50,50' }, []).outcome).toBe('not-allowed');
      expect(spot('skills-over-100', { use: 'split', skill: 95, parts: '50,45' }, []).outcome).toBe('not-allowed');
    });
  });
  it('"an increased chance of a special or critical result": at 120% the special runs to 24 and 00 still fumbles', () => {
    expect(spot('skills-over-100', { use: 'roll', skill: 120 }, [24]).outcome).toBe('special');
    expect(spot('skills-over-100', { use: 'roll', skill: 120 }, [100]).outcome).toBe('fumble');
  });
});
