// Humanoid hit locations (facts.md §5.3) and the hit points of each location by total hit points.

import type { RollCtx } from '../core/dice';
import { roll } from '../core/dice';
import type { RollEvent } from '../core/types';
import { inp, SpotInputError, type SpotRule } from './rule';

export type Location = 'right leg' | 'left leg' | 'abdomen' | 'chest' | 'right arm' | 'left arm' | 'head';
export const LOCATIONS: Location[] = ['right leg', 'left leg', 'abdomen', 'chest', 'right arm', 'left arm', 'head'];

// [lowest d20, highest d20, location]
export const HIT_LOCATIONS: [number, number, Location][] = [
  [1, 4, 'right leg'],
  [5, 8, 'left leg'],
  [9, 11, 'abdomen'],
  [12, 12, 'chest'],
  [13, 15, 'right arm'],
  [16, 18, 'left arm'],
  [19, 20, 'head'],
];

export function locationFor(d20: number): Location {
  const row = HIT_LOCATIONS.find(([lo, hi]) => d20 >= lo && d20 <= hi);
  if (!row) throw new RangeError(`no hit location for ${d20}`);
  return row[2];
}

/** `d20` for the whole body; `d10+10` for a mounted combatant striking down (top half only). */
export function rollLocation(ctx: RollCtx, rule: string, dice: 'd20' | 'd10+10' = 'd20'): { location: Location; event: RollEvent } {
  const event = roll(ctx, { rule, dice: dice === 'd20' ? 'd20' : 'd10+10', outcome: (t) => locationFor(t) });
  return { location: event.outcome as Location, event };
}

// Location hit points by total HP (the RQG table facts.md §5.3 recommends): [legs, abdomen and head; chest; arms]
// for total HP 1-3, 4-6, ..., 19-21, and +1 to each for every further 3 HP.
const LOCATION_HP: [number, number, number][] = [
  [1, 2, 1],
  [2, 3, 1],
  [3, 4, 2],
  [4, 5, 3],
  [5, 6, 4],
  [6, 7, 5],
  [7, 8, 6],
];

export function locationHp(totalHp: number, location: Location): number {
  const band = Math.max(0, Math.ceil(totalHp / 3) - 1);
  const row = LOCATION_HP[Math.min(band, LOCATION_HP.length - 1)];
  const extra = Math.max(0, band - (LOCATION_HP.length - 1));
  const col = location === 'chest' ? 1 : location.endsWith('arm') ? 2 : 0;
  return row[col] + extra;
}

export function parseLocation(text: string, input = 'location'): Location {
  const t = text.toLowerCase().replace(/[-_]/g, ' ').trim();
  const found = LOCATIONS.find((l) => l === t);
  if (!found) throw new SpotInputError(`--${input} must be one of ${LOCATIONS.join(', ')}`);
  return found;
}

export const hitLocation: SpotRule = {
  name: 'hit-location',
  title: 'Hit locations',
  summary: 'Rolls a humanoid hit location (d20), or D10+10 for a mounted attacker striking down.',
  inputs: [
    inp.choice('from', ['level', 'above'], 'level: a D20; above: a mounted combatant striking down with a one-handed weapon, D10+10', 'level'),
    inp.int('hp', 'the target\'s total hit points, to give the location\'s hit points', { min: 1, max: 200, default: 12 }),
  ],
  resolve(i, ctx) {
    const r = rollLocation(ctx, 'spot.hit-location', i.from === 'above' ? 'd10+10' : 'd20');
    const hp = locationHp(i.hp as number, r.location);
    return {
      outcome: r.location.replace(' ', '-'),
      location: r.location,
      locationHp: hp,
      explanation: `Hit location: ${i.from === 'above' ? 'D10+10' : 'D20'} = ${r.event.total}, ${r.location} (${hp} HP of ${i.hp})`,
    };
  },
};
