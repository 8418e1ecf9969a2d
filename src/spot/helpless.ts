// Helpless Opponent: killed with any weapon unless the attacker rolls 96-00, a failure or a fumble by the skill.

import { abilityRoll, d100Text, FUMBLES_TABLE } from './ability';
import { inp, type SpotRule } from './rule';

export const helpless: SpotRule = {
  name: 'helpless',
  title: 'Helpless Opponent',
  summary: 'A totally helpless opponent dies to any weapon unless the attacker rolls 96-00 (failure or fumble by skill).',
  inputs: [inp.skill('skill', 'the attacker\'s weapon skill in % (decides whether a 96-00 is a fumble)')],
  resolve(i, ctx) {
    const skill = i.skill as number;
    const r = abilityRoll(ctx, 'spot.helpless', skill, 'any roll but 96-00 kills');
    if (r.roll < 96) {
      r.event.outcome = 'killed';
      return { outcome: 'killed', explanation: `Helpless opponent: rolled ${d100Text(r.roll)}, under 96: killed` };
    }
    return { outcome: r.band, explanation: `Helpless opponent: rolled ${d100Text(r.roll)}, a ${r.band} at skill ${skill}%: the blow goes wrong${r.band === 'fumble' ? `, ${FUMBLES_TABLE}` : ''}` };
  },
};
