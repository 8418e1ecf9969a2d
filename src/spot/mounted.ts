// Mounted Combat: skills are capped by Ride; untrained mounts need a Ride roll each round and when hurt, a failure
// costs the next round calming it, and failing that (or not trying) it bolts; striking down from the saddle rolls
// D10+10 for location; striking up at a rider, hits on the far side strike the mount; a charge needs 20 m and uses
// the mount's damage bonus.

import { abilityRoll, combatText, rolledText } from './ability';
import { rollDamage } from './ctx';
import { rollLocation } from './hit-location';
import { inp, type SpotRule } from './rule';

export interface MountState {
  /** The last Ride roll failed: this round goes to calming the mount. */
  calming: boolean;
  bolted: boolean;
}

export const CHARGE_SPACE_M = 20;

export const mounted: SpotRule = {
  name: 'mounted',
  title: 'Mounted Combat',
  summary: 'Skills capped by Ride; untrained mounts and bolting; D10+10 striking down; the mount takes far-side hits; the charge.',
  stateful: true,
  stateShape: { calming: 'boolean', bolted: 'boolean' },
  inputs: [
    inp.choice('action', ['fight', 'untrained-mount', 'strike-down', 'strike-up', 'charge'], 'what happens', 'fight'),
    inp.skill('skill', 'the rider\'s weapon or magic skill in % (fight)', 0),
    inp.skill('ride', 'the rider\'s Ride skill in %', 0),
    inp.bool('trained-mount', 'the mount is trained for combat'),
    inp.bool('two-handed-swinging', 'a two-handed swinging weapon (usually impossible mounted)'),
    inp.bool('calm', 'untrained-mount while calming: the rider tries to calm the mount', true),
    inp.choice('rider-side', ['left', 'right'], 'strike-up: the rider\'s side facing the attacker', 'left'),
    inp.int('space', 'charge: metres of open space', { min: 0, max: 10000, default: 20 }),
    inp.dice('weapon-damage', 'charge: the weapon\'s damage', '1D10+1'),
    inp.dice('mount-db', 'charge: the mount\'s damage bonus', '2D6'),
  ],
  resolve(i, ctx, state?: MountState) {
    const rule = 'spot.mounted';
    const ride = i.ride as number;
    switch (i.action) {
      case 'fight': {
        if (i['two-handed-swinging']) return { outcome: 'not-allowed', explanation: 'Mounted combat: a two-handed swinging weapon cannot usually be used mounted.' };
        const skill = i.skill as number;
        const c = Math.min(skill, ride);
        const r = abilityRoll(ctx, rule, c, `lower of ${skill}% and Ride ${ride}%`);
        return { outcome: r.band, chance: c, explanation: `Mounted combat: lower of skill ${skill}% and Ride ${ride}% = ${c}%, ${combatText(r)}` };
      }
      case 'untrained-mount': {
        const s: MountState = { calming: false, bolted: false, ...(state ?? {}) };
        if (i['trained-mount']) return { outcome: 'no-roll', state: { ...s }, explanation: 'Mounted combat: a trained mount fights for itself; no Ride roll is needed.' };
        if (s.bolted) return { outcome: 'bolted', state: { ...s }, explanation: 'Mounted combat: the mount has bolted away from the fight.' };
        if (s.calming) {
          if (!i.calm) return { outcome: 'bolted', state: { calming: false, bolted: true }, explanation: 'Mounted combat: the rider does not calm the mount; it bolts.' };
          const r = abilityRoll(ctx, rule, ride, `Ride ${ride}% to calm the mount`);
          return r.success
            ? { outcome: 'calmed', state: { calming: false, bolted: false }, explanation: `Mounted combat, calming the mount (nothing else this round): Ride ${ride}%, ${rolledText(r)}: calmed` }
            : { outcome: 'bolted', state: { calming: false, bolted: true }, explanation: `Mounted combat, calming the mount: Ride ${ride}%, ${rolledText(r)}: the mount bolts` };
        }
        const r = abilityRoll(ctx, rule, ride, `Ride ${ride}% on an untrained mount`);
        return r.success
          ? { outcome: 'in-control', state: { calming: false, bolted: false }, explanation: `Mounted combat, untrained mount: Ride ${ride}%, ${rolledText(r)}: in control` }
          : { outcome: 'must-calm', state: { calming: true, bolted: false }, explanation: `Mounted combat, untrained mount: Ride ${ride}%, ${rolledText(r)}: next round goes to calming it` };
      }
      case 'strike-down': {
        const { location, event } = rollLocation(ctx, rule, 'd10+10');
        return { outcome: location.replace(' ', '-'), location, explanation: `Mounted combat, striking down one-handed: D10+10 = ${event.total}, ${location}` };
      }
      case 'strike-up': {
        const { location, event } = rollLocation(ctx, rule, 'd20');
        const far = i['rider-side'] === 'left' ? 'right' : 'left';
        const toMount = location.startsWith(far);
        return {
          outcome: toMount ? 'mount' : location.replace(' ', '-'),
          location,
          explanation: `Mounted combat, striking up at a rider: D20 = ${event.total}, ${location}${toMount ? `, on the rider's far (${far}) side: the mount is hit instead` : ''}`,
        };
      }
      default: {
        if ((i.space as number) < CHARGE_SPACE_M) return { outcome: 'not-allowed', explanation: `Mounted combat: a charge needs at least ${CHARGE_SPACE_M} m of space, not ${i.space} m.` };
        const w = rollDamage(ctx, rule, i['weapon-damage'] as string);
        const db = rollDamage(ctx, rule, i['mount-db'] as string);
        const total = Math.max(0, w.total + db.total);
        return { outcome: 'rolled', damage: total, explanation: `Mounted charge: weapon ${i['weapon-damage']} = ${w.total} + mount's damage bonus ${i['mount-db']} = ${db.total}: ${total} damage` };
      }
    }
  },
};
