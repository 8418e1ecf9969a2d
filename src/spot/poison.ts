// Poison: POT against CON on the resistance table. If the poison overcomes CON, its full POT in damage to total hit
// points; if resisted, half (rounded up). The damage lands after a delay: three melee rounds for fast poisons,
// three full turns for slow ones. Each dose is resisted separately. Stepped: `dose` poisons, `wait` lets melee
// rounds pass, `antidote` cancels damage of the latest dose (Antidotes).

import { antidoteEffect, ANTIDOTE_WINDOW_MINUTES } from './antidote';
import { rolledText } from './ability';
import { resistanceRoll } from './resistance';
import { inp, SpotInputError, type SpotRule } from './rule';

/** A full turn is five minutes: 25 melee rounds of 12 seconds. */
export const ROUNDS_PER_TURN = 25;
export const DELAY_ROUNDS: Record<string, number> = { fast: 3, slow: 3 * ROUNDS_PER_TURN };
const ROUNDS_PER_MINUTE = 5;

export interface Dose {
  pot: number;
  damage: number;
  cancelled: number;
  /** The melee round the damage lands. */
  due: number;
  given: number;
  applied: boolean;
}

export interface PoisonState {
  /** Melee rounds since the first dose. */
  round: number;
  doses: Dose[];
  /** Poison damage to total hit points so far, after antidotes. */
  damage: number;
}

/** A dose that overcomes CON does its full POT; one resisted, half (rounded up). */
export function doseDamage(pot: number, overcame: boolean): number {
  return overcame ? pot : Math.ceil(pot / 2);
}

export const poison: SpotRule = {
  name: 'poison',
  title: 'Poison',
  summary: 'POT vs CON: full POT as damage or half if resisted, after a delay; each dose separately; antidotes cancel.',
  stateful: true,
  stateShape: { round: 'number', doses: 'doses', damage: 'number' },
  inputs: [
    inp.choice('action', ['dose', 'wait', 'antidote'], 'dose: poison strikes; wait: melee rounds pass; antidote: one is given', 'dose'),
    inp.int('pot', 'the poison\'s POT (dose)', { min: 1, max: 200, default: 10 }),
    inp.stat('con', 'the victim\'s CON (dose)', 10),
    inp.int('doses', 'doses taken at once, each resisted separately', { min: 1, max: 20, default: 1 }),
    inp.choice('speed', ['fast', 'slow'], 'fast: damage after 3 melee rounds; slow: after 3 full turns', 'fast'),
    inp.int('rounds', 'melee rounds that pass (wait)', { min: 0, max: 10000, default: 3 }),
    inp.int('antidote-pot', 'the antidote\'s POT (antidote)', { min: 0, max: 200, default: 0 }),
    inp.choice('match', ['specific', 'related'], 'the antidote is specific, or half effective for a related poison', 'specific'),
  ],
  resolve(i, ctx, state?: PoisonState) {
    const s: PoisonState = state ? { ...state, doses: state.doses.map((d) => ({ ...d })) } : { round: 0, doses: [], damage: 0 };
    if (i.action === 'dose') {
      const pot = i.pot as number;
      const con = i.con as number;
      const lines: string[] = [];
      let overcame = 0;
      for (let k = 0; k < (i.doses as number); k++) {
        const r = resistanceRoll(ctx, 'spot.poison', pot, con, 'POT vs CON');
        const damage = doseDamage(pot, r.success);
        if (r.success) overcame++;
        const due = s.round + DELAY_ROUNDS[i.speed as string];
        s.doses.push({ pot, damage, cancelled: 0, due, given: s.round, applied: false });
        lines.push(`POT ${pot} vs CON ${con} = ${r.chance}%, ${rolledText(r)}: ${r.success ? `poisoned, ${damage} damage` : `resisted, half: ${damage} damage`}`);
      }
      const delay = i.speed === 'fast' ? 'in 3 melee rounds' : 'in 3 full turns';
      return {
        outcome: overcame === lines.length ? 'poisoned' : overcame === 0 ? 'resisted' : 'partly-resisted',
        pending: s.doses.filter((d) => !d.applied).reduce((a, d) => a + d.damage - d.cancelled, 0),
        state: s,
        explanation: `Poison: ${lines.join('; ')}; to total hit points ${delay}`,
      };
    }
    if (i.action === 'antidote') {
      const dose = [...s.doses].reverse().find((d) => d.damage - d.cancelled > 0);
      if (!dose) throw new SpotInputError('poison: --action antidote needs a state with a poison dose in it');
      const minutes = (s.round - dose.given) / ROUNDS_PER_MINUTE;
      if (minutes > ANTIDOTE_WINDOW_MINUTES) {
        return { outcome: 'too-late', state: s, explanation: `Antidote: ${minutes} minutes after the dose, past the ten-minute window` };
      }
      const eff = antidoteEffect(i['antidote-pot'] as number, i.match as string);
      const cancel = Math.min(eff, dose.damage - dose.cancelled);
      dose.cancelled += cancel;
      if (dose.applied) s.damage -= cancel;
      return {
        outcome: dose.damage - dose.cancelled === 0 ? 'cured' : 'eased',
        cancelled: cancel,
        state: s,
        explanation: `Antidote POT ${i['antidote-pot']}${i.match === 'related' ? ` (related: half, ${eff})` : ''}: cancels ${cancel} of the POT ${dose.pot} dose's ${dose.damage} damage`,
      };
    }
    const from = s.round;
    s.round += i.rounds as number;
    let dealt = 0;
    for (const d of s.doses) {
      if (!d.applied && d.due <= s.round) {
        d.applied = true;
        dealt += d.damage - d.cancelled;
      }
    }
    s.damage += dealt;
    return {
      outcome: dealt > 0 ? 'damage' : 'waiting',
      damage: dealt,
      state: s,
      explanation: `Poison, melee rounds ${from + 1}-${s.round}: ${dealt > 0 ? `${dealt} damage to total hit points takes effect (${s.damage} in all)` : 'no damage takes effect yet'}`,
    };
  },
};
