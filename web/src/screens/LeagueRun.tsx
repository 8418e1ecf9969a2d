// Running a league from its page: the commissioner adds bot entries (built-in bots, each with a ready team), starts
// the season and draws each next round (the server starts the bot-v-bot fixtures itself and plays them; the page
// follows, and its button retries any that did not start); a fixture's coaches open its online match or report a
// tabletop result with the match's facts, which the opponent confirms.
// What each viewer may do is league-view.ts's fixtureActions; the server checks it all again.

import { useEffect, useState } from 'preact/hooks';
import type { EntryPageView, FixtureView, LeagueView } from '../../../src/api/leagues';
import { api } from '../api';
import { botNames } from '../engine';
import { botFixturesToStart, fixtureActions, inPlay, reportFacts, roundDone, type FactKind, type FactRow } from '../league-view';
import { go } from '../router';
import { colleges, isLeagueGame, readyTeam, rostersFor } from '../team-build';
import type { LeagueGame } from '../../../src/league/team/types';

/** Runs a change and shows its error in one line, the server's sentence as it comes. */
function useRun(refresh: (l?: LeagueView) => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Resolves true once the change is made, false when it was refused (its error shown). */
  const run = async (p: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    try {
      const out = await p();
      setError(null);
      refresh(out && typeof out === 'object' && 'fixtures' in out ? (out as LeagueView) : undefined);
      return true;
    } catch (e) {
      setError((e as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run };
}

export function CommissionerPanel({ league, refresh }: { league: LeagueView; refresh: (l?: LeagueView) => void }) {
  const { error, busy, run } = useRun(refresh);
  const bots = botNames();
  const teams = isLeagueGame(league.game);
  // A dungeon roster comes with its college: offered as "college/roster".
  const rosters = !teams ? [] : league.game === 'dungeon' ? colleges().flatMap((c) => rostersFor('dungeon', c).map((r) => ({ id: `${c}/${r.id}`, name: `${r.name} (${c})` }))) : rostersFor(league.game as LeagueGame);
  const [botName, setBotName] = useState('');
  const [bot, setBot] = useState(bots.includes('scripted') ? 'scripted' : bots[0]);
  const [roster, setRoster] = useState(rosters[0]?.id ?? '');
  const startable = botFixturesToStart(league);
  const done = league.fixtures.length > 0 && roundDone(league);
  return (
    <section class="card commissioner" aria-label="commissioner">
      <h2>Commissioner</h2>
      {league.status === 'open' && (
        <>
          <form
            class="row-actions"
            onSubmit={(e) => {
              e.preventDefault();
              const name = botName.trim() || `${bot} bot ${league.entries.length + 1}`;
              void run(async () => {
                const [college, id] = league.game === 'dungeon' ? roster.split('/') : [undefined, roster];
                const team = teams ? readyTeam(league.game as LeagueGame, id, name, college) : undefined;
                await api.enter(league.id, { name, coach: `bot:${bot}`, ...(team ? { team } : {}) });
                setBotName('');
              });
            }}
          >
            <input aria-label="bot team name" placeholder="bot team name" value={botName} maxLength={60} onInput={(e) => setBotName((e.target as HTMLInputElement).value)} />
            <select aria-label="bot" value={bot} onChange={(e) => setBot((e.target as HTMLSelectElement).value)}>
              {bots.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </select>
            {rosters.length > 0 && (
              <select aria-label="bot roster" value={roster} onChange={(e) => setRoster((e.target as HTMLSelectElement).value)}>
                {rosters.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </select>
            )}
            <button type="submit" data-testid="add-bot" disabled={busy}>
              Add a bot entry
            </button>
          </form>
          <p>
            <button type="button" class="primary" data-testid="start-season" disabled={busy || league.entries.length < 2} onClick={() => void run(() => api.nextRound(league.id))}>
              Start the season ({league.entries.length} entries)
            </button>
          </p>
        </>
      )}
      {league.status === 'running' && (
        <p class="row-actions">
          <button type="button" data-testid="start-bots" disabled={busy || startable.length === 0} onClick={() => void run(async () => {
            for (const f of startable) await api.startMatch(league.id, f.id);
          })}>
            Start the bot fixtures not started ({startable.length})
          </button>
          <button type="button" class="primary" data-testid="next-round" disabled={busy || !done} onClick={() => void run(() => api.nextRound(league.id))}>
            {league.config.schedule === 'swiss' || league.config.playoffTeams > 1 ? 'Draw the next round' : 'Close the season'}
          </button>
          {inPlay(league) && <span class="muted small">matches being played: the page follows them</span>}
        </p>
      )}
      {league.status === 'finished' && <p class="muted">The season is over.</p>}
      {error && <div class="problem">{error}</div>}
    </section>
  );
}

/** A fixture's buttons for the viewer, and the score form a report or a ruling opens. */
export function FixtureButtons({ f, league, me, refresh }: { f: FixtureView; league: LeagueView; me: string | null; refresh: (l?: LeagueView) => void }) {
  const { error, busy, run } = useRun(refresh);
  const [scoring, setScoring] = useState(false);
  const [home, setHome] = useState(0);
  const [away, setAway] = useState(0);
  // A landslide scheme (rush): the report says whether the match ended in one, and may name the winner the score
  // track gave when the strikes alone do not.
  const landslides = league.config.points.landslideWin !== undefined;
  const [landslide, setLandslide] = useState(false);
  const [winner, setWinner] = useState<'score' | 'home' | 'away'>('score');
  // Gridiron and dungeon: the match's facts (scorers, casualties, the MVP...) drive the teams' post-match sequence.
  const sppGame = league.game === 'gridiron' || league.game === 'dungeon';
  const [facts, setFacts] = useState<FactRow[]>([]);
  const acts = fixtureActions(f, league, me);
  if (acts.length === 0 && !error) return null;
  const play = () =>
    run(async () => {
      const m = await api.startMatch(league.id, f.id);
      go(`/online/${m.matchId}`);
    });
  return (
    <span class="fixture-actions">
      {acts.includes('play') && (
        <button type="button" data-testid="play" disabled={busy} onClick={() => void play()}>
          Play online
        </button>
      )}
      {acts.includes('start') && (
        <button type="button" data-testid="start" disabled={busy} onClick={() => void run(() => api.startMatch(league.id, f.id))}>
          Start
        </button>
      )}
      {(acts.includes('report') || acts.includes('rule')) && !scoring && (
        <button type="button" data-testid={acts.includes('report') ? 'report' : 'rule'} onClick={() => setScoring(true)}>
          {acts.includes('report') ? 'Report a result' : 'Record a ruling'}
        </button>
      )}
      {scoring && (
        <form
          class="score-form"
          onSubmit={(e) => {
            e.preventDefault();
            const extra = landslides ? { landslide, ...(winner === 'score' ? {} : { winner }) } : {};
            const told = facts.length ? reportFacts(facts) : {};
            void run(() => api.report(league.id, f.id, { homeScore: home, awayScore: away, ...extra, ...told })).then((done) => done && setScoring(false));
          }}
        >
          <input type="number" min={0} max={999} aria-label={`${f.home.name} score`} data-testid="home-score" value={home} onInput={(e) => setHome(Number((e.target as HTMLInputElement).value))} />
          –
          <input type="number" min={0} max={999} aria-label={`${f.away.name} score`} data-testid="away-score" value={away} onInput={(e) => setAway(Number((e.target as HTMLInputElement).value))} />
          {landslides && (
            <>
              <select aria-label="winner" value={winner} onChange={(e) => setWinner((e.target as HTMLSelectElement).value as 'score')}>
                <option value="score">winner by the score</option>
                <option value="home">{f.home.name} won</option>
                <option value="away">{f.away.name} won</option>
              </select>
              <label class="check">
                <input type="checkbox" checked={landslide} onChange={(e) => setLandslide((e.target as HTMLInputElement).checked)} /> landslide
              </label>
            </>
          )}
          {sppGame && <FactsEditor f={f} league={league} rows={facts} setRows={setFacts} />}
          <button type="submit" class="primary" data-testid="send-score" disabled={busy}>
            Send
          </button>
        </form>
      )}
      {acts.includes('confirm') && (
        <>
          <button type="button" class="primary" data-testid="confirm" disabled={busy} onClick={() => void run(() => api.answer(league.id, f.id, 'confirm'))}>
            Confirm
          </button>
          <button type="button" data-testid="reject" disabled={busy} onClick={() => void run(() => api.answer(league.id, f.id, 'reject'))}>
            Reject
          </button>
        </>
      )}
      {error && <span class="problem">{error}</span>}
    </span>
  );
}

const FACTS: [FactKind, string][] = [
  ['touchdown', 'touchdown'],
  ['casualty', 'casualty'],
  ['completion', 'completion'],
  ['interception', 'interception'],
  ['mvp', 'MVP'],
];
/** A casualty's result as rolled on the table's D68: its lasting effect (facts.md §2.6). */
const INJURIES = ['Badly Hurt', 'Miss Next Game', 'Niggling Injury', '-1 MA', '-1 AV', '-1 AG', '-1 ST', 'Dead'];

type Squad = { side: 'home' | 'away'; team: string; players: { id: string; number: number; name: string }[] };

/** The facts of a match played at the table, one row each: who scored, who caused which casualty and what the
 * victim rolled, completions, interceptions, the MVP. Players are chosen from the two teams as they stand. */
function FactsEditor({ f, league, rows, setRows }: { f: FixtureView; league: LeagueView; rows: FactRow[]; setRows: (r: FactRow[]) => void }) {
  const [squads, setSquads] = useState<Squad[] | null>(null);
  const [kind, setKind] = useState<FactKind>('touchdown');
  useEffect(() => {
    let live = true;
    const squad = async (side: 'home' | 'away', e: { id: number; name: string }): Promise<Squad> => {
      const page: EntryPageView = await api.entry(league.id, e.id);
      const players = (page.team?.players ?? []).filter((p) => !p.dead && !p.missNextGame).sort((a, b) => a.number - b.number);
      return { side, team: e.name, players };
    };
    void Promise.all([squad('home', f.home), squad('away', f.away)]).then((s) => live && setSquads(s), () => live && setSquads([]));
    return () => {
      live = false;
    };
  }, [league.id, f.home.id, f.away.id]);
  if (!squads || squads.every((s) => s.players.length === 0)) return null;
  const options = (only?: 'home' | 'away') =>
    squads
      .filter((s) => !only || s.side === only)
      .map((s) => (
        <optgroup key={s.side} label={s.team}>
          {s.players.map((p) => (
            <option key={p.id} value={`${s.side}:${p.id}`}>
              #{p.number} {p.name}
            </option>
          ))}
        </optgroup>
      ));
  const set = (i: number, change: Partial<FactRow>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const pick = (v: string) => {
    const [side, ...id] = v.split(':');
    return { side: side as 'home' | 'away', player: id.join(':') };
  };
  const first = squads.find((s) => s.players.length)!;
  return (
    <fieldset class="facts" aria-label="what happened">
      <legend>What happened (for the teams' SPP and injuries)</legend>
      {rows.map((r, i) => (
        <div class="row-actions" key={i} data-testid="fact">
          <span>{FACTS.find(([k]) => k === r.kind)![1]}</span>
          <select aria-label={r.kind === 'casualty' ? 'victim' : 'player'} value={`${r.side}:${r.player}`} onChange={(e) => set(i, { ...pick((e.target as HTMLSelectElement).value), by: '' })}>
            {options()}
          </select>
          {r.kind === 'casualty' && (
            <>
              <select aria-label="injury" value={r.injury} onChange={(e) => set(i, { injury: (e.target as HTMLSelectElement).value })}>
                {INJURIES.map((x) => (
                  <option key={x} value={x}>
                    {x}
                  </option>
                ))}
              </select>
              <select aria-label="caused by" value={r.by ? `${r.side === 'home' ? 'away' : 'home'}:${r.by}` : ''} onChange={(e) => set(i, { by: (e.target as HTMLSelectElement).value ? pick((e.target as HTMLSelectElement).value).player : '' })}>
                <option value="">caused by nobody (crowd, own fall)</option>
                {options(r.side === 'home' ? 'away' : 'home')}
              </select>
            </>
          )}
          <button type="button" aria-label="remove this fact" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
            ✕
          </button>
        </div>
      ))}
      <div class="row-actions">
        <select aria-label="fact" value={kind} onChange={(e) => setKind((e.target as HTMLSelectElement).value as FactKind)}>
          {FACTS.map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </select>
        <button type="button" data-testid="add-fact" onClick={() => setRows([...rows, { kind, side: first.side, player: first.players[0].id, ...(kind === 'casualty' ? { injury: 'Badly Hurt', by: '' } : {}) }])}>
          Add
        </button>
      </div>
    </fieldset>
  );
}
