// The post-match sequence for gridiron and Dungeonbowl league teams, driven by the finished match's state: SPP and
// the MVP (spp.ts), advancement rolls for each rank reached, lasting injuries and deaths, miss-next-game, winnings,
// the fan factor roll, and the new team value. Every die is rolled on the match's own dice and logged as a roll
// event, so a scenario scripts it and a replay repeats it. Sources are in docs/teams.md.

import { roll, type RollCtx } from '../../core/dice';
import { afterMatch, type MatchReport, type PlayerReport } from '../../games/gridiron/spp';
import type { Characteristic } from '../../games/gridiron/rosters/data';
import type { GState, Side } from '../../games/gridiron/state';
import { gridironTeamValue, positionOf, rosterOf } from './gridiron';
import { LeagueTeamError, type LeaguePlayer, type LeagueTeam } from './types';

/** Gold per point of the winnings roll. */
export const WINNINGS_UNIT = 10_000;
/** LRB6: no characteristic falls by more than 2 from the position's, nor below 1 [R]; a further loss has no effect. */
const MAX_LOSS = 2;

export interface SideSummary {
  side: Side;
  /** The MVP's league player id. */
  mvp: string | null;
  spp: { id: string; earned: number; total: number }[];
  advances: { id: string; rank: string; dice: [number, number] }[];
  injuries: { id: string; result: string; effect: string; applied: boolean }[];
  dead: string[];
  missNextGame: string[];
  winnings: number;
  fanFactor: { before: number; after: number };
  teamValue: number;
}

export interface PostMatchOptions {
  /** "if you won, you are allowed to re-roll your D6, but must accept the new roll": the winner's choice, per side. */
  rerollWinnings?: Partial<Record<Side, boolean>>;
}

/** The whole sequence for both teams: the MVPs first (afterMatch), then home's steps, then away's. */
export function leaguePostMatch(
  ctx: RollCtx,
  state: GState,
  teams: Record<Side, LeagueTeam>,
  opts: PostMatchOptions = {},
): { teams: Record<Side, LeagueTeam>; report: MatchReport; summary: Record<Side, SideSummary> } {
  const report = afterMatch(ctx, state);
  const home = postMatchSide(ctx, teams.home, 'home', report, state.teams.home.fame ?? 0, opts.rerollWinnings?.home ?? false);
  const away = postMatchSide(ctx, teams.away, 'away', report, state.teams.away.fame ?? 0, opts.rerollWinnings?.away ?? false);
  return { teams: { home: home.team, away: away.team }, report, summary: { home: home.summary, away: away.summary } };
}

/** One team's steps, from the match report and the team's FAME in that match. */
export function postMatchSide(
  ctx: RollCtx,
  team: LeagueTeam,
  side: Side,
  report: MatchReport,
  fame: number,
  rerollWinnings = false,
): { team: LeagueTeam; summary: SideSummary } {
  if (team.game !== 'gridiron' && team.game !== 'dungeon') throw new LeagueTeamError('game', 'the post-match sequence here is gridiron\'s and Dungeonbowl\'s');
  const roster = rosterOf(team);
  // Those who sat this match out have served their miss-next-game: it is the fielded players who can pick up a new one.
  const players: LeaguePlayer[] = team.players.map((p) => ({ ...p, ...(p.missNextGame ? { missNextGame: false } : {}) }));
  const fielded = new Set(team.players.filter((p) => !p.dead && !p.missNextGame).map((p) => p.id));
  const byNumber = new Map(players.filter((p) => fielded.has(p.id)).map((p) => [p.number, p]));
  const summary: SideSummary = { side, mvp: null, spp: [], advances: [], injuries: [], dead: [], missNextGame: [], winnings: 0, fanFactor: { before: team.fanFactor ?? 0, after: team.fanFactor ?? 0 }, teamValue: 0 };

  const mine = report.players.filter((r) => r.side === side && !r.hired);
  for (const r of mine) {
    const p = byNumber.get(r.number);
    if (!p) continue;
    if (r.mvp) summary.mvp = p.id;
    // Step: Star Player Points.
    p.spp = r.total;
    if (r.earned > 0) summary.spp.push({ id: p.id, earned: r.earned, total: r.total });
    // Step: casualties carried out of the match.
    for (const text of r.injuries) applyInjury(p, text, roster, summary);
  }
  // Step: advancement rolls, one 2D6 per rank reached; the coach's choice comes later (advance.ts). The dead roll none.
  for (const r of mine) {
    const p = byNumber.get(r.number);
    if (!p || p.dead) continue;
    for (const rank of r.newRanks) {
      const ev = roll(ctx, { rule: 'league.advancement', who: side, dice: '2d6', outcome: (_t, d) => advanceOutcome(d), note: `${p.name} reached ${rank}` });
      const dice: [number, number] = [ev.dice[0], ev.dice[1]];
      p.advances = [...(p.advances ?? []), { rank, dice }];
      summary.advances.push({ id: p.id, rank, dice });
    }
  }

  const score = report.score;
  const other: Side = side === 'home' ? 'away' : 'home';
  const won = score[side] > score[other];
  const drew = score[side] === score[other];
  // Step: winnings, "(D6 + FAME + W) x 10000, W is [1] if you won/tied"; the winner may re-roll the D6.
  let d6 = roll(ctx, { rule: 'league.winnings', who: side, dice: 'd6', modifiers: winMods(fame, won || drew) }).dice[0];
  if (won && rerollWinnings) d6 = roll(ctx, { rule: 'league.winnings', who: side, dice: 'd6', modifiers: winMods(fame, true), note: 're-rolled by the winner' }).dice[0];
  summary.winnings = (d6 + fame + (won || drew ? 1 : 0)) * WINNINGS_UNIT;
  // Step: fan factor. "Winner rolls 3D6, if you draw or lose roll 2D6"; won or drew and higher than the fan factor: +1;
  // drew or lost and less than it: -1.
  const ff = team.fanFactor ?? 0;
  const fr = roll(ctx, {
    rule: 'league.fan-factor',
    who: side,
    dice: won ? '3d6' : '2d6',
    outcome: (t) => ((won || drew) && t > ff ? '+1' : !won && t < ff ? '-1' : 'no change'),
  });
  const after = fr.outcome === '+1' ? ff + 1 : fr.outcome === '-1' ? ff - 1 : ff;
  summary.fanFactor = { before: ff, after };

  for (const p of players) if (p.missNextGame && fielded.has(p.id)) summary.missNextGame.push(p.id);
  const next: LeagueTeam = { ...team, treasury: team.treasury + summary.winnings, fanFactor: after, players };
  // Step: the team value, recomputed (the dead and those who miss the next match are not in it).
  summary.teamValue = gridironTeamValue(next);
  return { team: next, summary };
}

function winMods(fame: number, wonOrDrew: boolean) {
  const m = [];
  if (fame) m.push({ source: 'FAME', value: fame });
  if (wonOrDrew) m.push({ source: 'won or drew', value: 1 });
  return m;
}

/** What an advancement roll allows (facts.md §2.11): "2–9 new skill from the player's Normal categories; doubles also
 * unlock the Double categories; 10 = +1 MA or +1 AV; 11 = +1 AG; 12 = +1 ST (a characteristic result may be swapped
 * for a Normal skill)". */
export function advanceOutcome(d: readonly number[]): string {
  const t = d[0] + d[1];
  const parts = [t === 10 ? '+1 MA, +1 AV or a Normal skill' : t === 11 ? '+1 AG or a Normal skill' : t === 12 ? '+1 ST or a Normal skill' : 'a Normal skill'];
  if (d[0] === d[1]) parts.push('or a Double skill');
  return parts.join(' ');
}

/** A casualty result as the match named it, "Smashed Hip (-1 MA)", carried into the team. LRB6: every result from
 * Miss Next Game up (41-58) keeps the player out of the next match; 61-68 Dead (facts.md §2.6). */
function applyInjury(p: LeaguePlayer, text: string, roster: ReturnType<typeof rosterOf>, summary: SideSummary): void {
  const m = /\(([^)]*)\)\s*$/.exec(text);
  const effect = m ? m[1] : text;
  const result = m ? text.slice(0, m.index).trim() : text;
  let applied = true;
  if (effect === 'Dead') {
    p.dead = true;
    summary.dead.push(p.id);
  } else if (effect === 'Miss Next Game') p.missNextGame = true;
  else if (effect === 'Niggling Injury') {
    p.injuries = [...(p.injuries ?? []), 'Niggling Injury'];
    p.missNextGame = true;
  } else if (/^-1 (MA|ST|AG|AV)$/.test(effect)) {
    const c = effect.slice(3).toLowerCase() as Characteristic;
    const lost = (p.injuries ?? []).filter((i) => i === effect).length;
    const base = positionOf(roster, p.position)?.[c] ?? 0;
    const now = base + (p.stats?.[c] ?? 0) - lost;
    applied = lost < MAX_LOSS && now - 1 >= 1;
    if (applied) p.injuries = [...(p.injuries ?? []), effect];
    p.missNextGame = true;
  } else applied = false; // Badly Hurt: no lasting effect
  summary.injuries.push({ id: p.id, result, effect, applied });
}

export type { PlayerReport };
