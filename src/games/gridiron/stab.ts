// Stab (LRB6): "This player may attack an opponent with his stabbing attack instead of throwing a block at him. Make
// an unmodified Armour roll for the victim. If the score is less than or equal to the victim's Armour value, then the
// attack has no effect. If the score beats the victim's Armour value, then he has been wounded and an Injury roll must
// be made. This injury roll ignores all modifiers from any source – including skills such as Mighty Blow. If Stab is
// used as part of a Blitz Action, the player cannot continue moving after using it. Casualties caused by a stabbing
// attack do not count for Star Player points."
//
// Only Stakes (stakes.ts) adds to the armour roll. The injury roll takes no modifier, the victim's own (Stunty,
// Niggling Injuries) as much as the attacker's; Thick Skull, which reads the table rather than adding to the roll,
// still counts. A stab never lays the stabber down, so it is no turnover. It runs in the block procedure (block.ts),
// so that a Blitz's step and Foul Appearance come first, as for any block; Dump-Off answers a block and not a stab.

import type { Modifier } from '../../core/types';
import { dropBall, isCarrier, roll2d6, type GCtx } from './common';
import { pushInjury } from './injury';
import { stakesBonus } from './stakes';
import type { GState, Player } from './state';

/** The move-list hint: what the armour roll needs. */
export function stabHint(s: GState, a: Player, d: Player): string {
  const bonus = stakesBonus(s, a, d);
  return `stab: armour ${d.av + 1 - (bonus ? bonus.value : 0)}+`;
}

export function stab(ctx: GCtx, a: Player, d: Player): void {
  const s = ctx.state;
  const bonus = stakesBonus(s, a, d);
  const mods: Modifier[] = bonus ? [bonus] : [];
  let broken = false;
  ctx.events.push({ type: 'stab', attacker: a.id, defender: d.id });
  roll2d6(ctx, 'gridiron.armour', d.id, ([x, y]) => {
    broken = x + y + (bonus ? bonus.value : 0) > d.av;
    return { modifiers: mods, target: d.av + 1, outcome: broken ? 'broken' : 'holds' };
  });
  if (!broken) return;
  // wounded: he goes down, and a ball he held bounces once the injury is settled (no turnover: the stabber's team
  // keeps the turn)
  ctx.events.push({ type: 'knocked-down', player: d.id });
  d.stance = 'prone';
  if (isCarrier(s, d)) dropBall(ctx, d);
  // `by` names the stabber (Nurgle's Rot reads it); not from a block, so no casualty SPP.
  pushInjury(ctx, { player: d.id, by: a.id, plain: true, stab: true });
}
