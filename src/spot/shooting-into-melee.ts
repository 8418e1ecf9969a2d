// Shooting into Melee: the skill is divided by the number of combatants; a roll within that hits the intended
// target, a roll above it but within the full skill hits a random combatant.

import { roll } from '../core/dice';
import { abilityRoll, bands, d100Text, FUMBLES_TABLE } from './ability';
import { inp, roundHalfUp, type SpotRule } from './rule';

export const shootingIntoMelee: SpotRule = {
  name: 'shooting-into-melee',
  title: 'Shooting into Melee',
  summary: 'Skill divided by the combatants: within it hits the target; above it but within the skill, someone else.',
  inputs: [inp.skill('skill', 'the missile skill in %'), inp.int('combatants', 'how many combatants are in the melee, the target included', { min: 2, max: 100 })],
  resolve(i, ctx) {
    const skill = i.skill as number;
    const n = i.combatants as number;
    const reduced = roundHalfUp(skill / n);
    const r = abilityRoll(ctx, 'spot.shooting-into-melee', reduced, `${skill}% / ${n} combatants = ${reduced}%`);
    const head = `Shooting into melee: ${skill}% / ${n} = ${reduced}%, rolled ${d100Text(r.roll)}`;
    if (r.success) return { outcome: 'hit-target', band: r.band, explanation: `${head}, ${r.band}: hits the intended target` };
    // "Lower or equal to the normal skill rating", but 96-00 never succeeds.
    if (r.band !== 'fumble' && r.roll <= bands(skill).success) {
      const others = n - 1;
      const which = others === 1 ? 1 : roll(ctx, { rule: 'spot.shooting-into-melee', dice: `1d${others}`, note: 'which other combatant' }).total;
      return { outcome: 'hit-other', band: r.band, combatant: which, explanation: `${head}, over ${reduced} but within ${skill}: hits another combatant (number ${which} of the ${others} others)` };
    }
    return { outcome: r.band === 'fumble' ? 'fumble' : 'miss', band: r.band, explanation: `${head}: ${r.band === 'fumble' ? `a fumble, ${FUMBLES_TABLE}` : 'misses everyone'}` };
  },
};
