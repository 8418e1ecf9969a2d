import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

// Attacker STR 15 SIZ 14 (average 15, rounding .5 up) against SIZ 12 DEX 12 (12): 65%.
const base = { skill: 60, str: 15, siz: 14, dex: 10, 'target-siz': 12, 'target-dex': 12 };

describe('Knockback', () => {
  it('a success knocks the target back 1D3 metres, no damage', () => {
    const r = spot('knockback', base, [40, 65, 2]);
    expect(r.rolls[1].target).toBe(65);
    expect(r.outcome).toBe('knocked-back');
    expect(r.metres).toBe(2);
  });
  it('a special knocks the target down', () => {
    expect(spot('knockback', base, [40, 13]).outcome).toBe('knocked-down');
  });
  it('a critical knocks them down and disarms them', () => {
    expect(spot('knockback', base, [40, 3]).outcome).toBe('knocked-down-disarmed');
  });
  it('the attack must hit and not be parried or dodged', () => {
    expect(spot('knockback', base, [61]).outcome).toBe('miss');
    expect(spot('knockback', { ...base, defense: 50 }, [40, 50]).outcome).toBe('defended');
    expect(spot('knockback', { ...base, defense: 50 }, [40, 51, 65, 1]).outcome).toBe('knocked-back');
  });
  it('a failed knockback: DEX x5 or the attacker falls, knocked back 1D3 m', () => {
    expect(spot('knockback', base, [40, 66, 50]).outcome).toBe('failed');
    const r = spot('knockback', base, [40, 66, 51, 3]);
    expect(r.outcome).toBe('attacker-falls');
    expect(r.metres).toBe(3);
  });
  it('a fumble by attacker or defender goes to the Fumbles table', () => {
    expect(spot('knockback', base, [100]).outcome).toBe('attacker-fumble');
    expect(spot('knockback', { ...base, defense: 50 }, [40, 99, 65, 1]).defenderFumble).toBe(true);
  });
});
