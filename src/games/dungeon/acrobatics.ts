// Acrobatics (seed 004): the body slam's "downside is that the slamming player is automatically knocked down and
// causes a turnover - though this can be potentially mitigated with the Acrobatics skill ... Note that this skill will
// only save the player from being knocked down by the player collision, not if he fails his Leap roll."
//
// Reading (the skill's page is not in the seed; README, dungeon chapter): after a good leap onto a player, a leaper
// with Acrobatics makes an acrobatics roll, an AG roll with no modifiers, before he would be knocked down. On a
// success he still scatters to an unoccupied square as the seed says, but lands there on his feet: no knock-down, no
// turnover, and his action goes on. The one he landed on meets the collision all the same. The roll is his to
// re-roll ("acrobatics rolls" are among the rolls a player controls: rerolls.ts).

import type { GCtx } from '../gridiron/common';
import { pushTest } from '../gridiron/reroll';
import { agilityTarget, hasSkill, type Player } from '../gridiron/state';
import { ACROBATICS } from './skills';

/** Whether his good leap onto `under` earns him an acrobatics roll. */
export function tumbles(p: Player, under: Player | undefined): boolean {
  return !!under && under !== p && hasSkill(p, ACROBATICS);
}

/** The acrobatics roll: reports success (he keeps his feet) or failure (knocked down as any leaper landing on a player). */
export function pushAcrobaticsRoll(ctx: GCtx, p: Player): void {
  ctx.events.push({ type: 'skill', player: p.id, skill: ACROBATICS, note: 'lands on a player' });
  pushTest(ctx, { rule: 'dungeon.acrobatics', who: p.id, target: agilityTarget(p.ag), mods: [] });
}
