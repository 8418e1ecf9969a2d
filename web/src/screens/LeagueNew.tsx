// A commissioner's new league: the game, its house rules (the ruleset's own options, in the same form a single match
// uses, less the teams: a league's teams come from its entries), the schedule, deadlines, points and tie-breakers.
// The server checks it all (leagueConfig and the ruleset's schema); its one-line error is shown as it comes.

import { useState } from 'preact/hooks';
import { POINT_PRESETS, TIE_BREAKERS } from '../../../src/league/season/config';
import { api } from '../api';
import { rulesets, type RulesetInfo } from '../engine';
import { go } from '../router';
import { isLeagueGame } from '../team-build';
import { OptionsForm, teamOptionKeys } from './OptionsForm';

/** The ruleset's options less its team pickers and seed, which a league's entries and the server supply. */
function houseRulesInfo(info: RulesetInfo): RulesetInfo {
  const teams = new Set([...teamOptionKeys(info), 'seed', 'scenario']);
  return { ...info, options: Object.fromEntries(Object.entries(info.options).filter(([k]) => !teams.has(k))) };
}

const PRESET_WORDS: Record<string, string> = {
  'three-one-zero': 'win 3, draw 1, loss 0',
  'two-one-zero': 'win 2, draw 1, loss 0',
  landslide: 'win 2, draw or loss 1, landslide win 3, landslide loss 0 (rush)',
};

export function NewLeague() {
  // Team games first: their leagues keep teams between matches.
  const games = rulesets()
    .filter((r) => r.seats.length === 2)
    .sort((a, b) => Number(isLeagueGame(b.id)) - Number(isLeagueGame(a.id)));
  const [name, setName] = useState('');
  const [game, setGame] = useState(games.find((g) => g.id === 'gridiron')?.id ?? games[0]?.id ?? '');
  const [house, setHouse] = useState<Record<string, unknown>>({});
  const [schedule, setSchedule] = useState<'round-robin' | 'swiss'>('round-robin');
  const [rounds, setRounds] = useState(5);
  const [legs, setLegs] = useState(1);
  const [roundDays, setRoundDays] = useState('7');
  const [points, setPoints] = useState('two-one-zero');
  const [ties, setTies] = useState<string[]>(['head-to-head', 'score-difference']);
  const [playoffTeams, setPlayoffTeams] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const info = games.find((g) => g.id === game);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    try {
      const days = roundDays.trim() === '' ? null : Number(roundDays);
      const l = await api.createLeague({
        name: name.trim() || 'League',
        game,
        houseRules: house,
        schedule,
        ...(schedule === 'swiss' ? { rounds } : { legs }),
        roundDays: days,
        points,
        tieBreakers: ties,
        playoffTeams,
      });
      go(`/league/${l.id}`);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section class="card new-league" aria-label="new league">
      <h2>New league</h2>
      <form onSubmit={submit}>
        <div class="field">
          <label for="league-name">Name</label>
          <input id="league-name" value={name} maxLength={100} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
        </div>
        <div class="field inline">
          <label for="league-game">Game</label>
          <select
            id="league-game"
            value={game}
            onChange={(e) => {
              const g = (e.target as HTMLSelectElement).value;
              setGame(g);
              setHouse({});
              // Rush leagues score landslides (facts.md §3.7).
              setPoints(g === 'rush' ? 'landslide' : 'two-one-zero');
            }}
          >
            {games.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        {info && Object.keys(houseRulesInfo(info).options).length > 0 && (
          <details class="house-rules">
            <summary>House rules</summary>
            <OptionsForm info={houseRulesInfo(info)} values={house} onChange={setHouse} online />
          </details>
        )}
        <fieldset>
          <legend>Schedule</legend>
          <label class="check">
            <input type="radio" name="schedule" value="round-robin" checked={schedule === 'round-robin'} onChange={() => setSchedule('round-robin')} /> Round robin
          </label>
          <label class="check">
            <input type="radio" name="schedule" value="swiss" checked={schedule === 'swiss'} onChange={() => setSchedule('swiss')} /> Swiss
          </label>
          {schedule === 'swiss' ? (
            <div class="field inline">
              <label for="league-rounds">Rounds</label>
              <input id="league-rounds" type="number" min={1} max={30} value={rounds} onInput={(e) => setRounds(Number((e.target as HTMLInputElement).value))} />
            </div>
          ) : (
            <div class="field inline">
              <label for="league-legs">Legs</label>
              <select id="league-legs" value={String(legs)} onChange={(e) => setLegs(Number((e.target as HTMLSelectElement).value))}>
                <option value="1">each pair once</option>
                <option value="2">home and away</option>
              </select>
            </div>
          )}
          <div class="field inline">
            <label for="league-days">Days per round</label>
            <input id="league-days" type="number" min={1} max={365} placeholder="no deadline" value={roundDays} onInput={(e) => setRoundDays((e.target as HTMLInputElement).value)} />
          </div>
          <div class="field inline">
            <label for="league-playoffs">Playoffs</label>
            <select id="league-playoffs" value={String(playoffTeams)} onChange={(e) => setPlayoffTeams(Number((e.target as HTMLSelectElement).value))}>
              <option value="0">none</option>
              <option value="2">top 2</option>
              <option value="4">top 4</option>
              <option value="8">top 8</option>
            </select>
          </div>
        </fieldset>
        <fieldset>
          <legend>Points</legend>
          {Object.keys(POINT_PRESETS).map((p) => (
            <label class="check" key={p}>
              <input type="radio" name="points" value={p} checked={points === p} onChange={() => setPoints(p)} /> {PRESET_WORDS[p] ?? p}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Tie-breakers, in order</legend>
          {TIE_BREAKERS.map((t) => (
            <label class="check" key={t}>
              <input
                type="checkbox"
                value={t}
                checked={ties.includes(t)}
                onChange={(e) => setTies((e.target as HTMLInputElement).checked ? [...ties, t] : ties.filter((x) => x !== t))}
              />{' '}
              {t.replace(/-/g, ' ')}
              {ties.includes(t) && <small class="muted">{` (${ties.indexOf(t) + 1})`}</small>}
            </label>
          ))}
        </fieldset>
        {error && <div class="problem">{error}</div>}
        <button type="submit" class="primary" data-testid="create-league" disabled={busy}>
          Create the league
        </button>
      </form>
    </section>
  );
}
