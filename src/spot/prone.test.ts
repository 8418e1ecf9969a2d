import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Fighting while Prone', () => {
  it('a prone attacker halves the chance and loses the damage bonus', () => {
    const r = spot('prone', { skill: 61 }, [31]);
    expect(r.chance).toBe(31);
    expect(r.outcome).toBe('success');
    expect(r.damageBonus).toBe(false);
  });
  it('natural weapons keep the damage bonus', () => {
    expect(spot('prone', { skill: 60, 'natural-weapon': true }, [50]).damageBonus).toBe(true);
  });
  it('parry and dodge are unmodified', () => {
    expect(spot('prone', { skill: 60, situation: 'parrying-while-prone' }, [60]).outcome).toBe('success');
    expect(spot('prone', { skill: 60, situation: 'dodging-while-prone' }, [60]).chance).toBe(60);
  });
  it('attacks against a prone character are at +40%', () => {
    expect(spot('prone', { skill: 50, situation: 'attacking-prone-target' }, [90]).outcome).toBe('success');
  });
});
