// Shooting at Moving Targets: moving straight toward or away changes nothing; an angle halves the chance, and so
// does an evading target; the two are cumulative.

import { abilityRoll, chance, chanceText, combatText, halve, plus } from './ability';
import { inp, type SpotRule } from './rule';

export const shootingMoving: SpotRule = {
  name: 'shooting-moving',
  title: 'Shooting at Moving Targets',
  summary: 'Half the chance for a target crossing at an angle, half again if it evades; toward or away: no change.',
  inputs: [
    inp.skill('skill', 'the missile skill in %'),
    inp.choice('motion', ['still', 'toward', 'away', 'angle'], 'how the target moves relative to the archer', 'angle'),
    inp.bool('evading', 'the target evades (moving at half rate and doing nothing else)'),
    inp.int('modifier', 'other modifiers in %', { min: -500, max: 500, default: 0 }),
  ],
  resolve(i, ctx) {
    let c = plus(chance('missile', i.skill as number), 'modifiers', i.modifier as number);
    if (i.motion === 'angle') c = halve(c, 'moving at an angle');
    if (i.evading) c = halve(c, 'evading');
    const r = abilityRoll(ctx, 'spot.shooting-moving', c.value, chanceText(c));
    return { outcome: r.band, chance: c.value, explanation: `Shooting at a moving target (${i.motion}${i.evading ? ', evading' : ''}): ${chanceText(c)}, ${combatText(r)}` };
  },
};
