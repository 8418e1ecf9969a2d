// The roster door for the ruleset, the UI and the CLI: the shipped teams, their sheets, and the team-file loader.

import type { RosterInfo } from '../../../core/engine';
import { ROSTERS, type Position } from './data';

export { ROSTERS, getRoster, type Characteristic, type Position, type Profile, type Roster, type TeamFile, type TeamFilePlayer } from './data';
export { loadTeam, teamValue, TeamFileError, type Absent, type LoadedTeam, type Problem } from './load';

/** For the ruleset's `rosters` field: what a team can be picked by. */
export const ROSTER_INFO: RosterInfo[] = ROSTERS.map((r) => ({ id: r.id, name: r.name }));

export interface RosterSummary {
  id: string;
  name: string;
  rerollCost: number;
  apothecary: boolean;
  positions: Position[];
}

/** The roster sheets, for the UI and the CLI. */
export function listRosters(): RosterSummary[] {
  return ROSTERS.map((r) => ({
    id: r.id,
    name: r.name,
    rerollCost: r.rerollCost,
    apothecary: r.apothecary,
    positions: r.positions.map((p) => ({ ...p, skills: p.skills.slice() })),
  }));
}
