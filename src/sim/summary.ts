// Adding match outcomes into a summary. Every field is a count or a sum of whole numbers, so the summary is the
// same whatever order the outcomes arrive in, which is what makes it independent of the number of workers.

import type { MatchOutcome } from './match';

export interface Summary {
  ruleset: string;
  seats: string[];
  bots: string[];
  seed: number | string;
  games: number;
  finished: number;
  /** Wins per seat, in seat order. */
  wins: number[];
  draws: number;
  unfinished: number;
  /** Final scores as "home-away" (seat order) -> matches. */
  scores: Record<string, number>;
  /** First seat's score minus the second's -> matches. */
  margins: Record<string, number>;
  /** Total points per seat, for the averages. */
  points: number[];
  actions: { total: number; min: number; max: number };
  rolls: number;
  reasons: Record<string, number>;
}

export function emptySummary(ruleset: string, seats: string[], bots: string[], seed: number | string): Summary {
  return {
    ruleset,
    seats,
    bots,
    seed,
    games: 0,
    finished: 0,
    wins: seats.map(() => 0),
    draws: 0,
    unfinished: 0,
    scores: {},
    margins: {},
    points: seats.map(() => 0),
    actions: { total: 0, min: Infinity, max: 0 },
    rolls: 0,
    reasons: {},
  };
}

const bump = (m: Record<string, number>, k: string) => {
  m[k] = (m[k] ?? 0) + 1;
};

export function addOutcome(s: Summary, o: MatchOutcome): void {
  s.games++;
  if (!o.finished) s.unfinished++;
  else {
    s.finished++;
    if (o.winner >= 0) s.wins[o.winner]++;
    else s.draws++;
  }
  bump(s.scores, o.score.join('-'));
  if (o.score.length >= 2) bump(s.margins, String(o.score[0] - o.score[1]));
  o.score.forEach((v, i) => (s.points[i] += v));
  s.actions.total += o.actions;
  s.actions.min = Math.min(s.actions.min, o.actions);
  s.actions.max = Math.max(s.actions.max, o.actions);
  s.rolls += o.rolls;
  bump(s.reasons, o.reason);
}

/** The summary with its maps in a fixed key order, so two equal summaries print and serialise identically. */
export function canonical(s: Summary): Summary {
  const sorted = (m: Record<string, number>, cmp: (a: string, b: string) => number) =>
    Object.fromEntries(Object.keys(m).sort(cmp).map((k) => [k, m[k]]));
  const byCount = (m: Record<string, number>) => (a: string, b: string) => m[b] - m[a] || (a < b ? -1 : a > b ? 1 : 0);
  return {
    ...s,
    scores: sorted(s.scores, byCount(s.scores)),
    margins: sorted(s.margins, (a, b) => Number(a) - Number(b)),
    reasons: sorted(s.reasons, byCount(s.reasons)),
    actions: { ...s.actions, min: s.games ? s.actions.min : 0 },
  };
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');

/** The summary for a person; `seconds` is the wall time and `cpuSeconds` the CPU time, for the speed line. */
export function summaryText(raw: Summary, seconds: number, cpuSeconds?: number): string {
  const s = canonical(raw);
  const n = s.games;
  const lines: string[] = [];
  lines.push(`${s.ruleset}: ${n} matches, seed ${s.seed}, ${s.seats.map((seat, i) => `${seat} ${s.bots[i]}`).join(' vs ')}`);
  s.seats.forEach((seat, i) => lines.push(`  ${seat.padEnd(6)} wins ${String(s.wins[i]).padStart(7)}  ${pct(s.wins[i], n).padStart(6)}   avg score ${(s.points[i] / (n || 1)).toFixed(2)}`));
  lines.push(`  draws       ${String(s.draws).padStart(7)}  ${pct(s.draws, n).padStart(6)}`);
  if (s.unfinished) lines.push(`  unfinished  ${String(s.unfinished).padStart(7)}  ${pct(s.unfinished, n).padStart(6)}  (stopped at the action limit)`);
  const top = Object.entries(s.scores).slice(0, 8);
  lines.push(`  scores (${s.seats.join('-')}): ${top.map(([k, v]) => `${k} ${pct(v, n)}`).join(', ')}${Object.keys(s.scores).length > top.length ? ', ...' : ''}`);
  lines.push(`  actions per match: avg ${(s.actions.total / (n || 1)).toFixed(1)} (min ${s.actions.min}, max ${s.actions.max}); rolls per match: avg ${(s.rolls / (n || 1)).toFixed(1)}`);
  const speed = seconds > 0 ? n / seconds : 0;
  const perCpu = cpuSeconds ? `; ${Math.round(s.actions.total / Math.max(cpuSeconds, 1e-9))} actions per CPU second over ${cpuSeconds.toFixed(2)} CPU s` : '';
  lines.push(`  ${seconds.toFixed(2)} s, ${speed >= 100 ? Math.round(speed) : speed.toFixed(1)} matches/s, ${Math.round(s.actions.total / Math.max(seconds, 1e-9))} actions/s${perCpu}`);
  return lines.join('\n');
}
