import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Disarm', () => {
  it.each([[0, 60], [1, 50], [2, 40], [3, 30]])('a strike rank %i weapon: %i%% from 60%%', (sr, want) => {
    const r = spot('disarm', { action: 'damage', skill: 60, 'weapon-sr': sr, damage: '1D8', 'weapon-hp': 10 }, [95]);
    expect(r.rolls[0].target).toBe(want);
  });
  it('the gamemaster\'s extra penalty for smaller items', () => {
    expect(spot('disarm', { action: 'damage', skill: 60, 'other-penalty': 15 }, [95]).rolls[0].target).toBe(45);
  });
  it('a parrying defender parries automatically: no parry roll', () => {
    const r = spot('disarm', { action: 'damage', skill: 60, parrying: true, damage: '1D8', 'weapon-hp': 4 }, [30, 7]);
    expect(r.rolls).toHaveLength(2);
    expect(r.explanation).toContain('automatically');
  });
  it('damage the weapon: it loses what the damage exceeds its current HP by', () => {
    const r = spot('disarm', { action: 'damage', skill: 60, damage: '2D6', 'weapon-hp': 8 }, [30, 6, 5]);
    expect(r.weaponHpLost).toBe(3);
    expect(r.weaponHp).toBe(5);
    expect(spot('disarm', { action: 'damage', skill: 60, damage: '2D6', 'weapon-hp': 8 }, [30, 3, 5]).outcome).toBe('no-damage');
  });
  it('not with a weapon meant only for thrusting', () => {
    expect(spot('disarm', { action: 'damage', skill: 60, 'attacker-weapon': 'thrust-only' }, []).outcome).toBe('not-allowed');
    expect(spot('disarm', { action: 'damage', skill: 60, 'attacker-weapon': 'short-thrust-only' }, []).outcome).toBe('not-allowed');
  });
  it('knock away: an aimed blow (halved), not with a dagger, but a spear may', () => {
    expect(spot('disarm', { action: 'knock-away', skill: 60, 'attacker-weapon': 'short-thrust-only' }, []).outcome).toBe('not-allowed');
    const r = spot('disarm', { action: 'knock-away', skill: 60, 'weapon-sr': 1, 'attacker-weapon': 'thrust-only', damage: '1D8', str: 10 }, [20, 2, 5]);
    expect(r.rolls[0].target).toBe(20);
    expect(r.outcome).toBe('dropped');
  });
  it('knock away: damage vs STR; success flies 1D3 m, but lands at the feet if STR beats the damage', () => {
    // damage 8 vs STR 6: 60%
    const away = spot('disarm', { action: 'knock-away', skill: 80, damage: '1D8', str: 6 }, [30, 8, 60, 3]);
    expect(away.rolls[2].target).toBe(60);
    expect(away.outcome).toBe('knocked-away');
    expect(away.metres).toBe(3);
    expect(spot('disarm', { action: 'knock-away', skill: 80, damage: '1D8', str: 6 }, [30, 8, 61]).outcome).toBe('no-effect');
  });
  it('knock away: STR x1.5 when the weapon is held in both hands', () => {
    // damage 8 vs STR 6 x1.5 = 9: 45%
    expect(spot('disarm', { action: 'knock-away', skill: 80, damage: '1D8', str: 6, 'two-handed': true }, [30, 8, 46]).rolls[2].target).toBe(45);
  });
  it('entangle: a flexible weapon, an aimed blow; only a special winds around', () => {
    expect(spot('disarm', { action: 'entangle', skill: 80 }, []).outcome).toBe('not-allowed');
    expect(spot('disarm', { action: 'entangle', skill: 80, 'attacker-weapon': 'flexible' }, [20]).outcome).toBe('no-entangle');
  });
  it('entangle: on a special, STR vs STR wrenches the weapon away', () => {
    const inputs = { action: 'entangle', skill: 80, 'attacker-weapon': 'flexible', 'attacker-str': 14, str: 12 };
    expect(spot('disarm', inputs, [8, 60]).outcome).toBe('wrenched-away');
  });
  it('entangle: if the wrench fails, the defender may take the entangling weapon with STR vs STR', () => {
    const inputs = { action: 'entangle', skill: 80, 'attacker-weapon': 'flexible', 'attacker-str': 14, str: 12 };
    expect(spot('disarm', inputs, [8, 61, 40]).outcome).toBe('attacker-disarmed');
    expect(spot('disarm', inputs, [8, 61, 41]).outcome).toBe('entangled');
    expect(spot('disarm', { ...inputs, counter: false }, [8, 61]).outcome).toBe('entangled');
  });
});
