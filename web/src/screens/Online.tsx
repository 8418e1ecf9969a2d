// Online play's home: who you are (sign up, sign in, or play as a guest), a new match with an invite link for each
// other seat and a spectator link, and your matches with the ones waiting for you marked. Joining by an invite link
// lands on JoinScreen, which takes the seat (making a guest session when there is none) and opens the match. A match
// made for "any opponent" is also on the open list, where the first to press Play takes the seat.

import { useEffect, useState } from 'preact/hooks';
import { rulesets, type RulesetInfo } from '../engine';
import { online, type Created, type Me, type Mine, type OpenMatch } from '../online';
import { go } from '../router';
import { OptionsForm } from './OptionsForm';
import { Problem } from './Problem';

export function OnlineScreen() {
  const [me, setMe] = useState<Me | null>(null);
  useEffect(() => void online.me().then(setMe, () => setMe({ name: null, kind: null, csrf: null })), []);
  if (!me) return <div class="page narrow">Loading…</div>;
  return (
    <div class="page home online-home">
      <Account me={me} onChange={setMe} />
      {me.name && <NewOnline all={rulesets()} />}
      <OpenMatches />
      {me.name && <MyMatches />}
    </div>
  );
}

function Account({ me, onChange }: { me: Me; onChange: (m: Me) => void }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = (p: Promise<Me>) =>
    p.then(
      (m) => (setError(null), onChange(m)),
      (e: Error) => setError(e.message),
    );
  if (me.name) {
    return (
      <section class="card account" aria-label="account">
        <h2>Online play</h2>
        <p data-testid="signed-in">
          Signed in as <b>{me.name}</b>
          {me.kind === 'guest' ? ' (a guest: your seats are kept on this browser only)' : ''}.{' '}
          <button type="button" class="ghost" onClick={() => void run(online.signOut() as Promise<Me>)}>
            Sign out
          </button>
        </p>
      </section>
    );
  }
  return (
    <section class="card account" aria-label="account">
      <h2>Online play</h2>
      <p class="muted">Play someone on another browser: sign in, or play as a guest, then send them the invite link.</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void run(online.signIn(name, password));
        }}
      >
        <div class="field">
          <label for="acct-name">Name</label>
          <input id="acct-name" autocomplete="username" value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
        </div>
        <div class="field">
          <label for="acct-password">Password</label>
          <input id="acct-password" type="password" autocomplete="current-password" value={password} onInput={(e) => setPassword((e.target as HTMLInputElement).value)} />
        </div>
        <div class="buttons">
          <button type="submit" class="primary" data-testid="sign-in">
            Sign in
          </button>
          <button type="button" data-testid="sign-up" onClick={() => void run(online.signUp(name, password))}>
            Sign up
          </button>
          <button type="button" class="ghost" data-testid="guest" onClick={() => void run(online.guest(name.trim() || undefined))}>
            Play as a guest
          </button>
        </div>
      </form>
      {error && <div class="problem">{error}</div>}
    </section>
  );
}

/** The turn timers offered: live play (minutes) and correspondence play (days). */
const TIMERS: [number, string][] = [
  [0, 'none'],
  [120, '2 minutes a decision'],
  [600, '10 minutes a decision'],
  [86_400, '1 day a decision'],
  [3 * 86_400, '3 days a decision'],
];

function NewOnline({ all }: { all: RulesetInfo[] }) {
  const [rid, setRid] = useState(all[0]?.id ?? '');
  const info = all.find((r) => r.id === rid) ?? all[0];
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [seat, setSeat] = useState<string | null>(null);
  const [timer, setTimer] = useState(0);
  const [anyone, setAnyone] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!info) return null;
  const mySeat = seat && info.seats.includes(seat) ? seat : info.seats[0];
  const create = () =>
    online.create(info.id, options, mySeat, timer || undefined, anyone).then(
      (c) => (setError(null), setCreated(c)),
      (e: Error) => setError(e.message),
    );
  const full = (link: string) => new URL(link, location.href.replace(/#.*$/, '')).href;
  return (
    <section class="card new-match" aria-label="new online match">
      <h2>New online match</h2>
      <div class="rulesets" role="radiogroup">
        {all.map((r) => (
          <label key={r.id} class={`pick ${r.id === info.id ? 'on' : ''}`}>
            <input type="radio" name="online-ruleset" value={r.id} checked={r.id === info.id} onChange={() => (setRid(r.id), setOptions({}), setCreated(null))} />
            <b>{r.name.replace(/\s*\(.*\)\s*$/, '')}</b>
          </label>
        ))}
      </div>
      <OptionsForm key={info.id} info={info} values={options} onChange={setOptions} online />
      {info.seats.length > 1 && (
        <div class="field">
          <label for="online-seat">You play</label>
          <select id="online-seat" value={mySeat} onChange={(e) => setSeat((e.target as HTMLSelectElement).value)}>
            {info.seats.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      )}
      <div class="field">
        <label for="online-timer">Turn timer</label>
        <select id="online-timer" value={timer} onChange={(e) => setTimer(Number((e.target as HTMLSelectElement).value))} title="A decision left longer is played for its seat (end the turn when it can)">
          {TIMERS.map(([secs, words]) => (
            <option key={secs} value={secs}>
              {words}
            </option>
          ))}
        </select>
      </div>
      {info.seats.length > 1 && (
        <div class="field">
          <label title="Besides the invite link, list the other seat under Open matches: the first to press Play takes it">
            <input type="checkbox" data-testid="any-opponent" checked={anyone} onChange={(e) => setAnyone((e.target as HTMLInputElement).checked)} /> Any opponent
          </label>
        </div>
      )}
      {error && <div class="problem">{error}</div>}
      <button type="button" class="primary big" data-testid="create-online" onClick={() => void create()}>
        Make the match
      </button>
      {created && (
        <div class="invites" data-testid="invites">
          <p>
            Match #{created.id} is made. The server rolls every die; its commitment to the dice is <code>{created.commit.slice(0, 16)}…</code>, checked at the end.
          </p>
          <ul>
            {Object.entries(created.invites).map(([s, inv]) => (
              <li key={s}>
                Invite for {s}
                {anyone ? ' (also under Open matches, for anyone)' : ''}: <input readOnly class="link" data-testid={`invite-${s}`} value={full(inv.link)} onFocus={(e) => (e.target as HTMLInputElement).select()} />
              </li>
            ))}
            <li>
              Spectators: <input readOnly class="link" data-testid="spectate-link" value={full(created.spectate.link)} onFocus={(e) => (e.target as HTMLInputElement).select()} />
            </li>
          </ul>
          <a class="button primary" href={`#/online/${created.id}`} data-testid="open-online">
            Open the match
          </a>
        </div>
      )}
    </section>
  );
}

/** A list read now and every 15 s while the screen is shown (a failed read keeps the last one). */
function usePolled<T>(read: () => Promise<T>): [T | null, (v: T) => void] {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => read().then((v) => live && setValue(v), () => undefined);
    void load();
    const t = setInterval(load, 15_000);
    return () => {
      live = false;
      clearInterval(t);
    };
  }, []);
  return [value, setValue];
}

/** Matches whose creator waits for any opponent: Play takes the seat (a guest session made when there is none) and
 * opens the match. */
function OpenMatches() {
  const [list, setList] = usePolled(online.openList);
  const [error, setError] = useState<string | null>(null);
  if (!list) return null;
  const take = (id: number) =>
    online.take(id).then(
      () => go(`/online/${id}`),
      (e: Error) => (setError(e.message), void online.openList().then(setList, () => undefined)),
    );
  return (
    <section class="card matches" aria-label="open matches">
      <h2>Open matches</h2>
      {list.length === 0 && <p class="muted">No one is waiting for an opponent.</p>}
      {error && <div class="problem">{error}</div>}
      {list.length > 0 && (
        <table>
          <tbody>
            {list.map((m) => (
              <tr key={m.id} data-open={m.id}>
                <td class="muted">{m.id}</td>
                <td>
                  {m.title}
                  <div class="muted small">
                    {m.by} waits; you would play {m.seat}
                  </div>
                </td>
                <td>
                  <button type="button" class="primary" data-testid={`take-${m.id}`} onClick={() => void take(m.id)}>
                    Play
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function MyMatches() {
  const [list] = usePolled(online.mine);
  if (!list) return null;
  return (
    <section class="card matches" aria-label="your online matches">
      <h2>Your online matches</h2>
      {list.length === 0 && <p class="muted">None yet.</p>}
      {list.length > 0 && (
        <table>
          <tbody>
            {list.map((m) => (
              <tr key={m.id} data-online={m.id}>
                <td class="muted">{m.id}</td>
                <td>
                  <a href={`#/online/${m.id}`}>{m.title}</a>
                  <div class="muted small">you play {m.seat}</div>
                </td>
                <td>
                  {m.status === 'finished' ? (
                    <span class="pill finished">{m.result ? `${Object.values(m.result.score).join('–')} final` : 'finished'}</span>
                  ) : m.yourTurn ? (
                    <span class="pill your-turn" data-testid="your-turn-badge">
                      your turn
                    </span>
                  ) : (
                    <span class="pill playing">their turn</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Opens an invite link: takes the seat, then the match. */
export function JoinScreen({ id, invite }: { id: number; invite: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    online.join(id, invite).then(
      () => go(`/online/${id}`),
      (e: Error) => setProblem(e.message),
    );
  }, [id, invite]);
  if (problem) return <Problem message={problem} />;
  return <div class="page narrow">Taking your seat in match {id}…</div>;
}
