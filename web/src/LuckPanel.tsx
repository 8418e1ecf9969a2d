// The luck report in the replay: per coach the luck index, tests made against expected, turnovers by the dice
// against expected, and scores; a chart of each coach's running surplus over the match; and the unluckiest rolls,
// each a link to its step. Every figure is src/core/luck.ts's, worked out in the browser from the record (in the bot
// worker, off the page's thread: a whole match takes a second or so).

import { useEffect, useState } from 'preact/hooks';
import { luckReport } from './bots';
import type { LuckReport, MatchRecord } from './engine';
import { luckChart } from './luck-chart';

const pct = (p: number | null) => (p === null ? '–' : `${(p * 100).toFixed(p > 0.995 || p < 0.005 ? 1 : 0)}%`);
const signed = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)}`;

export function LuckPanel({ record, colour, names, step, onStep }: { record: MatchRecord; colour: (seat: string) => string; names: Record<string, string>; step: number; onStep: (step: number) => void }) {
  const [report, setReport] = useState<LuckReport | string | null>(null);
  useEffect(() => {
    let live = true;
    setReport(null);
    luckReport(record).then(
      (r) => live && setReport(r),
      (e: Error) => live && setReport(e.message),
    );
    return () => {
      live = false;
    };
  }, [record]);
  if (report === null) return <section class="luck muted" data-testid="luck">Working out every roll's chance…</section>;
  if (typeof report === 'string') return <section class="luck" data-testid="luck">No luck report: {report}</section>;
  const chart = luckChart(report, 300, 110);
  const name = (id?: string) => (id ? names[id] ?? id : '');
  return (
    <section class="luck" data-testid="luck">
      <h3>Luck</h3>
      <ul class="luck-coaches">
        {Object.entries(report.coaches).map(([seat, c]) => (
          <li key={seat} data-testid={`luck-${seat}`}>
            <b style={{ color: colour(seat) }}>{seat}</b>: index <b>{c.index.toFixed(0)}</b> · {c.successes} of {c.rolls} tests made ({c.expected.toFixed(1)} expected, {signed(c.surplus)})
            {c.turnovers && ` · turnovers ${c.turnovers.actual} (${c.turnovers.expected.toFixed(1)} expected)`}
            {c.scores !== null && ` · ${report.scoreName} ${c.scores}`}
          </li>
        ))}
      </ul>
      <svg class="luck-chart" viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-label="each coach's tests made above or below expected, over the match">
        <line x1={0} x2={chart.width} y1={chart.zero} y2={chart.zero} class="zero" />
        <line x1={chart.x(step)} x2={chart.x(step)} y1={0} y2={chart.height} class="now" />
        {chart.lines.map((l) => (
          <polyline key={l.seat} points={l.points} fill="none" stroke={colour(l.seat)} stroke-width={2} data-seat={l.seat} />
        ))}
        <text x={2} y={10}>+{chart.span}</text>
        <text x={2} y={chart.height - 3}>−{chart.span}</text>
      </svg>
      <p class="muted small">Index: the percentile of a coach's successes among every way the same tests could have gone (50 = as expected). The line: tests made minus expected, step by step.</p>
      {report.unluckiest.length > 0 && (
        <table class="luck-rolls" data-testid="luck-rolls">
          <caption>Unluckiest rolls</caption>
          <thead>
            <tr><th>step</th><th>who</th><th>roll</th><th>chance</th><th>dice</th></tr>
          </thead>
          <tbody>
            {report.unluckiest.map((r) => (
              <tr key={`${r.step}-${r.rule}-${r.who}`}>
                <td><button type="button" class="link" onClick={() => onStep(r.step)}>{r.step}</button></td>
                <td style={{ color: r.owner ? colour(r.owner) : undefined }}>{name(r.who)}</td>
                <td>{r.rule.replace(/^[a-z]+\./, '')}{r.target !== undefined ? ` (${r.target}+)` : ''}</td>
                <td>{pct(r.chance)}</td>
                <td>{r.dice.join(' ')} failed{r.rerolled ? ', re-rolled' : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
