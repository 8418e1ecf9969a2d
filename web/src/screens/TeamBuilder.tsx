// The team builder: a coach picks a roster (a dungeon team its college first), hires players by position within the
// treasury and names them, buys re-rolls, apothecary, fan factor, coaches and cheerleaders (rush: cards, coaching
// dice, cheerleaders, coaching staff), or loads a turnover-team/1 file, saves it as one, and enters the league with it.
// Every limit and price is src/league/team's (team-build.ts asks it); the server checks the team again on entry.

import { useState } from 'preact/hooks';
import type { LeagueGame } from '../../../src/league/team/types';
import { api } from '../api';
import { buy, colleges, hire, itemsFor, living, money, newTeam, positionsFor, readTeamFile, rename, rostersFor, teamFile, teamValue, unhire, type LeagueTeam } from '../team-build';

export function TeamBuilder({ league, game, onEntered }: { league: number; game: LeagueGame; onEntered: () => void }) {
  const [college, setCollege] = useState(colleges()[0]);
  const choices = rostersFor(game, college);
  const [roster, setRoster] = useState(choices[0]?.id ?? '');
  const [name, setName] = useState('');
  const [team, setTeam] = useState<LeagueTeam | null>(null);
  const [error, setError] = useState<string | null>(null);

  const attempt = (change: () => LeagueTeam) => {
    try {
      setTeam(change());
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const load = async (file: File | undefined) => {
    if (!file) return;
    const r = readTeamFile(await file.text(), game);
    if ('error' in r) setError(r.error);
    else {
      setTeam(r.team);
      setError(null);
    }
  };
  const enter = async () => {
    if (!team) return;
    try {
      await api.enter(league, { name: team.name, team });
      setError(null);
      onEntered();
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <section class="card team-builder" aria-label="team builder">
      <h2>Enter a team</h2>
      {!team && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            attempt(() => newTeam(game, roster, name, college));
          }}
        >
          {game === 'dungeon' && (
            <div class="field inline">
              <label for="tb-college">College</label>
              <select
                id="tb-college"
                value={college}
                onChange={(e) => {
                  const c = (e.target as HTMLSelectElement).value;
                  setCollege(c);
                  setRoster(rostersFor(game, c)[0]?.id ?? '');
                }}
              >
                {colleges().map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div class="field inline">
            <label for="tb-roster">Roster</label>
            <select id="tb-roster" value={roster} onChange={(e) => setRoster((e.target as HTMLSelectElement).value)}>
              {choices.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
          <div class="field inline">
            <label for="tb-name">Team name</label>
            <input id="tb-name" value={name} maxLength={60} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
          </div>
          <div class="row-actions">
            <button type="submit" class="primary" data-testid="tb-start">
              Build it
            </button>
            <label class="upload">
              or load a team file <input type="file" data-testid="tb-file" accept=".json,application/json" onChange={(e) => void load((e.target as HTMLInputElement).files?.[0])} />
            </label>
          </div>
        </form>
      )}
      {team && <Building team={team} attempt={attempt} />}
      {error && <div class="problem" data-testid="tb-error">{error}</div>}
      {team && (
        <div class="row-actions">
          <button type="button" class="primary" data-testid="tb-enter" onClick={() => void enter()} disabled={living(team).length === 0}>
            Enter {team.name}
          </button>
          <a class="button ghost" download={`${team.name.replace(/[^\w-]+/g, '-')}.json`} href={`data:application/json;charset=utf-8,${encodeURIComponent(teamFile(team))}`}>
            Save the team file
          </a>
          <button type="button" class="ghost" onClick={() => (setTeam(null), setError(null))}>
            Start again
          </button>
        </div>
      )}
    </section>
  );
}

function Building({ team, attempt }: { team: LeagueTeam; attempt: (change: () => LeagueTeam) => void }) {
  const shop = positionsFor(team);
  const items = itemsFor(team, true);
  const $ = (n: number) => money(team, n);
  return (
    <div class="building">
      <p class="muted small" data-testid="tb-money">
        {team.name} · treasury <b>{$(team.treasury)}</b> · team value {$(teamValue(team))} · {living(team).length} players
      </p>
      {shop.length > 0 && (
        <table class="shop">
          <thead>
            <tr>
              <th>Position</th>
              <th>Cost</th>
              <th>Have</th>
              <th></th>
            </tr>
          </thead>
          <tbody>
            {shop.map((p) => (
              <tr key={p.position} data-position={p.position}>
                <td>{p.label}</td>
                <td>{$(p.cost)}</td>
                <td>
                  {p.have}/{p.max}
                </td>
                <td>
                  <button type="button" disabled={p.blocked !== null} title={p.blocked ?? ''} onClick={() => attempt(() => hire(team, { position: p.position, name: `${p.label} ${living(team).length + 1}` }))}>
                    Hire
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {items.length > 0 && (
        <div class="staff">
          {items.map((i) => (
            <span key={i.item} class="staff-item" data-item={i.item}>
              {i.label}: <b>{i.have}</b>
              <button type="button" disabled={i.blocked !== null} title={i.blocked ?? ''} onClick={() => attempt(() => buy(team, i.item, true))}>
                + {$(i.price)}
              </button>
            </span>
          ))}
        </div>
      )}
      {team.players.length > 0 && (
        <table class="roster">
          <tbody>
            {team.players.map((p) => (
              <tr key={p.id} data-player={p.id}>
                <td>{p.number}</td>
                <td>
                  <input aria-label={`name of #${p.number}`} value={p.name} maxLength={60} onChange={(e) => attempt(() => rename(team, (e.target as HTMLInputElement).value, p.id))} />
                </td>
                <td>{p.position}</td>
                <td>
                  {team.game !== 'runeball' && (
                    <button type="button" class="ghost" onClick={() => attempt(() => unhire(team, p.id))}>
                      Remove
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
