// The league screens: the list of leagues, and a league's page with its table, fixtures (each finished online match
// linked to its replay), playoff bracket and leaders. Read-only: leagues are made and run through the API
// (README, "Leagues and seasons") until the app signs coaches in.

import { useEffect, useState } from 'preact/hooks';
import type { LeadersView, LeagueSummary, LeagueView } from '../../../src/api/leagues';
import { api } from '../api';
import { rulesets } from '../engine';
import { fixtureState, groupFixtures, pointsText } from '../league-view';

const gameName = (id: string) => rulesets().find((r) => r.id === id)?.name.replace(/\s*\(.*\)\s*$/, '') ?? id;

export function LeaguesScreen() {
  const [list, setList] = useState<LeagueSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api.leagues().then(setList, (e: Error) => setError(e.message));
  }, []);
  return (
    <div class="page leagues">
      <section class="card matches" aria-label="leagues">
        <h2>Leagues</h2>
        {error && <div class="problem">{error}</div>}
        {list && list.length === 0 && <p class="muted">No league yet. A commissioner creates one with POST /api/leagues.</p>}
        {list && list.length > 0 && (
          <table>
            <thead>
              <tr>
                <th>League</th>
                <th>Game</th>
                <th>Schedule</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {list.map((l) => (
                <tr key={l.id} data-league={l.id}>
                  <td>
                    <a href={`#/league/${l.id}`}>{l.name}</a>
                  </td>
                  <td>{gameName(l.game)}</td>
                  <td>{l.schedule}</td>
                  <td>
                    <span class={`pill ${l.status}`}>{l.status}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

export function LeagueScreen({ id }: { id: number }) {
  const [league, setLeague] = useState<LeagueView | null>(null);
  const [leaders, setLeaders] = useState<LeadersView | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api.league(id).then(setLeague, (e: Error) => setError(e.message));
    api.leaders(id).then(setLeaders, () => {});
  }, [id]);
  if (error) return <div class="page"><div class="problem">{error}</div></div>;
  if (!league) return <div class="page muted">Loading the league…</div>;
  const groups = groupFixtures(league.fixtures, league.playoffs?.rounds.length ?? 0);
  return (
    <div class="page league">
      <section class="card matches" aria-label="standings">
        <h2>{league.name}</h2>
        <p class="muted small">
          {gameName(league.game)} · {league.config.schedule} · {league.status} · points: {pointsText(league.config.points)}
          {league.config.tieBreakers.length > 0 && <> · ties split by {league.config.tieBreakers.join(', then ')}</>}
        </p>
        {league.playoffs?.champion && <p class="champion">Champion: <b>{league.playoffs.champion.name}</b></p>}
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>Team</th>
              <th>P</th>
              <th>W</th>
              <th>D</th>
              <th>L</th>
              <th>For</th>
              <th>Against</th>
              <th>Pts</th>
            </tr>
          </thead>
          <tbody>
            {league.standings.map((s) => (
              <tr key={s.entry} data-entry={s.entry}>
                <td class="muted">{s.rank}</td>
                <td>{s.name}</td>
                <td>{s.played}</td>
                <td>{s.won}</td>
                <td>{s.drawn}</td>
                <td>{s.lost}</td>
                <td>{s.scored}</td>
                <td>{s.conceded}</td>
                <td>
                  <b>{s.points}</b>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section class="card matches fixtures" aria-label="fixtures">
        <h2>Fixtures</h2>
        {groups.length === 0 && <p class="muted">The schedule is not drawn yet.</p>}
        {groups.map((g) => (
          <div key={g.title}>
            <h3>{g.title}</h3>
            <table>
              <tbody>
                {g.fixtures.map((f) => (
                  <tr key={f.id} data-fixture={f.id}>
                    <td>
                      {f.home.name} v {f.away.name}
                    </td>
                    <td>{fixtureState(f)}</td>
                    <td class="muted small">{f.deadline ? `due ${new Date(f.deadline).toLocaleDateString()}` : ''}</td>
                    <td class="row-actions">
                      {f.replay && (
                        <a class="button" href={f.replay.replace(/^\//, '')}>
                          Replay
                        </a>
                      )}
                      {f.matchId !== null && !f.result && (
                        // A fixture's match is an online one (seats.ts): its coaches play it on the online board.
                        <a class="button" href={`#/online/${f.matchId}`}>
                          Watch
                        </a>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </section>
      {leaders && (leaders.touchdowns.length > 0 || leaders.casualties.length > 0 || leaders.spp.length > 0) && (
        <section class="card matches" aria-label="leaders">
          <h2>Leaders</h2>
          {(['touchdowns', 'casualties', 'spp'] as const).filter((board) => leaders[board].length > 0).map((board) => (
            <div key={board}>
              <h3>{board === 'spp' ? 'Star Player Points' : board[0].toUpperCase() + board.slice(1)}</h3>
              <ol>
                {leaders[board].map((l) => (
                  <li key={`${l.entry}:${l.player}`}>
                    {l.name} ({l.team}): {l.value}
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
