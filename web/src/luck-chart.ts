// The luck chart's geometry: each coach's running surplus (tests made minus the sum of their chances, from
// src/core/luck.ts) as a line over the match's steps. Only scaling here: every figure is the luck report's.

import type { LuckReport } from '../../src/core/luck';

export interface ChartLine {
  seat: string;
  /** SVG polyline points, "x,y x,y ...": a step line that holds each surplus until the coach's next test. */
  points: string;
  /** The surplus at the end. */
  last: number;
}

export interface Chart {
  width: number;
  height: number;
  /** The y of a surplus of zero (as lucky as expected). */
  zero: number;
  /** The largest |surplus| the axis shows, a whole number at least 1. */
  span: number;
  lines: ChartLine[];
  /** The x of a step, for marking the replay's current step. */
  x(step: number): number;
}

export function luckChart(r: LuckReport, width = 300, height = 120, pad = 4): Chart {
  const steps = Math.max(1, r.steps);
  const all = Object.values(r.coaches).flatMap((c) => c.curve.map((p) => Math.abs(p.surplus)));
  const span = Math.max(1, Math.ceil(Math.max(0, ...all)));
  const x = (step: number) => pad + ((width - 2 * pad) * Math.min(step, steps)) / steps;
  const zero = height / 2;
  const y = (s: number) => zero - ((height / 2 - pad) * s) / span;
  const f = (n: number) => Number(n.toFixed(2));
  const lines = Object.entries(r.coaches).map(([seat, c]) => {
    const pts: string[] = [`${f(x(0))},${f(zero)}`];
    let at = 0;
    for (const p of c.curve) {
      pts.push(`${f(x(p.step))},${f(y(at))}`, `${f(x(p.step))},${f(y(p.surplus))}`);
      at = p.surplus;
    }
    pts.push(`${f(x(steps))},${f(y(at))}`);
    return { seat, points: pts.join(' '), last: at };
  });
  return { width, height, zero, span, lines, x };
}
