// Knockback: declared at the start of the round, made on SR 12 with no other attack. A successful attack, not
// parried or dodged, leads to a resistance roll of (STR+SIZ)/2 against the defender's (SIZ+DEX)/2: success knocks
// the target back 1D3 m, a special knocks them down, a critical knocks them down and disarms them. No damage.
// "If the knockback is not successful, the attacker must roll DEX×5 or fall. If unsuccessful, the attacker is
// knocked back 1D3 meters instead, or misses completely and rushes by the intended target." Which of the two
// follows from how it failed: an attack that met the target (resisted, or parried) throws the attacker back; one
// that met nothing (missed, or dodged) carries them past. A fumble by either side goes to the Fumbles table.

import { roll } from '../core/dice';
import { abilityRoll, combatText, d100Text, FUMBLES_TABLE } from './ability';
import { average, resistanceRoll, resistanceText } from './resistance';
import { inp, type SpotRule } from './rule';
import { ROUND_SR } from './strike-rank';

export const knockback: SpotRule = {
  name: 'knockback',
  title: 'Knockback',
  summary: 'On SR 12: attack, then (STR+SIZ)/2 vs (SIZ+DEX)/2: back 1D3 m, down on a special, disarmed on a critical; failing, DEX x5 or fall.',
  inputs: [
    inp.skill('skill', 'the attack skill with the weapon, shield or body part used'),
    inp.skill('defense', 'the defender\'s parry or dodge in % (0: no defense)', 0),
    inp.choice('defense-kind', ['parry', 'dodge'], 'whether the defender parries or dodges', 'parry'),
    inp.stat('str', 'the attacker\'s STR'),
    inp.stat('siz', 'the attacker\'s SIZ'),
    inp.stat('dex', 'the attacker\'s DEX (DEX x5 or fall)'),
    inp.stat('target-siz', 'the defender\'s SIZ'),
    inp.stat('target-dex', 'the defender\'s DEX'),
  ],
  resolve(i, ctx) {
    const rule = 'spot.knockback';
    const atk = abilityRoll(ctx, rule, i.skill as number, `knockback attack ${i.skill}%`, 'attacker');
    const parts = [`Knockback on SR ${ROUND_SR}: attack ${i.skill}%, ${combatText(atk)}`];
    const say = () => parts.join('; ');
    const flags: { attackerFumble?: boolean; defenderFumble?: boolean } = {};
    if (atk.band === 'fumble') return { outcome: 'fumble', attackerFumble: true, explanation: `${say()}: no knockback` };

    // Not successful: DEX x5 or fall; falling, thrown back if the attack met something, carried past if not.
    const notSuccessful = (why: string, metTarget: boolean) => {
      const dex = i.dex as number;
      const keep = abilityRoll(ctx, rule, dex * 5, `DEX x5 = ${dex * 5} or fall`, 'attacker');
      parts.push(`${why}: the knockback is not successful; DEX x5 = ${dex * 5}, ${keep.band === 'fumble' ? combatText(keep) : `rolled ${d100Text(keep.roll)}`}`);
      if (keep.band === 'fumble') flags.attackerFumble = true;
      if (keep.success) return { outcome: 'does-not-fall', ...flags, explanation: `${say()}: the attacker does not fall` };
      if (!metTarget) return { outcome: 'falls-rushes-by', ...flags, explanation: `${say()}: the attacker falls, missing completely and rushing by the intended target` };
      const m = roll(ctx, { rule, dice: '1d3', note: 'metres the attacker is knocked back' }).total;
      return { outcome: 'falls-knocked-back', metres: m, ...flags, explanation: `${say()}: the attacker falls, knocked back 1D3 = ${m} m instead` };
    };

    if (!atk.success) return notSuccessful('misses', false);
    if ((i.defense as number) > 0) {
      const kind = i['defense-kind'] as string;
      const d = abilityRoll(ctx, rule, i.defense as number, `${kind} ${i.defense}%`, 'defender');
      parts.push(`${kind} ${i.defense}%, ${combatText(d)}`);
      if (d.band === 'fumble') flags.defenderFumble = true;
      if (d.success) return notSuccessful(kind === 'dodge' ? 'dodged' : 'parried', kind === 'parry');
    }
    const a = average(i.str as number, i.siz as number);
    const p = average(i['target-siz'] as number, i['target-dex'] as number);
    const r = resistanceRoll(ctx, rule, a, p, '(STR+SIZ)/2 vs (SIZ+DEX)/2');
    parts.push(resistanceText('(STR+SIZ)/2 vs (SIZ+DEX)/2', r, a, p) + (r.band === 'fumble' ? `, the attacker must ${FUMBLES_TABLE}` : ''));
    if (r.band === 'fumble') flags.attackerFumble = true;
    if (r.band === 'critical') return { outcome: 'knocked-down-disarmed', ...flags, explanation: `${say()}: knocked down and disarmed` };
    if (r.band === 'special') return { outcome: 'knocked-down', ...flags, explanation: `${say()}: knocked down (prone)` };
    if (r.success) {
      const m = roll(ctx, { rule, dice: '1d3', note: 'metres knocked back' }).total;
      return { outcome: 'knocked-back', metres: m, ...flags, explanation: `${say()}: knocked back 1D3 = ${m} m` };
    }
    return notSuccessful('resisted', true);
  },
};
