// A roll context for one resolution: the kernel's dice read the script first, then the seeded generator.

import { roll, type RollCtx } from '../core/dice';
import { seedRng } from '../core/rng';
import type { RollEvent } from '../core/types';

/** Builds a fresh context. Scripted d100 values run 1..100, where 100 is the 00 roll. */
export function makeCtx(seed: number | string = Date.now(), dice: number[] = []): RollCtx {
  return { state: { rng: seedRng(seed), script: [...dice] }, events: [] };
}

export function rollsOf(ctx: RollCtx): RollEvent[] {
  return ctx.events.filter((e): e is RollEvent => e.type === 'roll');
}

/** Rolls a damage expression: `1D6+1`, `2D6`, `-1D4` (a negative damage bonus) or `0`. Returns 0 dice for `0`. */
export function rollDamage(ctx: RollCtx, rule: string, expr: string, note?: string): { total: number; event: RollEvent | null } {
  const e = expr.replace(/\s+/g, '').toUpperCase();
  if (e === '0' || e === '+0' || e === '-0') return { total: 0, event: null };
  const negative = e.startsWith('-');
  const body = e.replace(/^[+-]/, '');
  const ev = roll(ctx, { rule, dice: body, ...(note ? { note } : {}) });
  if (negative) ev.total = -ev.total;
  return { total: ev.total, event: ev };
}
