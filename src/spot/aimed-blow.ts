// Aimed Blows: announce a location, wait for SR 12, halve the attack skill before any other modifier; a success
// strikes the chosen location.

import { abilityRoll, chance, chanceText, combatText, halve, plus } from './ability';
import { LOCATIONS, parseLocation } from './hit-location';
import { inp, type SpotRule } from './rule';
import { ROUND_SR } from './strike-rank';

export const aimedBlow: SpotRule = {
  name: 'aimed-blow',
  title: 'Aimed Blows',
  summary: 'Delay to SR 12 and halve the attack skill to strike a chosen hit location (melee and missile only).',
  inputs: [
    inp.skill('skill', 'the attack skill in %'),
    { name: 'location', type: 'text', description: `the location aimed at: ${LOCATIONS.join(', ')}` },
    inp.int('modifier', 'other modifiers in %, applied after halving', { min: -500, max: 500, default: 0 }),
    inp.bool('spell', 'the attack is a spell (aimed blows are for melee and missile only)'),
  ],
  resolve(i, ctx) {
    const location = parseLocation(i.location as string);
    if (i.spell) return { outcome: 'not-allowed', explanation: 'Aimed blow: only melee and missile attacks can aim; spells cannot.' };
    const c = plus(halve(chance('attack', i.skill as number), 'aimed blow'), 'modifiers', i.modifier as number);
    const r = abilityRoll(ctx, 'spot.aimed-blow', c.value, chanceText(c));
    return {
      outcome: r.band,
      strikeRank: ROUND_SR,
      chance: c.value,
      location: r.success ? location : null,
      explanation: `Aimed blow at the ${location}, on SR ${ROUND_SR}: ${chanceText(c)}, ${combatText(r)}${r.success ? `: strikes the ${location}` : ': misses'}`,
    };
  },
};
