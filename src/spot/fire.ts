// Fire: a torch fights as a light club (15%, 1D6, HP 4, SR 4). Held to a foe, it does 1D4 to that location at the
// end of the first round, unless the foe wards it off with POW x5 or is under Protection or Shield. A flammable
// location keeps burning, 1D6 at the end of each round. Dousing: for each burning location roll its fire damage
// and 1D6 for the attempt; the higher wins. Stepped with a state listing the burning locations.

import { roll } from '../core/dice';
import { abilityRoll, d100Text, rolledText } from './ability';
import { parseLocation, type Location } from './hit-location';
import { inp, SpotInputError, type SpotRule } from './rule';

/** The torch as a weapon: a light club. */
export const TORCH = { skill: 15, damage: '1d6', hp: 4, sr: 4 } as const;

export interface FireState {
  round: number;
  burning: Location[];
  damage: Partial<Record<Location, number>>;
}

function hurt(s: FireState, loc: Location, d: number) {
  s.damage[loc] = (s.damage[loc] ?? 0) + d;
}

export const fire: SpotRule = {
  name: 'fire',
  title: 'Fire',
  summary: 'Torch as a light club; held to a foe 1D4 (ward off with POW x5); burning 1D6 a round; dousing 1D6 against the fire.',
  stateful: true,
  stateShape: { round: 'number', burning: 'locations', damage: 'object' },
  inputs: [
    inp.choice('action', ['torch-attack', 'hold', 'burn', 'douse'], 'torch-attack: swing it as a club; hold: held to a foe; burn: a round of burning; douse: put it out', 'hold'),
    inp.skill('skill', 'torch-attack: the Light Club skill in %', TORCH.skill),
    { name: 'location', type: 'text', description: 'hold: the hit location the flame is held to', default: 'chest' },
    inp.bool('ward', 'hold: the target wards off the flame (instead of attacking or parrying) with POW x5'),
    inp.stat('pow', 'hold: the target\'s current POW', 10),
    inp.bool('protected', 'hold: Protection or Shield is on the target'),
    inp.bool('flammable', 'hold: the location is flammable and catches fire'),
  ],
  resolve(i, ctx, state?: FireState) {
    const rule = 'spot.fire';
    const s: FireState = state ? { round: state.round, burning: [...state.burning], damage: { ...state.damage } } : { round: 0, burning: [], damage: {} };
    switch (i.action) {
      case 'torch-attack': {
        const r = abilityRoll(ctx, rule, i.skill as number, `torch as a light club, ${i.skill}%`);
        if (!r.success) return { outcome: r.band, state: s, explanation: `Fire, torch as a light club (SR ${TORCH.sr}): ${i.skill}%, ${rolledText(r)}` };
        const d = roll(ctx, { rule, dice: TORCH.damage }).total;
        return { outcome: r.band, damage: d, state: s, explanation: `Fire, torch as a light club (SR ${TORCH.sr}): ${i.skill}%, ${rolledText(r)}: 1D6 = ${d} damage` };
      }
      case 'hold': {
        let loc: Location;
        try { loc = parseLocation(i.location as string); } catch (e) { throw new SpotInputError(`fire: ${(e as Error).message}`); }
        if (i.protected) return { outcome: 'protected', state: s, explanation: 'Fire: Protection or Shield keeps the flame off' };
        let head = `Fire held to the ${loc}`;
        if (i.ward) {
          const pow = i.pow as number;
          const r = abilityRoll(ctx, rule, pow * 5, `POW x5 = ${pow * 5} to ward off the flame`);
          head += `: warding off, POW x5 = ${pow * 5}, rolled ${d100Text(r.roll)}`;
          if (r.success) return { outcome: 'warded', state: s, explanation: `${head}, warded off` };
          head += ', failed';
        }
        const d = roll(ctx, { rule, dice: '1d4', note: `fire to the ${loc}` }).total;
        hurt(s, loc, d);
        s.round += 1;
        if (i.flammable && !s.burning.includes(loc)) s.burning.push(loc);
        return { outcome: i.flammable ? 'burning' : 'burned', damage: d, location: loc, state: s, explanation: `${head}: 1D4 = ${d} to the ${loc} at the end of the round${i.flammable ? `; the ${loc} catches fire` : ''}` };
      }
      case 'burn': {
        if (!s.burning.length) return { outcome: 'out', state: s, explanation: 'Fire: nothing is burning' };
        s.round += 1;
        const parts = s.burning.map((loc) => {
          const d = roll(ctx, { rule, dice: '1d6', note: `burning ${loc}` }).total;
          hurt(s, loc, d);
          return `1D6 = ${d} to the ${loc}`;
        });
        return { outcome: 'burning', state: s, explanation: `Fire, end of round ${s.round}: ${parts.join(', ')}` };
      }
      default: {
        if (!s.burning.length) return { outcome: 'out', state: s, explanation: 'Fire: nothing is burning' };
        const still: Location[] = [];
        const parts = s.burning.map((loc) => {
          const f = roll(ctx, { rule, dice: '1d6', note: `fire at the ${loc}` }).total;
          const a = roll(ctx, { rule, dice: '1d6', note: `dousing the ${loc}` }).total;
          hurt(s, loc, f);
          const out = a > f;
          if (!out) still.push(loc);
          return `${loc}: fire ${f} (damage) against douse ${a}, ${out ? 'put out' : 'still burning'}`;
        });
        s.burning = still;
        s.round += 1;
        return { outcome: still.length ? 'burning' : 'out', state: s, explanation: `Fire, dousing: ${parts.join('; ')}` };
      }
    }
  },
};
