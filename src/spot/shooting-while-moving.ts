// Shooting While Moving: no shooting while moving or dodging, except mounted archery, which uses the lower of the
// missile skill and Ride and only simple missile weapons (Mounted Combat).

import { abilityRoll, combatText } from './ability';
import { inp, type SpotRule } from './rule';

export const shootingWhileMoving: SpotRule = {
  name: 'shooting-while-moving',
  title: 'Shooting While Moving',
  summary: 'Nobody shoots while moving or dodging, except mounted archers (lower of skill and Ride, simple missiles).',
  inputs: [
    inp.skill('skill', 'the missile skill in %'),
    inp.bool('moving', 'the archer moves this round', true),
    inp.bool('dodging', 'the archer dodges this round'),
    inp.bool('mounted', 'the archer rides a mount (mounted archery)'),
    inp.skill('ride', 'Ride skill in % (mounted only)', 0),
    inp.bool('simple-missile', 'a simple missile weapon (a bow, not a crossbow to reload)', true),
  ],
  resolve(i, ctx) {
    if (i.dodging) return { outcome: 'not-allowed', explanation: 'Shooting while moving: nobody can shoot while dodging.' };
    if (i.moving && !i.mounted) return { outcome: 'not-allowed', explanation: 'Shooting while moving: only mounted archery lets an adventurer shoot on the move.' };
    if (i.mounted && !i['simple-missile']) return { outcome: 'not-allowed', explanation: 'Shooting while moving: mounted archery is limited to simple missile weapons.' };
    const skill = i.skill as number;
    const chance = i.mounted ? Math.min(skill, i.ride as number) : skill;
    const how = i.mounted ? `lower of missile ${skill}% and Ride ${i.ride}% = ${chance}%` : `missile ${skill}%`;
    const r = abilityRoll(ctx, 'spot.shooting-while-moving', chance, how);
    return { outcome: r.band, chance, explanation: `${i.mounted ? 'Mounted archery' : 'Shooting'}: ${how}, ${combatText(r)}` };
  },
};
