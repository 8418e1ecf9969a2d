import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

const base = { skill: 60, str: 14, dex: 12, siz: 13, 'target-str': 12, 'target-dex': 10, 'target-siz': 12 };

describe('Grappling', () => {
  it('a successful Grapple grabs a rolled hit location', () => {
    const r = spot('grappling', base, [40, 14]);
    expect(r.outcome).toBe('grabbed');
    expect(r.location).toBe('right arm');
    expect(spot('grappling', base, [61]).outcome).toBe('miss');
  });
  it('after the first attack, strike ranks come from DEX alone (no SIZ, no weapon length)', () => {
    expect(spot('grappling', { ...base, dex: 16, siz: 5 }, [40, 14]).strikeRank).toBe(1);
  });
  it('a weapon parry: the weapon arm is caught instead', () => {
    const r = spot('grappling', { ...base, parry: 'weapon', 'parry-skill': 50, 'weapon-arm': 'left' }, [40, 30]);
    expect(r.outcome).toBe('weapon-arm');
    expect(r.location).toBe('left arm');
  });
  it('a shield parry: the shield is grasped', () => {
    expect(spot('grappling', { ...base, parry: 'shield', 'parry-skill': 50 }, [40, 30]).outcome).toBe('shield');
  });
  it('a fist or grapple parry blocks the hold', () => {
    expect(spot('grappling', { ...base, parry: 'fist', 'parry-skill': 50 }, [40, 30]).outcome).toBe('blocked');
    expect(spot('grappling', { ...base, parry: 'grapple', 'parry-skill': 50 }, [40, 30]).outcome).toBe('blocked');
  });
  it('a failed parry: the rolled location is grabbed', () => {
    expect(spot('grappling', { ...base, parry: 'weapon', 'parry-skill': 50 }, [40, 51, 20]).location).toBe('head');
  });
  it('immobilize: another Grapple and STR vs STR', () => {
    // STR 14 vs 12: 60%
    const r = spot('grappling', { ...base, action: 'immobilize' }, [40, 60]);
    expect(r.rolls[1].target).toBe(60);
    expect(r.outcome).toBe('immobilized');
    expect(spot('grappling', { ...base, action: 'immobilize' }, [40, 61]).outcome).toBe('held');
    expect(spot('grappling', { ...base, action: 'immobilize' }, [61]).outcome).toBe('broken');
  });
  it('throw: (STR+DEX)/2 vs (SIZ+DEX)/2; failure keeps the grip', () => {
    // (14+12)/2 = 13 vs (12+10)/2 = 11: 60%
    const ok = spot('grappling', { ...base, action: 'throw' }, [40, 60, 50]);
    expect(ok.rolls[1].target).toBe(60);
    expect(ok.outcome).toBe('thrown');
    expect(ok.damage).toBe(0);
    expect(spot('grappling', { ...base, action: 'throw' }, [40, 61]).outcome).toBe('held');
    expect(spot('grappling', { ...base, action: 'throw' }, [61]).outcome).toBe('broken');
  });
  it('a thrown foe failing DEX x5 takes 1D6 in a random location, less armour', () => {
    const r = spot('grappling', { ...base, action: 'throw', 'target-armour': 2 }, [40, 60, 51, 9, 5]);
    expect(r.damage).toBe(3);
    expect(r.explanation).toContain('abdomen');
  });
  it('wrestling: two successful attacks grasp each other', () => {
    expect(spot('grappling', { ...base, action: 'wrestle', 'target-skill': 50 }, [40, 50]).outcome).toBe('grasped-each-other');
    expect(spot('grappling', { ...base, action: 'wrestle', 'target-skill': 50 }, [40, 51]).outcome).toBe('attacker-grabs');
  });
  it('wrestling: two throws cancel', () => {
    const r = spot('grappling', { ...base, action: 'wrestle', first: 'throw', second: 'throw' }, []);
    expect(r.outcome).toBe('cancelled');
    expect(r.rolls).toHaveLength(0);
  });
  it('wrestling: two immobilizations both succeed, or achieve nothing if contradictory', () => {
    const inputs = { ...base, action: 'wrestle', 'target-skill': 50, first: 'immobilize', second: 'immobilize' };
    expect(spot('grappling', inputs, [40, 60, 40, 40]).outcome).toBe('both-immobilized');
    expect(spot('grappling', { ...inputs, contradictory: true }, [40, 60, 40, 40]).outcome).toBe('nothing');
  });
  it('wrestling: the immobilization is rolled before the opponent\'s throw', () => {
    const inputs = { ...base, action: 'wrestle', 'target-skill': 50, first: 'throw', second: 'immobilize' };
    const r = spot('grappling', inputs, [40, 40]);
    expect(r.rolls[0].who).toBe('defender');
    expect(r.outcome).toBe('defender-immobilizes');
    // the defender's immobilization fails (STR 12 vs 14: 40%), then the attacker's throw goes ahead
    expect(spot('grappling', inputs, [40, 41, 30, 60, 50]).outcome).toBe('attacker-throws');
  });
});
