// Nurgle's Rot (LRB6): "This player has a horrible infectious disease which spreads when he kills an opponent during
// a Block, Blitz or Foul Action. Instead of truly dying, the infected opponent becomes a new rookie Rotter. To do so,
// the opponent must have been removed from the roster during step 2.1 of the Post-game sequence, his Strength cannot
// exceed 4, and he cannot have the Decay, Regeneration or Stunty skills. The new Rotter can be added to the Nurgle
// team for free during step 5 of Updating Your Team Roster ... if the team has an open Roster slot."
//
// Read as the rule says it: the kill must be his own (the opponent he knocked down in a block, as blocker or as the
// defender who laid the blocker low, or the one he stabbed or fouled), and made during a Block, Blitz or Foul Action.
// Another player's kill in the same action does not spread it, nor does a kill by the crowd (no player's), nor one
// made in any other action (a Ball & Chain's Move). A match only records the infection (`Player.infected`); the
// after-match report lists the new Rotters for the league's roster update (spp.ts).

import type { GCtx } from './common';
import { hasSkill, playerById, type Player } from './state';

/** The actions during which a kill spreads the rot. */
const ROT_ACTIONS: readonly string[] = ['block', 'blitz', 'foul'];
/** Skills that keep a dead player from rising as a Rotter. */
const NO_ROTTER: readonly string[] = ['Decay', 'Regeneration', 'Stunty'];
/** The strongest player who can become a Rotter. */
export const ROTTER_MAX_ST = 4;

/** Whether a player may rise as a Rotter if the rot takes him. */
export function mayRise(p: Player): boolean {
  return p.st <= ROTTER_MAX_ST && !NO_ROTTER.some((k) => hasSkill(p, k));
}

/** A Dead result for `victim`. `by` is the player whose own block, stab or foul it was (null for any other kill):
 * marks the victim infected when the rot takes him. */
export function infect(ctx: GCtx, victim: Player, by: string | null): void {
  const s = ctx.state;
  if (!by || !s.acting || !ROT_ACTIONS.includes(s.acting.action)) return;
  const killer = playerById(s, by);
  if (killer.side === victim.side || !hasSkill(killer, "Nurgle's Rot") || !mayRise(victim)) return;
  victim.infected = true;
  ctx.events.push({ type: 'skill', player: killer.id, skill: "Nurgle's Rot", note: `${victim.name} rises as a Rotter after the match` });
}
