// A match played at the table, reported by hand: the facts the coaches wrote down (the score, who scored, who
// caused which casualty and what the victim rolled, completions, interceptions, the MVP) stand in for the record, and
// the same post-match sequence an online match gets (postmatch.ts) runs on them. The server rolls what the table
// leaves to the post-match sequence (advancement, winnings, fan factor) on its own dice, logged as roll events.

import { roll, type RollCtx } from '../../core/dice';
import type { Event } from '../../core/types';
import { sppFor, type MatchReport, type PlayerReport } from '../../games/gridiron/spp';
import type { Side } from '../../games/gridiron/state';
import { postMatchSide } from './postmatch';
import { SIDES, type AfterRecord } from './record';
import { rushPostMatch } from './rush';
import { LeagueTeamError, type LeaguePlayer, type LeagueTeam } from './types';

/** A casualty's lasting effect as the table's D68 gave it (facts.md §2.6, the LRB6 casualty table's last column). */
export const TABLETOP_INJURIES = ['Badly Hurt', 'Miss Next Game', 'Niggling Injury', '-1 MA', '-1 AV', '-1 AG', '-1 ST', 'Dead'] as const;
export type TabletopInjury = (typeof TABLETOP_INJURIES)[number];

/** One player's tallies for the match. */
export interface TabletopLine {
  side: Side;
  /** A league player id of that side's team (free text when the entry keeps no team). */
  player: string;
  touchdowns?: number;
  completions?: number;
  interceptions?: number;
  /** Casualties caused; with a casualty list, it must agree with it. */
  casualties?: number;
  mvp?: number;
}

/** One casualty: the victim, what he rolled, and who caused it (none for the crowd, a failed dodge, a team-mate). */
export interface TabletopCasualty {
  /** The victim's side. */
  side: Side;
  player: string;
  injury: TabletopInjury;
  /** A player of the other side, who earns the casualty's SPP. */
  by?: string;
}

export interface TabletopFacts {
  score: Record<Side, number>;
  winner: Side | null;
  landslide?: boolean;
  players: TabletopLine[];
  casualties: TabletopCasualty[];
}

const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');
const SPP_GAMES = new Set(['gridiron', 'dungeon']);

/** The players who could have played: the living who were not serving a miss-next-game. */
const fielded = (t: LeagueTeam): LeaguePlayer[] => t.players.filter((p) => !p.dead && !p.missNextGame).sort((a, b) => a.number - b.number);

/** Every fact checked against the two teams; the first wrong one is a LeagueTeamError naming its field, never its
 * value. A side whose entry keeps no team (or a game without SPP) is taken as reported. */
export function checkTabletop(f: TabletopFacts, teams: Partial<Record<Side, LeagueTeam>>): void {
  const roster = (side: Side) => {
    const t = teams[side];
    return t && SPP_GAMES.has(t.game) ? t : undefined;
  };
  const onTeam = (side: Side, id: string, field: string) => {
    const t = roster(side);
    if (!t) return;
    const p = t.players.find((x) => x.id === id);
    if (!p || p.dead) throw new LeagueTeamError(field, `not a player of the ${side} team`);
    if (p.missNextGame) throw new LeagueTeamError(field, `that ${side} player was missing this match (miss next game)`);
  };
  const seen = new Set<string>();
  const mvp: Record<Side, boolean> = { home: false, away: false };
  const tds: Record<Side, number> = { home: 0, away: 0 };
  f.players.forEach((l, i) => {
    onTeam(l.side, l.player, `players[${i}].player`);
    const key = `${l.side}:${l.player}`;
    if (seen.has(key)) throw new LeagueTeamError(`players[${i}].player`, 'that player has a line already: one line per player');
    seen.add(key);
    if (l.mvp) {
      if (mvp[l.side]) throw new LeagueTeamError(`players[${i}].mvp`, `the ${l.side} team has one MVP, and another line names it already`);
      mvp[l.side] = true;
    }
    tds[l.side] += l.touchdowns ?? 0;
  });
  for (const side of SIDES) {
    // A touchdown is a point of the score in gridiron and dungeon; the score can hold more (a conceded match).
    if (roster(side) && tds[side] > f.score[side]) throw new LeagueTeamError('players', `the ${side} team's touchdowns add up to more than its score`);
  }
  const hurt = new Set<string>();
  f.casualties.forEach((c, i) => {
    onTeam(c.side, c.player, `casualties[${i}].player`);
    const key = `${c.side}:${c.player}`;
    if (hurt.has(key)) throw new LeagueTeamError(`casualties[${i}].player`, 'that player is listed as a casualty already: a casualty leaves the match');
    hurt.add(key);
    if (!(TABLETOP_INJURIES as readonly string[]).includes(c.injury)) throw new LeagueTeamError(`casualties[${i}].injury`, `expected one of ${TABLETOP_INJURIES.join(', ')}`);
    if (c.by !== undefined) onTeam(other(c.side), c.by, `casualties[${i}].by`);
  });
  if (f.casualties.length) {
    f.players.forEach((l, i) => {
      if (l.casualties !== undefined && l.casualties !== casualtiesBy(f, l.side, l.player)) {
        throw new LeagueTeamError(`players[${i}].casualties`, 'disagrees with the casualties the report lists as caused by that player');
      }
    });
  }
}

/** Casualties a player caused: from the casualty list when the report has one, else the line's own tally. */
export function casualtiesBy(f: TabletopFacts, side: Side, player: string): number {
  if (f.casualties.length) return f.casualties.filter((c) => c.side === other(side) && c.by === player).length;
  return f.players.find((l) => l.side === side && l.player === player)?.casualties ?? 0;
}

/** The post-match sequence of a tabletop match, from its checked facts and the teams as they went into it. */
export function teamsAfterTabletop(ctx: RollCtx, f: TabletopFacts, teams: Partial<Record<Side, LeagueTeam>>): AfterRecord {
  checkTabletop(f, teams);
  const rolls: Event[] = ctx.events;
  const out: AfterRecord = { teams: {}, summary: {}, rolls };
  const spp = SIDES.filter((s) => teams[s] && SPP_GAMES.has(teams[s]!.game));
  if (spp.length) {
    const report: MatchReport = { score: f.score, mvp: { home: null, away: null }, players: [], rotters: { home: [], away: [] } };
    // The MVP as the table chose it; a report without one has it rolled here, as a match played online does.
    for (const side of spp) report.mvp[side] = f.players.find((l) => l.side === side && l.mvp)?.player ?? rollMvp(ctx, side, fielded(teams[side]!));
    for (const side of spp) report.players.push(...fielded(teams[side]!).map((p) => playerReport(f, side, p, report.mvp[side] === p.id)));
    for (const side of spp) {
      const done = postMatchSide(ctx, teams[side]!, side, report, 0);
      out.teams[side] = done.team;
      out.summary[side] = done.summary;
    }
  }
  for (const side of SIDES) {
    const t = teams[side];
    if (t?.game === 'rush') out.teams[side] = rushPostMatch(t, side, { winner: f.winner, score: f.score, reason: f.landslide ? 'landslide' : 'score' } as never);
  }
  return out;
}

function rollMvp(ctx: RollCtx, side: Side, candidates: LeaguePlayer[]): string | null {
  if (candidates.length < 2) return candidates[0]?.id ?? null;
  return roll(ctx, {
    rule: 'gridiron.mvp',
    who: side,
    dice: `d${candidates.length}`,
    outcome: (total) => candidates[total - 1].id,
    note: `Most Valuable Player among ${candidates.length} players (none reported)`,
  }).outcome;
}

function playerReport(f: TabletopFacts, side: Side, p: LeaguePlayer, isMvp: boolean): PlayerReport {
  const l = f.players.find((x) => x.side === side && x.player === p.id);
  const t = { comp: l?.completions ?? 0, int: l?.interceptions ?? 0, cas: casualtiesBy(f, side, p.id), td: l?.touchdowns ?? 0 };
  const before = p.spp ?? 0;
  const injuries = f.casualties.filter((c) => c.side === side && c.player === p.id).map((c) => c.injury as string);
  return { id: p.id, side, number: p.number, name: p.name, position: p.position, ...t, mvp: isMvp, before, ...sppFor(t, isMvp, before), injuries };
}
