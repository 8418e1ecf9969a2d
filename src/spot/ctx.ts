// A roll context for one resolution: the kernel's dice read the script first, then the seeded generator.

import { roll, type RollCtx } from '../core/dice';
import { seedRng } from '../core/rng';
import type { RollEvent } from '../core/types';
import { parseDamage } from './rule';

/** Builds a fresh context. Scripted d100 values run 1..100, where 100 is the 00 roll. */
export function makeCtx(seed: number | string = Date.now(), dice: number[] = []): RollCtx {
  return { state: { rng: seedRng(seed), script: [...dice] }, events: [] };
}

export function rollsOf(ctx: RollCtx): RollEvent[] {
  return ctx.events.filter((e): e is RollEvent => e.type === 'roll');
}

/** Rolls a damage expression: dice and constants added or subtracted, as weapon damage with a damage bonus is
 * written: `1D8+1+1D4`, `2D6`, `1D6-1D4`, `-1D4` (a negative damage bonus) or `0`. Each dice term is one roll event. */
export function rollDamage(ctx: RollCtx, rule: string, expr: string, note?: string): { total: number; event: RollEvent | null } {
  let total = 0;
  let first: RollEvent | null = null;
  for (const t of parseDamage(expr)) {
    if (!t.sides) { total += t.sign * t.count; continue; }
    const ev = roll(ctx, { rule, dice: { count: t.count, sides: t.sides, plus: 0 }, ...(note ? { note } : {}) });
    if (t.sign < 0) ev.total = -ev.total;
    total += ev.total;
    first ??= ev;
  }
  return { total, event: first };
}
