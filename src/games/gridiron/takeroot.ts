// Take Root (LRB6): on a 1 after declaring an action the player "takes root": "his MA is considered 0 until a drive
// ends, or he is Knocked Down or Placed Prone". A rooted player "may not Go For It, be pushed back for any reason, or
// use any skill that would allow him to move out of his current square or be Placed Prone"; he may block adjacent
// players without following up, but "if a player fails his Take Root roll as part of a Blitz Action he may not block
// that turn (he can still roll to stand up if he is Placed Prone)". The roll itself is one of the action's traits
// (action.ts); the rules that move or lay down a player ask `isRooted` here.

import type { Player } from './state';

export const ROOTED = 'rooted';

export function isRooted(p: Player): boolean {
  return p.flags.length > 0 && p.flags.includes(ROOTED);
}

/** MA as the movement rules read it: 0 while rooted, so a prone rooted player rolls to stand up. */
export function movementAllowance(p: Player): number {
  return isRooted(p) ? 0 : p.ma;
}

/** Knocked Down or Placed Prone: the roots let go. */
export function unroot(p: Player): void {
  if (isRooted(p)) p.flags = p.flags.filter((x) => x !== ROOTED);
}
