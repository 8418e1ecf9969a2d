// Multiple Actions: below 100% nobody attacks twice in melee without two weapons; repeating an action in a round
// costs a cumulative -20% (the seed says the gamemaster "should consider" it, so it is an input defaulting on).
// Above 100%, more attacks with one weapon come from dividing the skill (Skills over 100%), never from the -20%:
// 101% attacks at 51% and 50%, not at 101% and 81%.

import { abilityRoll, chance, chanceText, combatText, plus, rolledText } from './ability';
import { inp, type SpotRule } from './rule';
import { splitsText } from './skills-over-100';
import { ROUND_SR } from './strike-rank';

export const REPEAT_PENALTY = 20;

export const multipleActions: SpotRule = {
  name: 'multiple-actions',
  title: 'Multiple Actions',
  summary: 'Each repeat of an action in a round at a cumulative -20%; two melee attacks under 100% need two weapons.',
  inputs: [
    inp.skill('skill', 'the skill in % (natural, for the 100% test)'),
    inp.choice('action', ['attack', 'parry', 'dodge', 'other'], 'what is repeated', 'parry'),
    inp.int('nth', 'which time this round the action is made (1 = first)', { min: 1, max: 12, default: 2 }),
    inp.bool('two-weapons', 'armed with two weapons (for a second melee attack)'),
    inp.int('sr', 'the strike rank this action comes on', { min: 0, max: 99, default: 0 }),
    inp.int('with-sr', 'the strike rank of another action done at the same time (0: none); both happen at the higher', { min: 0, max: 99, default: 0 }),
    inp.int('penalty', 'the cumulative penalty per repeat in % (0 turns the option off)', { min: 0, max: 100, default: REPEAT_PENALTY }),
  ],
  resolve(i, ctx) {
    const skill = i.skill as number;
    const nth = i.nth as number;
    if (i.action === 'attack' && nth > 1 && !i['two-weapons']) {
      if (skill < 100) return { outcome: 'not-allowed', explanation: `Multiple actions: with ${skill}%, under 100%, a second melee attack needs two weapons` };
      if (skill === 100) return { outcome: 'not-allowed', explanation: 'Multiple actions: only a skill above 100% may be divided into more attacks; at 100% a second melee attack needs two weapons' };
      return {
        outcome: 'not-allowed',
        explanation: `Multiple actions: with ${skill}%, more attacks come from dividing the skill, each part 50% or more (skills over 100%), not from a -${i.penalty}% repeat: ${splitsText(skill)}`,
      };
    }
    // Two actions done at once both happen at the higher of their strike ranks.
    const sr = Math.max(i.sr as number, i['with-sr'] as number);
    if (sr > ROUND_SR) {
      return { outcome: 'not-allowed', strikeRank: sr, explanation: `Multiple actions: SR ${sr} is past 12, not enough strike ranks this round` };
    }
    const c = plus(chance(i.action as string, skill), `${nth === 2 ? '2nd' : nth === 3 ? '3rd' : `${nth}th`} time this round`, -(i.penalty as number) * (nth - 1));
    const r = abilityRoll(ctx, 'spot.multiple-actions', c.value, chanceText(c));
    return { outcome: r.band, chance: c.value, strikeRank: sr, explanation: `Multiple actions${sr ? ` on SR ${sr}` : ''}: ${chanceText(c)}, ${i.action === 'other' ? rolledText(r) : combatText(r)}` };
  },
};
