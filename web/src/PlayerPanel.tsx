// The player card and the rosters, beside the board as FUMBBL shows them: the selected player's card (stats,
// skills with their rule text, SPP, injuries), and a tab listing every player of each team with the same data.

import { useEffect, useMemo, useState } from 'preact/hooks';
import { readCard, readRoster, type Card } from './card';
import { glossary } from './engine';

type Obj = Record<string, unknown>;

function Stats({ c }: { c: Card }) {
  return (
    <span class="card-stats">
      {c.stats.map(([k, v]) => (
        <span key={k} class="stat">
          <small>{k}</small> {v}
        </span>
      ))}
    </span>
  );
}

export function PlayerCard({ c }: { c: Card }) {
  return (
    <div class="player-card" data-testid="player-card" data-player={c.id}>
      <div class="card-head">
        {c.number !== undefined && <b class="num">#{c.number}</b>} <b>{c.name}</b>
        {c.what && <span class="what"> {c.what}</span>}
      </div>
      {c.whatText && <div class="card-text">{c.whatText}</div>}
      <Stats c={c} />
      {c.state && <div class="card-state">{c.state}</div>}
      {c.skills.length > 0 && (
        <ul class="card-skills">
          {c.skills.map((s) => (
            <li key={s.name}>
              <b>{s.name}</b>
              {s.text && <span class="skill-text">: {s.text}</span>}
            </li>
          ))}
        </ul>
      )}
      {(c.spp !== undefined || c.injuries.length > 0) && (
        <div class="card-career">
          {c.spp !== undefined && <span>SPP {c.spp}</span>}
          {c.injuries.length > 0 && <span> · Injuries: {c.injuries.join(', ')}</span>}
        </div>
      )}
    </div>
  );
}

function Roster({ cards, onPick }: { cards: Card[]; onPick: (id: string) => void }) {
  return (
    <table class="roster">
      <tbody>
        {cards.map((c) => (
          <tr key={c.id}>
            <td>{c.number ?? ''}</td>
            <td>
              <button type="button" class="link" onClick={() => onPick(c.id)}>
                {c.name}
              </button>
              {c.what && <small> {c.what}</small>}
            </td>
            <td><Stats c={c} /></td>
            <td class="roster-skills">{c.skills.map((s) => <span key={s.name} title={s.text}>{s.name}</span>)}</td>
            <td>{c.spp !== undefined ? `${c.spp} SPP` : ''}{c.injuries.length ? ` ${c.injuries.join(', ')}` : ''}</td>
            <td class="muted">{c.state}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `view` is the one the board is drawn from; `teams` names each seat. A pick in a roster shows that player's card. */
export function PlayerPanel({ ruleset, view, seats, teamName, selected }: { ruleset: string; view: Obj; seats: string[]; teamName: (seat: string) => string; selected: string | null }) {
  const words = useMemo(() => glossary(ruleset), [ruleset]);
  const [tab, setTab] = useState<'card' | string>('card');
  const [picked, setPicked] = useState<string | null>(null);
  const players = Array.isArray(view.players) ? (view.players as Obj[]) : [];
  // The latest of the two shows: a roster pick until the board selects another player.
  useEffect(() => setPicked(null), [selected]);
  const id = picked ?? selected;
  const piece = id === null ? undefined : players.find((p) => String(p.id) === id);
  return (
    <section class="player-panel" aria-label="players">
      <div class="tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'card'} class={tab === 'card' ? 'on' : ''} onClick={() => setTab('card')}>
          Player
        </button>
        {seats.map((s) => (
          <button key={s} type="button" role="tab" data-testid={`roster-${s}`} aria-selected={tab === s} class={tab === s ? 'on' : ''} onClick={() => setTab(s)}>
            {teamName(s)} roster
          </button>
        ))}
      </div>
      {tab === 'card' ? (
        piece ? <PlayerCard c={readCard(piece, words)} /> : <div class="muted">Click a player to see his card.</div>
      ) : (
        <div data-testid="roster">
          <Roster cards={readRoster(view, tab, words)} onPick={(p) => (setPicked(p), setTab('card'))} />
        </div>
      )}
    </section>
  );
}
