// Between matches, the team's own coach: spends each waiting advancement roll (the characteristic the total gives,
// or a skill of the categories it opens), hires a rookie within the treasury (re-rolls at double price are the
// rules', not offered here), fires a player, and saves the team as a turnover-team/1 file. Each change is one
// request; the server refuses one made while the team is in a match.

import { useState } from 'preact/hooks';
import type { EntryPageView } from '../../../src/api/leagues';
import { api, type TeamChange } from '../api';
import { advanceChoices, money, positionsFor, teamFile, type LeagueTeam } from '../team-build';

export function TeamManage({ league, entry, page, onChange }: { league: number; entry: number; page: EntryPageView; onChange: () => void }) {
  const team = page.team as unknown as LeagueTeam;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = positionsFor(team);
  const [position, setPosition] = useState(open.find((p) => p.blocked === null)?.position ?? open[0]?.position ?? '');
  const [name, setName] = useState('');
  const change = async (c: TeamChange) => {
    setBusy(true);
    try {
      await api.changeTeam(league, entry, c);
      setError(null);
      onChange();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const waiting = team.players.filter((p) => !p.dead && p.advances?.length && (team.game === 'gridiron' || team.game === 'dungeon'));
  return (
    <section class="card team-manage" aria-label="between matches">
      <h2>Between matches</h2>
      {waiting.length === 0 && <p class="muted small">No advancement roll waiting.</p>}
      {waiting.map((p) => {
        const c = advanceChoices(team, p.id);
        return (
          <div key={p.id} class="advance" data-advance={p.id}>
            <b>
              #{p.number} {p.name}
            </b>{' '}
            rolled {c.dice[0]}+{c.dice[1]}:{' '}
            {c.stats.map((s) => (
              <button key={s} type="button" data-stat={s} disabled={busy} onClick={() => void change({ advance: { player: p.id, stat: s as 'ma' } })}>
                +1 {s.toUpperCase()}
              </button>
            ))}
            <select
              aria-label={`skill for ${p.name}`}
              data-testid="skill"
              disabled={busy}
              onChange={(e) => {
                const skill = (e.target as HTMLSelectElement).value;
                if (skill) void change({ advance: { player: p.id, skill } });
              }}
            >
              <option value="">a skill…</option>
              {c.skills.map((k) => (
                <option key={k.name} value={k.name}>
                  {k.name} ({k.category})
                </option>
              ))}
            </select>
          </div>
        );
      })}
      {open.length > 0 && (
        <form
          class="row-actions hire"
          onSubmit={(e) => {
            e.preventDefault();
            void change({ hire: { position, name: name.trim() || `${position} rookie` } }).then(() => setName(''));
          }}
        >
          <select aria-label="position to hire" value={position} onChange={(e) => setPosition((e.target as HTMLSelectElement).value)}>
            {open.map((p) => (
              <option key={p.position} value={p.position} disabled={p.blocked !== null}>
                {p.label} {money(team, p.cost)} ({p.have}/{p.max})
              </option>
            ))}
          </select>
          <input aria-label="new player's name" placeholder="name" value={name} maxLength={60} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
          <button type="submit" data-testid="hire" disabled={busy}>
            Hire
          </button>
        </form>
      )}
      {team.game !== 'runeball' && (
        <details class="fire">
          <summary>Fire a player (no gold back)</summary>
          {team.players
            .filter((p) => !p.dead)
            .map((p) => (
              <button key={p.id} type="button" class="ghost" data-fire={p.id} disabled={busy} onClick={() => void change({ fire: { player: p.id } })}>
                #{p.number} {p.name}
              </button>
            ))}
        </details>
      )}
      <p>
        <a class="button ghost" download={`${team.name.replace(/[^\w-]+/g, '-')}.json`} href={`data:application/json;charset=utf-8,${encodeURIComponent(teamFile(team))}`}>
          Save the team file
        </a>
      </p>
      {error && <div class="problem">{error}</div>}
    </section>
  );
}
