// Opposed rolls: both sides roll their ability; a success beats a failure, a better band beats a worse one, and
// between equal successes the higher roll wins (the RQG reading; the seed itself gives only the chase's stalemate).

import type { RollCtx } from '../core/dice';
import { abilityRoll, BAND_RANK, rolledText, type AbilityRoll } from './ability';
import { inp, type SpotRule } from './rule';

export type Winner = 'first' | 'second' | 'neither';

export function opposedWinner(a: AbilityRoll, b: AbilityRoll): Winner {
  if (!a.success && !b.success) return 'neither';
  if (BAND_RANK[a.band] !== BAND_RANK[b.band]) return BAND_RANK[a.band] > BAND_RANK[b.band] ? 'first' : 'second';
  if (a.roll === b.roll) return 'neither';
  return a.roll > b.roll ? 'first' : 'second';
}

export function opposedRoll(ctx: RollCtx, rule: string, first: number, second: number, names = ['first', 'second']) {
  const a = abilityRoll(ctx, rule, first, `${names[0]} ${first}%`, names[0]);
  const b = abilityRoll(ctx, rule, second, `${names[1]} ${second}%`, names[1]);
  return { a, b, winner: opposedWinner(a, b) };
}

export const opposed: SpotRule = {
  name: 'opposed',
  title: 'Opposed roll',
  summary: 'Two abilities pitted against each other: the better success wins, equal successes go to the higher roll.',
  inputs: [inp.skill('first', 'the first side\'s ability in %'), inp.skill('second', 'the second side\'s ability in %')],
  resolve(i, ctx) {
    const { a, b, winner } = opposedRoll(ctx, 'spot.opposed', i.first as number, i.second as number);
    return {
      outcome: winner,
      first: a.band,
      second: b.band,
      explanation: `Opposed roll: first ${a.chance}% ${rolledText(a)}; second ${b.chance}% ${rolledText(b)}; ${winner === 'neither' ? 'neither wins' : `${winner} wins`}`,
    };
  },
};
