// Shadowing (LRB6): "The player may use this skill when a player performing an Action on the opposing team moves out
// of any of his tackle zones for any reason. The opposing player rolls 2D6 adding their own player's movement
// allowance and subtracting the Shadowing player's movement allowance from the score. If the final result is 7 or
// less, the player with Shadowing may move into the square vacated by the opposing player. He does not have to make
// any Dodge rolls when he makes this move, and it has no effect on his own movement in his own turn. If the final
// result is 8 or more, the opposing player successfully avoids the Shadowing player ... If a player has left the
// tackle zone of several players that have the Shadowing skill, then only one of the opposing players may attempt to
// shadow him."
//
// Asked once the mover stands in his new square, after a dodge or a leap out of the shadower's tackle zone (a move
// out of a tackle zone is always one or the other). The roll is the mover's, so in his own turn his team re-roll or
// Pro may take it again (as FFB offers it); failing it lets the shadower follow. The step procedure (move.ts) calls
// in here.

import type { Decision } from '../../core/types';
import { placeAt, type GCtx } from './common';
import { pushTest } from './reroll';
import { isRooted } from './takeroot';
import { opponentsCovering, type GState, type Player } from './state';

/** The 2D6 + MA - MA total with which the mover avoids the shadower: "7 or less" lets him follow. */
export const SHADOWING_ESCAPE = 8;

/** The opponents with Shadowing whose tackle zones the mover has left: next to (fromX, fromY), no longer next to
 * him. A rooted player may not follow (Take Root). */
export function shadowers(s: GState, mover: Player, fromX: number, fromY: number): readonly Player[] {
  const covering = opponentsCovering(s, mover, fromX, fromY, 'Shadowing');
  if (covering.length === 0) return covering;
  return covering.filter(
    (q) => Math.max(Math.abs(q.x - mover.x), Math.abs(q.y - mover.y)) > 1 && !isRooted(q),
  );
}

/** The shadowing coach's choice: one of his players ("only one of the opposing players may attempt"), or none. */
export function shadowingDecision(mover: Player, followers: readonly Player[]): Decision {
  return {
    seat: followers[0].side,
    kind: 'shadowing',
    prompt: `${mover.name} moved away: follow with Shadowing?`,
    actions: [...followers.map((q) => ({ type: 'choose', value: q.id, label: `${q.name}: Shadowing` })), { type: 'choose', value: 'none' }],
  };
}

/** The mover's roll to avoid the shadower: success, he is avoided; failure, the shadower may follow. */
export function pushShadowingRoll(ctx: GCtx, mover: Player, shadower: Player): void {
  pushTest(ctx, {
    rule: 'gridiron.shadowing',
    who: mover.id,
    dice: '2d6',
    target: SHADOWING_ESCAPE,
    mods: [
      { source: `${mover.name} MA`, value: mover.ma },
      { source: `${shadower.name} MA`, value: -shadower.ma },
    ],
  });
}

/** "the player with Shadowing may move into the square vacated": with no dodge, and no square of his own movement
 * spent; only if the square is still empty. */
export function shadow(ctx: GCtx, shadower: Player, x: number, y: number): void {
  const s = ctx.state;
  if (s.players.some((r) => r.place === 'pitch' && r.x === x && r.y === y)) return;
  placeAt(s, shadower, x, y);
  ctx.events.push({ type: 'move', player: shadower.id, x, y, shadowing: true });
}
