// Inducements (LRB6): bought before the match with the team-value difference (buy.ts, on the price list in
// prices.ts), then each played by its own rule: Bloodweiser Babes in the KO recovery (match.ts), Bribes as the
// referee's bribes (foul.ts, match.ts), Extra Training as team re-rolls, the Halfling Master Chef at the start of
// each half (chef.ts), Igor and Wandering Apothecaries in the injury rules (injury.ts, apothecary.ts), Mercenaries
// and Star Players as hired players, and the Wizard's one spell (wizard.ts).

import { getRoster, teamValue, type TeamFile } from '../rosters/index';
import { SIDES, type GState, type Side } from '../state';
import { applyPurchase, readInducements, type SideInfo } from './buy';

export { InducementError, readInducements, applyPurchase, type InducementOrder, type MercenaryOrder, type Purchase } from './buy';
export { COUNT_INDUCEMENTS, STAR_PLAYERS, findStar, MERCENARY_FEE, MERCENARY_SKILL_FEE, MAX_STARS, type StarPlayer } from './prices';

/**
 * Buys the `inducements` option's orders into a freshly set-up state. `teams` are the two sides' team options (a
 * roster id or a team file) for a match between shipped or filed teams; absent for a scenario's made-up teams,
 * which have no roster or team value (so no budget, no mercenaries, no star players).
 */
export function induce(s: GState, raw: unknown, teams: Record<Side, unknown> | null): void {
  if (raw === null || raw === undefined) return;
  const info = {} as Record<Side, SideInfo>;
  for (const side of SIDES) {
    const t = s.teams[side];
    const players = s.players.filter((p) => p.side === side);
    if (!teams) {
      info[side] = { name: t.name, players };
      continue;
    }
    const spec = teams[side];
    const file = typeof spec === 'string' ? getRoster(spec.trim().toLowerCase())!.lineup : (spec as TeamFile);
    info[side] = { name: t.name, players, roster: getRoster(t.roster), value: teamValue(file) };
  }
  const bought = readInducements(raw, info);
  for (const side of SIDES) {
    const p = bought[side];
    if (p) applyPurchase(s, side, p);
  }
}
