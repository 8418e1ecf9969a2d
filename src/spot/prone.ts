// Fighting while Prone: a prone attacker's chance is halved and loses the damage bonus (natural weapons keep it);
// parry and dodge are unchanged; attacks against a prone character get +40%.

import { abilityRoll, chance, chanceText, combatText, halve, plus, type Chance } from './ability';
import { inp, type SpotRule } from './rule';

export const PRONE_TARGET_BONUS = 40;

export const prone: SpotRule = {
  name: 'prone',
  title: 'Fighting while Prone',
  summary: 'Prone attackers halve their chance and lose damage bonus; parry and dodge unchanged; +40% against the prone.',
  inputs: [
    inp.skill('skill', 'the skill in %'),
    inp.choice('situation', ['attacking-while-prone', 'parrying-while-prone', 'dodging-while-prone', 'attacking-prone-target'], 'who is prone and what is rolled', 'attacking-while-prone'),
    inp.bool('natural-weapon', 'the prone attacker uses a natural weapon (fist, kick, claws): damage bonus still applies'),
  ],
  resolve(i, ctx) {
    const s = i.situation as string;
    let c: Chance = chance('skill', i.skill as number);
    let damageBonus = true;
    if (s === 'attacking-while-prone') {
      c = halve(c, 'attacking while prone');
      damageBonus = i['natural-weapon'] as boolean;
    } else if (s === 'attacking-prone-target') {
      c = plus(c, 'target prone', PRONE_TARGET_BONUS);
    }
    const r = abilityRoll(ctx, 'spot.prone', c.value, chanceText(c));
    const db = s === 'attacking-while-prone' ? (damageBonus ? '; natural weapon: damage bonus applies' : '; no damage bonus while prone') : '';
    return { outcome: r.band, chance: c.value, damageBonus, explanation: `Fighting while prone (${s.replace(/-/g, ' ')}): ${chanceText(c)}, ${combatText(r)}${db}` };
  },
};
