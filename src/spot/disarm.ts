// Disarm: strike at the weapon instead of the wielder, at -10% per SR of the targeted weapon (0-3); a parrying
// defender parries automatically when the attack succeeds, so no parry is rolled. On a hit, one of: damage the
// weapon (not with thrust-only weapons); knock it away (an aimed blow with the flat, not with a short thrusting
// weapon: damage vs STR, or STR x1.5 two-handed, on the resistance table); entangle it (a flexible weapon's aimed
// blow; on a special, STR vs STR to wrench it away, and if that fails the defender may try STR vs STR to take the
// entangling weapon).

import { roll } from '../core/dice';
import { abilityRoll, chance, chanceText, combatText, halve, plus, type Chance } from './ability';
import { rollDamage } from './ctx';
import { resistanceRoll, resistanceText } from './resistance';
import { inp, roundHalfUp, type SpotRule } from './rule';
import { ROUND_SR } from './strike-rank';

export const DISARM_PENALTY_PER_SR = 10;

export const disarm: SpotRule = {
  name: 'disarm',
  title: 'Disarm',
  summary: 'Strike the weapon (-10% per its SR): damage it, knock it away (damage vs STR) or entangle it (STR vs STR).',
  inputs: [
    inp.choice('action', ['damage', 'knock-away', 'entangle'], 'what the attacker tries once the weapon is hit', 'knock-away'),
    inp.skill('skill', 'the attack skill in %'),
    inp.int('weapon-sr', 'the targeted weapon\'s strike rank, 0-3', { min: 0, max: 3, default: 0 }),
    inp.int('other-penalty', 'the gamemaster\'s extra penalty for other (smaller) items, in %', { min: 0, max: 100, default: 0 }),
    inp.choice('attacker-weapon', ['normal', 'thrust-only', 'short-thrust-only', 'flexible'], 'the attacking weapon: thrust-only (spear), short-thrust-only (dagger), flexible (whip, rope)', 'normal'),
    inp.dice('damage', 'the attacking weapon\'s damage (with damage bonus)', '1D8'),
    inp.int('weapon-hp', 'damage: the targeted weapon\'s current hit points', { min: 0, max: 100, default: 10 }),
    inp.stat('str', 'the defender\'s STR', 10),
    inp.bool('two-handed', 'knock-away: the defender holds the weapon in both hands (STR x1.5)'),
    inp.stat('attacker-str', 'entangle: the attacker\'s STR', 10),
    inp.bool('counter', 'entangle: the defender tries to take the entangling weapon if the wrench fails', true),
    inp.bool('parrying', 'the defender parries with the targeted weapon (it parries automatically, no roll)'),
  ],
  resolve(i, ctx) {
    const rule = 'spot.disarm';
    const action = i.action as string;
    const w = i['attacker-weapon'] as string;
    if (action === 'damage' && (w === 'thrust-only' || w === 'short-thrust-only')) {
      return { outcome: 'not-allowed', explanation: 'Disarm: a weapon meant only for thrusting cannot damage a weapon' };
    }
    if (action === 'knock-away' && w === 'short-thrust-only') {
      return { outcome: 'not-allowed', explanation: 'Disarm: a short thrusting weapon such as a dagger cannot knock a weapon away' };
    }
    if (action === 'entangle' && w !== 'flexible') {
      return { outcome: 'not-allowed', explanation: 'Disarm: only a flexible weapon or rope can entangle' };
    }
    const aimed = action !== 'damage';
    let c: Chance = chance('attack', i.skill as number);
    if (aimed) c = halve(c, 'aimed blow');
    c = plus(c, `SR ${i['weapon-sr']} weapon`, -DISARM_PENALTY_PER_SR * (i['weapon-sr'] as number));
    c = plus(c, 'smaller item', -(i['other-penalty'] as number));
    const atk = abilityRoll(ctx, rule, c.value, chanceText(c));
    const parts = [`Disarm (${action.replace('-', ' ')}${aimed ? `, an aimed blow on SR ${ROUND_SR}` : ''}): ${chanceText(c)}, ${combatText(atk)}`];
    const say = () => parts.join('; ');
    if (!atk.success) return { outcome: 'miss', attack: atk.band, explanation: `${say()}: the weapon is not hit` };
    if (i.parrying) parts.push('the parry meets the blow automatically');

    if (action === 'damage') {
      const dmg = rollDamage(ctx, rule, i.damage as string).total;
      const hp = i['weapon-hp'] as number;
      const loss = Math.max(0, dmg - hp);
      const left = hp - loss;
      parts.push(`damage ${i.damage} = ${dmg} against the weapon's ${hp} HP`);
      return {
        outcome: loss === 0 ? 'no-damage' : left <= 0 ? 'broken' : 'damaged',
        attack: atk.band,
        weaponHpLost: loss,
        weaponHp: left,
        explanation: `${say()}: ${loss === 0 ? 'not more than its HP, no loss' : `loses ${loss} HP (${left} left)${left <= 0 ? ', broken' : ''}`}`,
      };
    }
    if (action === 'knock-away') {
      const dmg = Math.max(0, rollDamage(ctx, rule, i.damage as string).total);
      const str = i.str as number;
      const hold = i['two-handed'] ? roundHalfUp(str * 1.5) : str;
      const r = resistanceRoll(ctx, rule, dmg, hold, `damage vs STR${i['two-handed'] ? ' x1.5' : ''}`);
      parts.push(resistanceText(`damage vs ${i['two-handed'] ? 'STR x1.5' : 'STR'}`, r, dmg, hold));
      if (!r.success) return { outcome: 'no-effect', attack: atk.band, explanation: `${say()}: no effect on the weapon` };
      if (str > dmg) return { outcome: 'dropped', attack: atk.band, explanation: `${say()}: STR ${str} beats the damage ${dmg}: the weapon drops at the defender's feet` };
      const m = roll(ctx, { rule, dice: '1d3', note: 'metres the weapon flies' }).total;
      return { outcome: 'knocked-away', attack: atk.band, metres: m, explanation: `${say()}: knocked from the hand, it flies 1D3 = ${m} m` };
    }
    if (atk.band !== 'special' && atk.band !== 'critical') {
      return { outcome: 'no-entangle', attack: atk.band, explanation: `${say()}: only a special winds around the weapon` };
    }
    const as = i['attacker-str'] as number;
    const ds = i.str as number;
    const r = resistanceRoll(ctx, rule, as, ds, 'STR vs STR');
    parts.push(`wound around the weapon; ${resistanceText('STR vs STR', r, as, ds)}`);
    if (r.success) return { outcome: 'wrenched-away', attack: atk.band, explanation: `${say()}: the weapon is wrenched out of the defender's hand` };
    if (!i.counter) return { outcome: 'entangled', attack: atk.band, explanation: `${say()}: the weapons stay entangled` };
    const back = resistanceRoll(ctx, rule, ds, as, 'defender STR vs STR');
    parts.push(`the defender pulls back: ${resistanceText('STR vs STR', back, ds, as)}`);
    return back.success
      ? { outcome: 'attacker-disarmed', attack: atk.band, explanation: `${say()}: the defender takes the entangling weapon out of the attacker's hand!` }
      : { outcome: 'entangled', attack: atk.band, explanation: `${say()}: the weapons stay entangled` };
  },
};
