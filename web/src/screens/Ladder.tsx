// A bot ladder's page: its Glicko-2 table with each rating's 95% interval, and the rating chart (ladder-chart.ts):
// every entry's rating after every round, its interval as a band. It looks again every few seconds while the
// ladder's workers play on (`turnover ladder --continuous`).

import { useEffect, useState } from 'preact/hooks';
import type { LadderSummary, LadderView } from '../../../src/api/ladders';
import { api } from '../api';
import { ladderChart } from '../ladder-chart';

const COLOURS = ['#1f6f5c', '#b5462f', '#3a5ba0', '#a07a1f', '#7a3f8f', '#2f8fa0', '#6b6b6b', '#c06c9a'];

export function LadderList({ ladders }: { ladders: LadderSummary[] }) {
  if (ladders.length === 0) return null;
  return (
    <section class="card matches" aria-label="ladders">
      <h2>Bot ladders</h2>
      <table>
        <thead>
          <tr>
            <th>Ladder</th>
            <th>Game</th>
            <th>Bots</th>
            <th>Played</th>
          </tr>
        </thead>
        <tbody>
          {ladders.map((l) => (
            <tr key={l.name} data-ladder={l.name}>
              <td>
                <a href={`#/ladder/${encodeURIComponent(l.name)}`}>{l.name}</a>
              </td>
              <td>{l.ruleset}</td>
              <td>{l.entries}</td>
              <td>{l.played}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function LadderScreen({ name }: { name: string }) {
  const [ladder, setLadder] = useState<LadderView | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const look = () => api.ladder(name).then(setLadder, (e: Error) => setError(e.message));
    void look();
    const t = setInterval(look, 5000);
    return () => clearInterval(t);
  }, [name]);
  if (error) return <div class="page"><div class="problem">{error}</div></div>;
  if (!ladder) return <div class="page muted">Loading the ladder…</div>;
  const chart = ladderChart(ladder.history);
  const colour = (entry: string) => COLOURS[ladder.history.entries.findIndex((e) => e.name === entry) % COLOURS.length];
  return (
    <div class="page league ladder">
      <section class="card matches" aria-label="ladder">
        <h2>{ladder.name}</h2>
        <p class="muted small">
          {ladder.ruleset} · {ladder.entries} bots · {ladder.played} matches played · {ladder.history.rounds.length} rounds rated (Glicko-2)
        </p>
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>Bot</th>
              <th>Rating</th>
              <th>Played</th>
              <th>W</th>
              <th>D</th>
              <th>L</th>
            </tr>
          </thead>
          <tbody>
            {ladder.table.map((t, i) => (
              <tr key={t.name} data-entry={t.name}>
                <td class="muted">{i + 1}</td>
                <td>
                  <span class="swatch" style={{ background: colour(t.name) }} /> {t.name}
                </td>
                <td>
                  <b>{Math.round(t.rating)}</b> ± {Math.round(t.interval)}
                </td>
                <td>{t.played}</td>
                <td>{t.won}</td>
                <td>{t.drawn}</td>
                <td>{t.lost}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section class="card" aria-label="rating chart">
        <h2>Ratings by round</h2>
        <svg class="ladder-chart" viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-label="each bot's rating after each round, with its 95% interval">
          {chart.ticks.map((t) => (
            <g key={t.rating}>
              <line x1={0} x2={chart.width} y1={t.y} y2={t.y} class="grid" />
              <text x={4} y={t.y + 11} class="tick">
                {t.rating}
              </text>
            </g>
          ))}
          {chart.lines.map((l) => (
            <polygon key={`${l.name}-band`} points={l.band} fill={colour(l.name)} opacity={0.06} />
          ))}
          {chart.lines.map((l) => (
            <polyline key={l.name} data-line={l.name} points={l.points} fill="none" stroke={colour(l.name)} stroke-width={2} />
          ))}
        </svg>
      </section>
      <a href="#/leagues">← leagues</a>
    </div>
  );
}
