// The first screen: start a match (ruleset, teams, optional rules, opponent) and the list of saved and finished
// matches to resume, replay or delete.

import { useEffect, useState } from 'preact/hooks';
import { api, type MatchSummary, type Seats } from '../api';
import { botNames, finishRecord, rulesets, startMatch, type RulesetInfo } from '../engine';
import { go } from '../router';
import { referee } from '../refereed';
import { OptionsForm, teamOptionKeys } from './OptionsForm';

export function HomeScreen() {
  const all = rulesets();
  return (
    <div class="page home">
      {all.length === 0 ? (
        <section class="card">
          <h2>New match</h2>
          <p>No game is installed yet.</p>
        </section>
      ) : (
        <NewMatch all={all} />
      )}
      <MatchList />
    </div>
  );
}

function NewMatch({ all }: { all: RulesetInfo[] }) {
  const [rid, setRid] = useState(all[0].id);
  const info = all.find((r) => r.id === rid) ?? all[0];
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [opponent, setOpponent] = useState('human');
  // The other seats: a person here, or a bot too (bot v bot, to watch).
  const [mine, setMine] = useState('human');
  const [botSeat, setBotSeat] = useState<string | null>(null);
  const theirs = botSeat && info.seats.includes(botSeat) ? botSeat : info.seats[info.seats.length - 1];
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const m = startMatch(info.id, options);
      const seats: Seats = {};
      for (const s of info.seats) seats[s] = s === theirs ? opponent : mine;
      const title = matchTitle(info, options);
      // Someone plays here (hot seat, vs bot): the server referees and rolls, with no account needed. Bot v bot
      // (only watched), a seed of the player's own (its dice are theirs to know: the server takes one only from a
      // test) and a browser with no server (offline) play here, as before.
      if (Object.values(seats).includes('human')) {
        try {
          const made = await referee.create({ ruleset: info.id, title, options, seats });
          return go(`/match/${made.id}`);
        } catch (e) {
          if (!(e instanceof TypeError) && !/offline|this device|options\.seed/i.test((e as Error).message)) throw e;
        }
      }
      const saved = await api.create({ title, seats, record: finishRecord(m) });
      go(`/match/${saved.id}`);
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };

  return (
    <section class="card new-match" aria-label="new match">
      <h2>New match</h2>
      <div class="rulesets" role="radiogroup">
        {all.map((r) => (
          <label key={r.id} class={`pick ${r.id === info.id ? 'on' : ''}`}>
            <input
              type="radio"
              name="ruleset"
              value={r.id}
              checked={r.id === info.id}
              onChange={() => {
                setRid(r.id);
                setOptions({});
              }}
            />
            <b>{r.name.replace(/\s*\(.*\)\s*$/, '')}</b>
            <small>{[/\((.*)\)/.exec(r.name)?.[1], r.grid.kind === 'hex' ? `${r.grid.width}×${r.grid.height} hexes` : r.grid.kind === 'square' ? `${r.grid.width}×${r.grid.height} squares` : ''].filter(Boolean).join(' · ')}</small>
          </label>
        ))}
      </div>
      <OptionsForm key={info.id} info={info} values={options} onChange={setOptions} />
      <div class="field">
        <label for="opponent">Opponent</label>
        <div class="opponent">
          <select id="opponent" value={opponent} onChange={(e) => setOpponent((e.target as HTMLSelectElement).value)}>
            <option value="human">Hot seat: a second player at this screen</option>
            {botNames().map((b) => (
              <option key={b} value={`bot:${b}`}>
                Bot: {b}
              </option>
            ))}
          </select>
          {opponent !== 'human' && (
            <select id="bot-seat" aria-label="the bot plays" value={theirs} onChange={(e) => setBotSeat((e.target as HTMLSelectElement).value)}>
              {info.seats.map((s) => (
                <option key={s} value={s}>
                  playing {s}
                </option>
              ))}
            </select>
          )}
        </div>
      </div>
      <div class="field">
        <label for="mine">{info.seats.length > 1 ? 'The other side' : 'Playing'}</label>
        <select id="mine" value={mine} onChange={(e) => setMine((e.target as HTMLSelectElement).value)}>
          <option value="human">You, at this screen</option>
          {botNames().map((b) => (
            <option key={b} value={`bot:${b}`}>
              Bot: {b} (watch the bots play)
            </option>
          ))}
        </select>
      </div>
      {error && <div class="problem">{error}</div>}
      <button type="button" class="primary big" onClick={start} disabled={busy} data-testid="start">
        Start the match
      </button>
    </section>
  );
}

function matchTitle(info: RulesetInfo, options: Record<string, unknown>): string {
  const names = teamOptionKeys(info)
    .map((k) => {
      const v = options[k] ?? info.options[k]?.default;
      if (v && typeof v === 'object' && typeof (v as { name?: unknown }).name === 'string') return (v as { name: string }).name;
      const roster = info.rosters.find((r) => r.id === v);
      return roster ? roster.name : typeof v === 'string' ? v : null;
    })
    .filter(Boolean);
  // "Gridiron (Blood Bowl-style, LRB6)" reads as "Gridiron" in a title.
  const game = info.name.replace(/\s*\(.*\)\s*$/, '');
  return names.length === 2 ? `${game}: ${names[0]} v ${names[1]}` : `${game} match`;
}

/** "hot seat", or who the bots are: "away: search bot". */
function seatsText(seats: Seats): string {
  const bots = Object.entries(seats).filter(([, w]) => w.startsWith('bot:'));
  return bots.length ? bots.map(([s, w]) => `${s}: ${w.slice(4)} bot`).join(' · ') : 'hot seat';
}

function MatchList() {
  const [list, setList] = useState<MatchSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    api
      .list()
      .then(setList)
      .catch((e: Error) => setError(e.message));
  useEffect(() => void load(), []);
  const remove = async (m: MatchSummary) => {
    if (!confirm(`Delete match ${m.id}, "${m.title}"?`)) return;
    await api.remove(m.id).catch((e: Error) => setError(e.message));
    void load();
  };
  return (
    <section class="card matches" aria-label="matches">
      <h2>Matches</h2>
      {error && <div class="problem">{error}</div>}
      {list && list.length === 0 && <p class="muted">No saved matches yet. Start one.</p>}
      {list && list.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>Match</th>
              <th>Status</th>
              <th>Steps</th>
              <th>Saved</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.map((m) => (
              <tr key={m.id} data-match={m.id}>
                <td class="muted">{m.id}</td>
                <td>
                  <a href={`#/match/${m.id}`}>{m.title}</a>
                  <div class="muted small">{seatsText(m.seats)}</div>
                </td>
                <td>
                  <span class={`pill ${m.status}`}>{m.status === 'finished' && m.result ? `${Object.values(m.result.score).join('–')} final` : m.status}</span>
                </td>
                <td>{m.steps}</td>
                <td class="muted small">{new Date(m.updated).toLocaleString([], { dateStyle: 'short', timeStyle: 'short' })}</td>
                <td class="row-actions">
                  <a class="button" href={`#/match/${m.id}`}>
                    {m.status === 'finished' ? 'Open' : 'Resume'}
                  </a>
                  <a class="button" href={`#/replay/${m.id}`}>
                    Replay
                  </a>
                  <button type="button" class="ghost" onClick={() => remove(m)} title="Delete">
                    ✕
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
