// Falling: 1D6 per full three metres to a rolled hit location (a 4.5 m fall is 1D6; 10,000 m is 3,333D6, as many
// dice as the height asks for); a DEX x5 roll lets the faller choose it. Unlike
// combat, damage past twice the location's hit points still counts against total hit points. Armour, Protection
// and Shield subtract; the gamemaster may soften it for the surface.

import { roll } from '../core/dice';
import { abilityRoll, d100Text } from './ability';
import { locationHp, parseLocation, rollLocation, type Location } from './hit-location';
import { inp, SpotInputError, type SpotRule } from './rule';

export const METRES_PER_D6 = 3;

export const falling: SpotRule = {
  name: 'falling',
  title: 'Falling',
  summary: '1D6 per 3 m to a rolled location (DEX x5 to choose it); damage past twice the location HP still counts.',
  inputs: [
    inp.number('metres', 'the height fallen in metres (decimals allowed)', { min: 0, max: 10000 }),
    inp.stat('dex', 'DEX, for the roll to choose where to land', 10),
    { name: 'choose', type: 'text', description: 'the location the faller tries to land on (leave out to roll)', default: '' },
    inp.int('hp', 'the faller\'s total hit points', { min: 1, max: 200, default: 12 }),
    inp.int('armour', 'armour on the location plus Protection or Shield', { min: 0, max: 100, default: 0 }),
    inp.int('surface', 'the gamemaster\'s adjustment for a soft surface (subtracted)', { min: 0, max: 100, default: 0 }),
  ],
  resolve(i, ctx) {
    const rule = 'spot.falling';
    const dice = Math.floor((i.metres as number) / METRES_PER_D6);
    if (dice === 0) return { outcome: 'no-damage', damage: 0, explanation: `Falling ${i.metres} m: under ${METRES_PER_D6} m, no damage` };
    const parts: string[] = [];
    let location: Location | null = null;
    if (i.choose) {
      let want: Location;
      try { want = parseLocation(i.choose as string, 'choose'); } catch (e) { throw new SpotInputError(`falling: ${(e as Error).message}`); }
      const dex = i.dex as number;
      const r = abilityRoll(ctx, rule, dex * 5, `DEX x5 = ${dex * 5} to land on the ${want}`);
      parts.push(`DEX x5 = ${dex * 5}, rolled ${d100Text(r.roll)}, ${r.success ? `lands on the ${want}` : 'cannot choose'}`);
      if (r.success) location = want;
    }
    if (!location) {
      const l = rollLocation(ctx, rule);
      location = l.location;
      parts.push(`D20 = ${l.event.total}, ${location}`);
    }
    const rolled = roll(ctx, { rule, dice: { count: dice, sides: 6, plus: 0 }, note: `${dice}D6 for ${i.metres} m` }).total;
    const net = Math.max(0, rolled - (i.armour as number) - (i.surface as number));
    const locHp = locationHp(i.hp as number, location);
    const combatCap = 2 * locHp;
    const beyond = net > combatCap;
    return {
      outcome: net > 0 ? 'damage' : 'no-damage',
      location,
      damage: net,
      totalHpDamage: net,
      beyondDouble: beyond,
      explanation: `Falling ${i.metres} m: ${parts.join('; ')}; ${dice}D6 = ${rolled}${i.armour || i.surface ? ` less ${(i.armour as number) + (i.surface as number)} = ${net}` : ''} to the ${location} and to total hit points${beyond ? ` (past twice the location's ${locHp} HP, all of it still counts)` : ''}`,
    };
  },
};
