// The ladder's rating chart, as geometry: each entry's Glicko-2 rating after each rating period (one ladder round)
// as a line from the 1500 every entry starts at, with its 95% interval (rating ± 1.96 RD) as a band around it. Only
// scaling here: every figure is the ladder's own (src/ladder/table.ts ratingHistory).

import type { RatingHistory } from '../../src/api/ladders';

export interface LadderLine {
  name: string;
  /** SVG polyline points "x,y ...": the start, then one point per round. */
  points: string;
  /** SVG polygon points: the interval's upper edge left to right, then its lower edge back. */
  band: string;
  last: number;
}

export interface LadderChart {
  width: number;
  height: number;
  /** Rating gridlines: each hundred inside the range, with its y. */
  ticks: { rating: number; y: number }[];
  lines: LadderLine[];
}

const START = { rating: 1500, rd: 350 };
/** The 95% interval's half-width in deviations (src/ladder/glicko2.ts interval). */
const Z = 1.96;

export function ladderChart(h: RatingHistory, width = 600, height = 240, pad = 6): LadderChart {
  const series = h.entries.map((e) => [START, ...e.ratings]);
  const n = Math.max(1, h.rounds.length);
  // The range covers every rating and its band after the first round (the opening ±686 would flatten the rest).
  const seen = series.flatMap((s) => s.slice(s.length > 1 ? 1 : 0).flatMap((p) => [p.rating - Z * p.rd, p.rating + Z * p.rd]));
  let lo = Math.floor(Math.min(...seen, 1450) / 100) * 100;
  let hi = Math.ceil(Math.max(...seen, 1550) / 100) * 100;
  if (hi - lo < 200) (lo -= 100), (hi += 100);
  const x = (i: number) => pad + ((width - 2 * pad) * i) / n;
  const y = (r: number) => pad + ((height - 2 * pad) * (hi - Math.min(hi, Math.max(lo, r)))) / (hi - lo);
  const f = (v: number) => Number(v.toFixed(2));
  const lines = h.entries.map((e, k) => {
    const s = series[k];
    const points = s.map((p, i) => `${f(x(i))},${f(y(p.rating))}`).join(' ');
    const upper = s.map((p, i) => `${f(x(i))},${f(y(p.rating + Z * p.rd))}`);
    const lower = s.map((p, i) => `${f(x(i))},${f(y(p.rating - Z * p.rd))}`).reverse();
    return { name: e.name, points, band: [...upper, ...lower].join(' '), last: s[s.length - 1].rating };
  });
  const ticks: LadderChart['ticks'] = [];
  const step = hi - lo > 800 ? 200 : 100;
  for (let r = Math.ceil(lo / step) * step; r <= hi; r += step) ticks.push({ rating: r, y: f(y(r)) });
  return { width, height, ticks, lines };
}
