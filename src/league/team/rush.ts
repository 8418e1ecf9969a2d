// Rush teams in a league: the MC budget, players and assets of facts.md §3.6, and the league table of §3.7.
// MC are counted in thousands, as facts.md's costs are.

import { ROSTER_CAP, teamById, type Team } from '../../games/rush/teams';
import type { Result } from '../../core/types';
import { LeagueTeamError, living, type LeaguePlayer, type LeagueTeam } from './types';

/**
 * A new team's MC [A]: facts.md gives no budget, but both starter teams cost exactly 100 (Trontek 29ers: 3 Strikers
 * 30 + 3 Jacks 24 + 2 Guards 20 + 1 coaching die 6 + 2 cards 20; Greenmoon Smackers: 3 Orx 39 + 5 Goblins 45 + 1 die
 * 6 + 1 card 10), so 100 is taken as the budget that builds them.
 */
export const RUSH_START_MC = 100;

/** "Asset costs: card 10, coaching die 6, cheerleader 8, coaching staff 8; max 7 of each" (facts.md §3.6). */
export const RUSH_ASSETS = {
  cards: { cost: 10, max: 7 },
  coachingDice: { cost: 6, max: 7 },
  cheerleaders: { cost: 8, max: 7 },
  coachingStaff: { cost: 8, max: 7 },
} as const;
export type RushAsset = keyof typeof RUSH_ASSETS;

export function rushRosterOf(team: LeagueTeam): Team {
  const r = teamById(team.roster);
  if (!r) throw new LeagueTeamError('roster', 'expected a rush team id');
  return r;
}

/** The team's value in MC: its players' costs and its assets' (facts.md §3.7 ranks a league by it). */
export function rushTeamValue(team: LeagueTeam): number {
  const roster = rushRosterOf(team);
  let mc = 0;
  for (const p of living(team)) mc += roster.positions.find((q) => q.id === p.position)?.cost ?? 0;
  for (const [k, a] of Object.entries(RUSH_ASSETS) as [RushAsset, (typeof RUSH_ASSETS)[RushAsset]][]) mc += (team[k] ?? 0) * a.cost;
  return mc;
}

export function hireRushPlayer(team: LeagueTeam, player: LeaguePlayer): LeagueTeam {
  const roster = rushRosterOf(team);
  const pos = roster.positions.find((q) => q.id === player.position);
  if (!pos) throw new LeagueTeamError('position', `expected a position id of the ${roster.name} (${roster.positions.map((q) => q.id).join(', ')})`);
  const books = living(team);
  if (books.length >= ROSTER_CAP) throw new LeagueTeamError('players', `a rush team has at most ${ROSTER_CAP} models (facts.md §3.7)`);
  if (books.filter((p) => p.position === pos.id).length >= pos.max) throw new LeagueTeamError('position', `the ${roster.name} allow at most ${pos.max} ${pos.name}`);
  if (pos.cost > team.treasury) throw new LeagueTeamError('treasury', `one ${pos.name} costs ${pos.cost} MC, the treasury holds less`);
  return { ...team, treasury: team.treasury - pos.cost, players: [...team.players, { ...player, position: pos.id }] };
}

export function buyRushAsset(team: LeagueTeam, item: RushAsset): LeagueTeam {
  const a = RUSH_ASSETS[item];
  if (!a) throw new LeagueTeamError('item', `expected one of ${Object.keys(RUSH_ASSETS).join(', ')}`);
  const have = team[item] ?? 0;
  if (have >= a.max) throw new LeagueTeamError(item, `at most ${a.max} (facts.md §3.6)`);
  if (a.cost > team.treasury) throw new LeagueTeamError('treasury', `${a.cost} MC needed, the treasury holds less`);
  return { ...team, treasury: team.treasury - a.cost, [item]: have + 1 };
}

/** League points: "one real league scored win 2, loss/draw 1, landslide win 3, landslide loss 0" (facts.md §3.7). */
export const RUSH_POINTS = { win: 2, draw: 1, loss: 1, landslideWin: 3, landslideLoss: 0 } as const;

/** After a league match: points and strike difference for the side's team, from the match's result. */
export function rushPostMatch(team: LeagueTeam, side: 'home' | 'away', result: Result): LeagueTeam {
  const score = result.score ?? { home: 0, away: 0 };
  const other = side === 'home' ? 'away' : 'home';
  const landslide = result.reason === 'landslide';
  let pts: number = RUSH_POINTS.draw;
  if (result.winner === side) pts = landslide ? RUSH_POINTS.landslideWin : RUSH_POINTS.win;
  else if (result.winner === other) pts = landslide ? RUSH_POINTS.landslideLoss : RUSH_POINTS.loss;
  return {
    ...team,
    points: (team.points ?? 0) + pts,
    strikeDifference: (team.strikeDifference ?? 0) + (score[side] ?? 0) - (score[other] ?? 0),
  };
}

/** The league table: "ranking by team value (MC), then points, then Strike difference" (facts.md §3.7). */
export function rushRanking(teams: LeagueTeam[]): LeagueTeam[] {
  return teams
    .slice()
    .sort((a, b) => rushTeamValue(b) - rushTeamValue(a) || (b.points ?? 0) - (a.points ?? 0) || (b.strikeDifference ?? 0) - (a.strikeDifference ?? 0));
}

/** Before a match: "the underdog receives MC equal to the ranking difference" (facts.md §3.7), read as the difference
 * in team value [A]; spent on that match only (MVPs, free agents), so it is not added to the treasury. */
export function rushUnderdogMC(a: LeagueTeam, b: LeagueTeam): { underdog: 'a' | 'b' | null; mc: number } {
  const d = rushTeamValue(a) - rushTeamValue(b);
  return d === 0 ? { underdog: null, mc: 0 } : { underdog: d > 0 ? 'b' : 'a', mc: Math.abs(d) };
}
