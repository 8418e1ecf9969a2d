// Leader (LRB6): "A team with one or more players with the Leader skill may take a single Leader Re-roll counter and
// add it to their team re-rolls at the start of the game and at half time ... The Leader re-roll is used exactly the
// same in every way as a normal Team re-roll with all the same restrictions. In addition, the Leader re-roll may only
// be used so long as at least one player with the Leader skill is on the pitch – even if the player with Leader is
// Prone or Stunned!" Every team re-roll goes through here; a coach offered one spends the Leader re-roll first, since
// it is the one he may lose.

import { hasSkill, type GState, type Side } from './state';

/** The Leader re-roll a team starts a half with: one if any of its players has the skill. */
export function leaderRerolls(s: GState, side: Side): number {
  for (const p of s.players) if (p.side === side && hasSkill(p, 'Leader')) return 1;
  return 0;
}

export function leaderOnPitch(s: GState, side: Side): boolean {
  for (const p of s.players) if (p.side === side && p.place === 'pitch' && hasSkill(p, 'Leader')) return true;
  return false;
}

/** Whether the team has a team re-roll it may use now (the one-per-turn rule aside). */
export function hasTeamReroll(s: GState, side: Side): boolean {
  const team = s.teams[side];
  return team.rerolls > 0 || (!!team.leader && leaderOnPitch(s, side));
}

/** Uses one team re-roll: the Leader re-roll when it may be used, otherwise an ordinary one. */
export function spendTeamReroll(s: GState, side: Side): void {
  const team = s.teams[side];
  if (team.leader && leaderOnPitch(s, side)) team.leader--;
  else team.rerolls--;
  team.rerollUsedThisTurn = true;
}
