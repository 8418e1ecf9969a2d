import { describe, expect, it } from 'vitest';
import { HIT_LOCATIONS, locationFor, locationHp } from './hit-location';
import { spot } from './test-util';

describe('humanoid hit locations (§5.3)', () => {
  it.each(HIT_LOCATIONS)('d20 %i-%i: %s', (lo, hi, loc) => {
    for (let d = lo; d <= hi; d++) expect(locationFor(d)).toBe(loc);
  });
  it('every d20 face has one location', () => {
    for (let d = 1; d <= 20; d++) expect(() => locationFor(d)).not.toThrow();
  });
  it.each([
    [12, 'head', 4], [12, 'chest', 5], [12, 'left arm', 3],
    [3, 'right leg', 1], [3, 'chest', 2], [5, 'right arm', 1],
    [21, 'abdomen', 7], [24, 'abdomen', 8], [24, 'chest', 9], [24, 'right arm', 7],
  ] as const)('total HP %i: %s has %i', (hp, loc, want) => {
    expect(locationHp(hp, loc)).toBe(want);
  });
  it('rolls a d20, or D10+10 striking down from above', () => {
    expect(spot('hit-location', {}, [12]).location).toBe('chest');
    const r = spot('hit-location', { from: 'above' }, [1]);
    expect(r.location).toBe('abdomen');
    expect(r.rolls[0]).toMatchObject({ dice: [1], total: 11 });
  });
});
