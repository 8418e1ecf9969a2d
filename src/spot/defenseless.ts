// Defenseless or Unaware Opponents: +40% to attacks against an unaware or immobilized foe.

import { abilityRoll, chance, chanceText, combatText, plus } from './ability';
import { inp, type SpotRule } from './rule';

export const DEFENSELESS_BONUS = 40;

export const defenseless: SpotRule = {
  name: 'defenseless',
  title: 'Defenseless or Unaware Opponents',
  summary: '+40% to attacks against an unaware or immobilized opponent.',
  inputs: [inp.skill('skill', 'the attack skill in %'), inp.int('modifier', 'other modifiers in %', { min: -500, max: 500, default: 0 })],
  resolve(i, ctx) {
    const c = plus(plus(chance('attack', i.skill as number), 'unaware or immobilized', DEFENSELESS_BONUS), 'modifiers', i.modifier as number);
    const r = abilityRoll(ctx, 'spot.defenseless', c.value, chanceText(c));
    return { outcome: r.band, chance: c.value, explanation: `Defenseless opponent: ${chanceText(c)}, ${combatText(r)}` };
  },
};
