// The table: points from results under the league's scheme, then its tie-breakers in the order it chose them. A
// group level on points is split by the first tie-breaker; each part still level goes on to the next one, and
// head-to-head always counts only the matches among the entries still level at that point (a mini-league).

import type { Result } from '../../core/types';
import type { LeagueConfig, PointsScheme, TieBreaker } from './config';

/** A played fixture as the table reads it. */
export interface Played {
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  winner: 'home' | 'away' | null;
  /** Won by a landslide (rush: 7 ahead on the score track). */
  landslide?: boolean;
  homeCasualties?: number;
  awayCasualties?: number;
}

export interface Standing {
  entry: string;
  rank: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
  scored: number;
  conceded: number;
  casualtiesFor: number;
  casualtiesAgainst: number;
}

/** A fixture's result from the engine's: the first seat of the ruleset is the fixture's home. */
export function playedOf(home: string, away: string, r: Result, seats: readonly [string, string]): Played {
  const side = (seat: string | null) => (seat === seats[0] ? 'home' : seat === seats[1] ? 'away' : null);
  return {
    home,
    away,
    homeScore: r.score[seats[0]] ?? 0,
    awayScore: r.score[seats[1]] ?? 0,
    winner: side(r.winner),
    landslide: r.reason === 'landslide',
  };
}

/** The points each side of a played fixture earns. */
export function pointsFor(p: Played, scheme: PointsScheme): { home: number; away: number } {
  if (p.winner === null) return { home: scheme.draw, away: scheme.draw };
  const win = p.landslide && scheme.landslideWin !== undefined ? scheme.landslideWin : scheme.win;
  const loss = p.landslide && scheme.landslideLoss !== undefined ? scheme.landslideLoss : scheme.loss;
  return p.winner === 'home' ? { home: win, away: loss } : { home: loss, away: win };
}

function blank(entry: string): Standing {
  return { entry, rank: 0, played: 0, won: 0, drawn: 0, lost: 0, points: 0, scored: 0, conceded: 0, casualtiesFor: 0, casualtiesAgainst: 0 };
}

function tally(entries: readonly string[], results: readonly Played[], scheme: PointsScheme): Map<string, Standing> {
  const rows = new Map(entries.map((e) => [e, blank(e)]));
  for (const p of results) {
    const h = rows.get(p.home);
    const a = rows.get(p.away);
    if (!h || !a) continue;
    const pts = pointsFor(p, scheme);
    for (const [row, mine, theirs, won, cf, ca, got] of [
      [h, p.homeScore, p.awayScore, p.winner === 'home', p.homeCasualties, p.awayCasualties, pts.home],
      [a, p.awayScore, p.homeScore, p.winner === 'away', p.awayCasualties, p.homeCasualties, pts.away],
    ] as const) {
      row.played++;
      if (p.winner === null) row.drawn++;
      else if (won) row.won++;
      else row.lost++;
      row.points += got;
      row.scored += mine;
      row.conceded += theirs;
      row.casualtiesFor += cf ?? 0;
      row.casualtiesAgainst += ca ?? 0;
    }
  }
  return rows;
}

/** The ordered table. Entries level on everything keep the order they were given in (entry order), so the table is
 * the same every time it is drawn. */
export function standings(entries: readonly string[], results: readonly Played[], config: Pick<LeagueConfig, 'points' | 'tieBreakers'>): Standing[] {
  const rows = tally(entries, results, config.points);
  const order = new Map(entries.map((e, i) => [e, i]));
  const key = (breaker: TieBreaker | 'points', group: Standing[]): Map<string, number> => {
    if (breaker === 'head-to-head') {
      const inGroup = new Set(group.map((s) => s.entry));
      const mini = tally([...inGroup], results.filter((p) => inGroup.has(p.home) && inGroup.has(p.away)), config.points);
      return new Map([...mini].map(([e, s]) => [e, s.points]));
    }
    const f: Record<Exclude<TieBreaker, 'head-to-head'> | 'points', (s: Standing) => number> = {
      points: (s) => s.points,
      'score-difference': (s) => s.scored - s.conceded,
      scored: (s) => s.scored,
      wins: (s) => s.won,
      'casualty-difference': (s) => s.casualtiesFor - s.casualtiesAgainst,
      'fewest-conceded': (s) => -s.conceded,
    };
    return new Map(group.map((s) => [s.entry, f[breaker](s)]));
  };
  const split = (group: Standing[], breakers: (TieBreaker | 'points')[]): Standing[] => {
    if (group.length < 2 || breakers.length === 0) return [...group].sort((a, b) => order.get(a.entry)! - order.get(b.entry)!);
    const [first, ...rest] = breakers;
    const k = key(first, group);
    const byKey = new Map<number, Standing[]>();
    for (const s of group) {
      const v = k.get(s.entry)!;
      byKey.set(v, [...(byKey.get(v) ?? []), s]);
    }
    return [...byKey.keys()].sort((a, b) => b - a).flatMap((v) => split(byKey.get(v)!, rest));
  };
  return split([...rows.values()], ['points', ...config.tieBreakers]).map((s, i) => ({ ...s, rank: i + 1 }));
}
