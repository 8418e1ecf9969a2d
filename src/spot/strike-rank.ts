// Strike ranks (facts.md §5.4): 12 in a melee round; melee = DEX SR + SIZ SR + weapon SR, missile = DEX SR,
// spell = DEX SR + (MP - 1); 1 SR per 3 m moved, 5 to change or ready, 3 more when surprised.

import { inp, type SpotRule } from './rule';

export const ROUND_SR = 12;

// [highest DEX, SR]
const DEX_SR: [number, number][] = [[5, 5], [8, 4], [12, 3], [15, 2], [18, 1], [Infinity, 0]];
// [highest SIZ, SR]
const SIZ_SR: [number, number][] = [[6, 3], [14, 2], [21, 1], [Infinity, 0]];

export function dexSr(dex: number): number {
  return DEX_SR.find(([hi]) => dex <= hi)![1];
}
export function sizSr(siz: number): number {
  return SIZ_SR.find(([hi]) => siz <= hi)![1];
}
export function meleeSr(dex: number, siz: number, weaponSr: number): number {
  return dexSr(dex) + sizSr(siz) + weaponSr;
}

export const strikeRank: SpotRule = {
  name: 'strike-rank',
  title: 'Strike ranks',
  summary: 'When in the 12 strike ranks of a melee round an action happens.',
  inputs: [
    inp.choice('action', ['melee', 'missile', 'spell'], 'what the adventurer does', 'melee'),
    inp.stat('dex', 'DEX'),
    inp.stat('siz', 'SIZ (melee only)', 13),
    inp.int('weapon-sr', 'the weapon\'s length SR, 0-3 (melee only)', { min: 0, max: 3, default: 2 }),
    inp.int('mp', 'magic points spent (spells only)', { min: 1, max: 50, default: 1 }),
    inp.int('moved', 'metres moved before acting', { min: 0, max: 100, default: 0 }),
    inp.bool('readying', 'changing action, readying or reloading (+5 SR)'),
    inp.bool('surprised', 'surprised (+3 SR)'),
  ],
  resolve(i) {
    const dex = i.dex as number;
    const parts: string[] = [`DEX SR ${dexSr(dex)}`];
    let sr = dexSr(dex);
    if (i.action === 'melee') {
      sr += sizSr(i.siz as number) + (i['weapon-sr'] as number);
      parts.push(`SIZ SR ${sizSr(i.siz as number)}`, `weapon SR ${i['weapon-sr']}`);
    } else if (i.action === 'spell') {
      sr += (i.mp as number) - 1;
      parts.push(`${(i.mp as number) - 1} for MP past the first`);
    }
    const moveSr = Math.ceil((i.moved as number) / 3);
    if (moveSr) { sr += moveSr; parts.push(`${moveSr} for ${i.moved} m moved`); }
    if (i.readying) { sr += 5; parts.push('5 for readying'); }
    if (i.surprised) { sr += 3; parts.push('3 for surprise'); }
    const inRound = sr <= ROUND_SR;
    return {
      outcome: inRound ? 'this-round' : 'next-round',
      strikeRank: sr,
      explanation: `Strike rank (${i.action}): ${parts.join(' + ')} = SR ${sr}${inRound ? '' : ', past SR 12: it happens next round'}`,
    };
  },
};
