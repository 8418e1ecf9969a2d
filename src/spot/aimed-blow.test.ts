import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Aimed Blows', () => {
  it('halves the skill, then other modifiers, on SR 12; a success strikes the chosen location', () => {
    const r = spot('aimed-blow', { skill: 70, location: 'head', modifier: -10 }, [25]);
    expect(r.chance).toBe(25);
    expect(r.strikeRank).toBe(12);
    expect(r.outcome).toBe('success');
    expect(r.location).toBe('head');
    expect(r.rolls).toHaveLength(1);
  });
  it('a miss strikes nothing', () => {
    expect(spot('aimed-blow', { skill: 70, location: 'head' }, [36]).location).toBeNull();
  });
  it('not with spells', () => {
    expect(spot('aimed-blow', { skill: 70, location: 'head', spell: true }, []).outcome).toBe('not-allowed');
  });
});
