// A league match's record drives its teams' post-match sequence: the record is re-played to its end, and the
// sequence runs on that final state with the match's own dice (the generator goes on from where the match left it),
// so anyone holding the record and the two teams as they were gets the same teams after, roll for roll.
// Gridiron and Dungeonbowl take the match's own post-match report (its `after-match` event: the MVPs it rolled) when
// the match reached full time, and roll it here otherwise; rush scores its league points, runeball banks experience.

import { replay, type MatchRecord } from '../../core/replay';
import type { Event } from '../../core/types';
import { afterMatch, type MatchReport } from '../../games/gridiron/spp';
import type { GState, Side } from '../../games/gridiron/state';
import type { RuneballState } from '../../games/runeball/state';
import { postMatchSide, type SideSummary } from './postmatch';
import { runeballPostMatch } from './runeball';
import { rushPostMatch } from './rush';
import { LeagueTeamError, type LeagueTeam } from './types';

export const SIDES: readonly Side[] = ['home', 'away'];

export interface AfterRecord {
  /** The teams as the sequence leaves them (only the sides given a team). */
  teams: Partial<Record<Side, LeagueTeam>>;
  /** Gridiron and dungeon: what each step did to each side, for the team's history. */
  summary: Partial<Record<Side, SideSummary>>;
  /** The post-match rolls, as roll events. */
  rolls: Event[];
}

/** The post-match sequence of a finished league match, from its record and the teams as they went into it. */
export function teamsAfterRecord(record: MatchRecord, teams: Partial<Record<Side, LeagueTeam>>): AfterRecord {
  let report: MatchReport | null = null;
  const { game } = replay(record, (_step, events) => {
    for (const e of events) if (e.type === 'after-match') report = (e as unknown as { report: MatchReport }).report;
  });
  if (!game.result) throw new LeagueTeamError('record', 'the match is not over: its post-match sequence waits');
  for (const side of SIDES) {
    const t = teams[side];
    if (t && t.game !== record.ruleset) throw new LeagueTeamError('game', `expected a ${record.ruleset} team`);
  }
  const out: AfterRecord = { teams: {}, summary: {}, rolls: [] };
  const ctx = { state: game as unknown as GState, events: out.rolls };
  if (record.ruleset === 'gridiron' || record.ruleset === 'dungeon') {
    const state = game as unknown as GState;
    const r: MatchReport = report ?? afterMatch(ctx, state);
    for (const side of SIDES) {
      const t = teams[side];
      if (!t) continue;
      const done = postMatchSide(ctx, t, side, r, state.teams[side].fame ?? 0);
      out.teams[side] = done.team;
      out.summary[side] = done.summary;
    }
  } else if (record.ruleset === 'rush') {
    for (const side of SIDES) if (teams[side]) out.teams[side] = rushPostMatch(teams[side]!, side, game.result);
  } else if (record.ruleset === 'runeball') {
    SIDES.forEach((side, i) => {
      if (teams[side]) out.teams[side] = runeballPostMatch(teams[side]!, i as 0 | 1, game as unknown as RuneballState);
    });
  } else throw new LeagueTeamError('game', 'expected a match of gridiron, dungeon, rush or runeball');
  return out;
}
