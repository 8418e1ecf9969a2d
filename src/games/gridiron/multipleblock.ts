// Multiple Block (LRB6): "At the start of a Block Action a player who is adjacent to at least two opponents may
// choose to throw blocks against two of them. Make each block in turn as normal except that each defender's strength
// is increased by 2. The player cannot follow up either block when using this skill, so Multiple Block can be used
// instead of Frenzy, but both skills cannot be used together. To have the option to throw the second block the player
// must still be on his feet after the first block."
//
// The coach names both opponents, in the order he will block them (`multiple-block`, action.ts); each block is the
// block procedure's, marked `multiple` (block.ts), which adds the 2 to the defender's strength (Dauntless compares
// with it too) and follows up neither, nor blocks again for Frenzy.

import { hasSkill, type GState, type Player } from './state';

/** What each defender of a Multiple Block adds to his strength. */
export const MULTIPLE_BLOCK_BONUS = 2;

/** A defender's strength in a block: 2 more when he is one of a Multiple Block's two. */
export function defenderStrength(d: Player, multiple: boolean): number {
  return d.st + (multiple ? MULTIPLE_BLOCK_BONUS : 0);
}

function blockable(s: GState, p: Player, q: Player): boolean {
  return q.side !== p.side && q.place === 'pitch' && q.stance === 'standing' && Math.max(Math.abs(q.x - p.x), Math.abs(q.y - p.y)) === 1;
}

const NO_PAIRS: readonly [Player, Player][] = Object.freeze([]);

/** The (first, second) pairs a Multiple Block may name now, each pair in both orders: none without the skill or
 * without two standing opponents next to him. */
export function multipleBlockPairs(s: GState, p: Player): readonly [Player, Player][] {
  // Asked at every block decision: no list is made for a blocker without the skill.
  if (!hasSkill(p, 'Multiple Block') || p.place !== 'pitch' || p.stance !== 'standing') return NO_PAIRS;
  const out: [Player, Player][] = [];
  const near = s.players.filter((q) => blockable(s, p, q));
  for (const a of near) for (const b of near) if (a !== b) out.push([a, b]);
  return out;
}

/** Whether the second block is thrown: the blocker "still on his feet" (no turnover either), the second opponent
 * still standing next to him. */
export function secondBlockOpen(s: GState, p: Player, second: Player): boolean {
  return !s.turnover && p.place === 'pitch' && p.stance === 'standing' && blockable(s, p, second);
}
