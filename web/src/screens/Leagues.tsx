// The league screens: the list of leagues, and a league's page with its table, fixtures (each finished online match
// linked to its replay), playoff bracket and leaders; a team's page (its players and each match's post-match
// sequence) and a player's (his matches: SPP, MVPs, injuries, advancement rolls). A signed-in account creates a
// league (LeagueNew.tsx), enters it with a team (TeamBuilder.tsx), runs it as its commissioner and plays or reports
// its fixtures (LeagueRun.tsx), and spends its team's advancements, hires and fires between matches (TeamManage.tsx).

import { useEffect, useState } from 'preact/hooks';
import type { EntryPageView, LeadersView, LeagueSummary, LeagueView } from '../../../src/api/leagues';
import { api } from '../api';
import { rulesets } from '../engine';
import { fixtureState, followEvery, groupFixtures, playerHistory, playerStatus, pointsText } from '../league-view';
import { online, type Me } from '../online';
import { isLeagueGame } from '../team-build';
import { NewLeague } from './LeagueNew';
import { LadderList } from './Ladder';
import type { LadderSummary } from '../../../src/api/ladders';
import { CommissionerPanel, FixtureButtons } from './LeagueRun';
import { TeamBuilder } from './TeamBuilder';
import { TeamManage } from './TeamManage';

/** Who is looking: an account (its id names coaches and commissioners), or nobody. */
function useMe(): Me | null {
  const [me, setMe] = useState<Me | null>(null);
  useEffect(() => void online.me().then(setMe, () => setMe({ name: null, kind: null, csrf: null, id: null })), []);
  return me;
}

const gameName = (id: string) => rulesets().find((r) => r.id === id)?.name.replace(/\s*\(.*\)\s*$/, '') ?? id;

export function LeaguesScreen() {
  const [list, setList] = useState<LeagueSummary[] | null>(null);
  const [ladders, setLadders] = useState<LadderSummary[]>([]);
  const [error, setError] = useState<string | null>(null);
  const me = useMe();
  useEffect(() => {
    api.leagues().then(setList, (e: Error) => setError(e.message));
    api.ladders().then(setLadders, () => {});
  }, []);
  return (
    <div class="page leagues">
      {me?.kind === 'account' ? (
        <NewLeague />
      ) : (
        me && <p class="card muted">To create or enter a league, <a href="#/online">sign in</a> with an account.</p>
      )}
      <section class="card matches" aria-label="leagues">
        <h2>Leagues</h2>
        {error && <div class="problem">{error}</div>}
        {list && list.length === 0 && <p class="muted">No league yet.</p>}
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
      <LadderList ladders={ladders} />
    </div>
  );
}

export function LeagueScreen({ id }: { id: number }) {
  const [league, setLeague] = useState<LeagueView | null>(null);
  const [leaders, setLeaders] = useState<LeadersView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const me = useMe();
  const refresh = (l?: LeagueView) => (l ? setLeague(l) : setTick((t) => t + 1));
  useEffect(() => {
    api.league(id).then(setLeague, (e: Error) => setError(e.message));
    api.leaders(id).then(setLeaders, () => {});
  }, [id, tick]);
  // While a match is being played (a bot's, on the server), or a tabletop report waits for the other coach, the page
  // looks again every few seconds (league-view.ts followEvery): a result, a report to confirm, the table and the teams
  // come in without a reload. A hidden tab does not look.
  const every = league ? followEvery(league, me?.id ?? null) : null;
  useEffect(() => {
    if (every === null) return;
    const t = setInterval(() => {
      if (!document.hidden) setTick((n) => n + 1);
    }, every);
    return () => clearInterval(t);
  }, [every]);
  if (error) return <div class="page"><div class="problem">{error}</div></div>;
  if (!league) return <div class="page muted">Loading the league…</div>;
  const groups = groupFixtures(league.fixtures, league.playoffs?.rounds.length ?? 0);
  const myId = me?.id ?? null;
  const entered = league.entries.some((e) => e.coach === myId);
  return (
    <div class="page league">
      <section class="card matches" aria-label="standings">
        <h2>{league.name}</h2>
        <p class="muted small">
          {gameName(league.game)} · {league.config.schedule} · {league.status} · points: {pointsText(league.config.points)}
          {league.config.tieBreakers.length > 0 && <> · ties split by {league.config.tieBreakers.join(', then ')}</>}
        </p>
        {league.playoffs?.champion && <p class="champion">Champion: <b>{league.playoffs.champion.name}</b></p>}
        {league.status === 'finished' && !league.playoffs?.champion && <p class="champion" data-testid="final">The season is over: the final table.</p>}
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
                <td>
                  <a href={`#/league/${league.id}/team/${s.entry}`}>{s.name}</a>
                </td>
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
      {myId && myId === league.commissioner && league.status !== 'finished' && <CommissionerPanel league={league} refresh={refresh} />}
      {myId && league.status === 'open' && !entered && (isLeagueGame(league.game) ? (
        <TeamBuilder league={league.id} game={league.game} onEntered={() => refresh()} />
      ) : (
        <PlainEntry league={league.id} onEntered={() => refresh()} />
      ))}
      {league.status === 'open' && (
        <section class="card matches" aria-label="entries">
          <h2>Entries</h2>
          {league.entries.length === 0 && <p class="muted">No entry yet.</p>}
          <ul>
            {league.entries.map((e) => (
              <li key={e.id} data-entry={e.id}>
                <a href={`#/league/${league.id}/team/${e.id}`}>{e.name}</a> <span class="muted small">{e.coach.startsWith('bot:') ? `${e.coach.slice(4)} bot` : 'coach'}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
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
                          {league.entries.some((e) => (e.id === f.home.id || e.id === f.away.id) && e.coach === myId) ? 'Play' : 'Watch'}
                        </a>
                      )}
                      <FixtureButtons f={f} league={league} me={myId} refresh={refresh} />
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

const gp = (n: number) => `${Math.round(n / 1000)}k`;

/** A league team's page, or one of its players' when `player` is given. */
export function TeamScreen({ league, entry, player }: { league: number; entry: number; player?: string }) {
  const [page, setPage] = useState<EntryPageView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const me = useMe();
  useEffect(() => {
    api.entry(league, entry).then(setPage, (e: Error) => setError(e.message));
  }, [league, entry, tick]);
  if (error) return <div class="page"><div class="problem">{error}</div></div>;
  if (!page) return <div class="page muted">Loading the team…</div>;
  const back = <a href={`#/league/${league}`}>← the league</a>;
  const t = page.team;
  if (player !== undefined) {
    const p = t?.players.find((q) => q.id === player);
    if (!t || !p) return <div class="page"><div class="problem">This team has no such player.</div>{back}</div>;
    const matches = playerHistory(page, p.id);
    return (
      <div class="page league team">
        <section class="card matches" aria-label="player">
          <h2>
            #{p.number} {p.name}
          </h2>
          <p class="muted small">
            <a href={`#/league/${league}/team/${entry}`}>{t.name}</a> · {p.position} · {p.spp ?? 0} SPP · {playerStatus(p)}
          </p>
          {(p.skills?.length || p.injuries?.length || (p.stats && Object.keys(p.stats).length)) ? (
            <p>
              {p.skills?.length ? <>Skills gained: {p.skills.join(', ')}. </> : null}
              {p.stats && Object.keys(p.stats).length ? <>Characteristics: {Object.entries(p.stats).map(([k, v]) => `+${v} ${k.toUpperCase()}`).join(', ')}. </> : null}
              {p.injuries?.length ? <>Lasting injuries: {p.injuries.join(', ')}.</> : null}
            </p>
          ) : null}
          <h3>Matches</h3>
          {matches.length === 0 && <p class="muted">Nothing yet: no SPP, injury or advancement in a league match.</p>}
          {matches.length > 0 && (
            <table>
              <thead>
                <tr>
                  <th>Round</th>
                  <th>Opponent</th>
                  <th>Score</th>
                  <th>SPP</th>
                  <th>Injuries</th>
                  <th>Advancement</th>
                </tr>
              </thead>
              <tbody>
                {matches.map((m) => (
                  <tr key={m.fixture} data-fixture={m.fixture}>
                    <td>{m.stage === 'season' ? m.round : `playoff ${m.round}`}</td>
                    <td>{m.opponent}</td>
                    <td>{m.score}</td>
                    <td>
                      {m.spp}
                      {m.mvp ? ' (MVP)' : ''}
                    </td>
                    <td>{[...m.injuries, ...(m.dead ? ['killed'] : [])].join(', ')}</td>
                    <td>{m.advances.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        {back}
      </div>
    );
  }
  return (
    <div class="page league team">
      <section class="card matches" aria-label="team">
        <h2>{page.name}</h2>
        {!t && <p class="muted">This entry plays without a stored team.</p>}
        {t && (
          <>
            <p class="muted small">
              {t.roster} · treasury {gp(t.treasury)} · team value {page.teamValue === null ? '?' : gp(page.teamValue)}
              {t.rerolls !== undefined && <> · re-rolls {t.rerolls}</>}
              {t.fanFactor !== undefined && <> · fan factor {t.fanFactor}</>}
            </p>
            <table>
              <thead>
                <tr>
                  <th>#</th>
                  <th>Player</th>
                  <th>Position</th>
                  <th>SPP</th>
                  <th>Gained</th>
                  <th>Injuries</th>
                  <th>Status</th>
                </tr>
              </thead>
              <tbody>
                {t.players.map((p) => (
                  <tr key={p.id} data-player={p.id} class={p.dead ? 'muted' : ''}>
                    <td>{p.number}</td>
                    <td>
                      <a href={`#/league/${league}/team/${entry}/${p.id}`}>{p.name}</a>
                    </td>
                    <td>{p.position}</td>
                    <td>{p.spp ?? 0}</td>
                    <td>{[...(p.skills ?? []), ...Object.entries(p.stats ?? {}).map(([k, v]) => `+${v} ${k.toUpperCase()}`)].join(', ')}</td>
                    <td>{(p.injuries ?? []).join(', ')}</td>
                    <td>{playerStatus(p)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
      {t && me?.id && me.id === page.coach && <TeamManage league={league} entry={entry} page={page} onChange={() => setTick((n) => n + 1)} />}
      <section class="card matches" aria-label="history">
        <h2>Matches</h2>
        {page.history.length === 0 && <p class="muted">No match played yet.</p>}
        {page.history.length > 0 && (
          <table>
            <thead>
              <tr>
                <th>Round</th>
                <th>Opponent</th>
                <th>Score</th>
                <th>SPP</th>
                <th>Casualties</th>
                <th>Winnings</th>
                <th></th>
              </tr>
            </thead>
            <tbody>
              {page.history.map((h) => {
                const pm = h.postMatch;
                const named = (id: string) => t?.players.find((p) => p.id === id)?.name ?? id;
                return (
                  <tr key={h.fixture} data-fixture={h.fixture}>
                    <td>{h.stage === 'season' ? h.round : `playoff ${h.round}`}</td>
                    <td>
                      <a href={`#/league/${league}/team/${h.opponent.id}`}>{h.opponent.name}</a>
                    </td>
                    <td>
                      {h.score.for}-{h.score.against}
                    </td>
                    <td>{pm?.spp ? pm.spp.reduce((a, x) => a + x.earned, 0) : ''}{pm?.mvp ? ` (MVP ${named(pm.mvp)})` : ''}</td>
                    <td>{(pm?.injuries ?? []).map((i) => `${named(i.id)}: ${i.effect}`).join(', ')}</td>
                    <td>{pm?.winnings !== undefined ? gp(pm.winnings) : ''}</td>
                    <td class="row-actions">
                      {h.matchId !== null && (
                        <a class="button" href={`#/replay/${h.matchId}`}>
                          Replay
                        </a>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
      {back}
    </div>
  );
}

/** Entering a league of a game that keeps no teams: a name is all. */
function PlainEntry({ league, onEntered }: { league: number; onEntered: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <section class="card" aria-label="enter">
      <h2>Enter</h2>
      <form
        class="row-actions"
        onSubmit={(e) => {
          e.preventDefault();
          api.enter(league, { name }).then(onEntered, (err: Error) => setError(err.message));
        }}
      >
        <input aria-label="entry name" value={name} maxLength={64} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
        <button type="submit" class="primary">
          Enter
        </button>
      </form>
      {error && <div class="problem">{error}</div>}
    </section>
  );
}
