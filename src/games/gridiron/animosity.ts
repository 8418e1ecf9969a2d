// Animosity (LRB6): "A player with this skill does not like players from his team that are a different race than he
// is ... If this player at the end of his Hand-off or Pass Action attempts to hand-off or pass the ball to a
// team-mate that is not the same race as the Animosity player, roll a D6. On a 2+, the pass/hand-off is carried out as
// normal. On a 1, the player refuses to try to give the ball to any team-mate except one of his own race. The coach
// may choose to change the target of the pass/hand-off to another team-mate of the same race as the Animosity
// player, however no more movement is allowed." The roll itself is taken in the action (action.ts).

import type { Action } from '../../core/types';
import { hasSkill, playerAt, playerById, type GState, type Player } from './state';

/** A player's race: his position's on a mixed team (`Player.race`), otherwise his roster's. */
export function raceOf(s: GState, p: Player): string {
  return p.race ?? s.teams[p.side].roster;
}

/** The team-mate of another race a `throw` or `handoff` action would give the ball to, when the giver has Animosity. */
export function dislikedReceiver(s: GState, giver: Player, action: Action): Player | undefined {
  if (!hasSkill(giver, 'Animosity')) return undefined;
  let q: Player | undefined;
  if (action.type === 'handoff') q = action.to === 'crowd' ? undefined : playerById(s, action.to as string);
  else if (action.type === 'throw') q = playerAt(s, action.x as number, action.y as number);
  if (!q || q === giver || q.side !== giver.side) return undefined;
  return raceOf(s, q) === raceOf(s, giver) ? undefined : q;
}
