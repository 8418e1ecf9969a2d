// Darkness: -75% to skills that use sight in pitch darkness; a negative result leaves the 01-05 chance.

import { abilityRoll, chance, chanceText, plus, rolledText } from './ability';
import { inp, type SpotRule } from './rule';

export const DARKNESS_PENALTY = 75;

export const darkness: SpotRule = {
  name: 'darkness',
  title: 'Darkness',
  summary: '-75% to skills using sight (attacks included) in pitch darkness; below zero the chance is 01-05%.',
  inputs: [
    inp.skill('skill', 'the skill rating in %'),
    inp.bool('visual', 'the skill relies on sight', true),
    inp.int('penalty', 'the penalty; the gamemaster may lower it for partial light', { min: 0, max: 500, default: DARKNESS_PENALTY }),
    inp.bool('torch-in-shield-hand', 'a torch or lamp is held in the shield hand'),
    inp.bool('shield-parrying', 'the shield is used to parry'),
  ],
  resolve(i, ctx) {
    if (i['torch-in-shield-hand'] && i['shield-parrying']) {
      return { outcome: 'not-allowed', explanation: 'Darkness: a torch or lamp cannot be held in the shield hand while that shield parries.' };
    }
    let c = chance('skill', i.skill as number);
    if (i.visual) c = plus(c, 'darkness', -(i.penalty as number));
    const floor = c.value < 0 ? ' (negative: 01-05 only)' : '';
    const r = abilityRoll(ctx, 'spot.darkness', c.value, chanceText(c) + floor);
    return { outcome: r.band, chance: c.value, explanation: `Darkness: ${chanceText(c)}${floor}, ${rolledText(r)}` };
  },
};
