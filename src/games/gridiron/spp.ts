// After the final whistle: Star Player Points per player and the injuries they carry away, as plain data a league
// can keep. The MVP is the one random part, so it is rolled on the match's own dice and logged like any roll.

import { roll, type RollCtx } from '../../core/dice';
import { SIDES, type GState, type Player, type Side } from './state';

/** LRB6 SPP awards (facts.md §2.11). */
export const SPP_AWARDS = { comp: 1, int: 2, cas: 2, td: 3, mvp: 5 } as const;

// rank | SPP needed (facts.md §2.11); reaching each rank after the first earns one advancement roll
export const RANKS: readonly (readonly [rank: string, spp: number])[] = [
  ['Rookie', 0],
  ['Experienced', 6],
  ['Veteran', 16],
  ['Emerging Star', 31],
  ['Star', 51],
  ['Super Star', 76],
  ['Legend', 176],
];

export function rankOf(spp: number): string {
  let rank = RANKS[0][0];
  for (const [name, need] of RANKS) if (spp >= need) rank = name;
  return rank;
}

export interface PlayerReport {
  id: string;
  side: Side;
  number: number;
  name: string;
  position: string;
  comp: number;
  int: number;
  cas: number;
  td: number;
  mvp: boolean;
  /** SPP before the match, earned in it, and the sum. */
  before: number;
  earned: number;
  total: number;
  rank: string;
  /** Ranks reached in this match, lowest first: one advancement roll each. */
  newRanks: string[];
  /** Casualty results suffered this match, as the injury rules named them. */
  injuries: string[];
  /** A Mercenary or Star Player hired for this match only: a league keeps none of this for the team. */
  hired?: 'mercenary' | 'star player';
}

export interface MatchReport {
  score: Record<Side, number>;
  /** Each side's Most Valuable Player (a player id), or null for a side with no players. */
  mvp: Record<Side, string | null>;
  players: PlayerReport[];
  /** Nurgle's Rot: the dead opponents each side may add to its roster as new rookie Rotters (player ids). */
  rotters: Record<Side, string[]>;
}

/**
 * The post-match sequence's SPP step. Each team's MVP is chosen at random among all its players in the match (the
 * state holds only players fit to play it), with one die of as many sides as there are candidates in shirt-number
 * order, rule `gridiron.mvp`; a side with a single player needs no roll.
 */
export function afterMatch(ctx: RollCtx, state: GState): MatchReport {
  const mvp: Record<Side, string | null> = { home: null, away: null };
  for (const side of SIDES) {
    const candidates = state.players.filter((p) => p.side === side).sort((a, b) => a.number - b.number);
    if (candidates.length === 1) mvp[side] = candidates[0].id;
    if (candidates.length < 2) continue;
    const ev = roll(ctx, {
      rule: 'gridiron.mvp',
      who: side,
      dice: `d${candidates.length}`,
      outcome: (total) => candidates[total - 1].id,
      note: `Most Valuable Player among ${candidates.length} players`,
    });
    mvp[side] = ev.outcome;
  }
  const players: PlayerReport[] = [];
  for (const side of SIDES) {
    const team = state.players.filter((p) => p.side === side).sort((a, b) => a.number - b.number);
    for (const p of team) players.push(report(p, mvp[side] === p.id));
  }
  const rotters: Record<Side, string[]> = { home: [], away: [] };
  for (const p of state.players) if (p.infected) rotters[p.side === 'home' ? 'away' : 'home'].push(p.id);
  return { score: { home: state.teams.home.score, away: state.teams.away.score }, mvp, players, rotters };
}

/** SPP earned for a match's tallies, the new total and the ranks reached: one reckoning for a match played here
 * and for one played at the table (src/league/team/tabletop.ts). */
export function sppFor(t: { comp: number; int: number; cas: number; td: number }, isMvp: boolean, before: number) {
  const earned =
    t.comp * SPP_AWARDS.comp + t.int * SPP_AWARDS.int + t.cas * SPP_AWARDS.cas + t.td * SPP_AWARDS.td + (isMvp ? SPP_AWARDS.mvp : 0);
  const total = before + earned;
  const newRanks = RANKS.filter(([, need]) => need > before && need <= total).map(([name]) => name);
  return { earned, total, rank: rankOf(total), newRanks };
}

function report(p: Player, isMvp: boolean): PlayerReport {
  const { comp, int, cas, td } = p.stats;
  const before = p.spp ?? 0;
  const { earned, total, newRanks } = sppFor(p.stats, isMvp, before);
  return {
    id: p.id,
    side: p.side,
    number: p.number,
    name: p.name,
    position: p.position,
    comp,
    int,
    cas,
    td,
    mvp: isMvp,
    before,
    earned,
    total,
    rank: rankOf(total),
    newRanks,
    injuries: p.injuries.slice(),
    ...(p.hired ? { hired: p.hired } : {}),
  };
}
