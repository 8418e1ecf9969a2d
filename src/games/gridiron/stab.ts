// Stab (LRB6): "This player may attack an opponent with his stabbing attack instead of throwing a block at him. Make
// an unmodified Armour roll for the victim. If the score is less than or equal to the victim's Armour value, then the
// attack has no effect. If the score beats the victim's Armour value, then he has been wounded and an Injury roll must
// be made. This injury roll ignores all modifiers from any source – including skills such as Mighty Blow. If Stab is
// used as part of a Blitz Action, the player cannot continue moving after using it. Casualties caused by a stabbing
// attack do not count for Star Player points." Stakes: "The player may add 1 to the Armour roll when they make a Stab
// attack against any player playing for a Khemri, Necromantic, Undead or Vampire team." The stab runs in the block
// procedure (block.ts), so that a blitz's step and Foul Appearance come first, as for any block.

import type { Modifier } from '../../core/types';
import { isCarrier, pushBounce, roll2d6, type GCtx } from './common';
import { pushInjury } from './injury';
import { hasSkill, type Player } from './state';

/** The rosters Stakes bites on. */
export const STAKES_TEAMS: readonly string[] = ['khemri', 'necromantic', 'undead', 'vampire'];

export function stab(ctx: GCtx, a: Player, d: Player): void {
  const s = ctx.state;
  const stakes = hasSkill(a, 'Stakes') && STAKES_TEAMS.includes(s.teams[d.side].roster);
  let broken = false;
  ctx.events.push({ type: 'stab', attacker: a.id, defender: d.id });
  roll2d6(ctx, 'gridiron.armour', d.id, ([x, y]) => {
    const mods: Modifier[] = stakes ? [{ source: 'Stakes', value: 1 }] : [];
    broken = x + y + (stakes ? 1 : 0) > d.av;
    return { modifiers: mods, target: d.av + 1, outcome: broken ? 'broken' : 'holds' };
  });
  if (!broken) return;
  // wounded: he goes down, and a ball he held bounces (no turnover: the stabber's team keeps the turn)
  ctx.events.push({ type: 'knocked-down', player: d.id });
  d.stance = 'prone';
  if (isCarrier(s, d)) {
    s.ball.state = 'loose';
    s.ball.carrier = null;
    s.ball.x = d.x;
    s.ball.y = d.y;
    pushBounce(ctx);
  }
  pushInjury(ctx, { player: d.id, by: a.id, plain: true, stab: true });
}
