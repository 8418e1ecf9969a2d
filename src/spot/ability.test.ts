import { describe, expect, it } from 'vitest';
import { bands, classify } from './ability';
import { spot } from './test-util';

// facts.md §5.1, row by row: [lowest ability, highest ability, critical up to, special up to, fumble from]
const TABLE: [number, number, number, number, number][] = [
  [1, 5, 1, 1, 96],
  [6, 7, 1, 1, 96],
  [8, 10, 1, 2, 96],
  [11, 12, 1, 2, 97],
  [13, 17, 1, 3, 97],
  [18, 22, 1, 4, 97],
  [23, 27, 1, 5, 97],
  [28, 29, 1, 6, 97],
  [30, 30, 2, 6, 97],
  [31, 32, 2, 6, 98],
  [33, 37, 2, 7, 98],
  [38, 42, 2, 8, 98],
  [43, 47, 2, 9, 98],
  [48, 49, 2, 10, 98],
  [50, 50, 3, 10, 98],
  [51, 52, 3, 10, 99],
  [53, 57, 3, 11, 99],
  [58, 62, 3, 12, 99],
  [63, 67, 3, 13, 99],
  [68, 69, 3, 14, 99],
  [70, 70, 4, 14, 99],
  [71, 72, 4, 14, 100],
  [73, 77, 4, 15, 100],
  [78, 82, 4, 16, 100],
  [83, 87, 4, 17, 100],
  [88, 89, 4, 18, 100],
  [90, 92, 5, 18, 100],
  [93, 95, 5, 19, 100],
  [96, 97, 5, 19, 100],
  [98, 102, 5, 20, 100],
  [103, 107, 5, 21, 100],
  [108, 109, 5, 22, 100],
  [110, 112, 6, 22, 100],
  [113, 117, 6, 23, 100],
  [118, 122, 6, 24, 100],
];

describe('§5.1 ability roll bands', () => {
  it.each(TABLE)('ability %i-%i: critical 01-%i, special 01-%i, fumble %i-00', (lo, hi, crit, special, fumble) => {
    for (let a = lo; a <= hi; a++) {
      const b = bands(a);
      expect([a, b.critical, b.special, b.fumble]).toEqual([a, crit, special, fumble]);
      // every d100 face read against this ability
      for (let roll = 1; roll <= 100; roll++) {
        const want =
          roll <= crit ? 'critical'
          : roll <= special ? 'special'
          : roll <= Math.min(95, Math.max(5, a)) ? 'success'
          : roll >= fumble ? 'fumble'
          : 'failure';
        expect(classify(roll, a), `ability ${a}, roll ${roll}`).toBe(want);
      }
    }
  });

  it('01-05 always succeed, even when the modified ability is negative', () => {
    expect(classify(5, -40)).toBe('success');
    expect(classify(1, -40)).toBe('critical');
    expect(classify(6, -40)).toBe('failure');
  });
  it('96-00 always fail, even at 150%; 00 is the fumble', () => {
    expect(classify(96, 150)).toBe('failure');
    expect(classify(99, 150)).toBe('failure');
    expect(classify(100, 150)).toBe('fumble');
    expect(classify(95, 150)).toBe('success');
  });
  it('the table row 96-97 succeeds on 01-95 only', () => {
    expect(classify(95, 97)).toBe('success');
    expect(classify(96, 97)).toBe('failure');
    expect(classify(97, 97)).toBe('failure');
  });
});

describe('ability rule', () => {
  it('rolls through the kernel: one d100 event with the chance as target and the band as outcome', () => {
    const r = spot('ability', { skill: 75 }, [15]);
    expect(r.outcome).toBe('special');
    expect(r.rolls).toHaveLength(1);
    expect(r.rolls[0]).toMatchObject({ rule: 'spot.ability', dice: [15], total: 15, target: 75, outcome: 'special' });
    expect(r.explanation).toContain('rolled 15, special');
  });
  it('applies the modifier to the chance', () => {
    expect(spot('ability', { skill: 50, modifier: -20 }, [31]).outcome).toBe('failure');
    expect(spot('ability', { skill: 50, modifier: -20 }, [30]).outcome).toBe('success');
  });
  it('a scripted 100 reads as 00', () => {
    const r = spot('ability', { skill: 40 }, [100]);
    expect(r.outcome).toBe('fumble');
    expect(r.explanation).toContain('rolled 00, fumble');
  });
  it('is reproducible from a seed', () => {
    const a = spot('ability', { skill: 60 }, []);
    const b = spot('ability', { skill: 60 }, []);
    expect(a.rolls).toEqual(b.rolls);
  });
});
