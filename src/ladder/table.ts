// The ladder table: Glicko-2 ratings worked out from the stored results alone, one rating period per round, so every
// reader gets the same table whatever order the workers finished the matches in.

import { interval, NEW_PLAYER, ratePeriod, type Game, type Rating } from './glicko2';
import type { LadderSpec } from './ladder';
import type { FixtureRow } from './store';

export interface Standing extends Rating {
  name: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
}

/** Each entry's rating and deviation after each rating period: what the app's rating chart draws. */
export interface RatingHistory {
  /** The rounds rated, in order. */
  rounds: number[];
  /** Per entry (the ladder's order): its rating and deviation after each of `rounds`, from 1500 ± 350 before any. */
  entries: { name: string; ratings: { rating: number; rd: number }[] }[];
}

export function standings(spec: LadderSpec, rows: readonly FixtureRow[], history?: RatingHistory): Standing[] {
  const table: Standing[] = spec.entries.map((e) => ({ name: e.name, ...NEW_PLAYER, played: 0, won: 0, drawn: 0, lost: 0 }));
  const rounds = new Map<number, FixtureRow[]>();
  for (const r of rows) {
    if (r.status !== 'played') continue;
    if (!rounds.has(r.round)) rounds.set(r.round, []);
    rounds.get(r.round)!.push(r);
  }
  for (const round of [...rounds.keys()].sort((a, b) => a - b)) {
    const before: Rating[] = table.map(({ rating, rd, volatility }) => ({ rating, rd, volatility }));
    const games: Game[][] = table.map(() => []);
    for (const r of rounds.get(round)!) {
      const home = r.winner === 0 ? 1 : r.winner === 1 ? 0 : 0.5;
      games[r.home].push({ opponent: before[r.away], score: home });
      games[r.away].push({ opponent: before[r.home], score: 1 - home });
      for (const [i, s] of [[r.home, home], [r.away, 1 - home]] as const) {
        const t = table[i];
        t.played++;
        if (s === 1) t.won++;
        else if (s === 0) t.lost++;
        else t.drawn++;
      }
    }
    before.forEach((b, i) => Object.assign(table[i], ratePeriod(b, games[i])));
    if (history) {
      history.rounds.push(round);
      table.forEach((t, i) => history.entries[i].ratings.push({ rating: t.rating, rd: t.rd }));
    }
  }
  return table.sort((a, b) => b.rating - a.rating);
}

/** The table and how each rating got there, round by round. */
export function ratingHistory(spec: LadderSpec, rows: readonly FixtureRow[]): { table: Standing[]; history: RatingHistory } {
  const history: RatingHistory = { rounds: [], entries: spec.entries.map((e) => ({ name: e.name, ratings: [] })) };
  return { table: standings(spec, rows, history), history };
}

export function tableText(rows: readonly Standing[]): string {
  const w = Math.max(5, ...rows.map((r) => r.name.length));
  const head = `  #  ${'entry'.padEnd(w)}  ${'rating'.padStart(12)}  played     W     D     L`;
  const lines = rows.map((r, i) => {
    const rating = `${Math.round(r.rating)} ± ${Math.round(interval(r))}`;
    return `${String(i + 1).padStart(3)}  ${r.name.padEnd(w)}  ${rating.padStart(12)}  ${String(r.played).padStart(6)}${[r.won, r.drawn, r.lost].map((x) => String(x).padStart(6)).join('')}`;
  });
  return [head, ...lines, '  (rating ± its 95% interval: Glicko-2, one rating period per round)'].join('\n');
}
