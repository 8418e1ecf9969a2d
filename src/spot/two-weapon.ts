// Two Weapon Use: the off hand attacks at half skill unless trained; the off-hand attack comes at the first
// attack's SR plus the second weapon's usual SR, and past 12 both weapons cannot be used in one round.

import { abilityRoll, chance, chanceText, combatText, halve } from './ability';
import { inp, type SpotRule } from './rule';
import { ROUND_SR } from './strike-rank';

export const twoWeapon: SpotRule = {
  name: 'two-weapon',
  title: 'Two Weapon Use',
  summary: 'Off hand at half skill unless trained; the second attack at the sum of both SRs, at most 12.',
  inputs: [
    inp.choice('use', ['attack', 'parry'], 'what the off-hand weapon does: two attacks, two parries, or one of each', 'attack'),
    inp.skill('skill', 'the off-hand weapon\'s skill in %'),
    inp.bool('trained', 'the off hand is trained with this weapon'),
    inp.int('first-sr', 'attack: the strike rank of the first attack', { min: 0, max: 12, default: 0 }),
    inp.int('second-sr', 'attack: the usual strike rank of the second weapon', { min: 0, max: 12, default: 0 }),
    inp.bool('one-handed', 'both weapons are one-handed', true),
  ],
  resolve(i, ctx) {
    if (!i['one-handed']) return { outcome: 'not-allowed', explanation: 'Two weapon use: each weapon must be one-handed.' };
    const parry = i.use === 'parry';
    const sr = parry ? 0 : (i['first-sr'] as number) + (i['second-sr'] as number);
    if (sr > ROUND_SR) {
      return { outcome: 'not-allowed', strikeRank: sr, explanation: `Two weapon use: SR ${i['first-sr']} + ${i['second-sr']} = ${sr}, past 12: both weapons cannot be used this round` };
    }
    let c = chance('off hand', i.skill as number);
    if (!i.trained) c = halve(c, 'untrained off hand');
    const r = abilityRoll(ctx, 'spot.two-weapon', c.value, chanceText(c));
    return { outcome: r.band, ...(parry ? {} : { strikeRank: sr }), chance: c.value, explanation: `Two weapon use, off-hand ${parry ? 'parry' : `attack on SR ${sr}`}: ${chanceText(c)}, ${combatText(r)}` };
  },
};
