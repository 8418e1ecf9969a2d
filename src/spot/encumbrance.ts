// Encumbrance and Movement Penalties: the Starter Set leaves ENC out, but suggests a penalty of -10% or more to
// movement and physical skills for the clearly overloaded. The size of the penalty is the option.

import { abilityRoll, chance, chanceText, plus, rolledText } from './ability';
import { inp, type SpotRule } from './rule';

/** The seed's suggested penalty; the gamemaster may raise it. Used by the chase rule too. */
export const ENCUMBRANCE_PENALTY = 10;

export const encumbrance: SpotRule = {
  name: 'encumbrance',
  title: 'Encumbrance and Movement Penalties',
  summary: 'Optional: -10% (or more) to movement and physical skills for an adventurer clearly carrying too much.',
  inputs: [
    inp.skill('skill', 'a movement or physical skill in %'),
    inp.bool('overloaded', 'the adventurer is clearly carrying too much', true),
    inp.int('penalty', 'the penalty in % (the seed suggests 10 or more)', { min: 10, max: 100, default: ENCUMBRANCE_PENALTY }),
  ],
  resolve(i, ctx) {
    let c = chance('skill', i.skill as number);
    if (i.overloaded) c = plus(c, 'encumbered', -(i.penalty as number));
    const r = abilityRoll(ctx, 'spot.encumbrance', c.value, chanceText(c));
    return { outcome: r.band, chance: c.value, explanation: `Encumbrance: ${chanceText(c)}, ${rolledText(r)}` };
  },
};
