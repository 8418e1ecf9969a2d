// One CSV row per match, so a spreadsheet or a notebook can take the analysis further than the summary does.

import type { MatchOutcome } from './match';

export function outcomesCsv(seats: string[], outcomes: MatchOutcome[]): string {
  const head = ['match', 'seed', ...seats.map((s) => `${s}_score`), 'winner', 'actions', 'rolls', 'reason'];
  const quote = (t: string) => (/[",\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t);
  const rows = outcomes.map((o) =>
    [o.index, o.seed, ...o.score, o.finished ? (o.winner >= 0 ? seats[o.winner] : 'draw') : 'unfinished', o.actions, o.rolls, quote(o.reason)].join(','),
  );
  return [head.join(','), ...rows, ''].join('\n');
}
