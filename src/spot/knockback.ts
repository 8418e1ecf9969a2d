// Knockback: declared at the start of the round, made on SR 12 with no other attack. A successful attack, not
// parried or dodged, leads to a resistance roll of (STR+SIZ)/2 against the defender's (SIZ+DEX)/2: success knocks
// the target back 1D3 m, a special knocks them down, a critical knocks them down and disarms them. No damage. If the
// knockback fails, the attacker rolls DEX x5 or falls, knocked back 1D3 m or rushing past the target.

import { roll } from '../core/dice';
import { abilityRoll, d100Text, rolledText } from './ability';
import { average, resistanceRoll, resistanceText } from './resistance';
import { inp, type SpotRule } from './rule';
import { ROUND_SR } from './strike-rank';

export const knockback: SpotRule = {
  name: 'knockback',
  title: 'Knockback',
  summary: 'On SR 12: attack, then (STR+SIZ)/2 vs (SIZ+DEX)/2: back 1D3 m, down on a special, disarmed on a critical.',
  inputs: [
    inp.skill('skill', 'the attack skill with the weapon, shield or body part used'),
    inp.skill('defense', 'the defender\'s parry or dodge in % (0: no defense)', 0),
    inp.stat('str', 'the attacker\'s STR'),
    inp.stat('siz', 'the attacker\'s SIZ'),
    inp.stat('dex', 'the attacker\'s DEX (to keep footing)'),
    inp.stat('target-siz', 'the defender\'s SIZ'),
    inp.stat('target-dex', 'the defender\'s DEX'),
  ],
  resolve(i, ctx) {
    const rule = 'spot.knockback';
    const atk = abilityRoll(ctx, rule, i.skill as number, `knockback attack ${i.skill}%`, 'attacker');
    const parts = [`Knockback on SR ${ROUND_SR}: attack ${i.skill}%, ${rolledText(atk)}`];
    const say = () => parts.join('; ');
    if (atk.band === 'fumble') return { outcome: 'attacker-fumble', explanation: `${say()}: roll on the Fumbles table` };
    if (!atk.success) return { outcome: 'miss', explanation: `${say()}: misses` };
    let defenderFumble = false;
    if ((i.defense as number) > 0) {
      const d = abilityRoll(ctx, rule, i.defense as number, `parry or dodge ${i.defense}%`, 'defender');
      parts.push(`defense ${i.defense}%, ${rolledText(d)}`);
      if (d.success) return { outcome: 'defended', explanation: `${say()}: parried or dodged, no knockback` };
      if (d.band === 'fumble') { defenderFumble = true; parts.push('the defender rolls on the Fumbles table'); }
    }
    const a = average(i.str as number, i.siz as number);
    const p = average(i['target-siz'] as number, i['target-dex'] as number);
    const r = resistanceRoll(ctx, rule, a, p, '(STR+SIZ)/2 vs (SIZ+DEX)/2');
    parts.push(resistanceText('(STR+SIZ)/2 vs (SIZ+DEX)/2', r, a, p));
    const extra = defenderFumble ? { defenderFumble } : {};
    if (r.band === 'critical') return { outcome: 'knocked-down-disarmed', ...extra, explanation: `${say()}: knocked down and disarmed` };
    if (r.band === 'special') return { outcome: 'knocked-down', ...extra, explanation: `${say()}: knocked down (prone)` };
    if (r.success) {
      const m = roll(ctx, { rule, dice: '1d3', note: 'metres knocked back' }).total;
      return { outcome: 'knocked-back', metres: m, ...extra, explanation: `${say()}: knocked back 1D3 = ${m} m` };
    }
    const dex = i.dex as number;
    const keep = abilityRoll(ctx, rule, dex * 5, `DEX x5 = ${dex * 5} to keep footing`, 'attacker');
    parts.push(`knockback fails; DEX x5 = ${dex * 5}, rolled ${d100Text(keep.roll)}`);
    if (keep.success) return { outcome: 'failed', ...extra, explanation: `${say()}: the attacker keeps their footing` };
    const m = roll(ctx, { rule, dice: '1d3', note: 'metres the attacker is knocked back' }).total;
    return { outcome: 'attacker-falls', metres: m, ...extra, explanation: `${say()}: the attacker falls, knocked back 1D3 = ${m} m (or rushes past the target, as the gamemaster sees it)` };
  },
};
