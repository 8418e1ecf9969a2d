// Knockout: an aimed blow to the head with the flat or the haft (halved skill, SR 12). The rolled damage, less
// armour and magical protection, attacks the head's hit points on the resistance table; success stuns the target
// unconscious and prone. The blow deals only 1 point to the head. Each later round's Bookkeeping Phase the victim
// rolls CON x1 to wake. Stepped: `blow` then `recover` each round.

import { abilityRoll, chance, chanceText, combatText, d100Text, halve, plus } from './ability';
import { rollDamage } from './ctx';
import { resistanceRoll, resistanceText } from './resistance';
import { inp, type SpotRule } from './rule';
import { ROUND_SR } from './strike-rank';

export interface KnockoutState {
  unconscious: boolean;
  /** Rounds spent unconscious so far. */
  rounds: number;
}

export const knockout: SpotRule = {
  name: 'knockout',
  title: 'Knockout',
  summary: 'Aimed blow to the head: damage less armour vs head HP on the resistance table; CON x1 each round to wake.',
  stateful: true,
  stateShape: { unconscious: 'boolean', rounds: 'number' },
  inputs: [
    inp.choice('action', ['blow', 'recover'], 'blow: the knockout attempt; recover: a Bookkeeping Phase CON x1 roll', 'blow'),
    inp.skill('skill', 'blow: the weapon skill in % (halved: an aimed blow)', 0),
    inp.int('modifier', 'blow: other modifiers in %, after halving', { min: -500, max: 500, default: 0 }),
    inp.dice('damage', 'blow: the weapon\'s damage with damage bonus, e.g. 1D8+1+1D4', '1D8+1'),
    inp.int('armour', 'blow: armour and magical protection on the head', { min: 0, max: 100, default: 0 }),
    inp.int('head-hp', 'blow: the head\'s hit points', { min: 1, max: 100, default: 4 }),
    inp.stat('con', 'recover: the victim\'s CON', 10),
  ],
  resolve(i, ctx, state?: KnockoutState) {
    const rule = 'spot.knockout';
    if (i.action === 'recover') {
      const s: KnockoutState = { unconscious: true, rounds: 0, ...(state ?? {}) };
      if (!s.unconscious) return { outcome: 'awake', state: s, explanation: 'Knockout: the target is awake' };
      const con = i.con as number;
      const r = abilityRoll(ctx, rule, con, `CON x1 = ${con} to wake`);
      const next = { unconscious: !r.success, rounds: s.rounds + 1 };
      return { outcome: r.success ? 'awake' : 'unconscious', state: next, explanation: `Knockout, Bookkeeping Phase: CON x1 = ${con}, rolled ${d100Text(r.roll)}: ${r.success ? 'wakes' : 'still unconscious'}` };
    }
    const c = plus(halve(chance('attack', i.skill as number), 'aimed blow to the head'), 'modifiers', i.modifier as number);
    const atk = abilityRoll(ctx, rule, c.value, chanceText(c));
    const head = `Knockout blow on SR ${ROUND_SR}: ${chanceText(c)}, ${combatText(atk)}`;
    const awake: KnockoutState = { unconscious: false, rounds: 0 };
    if (!atk.success) return { outcome: 'miss', attack: atk.band, state: awake, explanation: `${head}: misses` };
    const dmg = rollDamage(ctx, rule, i.damage as string).total;
    const net = Math.max(0, dmg - (i.armour as number));
    const headHp = i['head-hp'] as number;
    const dmgText = `${i.damage} = ${dmg} less ${i.armour} armour = ${net}`;
    if (net <= 0) return { outcome: 'no-effect', attack: atk.band, headDamage: 0, state: awake, explanation: `${head}; damage ${dmgText}: the armour stops it all` };
    const r = resistanceRoll(ctx, rule, net, headHp, 'damage vs head HP');
    const stunned = r.success;
    return {
      outcome: stunned ? 'unconscious' : 'resisted',
      attack: atk.band,
      headDamage: 1,
      state: stunned ? { unconscious: true, rounds: 0 } : awake,
      explanation: `${head}; damage ${dmgText}; ${resistanceText('resistance', r, net, headHp)}: ${stunned ? 'stunned unconscious, falls prone' : 'stays conscious'}; 1 point to the head`,
    };
  },
};
