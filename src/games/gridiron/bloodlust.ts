// Blood Lust (LRB6): "Immediately after declaring an Action with a Vampire, roll a d6: On a 2+ the Vampire can carry
// out the Action as normal. On a 1, however, the Vampire must feed on a Thrall team-mate or a spectator. The Vampire
// may continue with his declared Action or if he had declared a Block Action, he may take a Move Action instead.
// Either way, at the end of the declared Action, but before actually passing, handing off, or scoring, the vampire
// must feed. If he is standing adjacent to one or more Thrall team-mates (standing, prone or stunned), then choose one
// to bite and make an Injury roll on the Thrall treating any casualty roll as Badly Hurt. The injury will not cause a
// turnover unless the Thrall was holding the ball. ... Failure to bite a Thrall is a turnover and requires him to feed
// on a spectator – move the Vampire to the reserves box ... If he was holding the ball, it bounces from the square he
// occupied when he was removed and he will not score a touchdown." The roll is one of the action's traits and the
// action asks for the feed (action.ts); the bite and the spectator are here.

import type { Decision } from '../../core/types';
import { adjacentTo, isCarrier, pushBounce, removeFromPitch, type GCtx } from './common';
import { pushInjury } from './injury';
import type { Player } from './state';

export function isThrall(p: Player): boolean {
  return p.position.toLowerCase().includes('thrall');
}

/** The Thrall team-mates next to the vampire, whatever their stance. */
export function thrallsNextTo(ctx: GCtx, v: Player): Player[] {
  return ctx.state.players.filter((q) => q.side === v.side && q !== v && q.place === 'pitch' && isThrall(q) && adjacentTo(v, q));
}

/** Which Thrall to bite, when there is a choice. */
export function biteDecision(v: Player, thralls: Player[]): Decision {
  return {
    seat: v.side,
    kind: 'blood-lust',
    prompt: `${v.name} must feed: bite which Thrall?`,
    actions: thralls.map((q) => ({ type: 'bite', target: q.id, label: q.name })),
  };
}

/** The bite: an injury roll on the Thrall, a casualty counting as Badly Hurt. */
export function bite(ctx: GCtx, v: Player, thrall: Player): void {
  ctx.events.push({ type: 'bite', player: v.id, thrall: thrall.id });
  pushInjury(ctx, { player: thrall.id, badlyHurt: true });
}

/** After the bite: a Thrall who held the ball (`held`) and is no longer on his feet has dropped it where he was, and
 * that is a turnover. */
export function afterBite(ctx: GCtx, thrall: Player, held: boolean): void {
  const s = ctx.state;
  if (!held || (thrall.place === 'pitch' && thrall.stance === 'standing')) return;
  // Stunned, he still has it in hand; KO'd or hurt, it was left loose in his square.
  s.ball.state = 'loose';
  s.ball.carrier = null;
  s.turnover = true;
  pushBounce(ctx);
}

/** No Thrall to bite: he feeds on a spectator. */
export function feedOnSpectator(ctx: GCtx, v: Player): void {
  const s = ctx.state;
  const held = isCarrier(s, v);
  ctx.events.push({ type: 'blood-lust', player: v.id, note: 'feeds on a spectator' });
  removeFromPitch(s, v, 'reserves');
  s.turnover = true;
  if (held) pushBounce(ctx);
}
