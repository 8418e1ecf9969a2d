// Shooting at Protected Targets: the chance is normal, but a hit on a location the archer cannot see strikes the
// protection instead; a critical always hits, re-rolling the location until it is an exposed one. Melee over
// barriers works the same way.

import { abilityRoll, chance, chanceText, combatText } from './ability';
import { parseLocation, rollLocation, type Location } from './hit-location';
import { SpotInputError, inp, type SpotRule } from './rule';

export const shootingProtected: SpotRule = {
  name: 'shooting-protected',
  title: 'Shooting at Protected Targets',
  summary: 'Normal chance; a hidden location rolled hits the protection, except on a critical, which re-rolls to an exposed one.',
  inputs: [
    inp.skill('skill', 'the attack skill in %'),
    { name: 'exposed', type: 'text', description: 'the locations the archer can see, comma-separated (e.g. "head,right arm")' },
  ],
  resolve(i, ctx) {
    let exposed: Location[];
    try {
      exposed = (i.exposed as string).split(',').map((t) => parseLocation(t, 'exposed'));
    } catch (e) {
      throw new SpotInputError(`shooting-protected: ${(e as Error).message}`);
    }
    const c = chance('attack', i.skill as number);
    const r = abilityRoll(ctx, 'spot.shooting-protected', c.value, chanceText(c));
    const head = `Shooting at a protected target: ${chanceText(c)}, ${combatText(r)}`;
    if (!r.success) return { outcome: r.band === 'fumble' ? 'fumble' : 'miss', band: r.band, explanation: `${head}: misses` };
    const rolled: Location[] = [];
    for (let tries = 0; tries < 1000; tries++) {
      const { location } = rollLocation(ctx, 'spot.shooting-protected');
      rolled.push(location);
      if (exposed.includes(location)) {
        return { outcome: 'hit', band: r.band, location, explanation: `${head}: location ${rolled.join(', then ')}: hits the ${location}` };
      }
      if (r.band !== 'critical') {
        return { outcome: 'hits-protection', band: r.band, location, explanation: `${head}: location ${location} is hidden: the missile hits the protection` };
      }
    }
    throw new SpotInputError('shooting-protected: no exposed location came up in 1000 rolls');
  },
};
