import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Shooting into Melee', () => {
  it('skill divided by combatants: within it hits the target', () => {
    const r = spot('shooting-into-melee', { skill: 80, combatants: 4 }, [20]);
    expect(r.outcome).toBe('hit-target');
  });
  it('above the reduced chance but within the skill: a random combatant', () => {
    const r = spot('shooting-into-melee', { skill: 80, combatants: 4 }, [21, 2]);
    expect(r.outcome).toBe('hit-other');
    expect(r.combatant).toBe(2);
    expect(spot('shooting-into-melee', { skill: 80, combatants: 4 }, [80, 3]).outcome).toBe('hit-other');
  });
  it('above the skill: a miss', () => {
    expect(spot('shooting-into-melee', { skill: 80, combatants: 4 }, [81]).outcome).toBe('miss');
  });
});
