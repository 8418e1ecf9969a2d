// Dice tests (seed 003, "Dice Tests"): "Determine your Dice Pool – this is normally 3 dice. Apply modifiers to add or
// subtract dice, then roll! Dice that equal or beat the relevant stat are successes." Sixes explode (facts.md §3.3),
// core's pool() does that. Three kinds: (1) needs one success, (123) needs as many as the tests taken so far in the
// action, (X) is opposed.

import { opposed, pool } from '../../core/dice';
import type { Modifier, RollEvent } from '../../core/types';
import type { RCtx, Player } from './state';
import type { Role, Stats } from './teams';
import { enemyThreats } from './threat';
import { coachingDie } from './coaching';
import { cardReroll } from './reroll';
import type { DiceTest } from './dice-test';

export const BASE_POOL = 3;
/** "-1 per enemy threatening ... (max -2)". */
export const MAX_THREAT = 2;

/** The role bonus of each test, from the seed's Modifiers column: "+1 if ... is a Striker/Guard". */
//                                                   test          role        dice
export const ROLE_BONUS: readonly (readonly [string, Role, number])[] = [
  ['dash', 'striker', 1],
  ['evade', 'striker', 1],
  ['pickup', 'striker', 1],
  ['standup', 'striker', 1],
  ['slam', 'guard', 1],
  ['slamback', 'guard', 1],
  ['dodge', 'striker', 1],
  ['steal', 'striker', 1],
  ['armour', 'guard', 1],
  ['throw', 'striker', 1],
  ['catch', 'striker', 1],
];

export function roleBonus(test: string, p: Player): Modifier[] {
  const out: Modifier[] = [];
  for (const [t, role, v] of ROLE_BONUS) if (t === test && role === p.role) out.push({ source: role === 'striker' ? 'Striker' : 'Guard', value: v });
  return out;
}

/** "-1 per enemy threatening [the hex] (max -2)": none when no enemy threatens it. */
export function threatModifier(ctx: RCtx, p: Player, hex: { x: number; y: number }, ignore?: string): Modifier[] {
  const n = Math.min(MAX_THREAT, enemyThreats(ctx.state, p.team, hex, ignore));
  return n > 0 ? [{ source: 'enemy threat', value: -n }] : [];
}

export type { DiceTest } from './dice-test';

/** Rolls one test's pool: the role bonus is added from ROLE_BONUS, and the coach may add a coaching die (option
 * `coachingDice`) and, when a (1) or (123) test fails, discard a card to re-roll a die (option `cardReroll`). */
export function rollTest(ctx: RCtx, t: DiceTest): RollEvent {
  const r = roll(ctx, t);
  return t.need === undefined ? r : cardReroll(ctx, t, r);
}

function roll(ctx: RCtx, t: DiceTest): RollEvent {
  return pool(ctx, {
    rule: `rush.${t.test}`,
    who: t.player.id,
    dice: t.dice ?? BASE_POOL,
    modifiers: [...t.modifiers, ...roleBonus(t.test, t.player), ...coachingDie(ctx, t.test, t.player)],
    target: t.player.stats[t.stat],
    explode: true,
    need: t.need,
  });
}

/** An (X) test: "you succeed if you score higher than your opponent's roll". With `cardReroll`, once both have
 * rolled, the side that has not won (both, on a draw; the attacker first) may re-roll a die. */
export function opposedTest(ctx: RCtx, attacker: DiceTest, defender: DiceTest) {
  let a = roll(ctx, { ...attacker, need: undefined });
  let d = roll(ctx, { ...defender, need: undefined });
  if (ctx.state.options.cardReroll) {
    if (a.total <= d.total) a = cardReroll(ctx, attacker, a);
    if (d.total <= a.total) d = cardReroll(ctx, defender, d);
  }
  return { a, d, outcome: opposed(a, d) };
}
