// Drowning or Asphyxiation, stepped one melee round at a time. Round 1 is free (or a POW x5 roll when immersed by
// surprise); rounds 2-5 CON x5, then one multiplier less each round down to CON x1 by round 9; CON x1 through
// round 15; from round 16, 5% (or CON x1 if CON is under 5). After the first failure the adventurer takes 1D8 to
// the chest each round, except a round whose CON x1 roll succeeds.

import { roll } from '../core/dice';
import { abilityRoll, d100Text } from './ability';
import { inp, type SpotRule } from './rule';

export interface DrowningState {
  /** Rounds already resolved. */
  round: number;
  /** A roll has failed (or the surprise roll did): the adventurer is drowning. */
  drowning: boolean;
  /** Damage taken to the chest so far. */
  damage: number;
}

/** The chance to hold breath on round n (n >= 2), as [label, chance]. */
export function breathChance(round: number, con: number): [string, number] {
  if (round <= 5) return ['CON x5', con * 5];
  if (round <= 9) {
    const m = 5 - (round - 5);
    return [`CON x${m}`, con * m];
  }
  if (round <= 15) return ['CON x1', con];
  return con < 5 ? ['CON x1 (CON under 5)', con] : ['5% (after round 15)', 5];
}

/** The roll round n asks for, or null when round 1 holds the breath with no roll. Once drowning, only a CON x1 roll
 * spares a round's damage (never more than the round's own chance). Shared by the resolver and the odds. */
export function breathRoll(n: number, con: number, pow: number, surprise: boolean, drowning: boolean): { label: string; chance: number } | null {
  if (n === 1) return surprise ? { label: 'POW x5', chance: pow * 5 } : null;
  let [label, chance] = breathChance(n, con);
  if (drowning && chance > con) [label, chance] = ['CON x1', con];
  return { label, chance };
}

export const drowning: SpotRule = {
  name: 'drowning',
  title: 'Drowning or Asphyxiation',
  summary: 'Step a held breath round by round: CON x5 falling to CON x1 and 5%, then 1D8 to the chest each round.',
  stateful: true,
  stateShape: { round: 'number', drowning: 'boolean', damage: 'number' },
  inputs: [
    inp.stat('con', 'CON'),
    inp.stat('pow', 'POW (for a surprise immersion)', 10),
    inp.bool('surprise', 'immersed by surprise (round 1: POW x5 to have taken a breath)'),
  ],
  resolve(i, ctx, state?: DrowningState) {
    const con = i.con as number;
    const s: DrowningState = { round: 0, drowning: false, damage: 0, ...(state ?? {}) };
    const n = s.round + 1;
    const rule = 'spot.drowning';
    const chest = (head: string, failWord: string) => {
      const d = roll(ctx, { rule, dice: '1d8', note: 'to the chest' }).total;
      const next: DrowningState = { round: n, drowning: true, damage: s.damage + d };
      return { outcome: 'damage', damage: d, state: next, explanation: `${head}, ${failWord}: 1D8 = ${d} to the chest (${next.damage} in all)` };
    };
    if (n === 1) {
      if (!i.surprise) return { outcome: 'held', damage: 0, state: { ...s, round: 1 }, explanation: 'Drowning, round 1: the breath is held with no roll' };
      const pow = i.pow as number;
      const r = abilityRoll(ctx, rule, pow * 5, `POW x5 = ${pow * 5}: a breath taken by instinct?`);
      const head = `Drowning, round 1 (by surprise): POW x5 = ${pow * 5}, rolled ${d100Text(r.roll)}`;
      if (r.success) return { outcome: 'held', damage: 0, state: { ...s, round: 1 }, explanation: `${head}, a breath taken in time` };
      return chest(head, 'no breath: drowning at once');
    }
    const { label, chance } = breathRoll(n, con, i.pow as number, i.surprise as boolean, s.drowning)!;
    const r = abilityRoll(ctx, rule, chance, `${label} = ${chance}`);
    const head = `Drowning, round ${n}: ${label} = ${chance}, rolled ${d100Text(r.roll)}`;
    if (r.success) return { outcome: 'held', damage: 0, state: { ...s, round: n }, explanation: `${head}, held${s.drowning ? ': no damage this round' : ''}` };
    return chest(head, 'failed');
  },
};
