// d100 ability rolls (facts.md §5.1): roll under the modified ability; 01-05 always succeed, 96-00 always fail;
// critical, special and fumble from the ability by the table's rounding.

import { roll, type RollCtx } from '../core/dice';
import type { RollEvent } from '../core/types';
import { inp, roundHalfUp, type SpotRule } from './rule';

export type Band = 'critical' | 'special' | 'success' | 'failure' | 'fumble';
export const BAND_RANK: Record<Band, number> = { fumble: 0, failure: 1, success: 2, special: 3, critical: 4 };

export function succeeded(b: Band): boolean {
  return BAND_RANK[b] >= 2;
}

export interface Bands {
  /** Highest roll that is a critical. */
  critical: number;
  /** Highest roll that is a special. */
  special: number;
  /** Highest roll that succeeds (5 to 95). */
  success: number;
  /** Lowest roll that is a fumble. */
  fumble: number;
}

/** The thresholds for an ability. Below 1 the ability reads as the table's 01-05 row: a chance of 01-05 with 01 a
 * critical and 96-00 fumbles, so darkness and other penalties never make the bands strange. */
export function bands(ability: number): Bands {
  const a = Math.max(ability, 1);
  return {
    critical: Math.max(1, roundHalfUp(a / 20)),
    special: Math.max(1, roundHalfUp(a / 5)),
    success: Math.min(95, Math.max(5, a)),
    fumble: 101 - Math.max(1, roundHalfUp((100 - a) / 20)),
  };
}

/** Reads a d100 roll (1..100, 100 being 00) against an ability. */
export function classify(d100: number, ability: number): Band {
  const b = bands(ability);
  if (d100 <= b.critical && d100 <= 95) return 'critical';
  if (d100 <= b.special && d100 <= 95) return 'special';
  if (d100 <= b.success) return 'success';
  if (d100 >= b.fumble) return 'fumble';
  return 'failure';
}

/** "01-04", or just "01" when only 01 counts. */
function upTo(n: number): string {
  return n <= 1 ? '01' : `01-${pct(n)}`;
}

export function pct(n: number): string {
  return String(n).padStart(2, '0');
}
export function fumbleText(b: Bands): string {
  return b.fumble >= 100 ? '00' : `${b.fumble}-00`;
}
/** How a d100 reads to a player: 00 for 100, 05 for 5. */
export function d100Text(n: number): string {
  return n === 100 ? '00' : pct(n);
}

export interface AbilityRoll {
  event: RollEvent;
  band: Band;
  success: boolean;
  roll: number;
  chance: number;
}

/** One d100 roll against `chance`. The event's target is the chance and its outcome the band; `note` says where
 * the chance came from ("Sword 90 halved = 45"). */
export function abilityRoll(ctx: RollCtx, rule: string, chance: number, note?: string, who?: string): AbilityRoll {
  const event = roll(ctx, {
    rule,
    dice: 'd100',
    outcome: (t) => classify(t, chance),
    ...(note ? { note } : {}),
    ...(who ? { who } : {}),
  });
  event.target = chance;
  const band = event.outcome as Band;
  return { event, band, success: succeeded(band), roll: event.total, chance };
}

/** "rolled 52, failure" in words. */
export function rolledText(r: AbilityRoll): string {
  return `rolled ${d100Text(r.roll)}, ${r.band}`;
}

/** "A fumble by attacker or defender results in a roll on the Fumbles table" (the seed says it under Knockback; it
 * holds for every attack, parry and dodge). */
export const FUMBLES_TABLE = 'roll on the Fumbles table';

/** rolledText for an attack, parry or dodge: a fumble says that the Fumbles table applies. */
export function combatText(r: AbilityRoll): string {
  return r.band === 'fumble' ? `${rolledText(r)}, ${FUMBLES_TABLE}` : rolledText(r);
}

export const ability: SpotRule = {
  name: 'ability',
  title: 'Ability roll',
  summary: 'A d100 roll under a skill, rune, passion or characteristic multiple, with critical, special and fumble.',
  inputs: [inp.skill('skill', 'the ability in % before modifiers'), inp.int('modifier', 'situational modifier in %', { min: -500, max: 500, default: 0 })],
  resolve(i, ctx) {
    const skill = i.skill as number;
    const mod = i.modifier as number;
    const chance = skill + mod;
    const r = abilityRoll(ctx, 'spot.ability', chance, mod ? `${skill}${mod > 0 ? '+' : ''}${mod} = ${chance}` : undefined);
    const b = bands(chance);
    return {
      outcome: r.band,
      chance,
      bands: b,
      explanation: `Ability roll: ${mod ? `${skill} ${mod > 0 ? '+' : '-'} ${Math.abs(mod)} = ` : ''}${chance}% (critical ${upTo(b.critical)}, special ${upTo(b.special)}, fumble ${fumbleText(b)}), ${rolledText(r)}`,
    };
  },
};

/** A chance built step by step, remembering its story: "Bow 60%, halved (angle), halved (evading) = 15%". */
export interface Chance {
  value: number;
  text: string;
  changed?: boolean;
}
export function chance(label: string, value: number): Chance {
  return { value, text: `${label} ${value}%` };
}
export function plus(c: Chance, label: string, d: number): Chance {
  if (d === 0) return c;
  return { changed: true, value: c.value + d, text: `${c.text} ${d > 0 ? '+' : '-'} ${Math.abs(d)} (${label})` };
}
/** Halving rounds .5 up (§5.1's rounding). */
export function halve(c: Chance, label: string): Chance {
  return { changed: true, value: roundHalfUp(c.value / 2), text: `${c.text}, halved (${label})` };
}
export function chanceText(c: Chance): string {
  return c.changed ? `${c.text} = ${c.value}%` : c.text;
}
