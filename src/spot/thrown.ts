// Thrown or Dropped Objects: a balanced object flies 1 m per point of STR above its SIZ, an awkward one 1 m per 3
// STR above it. DEX x5 hits, -3% per metre past 10 m. Damage 1D3 plus half the thrower's damage bonus, plus 1D3 per
// full 3 SIZ of the object. "An adventurer can effectively throw an object if it weighs less than their STR in
// kilograms": so no throw or drop of anything as heavy as that. A dropped object does the same damage; a large
// object hits 1D6 locations at once for that damage each; flung downward it adds half the damage bonus.

import { roll } from '../core/dice';
import { abilityRoll, chance, chanceText, combatText, plus } from './ability';
import { rollDamage } from './ctx';
import { LOCATIONS, rollLocation, type Location } from './hit-location';
import { inp, type SpotRule } from './rule';
import type { RollCtx } from '../core/dice';

export const FREE_RANGE_M = 10;
export const PENALTY_PER_M = 3;

/** How far an object can be thrown, in metres. */
export function throwRange(str: number, siz: number, awkward: boolean): number {
  const extra = Math.max(0, str - siz);
  return awkward ? Math.floor(extra / 3) : extra;
}

/** Half a rolled damage bonus, rounded up (a negative bonus halves toward zero the same way). */
function halfBonus(ctx: RollCtx, rule: string, db: string): { value: number; text: string } {
  const r = rollDamage(ctx, rule, db, 'damage bonus, halved');
  if (!r.event) return { value: 0, text: '' };
  const half = Math.sign(r.total) * Math.ceil(Math.abs(r.total) / 2);
  return { value: half, text: ` + half of ${db} (${r.total}) = ${half}` };
}

export const thrown: SpotRule = {
  name: 'thrown',
  title: 'Thrown or Dropped Objects',
  summary: 'Range from STR over SIZ; DEX x5 (-3%/m past 10 m); 1D3 + 1D3 per 3 SIZ + half DB; large objects hit 1D6 locations.',
  inputs: [
    inp.choice('mode', ['throw', 'drop'], 'throw at a target, or drop on one from above', 'throw'),
    inp.stat('str', 'the thrower\'s STR'),
    inp.stat('dex', 'the thrower\'s DEX'),
    inp.int('object-siz', 'the object\'s SIZ', { min: 0, max: 100, default: 1 }),
    inp.bool('awkward', 'the object is unbalanced or awkward'),
    inp.int('distance', 'throw: metres to the target', { min: 0, max: 1000, default: 5 }),
    inp.dice('db', 'the thrower\'s damage bonus, e.g. 1D4 or 0', '0'),
    inp.number('kg', 'the object\'s weight in kilograms (less than the thrower\'s STR, or it cannot be thrown)', { min: 0, max: 10000, default: 1 }),
    inp.bool('large', 'a large object: hits 1D6 locations at once'),
    inp.bool('flung', 'drop: flung downward (adds half the damage bonus)'),
  ],
  resolve(i, ctx) {
    const rule = 'spot.thrown';
    const str = i.str as number;
    const siz = i['object-siz'] as number;
    const dex = i.dex as number;
    const kg = i.kg as number;
    if (kg >= str) {
      return {
        outcome: 'not-allowed',
        explanation: `${i.mode === 'throw' ? 'Thrown' : 'Dropped'} object: ${kg} kg is not less than STR ${str} in kilograms; an adventurer can effectively throw an object only if it weighs less than their STR in kilograms`,
      };
    }
    let c = chance('DEX x5', dex * 5);
    if (i.mode === 'throw') {
      const range = throwRange(str, siz, i.awkward as boolean);
      const dist = i.distance as number;
      if (dist > range) {
        return { outcome: 'out-of-range', range, explanation: `Thrown object: STR ${str} over SIZ ${siz}${i.awkward ? ', awkward (1 m per 3 STR)' : ''} reaches ${range} m, short of ${dist} m` };
      }
      c = plus(c, `${dist - FREE_RANGE_M} m past ${FREE_RANGE_M} m`, -PENALTY_PER_M * Math.max(0, dist - FREE_RANGE_M));
    }
    const r = abilityRoll(ctx, rule, c.value, chanceText(c));
    const head = `${i.mode === 'throw' ? 'Thrown' : 'Dropped'} object: ${chanceText(c)}, ${combatText(r)}`;
    if (!r.success) return { outcome: r.band === 'fumble' ? 'fumble' : 'miss', explanation: `${head}: misses` };
    const base = roll(ctx, { rule, dice: '1d3' }).total;
    const sizDice = Math.floor(siz / 3);
    const extra = sizDice ? roll(ctx, { rule, dice: `${sizDice}d3`, note: `1D3 per 3 SIZ` }).total : 0;
    const db = i.mode === 'throw' || i.flung ? halfBonus(ctx, rule, i.db as string) : { value: 0, text: '' };
    const damage = Math.max(0, base + extra + db.value);
    const dmgText = `1D3 = ${base}${sizDice ? ` + ${sizDice}D3 = ${extra}` : ''}${db.text}: ${damage} damage`;
    if (i.large) {
      const count = roll(ctx, { rule, dice: '1d6', note: 'locations hit' }).total;
      const hit: Location[] = [];
      // Distinct locations: re-roll repeats (seven locations, so at most six are ever wanted).
      while (hit.length < Math.min(count, LOCATIONS.length)) {
        const l = rollLocation(ctx, rule).location;
        if (!hit.includes(l)) hit.push(l);
      }
      return { outcome: 'hit', damage, locations: hit, explanation: `${head}: ${dmgText} to each of 1D6 = ${count} locations (${hit.join(', ')})` };
    }
    const loc = rollLocation(ctx, rule).location;
    return { outcome: 'hit', damage, locations: [loc], explanation: `${head}: ${dmgText} to the ${loc}` };
  },
};
