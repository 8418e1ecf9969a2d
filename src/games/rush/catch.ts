// Catch (seed 003, S J): "[X] dice Skill (1)", "-1 per enemy threat (max -2) +1 if Catching player is a Striker".
// "Dice pool equals number of successes on Throw roll. No successes – Ball scatters from Catching player. 1 success –
// Catching player takes the ball. 2+ successes – Player catches the ball, and gets a free Run or Throw action."
// A scattering ball is caught "as a 0-success throw, i.e. with the modifiers alone" (facts.md §3.4), [A] "at least 1
// die": a 1-die floor, shown in the roll as a modifier of its own. Guards never catch: a pass may not target one, and a
// ball scattering into a Guard's front arc bounces off him (scatter.ts).

import { emit, push } from '../../core/engine';
import type { Modifier, RollEvent } from '../../core/types';
import { endRush } from './rush-end';
import { rollTest, roleBonus, threatModifier } from './pools';
import type { Player, RCtx } from './state';
import type { Role } from './teams';

export const CAN_CATCH: readonly Role[] = ['striker', 'jack'];

function sum(mods: readonly Modifier[]): number {
  let n = 0;
  for (const m of mods) n += m.value;
  return n;
}

/** The Catch test: `dice` is the throw's successes (0 for a scattering ball, which keeps at least 1 die). */
export function catchRoll(ctx: RCtx, p: Player, dice: number, scattering: boolean): RollEvent {
  const mods = threatModifier(ctx, p, p);
  if (scattering) {
    const count = dice + sum(mods) + sum(roleBonus('catch', p));
    if (count < 1) mods.push({ source: 'at least 1 die', value: 1 - count });
  }
  return rollTest(ctx, { test: 'catch', player: p, stat: 'skill', need: 1, modifiers: mods, dice });
}

/** 1+ successes: the catcher holds the ball; 2+ also "a free Run or Throw action" (lost when the rush is already
 * over: the free-action frame offers nothing then). */
export function takeBall(ctx: RCtx, p: Player, r: RollEvent): void {
  ctx.state.ball = { inPlay: true, x: p.x, y: p.y, carrier: p.id };
  emit(ctx, { type: 'catch', player: p.id, successes: r.total });
  if (r.outcome === 'doubled') push(ctx, { p: 'free-action', player: p.id, allow: ['run', 'throw'] });
}

/** "No successes – Ball scatters from Catching player": the rushing team has dropped the ball (facts.md §3.2, "failed
 * pick-up or catch"), which ends its rush. The caller scatters the ball. */
export function missBall(ctx: RCtx, p: Player): void {
  emit(ctx, { type: 'miss', player: p.id });
  if (p.team === ctx.state.active) endRush(ctx, 'failed to catch the ball');
}
