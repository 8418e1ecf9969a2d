// The resistance table (facts.md §5.2): 50% + 5% per point the active value exceeds the passive one, clamped to
// 5-95 and read as a d100 roll with the §5.1 bands (the knockback rule needs its special and critical).

import type { RollCtx } from '../core/dice';
import { abilityRoll, rolledText, type AbilityRoll } from './ability';
import { inp, roundHalfUp, type SpotRule } from './rule';

export function resistanceChance(active: number, passive: number): number {
  return Math.min(95, Math.max(5, 50 + 5 * (active - passive)));
}

/** The spot rules' averaged resistance rolls ((STR+SIZ)/2 against (SIZ+DEX)/2) round each average .5 up. */
export function average(a: number, b: number): number {
  return roundHalfUp((a + b) / 2);
}

export function resistanceRoll(ctx: RollCtx, rule: string, active: number, passive: number, label = 'resistance'): AbilityRoll {
  const chance = resistanceChance(active, passive);
  return abilityRoll(ctx, rule, chance, `${label}: ${active} vs ${passive} = ${chance}%`);
}

export function resistanceText(label: string, r: AbilityRoll, active: number, passive: number): string {
  return `${label ? `${label}: ` : ''}${active} vs ${passive} = ${r.chance}%, ${rolledText(r)}`;
}

export const resistance: SpotRule = {
  name: 'resistance',
  title: 'Resistance roll',
  summary: 'Active against passive on the resistance table: 50% + 5% per point of difference, 5-95%.',
  inputs: [inp.int('active', 'the active characteristic or value', { min: 0, max: 200 }), inp.int('passive', 'the passive characteristic or value', { min: 0, max: 200 })],
  resolve(i, ctx) {
    const a = i.active as number;
    const p = i.passive as number;
    const r = resistanceRoll(ctx, 'spot.resistance', a, p);
    return { outcome: r.band, chance: r.chance, explanation: `Resistance: ${resistanceText('', r, a, p)}` };
  },
};
