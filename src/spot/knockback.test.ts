import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

// Attacker STR 15 SIZ 14 (average 15, rounding .5 up) against SIZ 12 DEX 12 (12): 65%. Attacker DEX 10: DEX x5 = 50.
const base = { skill: 60, str: 15, siz: 14, dex: 10, 'target-siz': 12, 'target-dex': 12 };

describe('Knockback', () => {
  it('"A success knocks the target back 1D3 meters." "The target does not take any damage from the knockback itself."', () => {
    const r = spot('knockback', base, [40, 65, 2]);
    expect(r.rolls[1].target).toBe(65);
    expect(r.outcome).toBe('knocked-back');
    expect(r.metres).toBe(2);
    expect(r.damage).toBeUndefined();
  });
  it('"A special success knocks the target down"', () => {
    expect(spot('knockback', base, [40, 13]).outcome).toBe('knocked-down');
  });
  it('"A critical success knocks them down and disarms them."', () => {
    expect(spot('knockback', base, [40, 3]).outcome).toBe('knocked-down-disarmed');
  });
  it('"This must not be parried or dodged successfully."', () => {
    expect(spot('knockback', { ...base, defense: 50 }, [40, 51, 65, 1]).outcome).toBe('knocked-back');
    expect(spot('knockback', { ...base, defense: 50 }, [40, 50, 50]).outcome).toBe('does-not-fall');
  });

  describe('"If the knockback is not successful, the attacker must roll DEX×5 or fall. If unsuccessful, the attacker is knocked back 1D3 meters instead, or misses completely and rushes by the intended target."', () => {
    it('resisted: DEX x5, or the attacker falls and is knocked back 1D3 m instead', () => {
      const held = spot('knockback', base, [40, 66, 50]);
      expect(held.outcome).toBe('does-not-fall');
      expect(held.rolls[2]).toMatchObject({ target: 50, outcome: 'success' });
      const r = spot('knockback', base, [40, 66, 51, 3]);
      expect(r.outcome).toBe('falls-knocked-back');
      expect(r.metres).toBe(3);
      expect(r.explanation).toContain('the knockback is not successful; DEX x5 = 50, rolled 51: the attacker falls, knocked back 1D3 = 3 m instead');
    });
    it('a missed attack: DEX x5, or the attacker falls, missing completely and rushing by the intended target', () => {
      expect(spot('knockback', base, [61, 50]).outcome).toBe('does-not-fall');
      const r = spot('knockback', base, [61, 51]);
      expect(r.outcome).toBe('falls-rushes-by');
      expect(r.explanation).toContain('misses: the knockback is not successful; DEX x5 = 50, rolled 51: the attacker falls, missing completely and rushing by the intended target');
    });
    it('dodged, the attacker rushes by; parried, the attacker is knocked back', () => {
      expect(spot('knockback', { ...base, defense: 50, 'defense-kind': 'dodge' }, [40, 50, 51]).outcome).toBe('falls-rushes-by');
      expect(spot('knockback', { ...base, defense: 50, 'defense-kind': 'parry' }, [40, 50, 51, 1]).outcome).toBe('falls-knocked-back');
    });
  });

  describe('"A fumble by attacker or defender results in a roll on the Fumbles table."', () => {
    it('a fumbled attack roll says the Fumbles table applies, and nothing else happens', () => {
      const r = spot('knockback', base, [99]);
      expect(r.outcome).toBe('fumble');
      expect(r.attackerFumble).toBe(true);
      expect(r.explanation).toBe('Knockback on SR 12: attack 60%, rolled 99, fumble, roll on the Fumbles table: no knockback');
    });
    it('a fumbled parry is the defender\'s Fumbles table roll, and the knockback goes on', () => {
      const r = spot('knockback', { ...base, defense: 50 }, [40, 99, 65, 1]);
      expect(r.outcome).toBe('knocked-back');
      expect(r.defenderFumble).toBe(true);
      expect(r.explanation).toContain('parry 50%, rolled 99, fumble, roll on the Fumbles table');
    });
    it('the attacker fumbling the resistance roll or the DEX x5 roll also goes to the Fumbles table', () => {
      // 65% fumbles on 99-00 (§5.1: 100 - 35/20 rounded).
      const r = spot('knockback', base, [40, 100, 50]);
      expect(r.attackerFumble).toBe(true);
      expect(r.outcome).toBe('does-not-fall');
      const d = spot('knockback', base, [40, 66, 100, 2]);
      expect(d.attackerFumble).toBe(true);
      expect(d.outcome).toBe('falls-knocked-back');
    });
  });
});
