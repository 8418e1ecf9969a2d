// A team of one's own (a league team, docs/teams.md): a roster id, the team's name, its assets, and its players by
// position id, so that its hires and names reach the pitch. A roster id alone still fields the starter line-up.
//
// { "roster": "trontek-29ers", "name": "Trontek Titans", "coachingDice": 1, "cards": 2,
//   "players": [{ "number": 7, "name": "Vance", "position": "striker" }, ...] }

import { OptionsError } from '../../core/options';
import { ON_PITCH, ROSTER_CAP, starters, teamById, TEAMS, type Position, type Team } from './teams';

export interface RushTeamFile {
  roster: string;
  name: string;
  coachingDice?: number;
  cards?: number;
  players: { number: number; name: string; position: string }[];
}

export interface Fielded {
  team: Team;
  lineup: { position: Position; num: number; name: string }[];
}

const FIELDS = ['roster', 'name', 'coachingDice', 'cards', 'players'];
const ASSET_MAX = 7;

/** A side's team from a roster id or a team file; a bad file is one OptionsError naming the field, not its value. */
export function loadRushTeam(v: unknown, side: string): Fielded {
  const bad = (field: string, why: string) => new OptionsError(`option "${side}": ${field ? `${field}: ` : ''}${why}`);
  if (typeof v === 'string') {
    const t = teamById(v);
    if (!t) throw bad('', `one of ${TEAMS.map((x) => x.id).join(', ')}, or a team file`);
    return { team: t, lineup: starters(t).map((s) => ({ ...s, name: s.position.name })) };
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw bad('', `one of ${TEAMS.map((x) => x.id).join(', ')}, or a team file object`);
  const f = v as Record<string, unknown>;
  if (Object.keys(f).some((k) => !FIELDS.includes(k))) throw bad('', `a field is not one a team file has (known: ${FIELDS.join(', ')})`);
  const roster = typeof f.roster === 'string' ? teamById(f.roster) : undefined;
  if (!roster) throw bad('roster', `one of ${TEAMS.map((x) => x.id).join(', ')}`);
  if (typeof f.name !== 'string' || f.name.trim() === '' || f.name.length > 60) throw bad('name', 'expected a name of 1 to 60 characters');
  for (const k of ['coachingDice', 'cards'] as const) {
    const n = f[k];
    if (n !== undefined && (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > ASSET_MAX)) throw bad(k, `expected a whole number from 0 to ${ASSET_MAX}`);
  }
  if (!Array.isArray(f.players) || f.players.length < ON_PITCH || f.players.length > ROSTER_CAP) throw bad('players', `expected a list of ${ON_PITCH} to ${ROSTER_CAP} players`);
  const worn = new Set<number>();
  const count = new Map<string, number>();
  const lineup = f.players.map((raw: unknown, i: number) => {
    const at = `players[${i}]`;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw bad(at, 'expected a player object with number, name and position');
    const p = raw as Record<string, unknown>;
    if (Object.keys(p).some((k) => !['number', 'name', 'position'].includes(k))) throw bad(at, 'a field is not one a player has (known: number, name, position)');
    if (typeof p.number !== 'number' || !Number.isInteger(p.number) || p.number < 1 || p.number > 99) throw bad(`${at}.number`, 'expected a shirt number from 1 to 99');
    if (worn.has(p.number)) throw bad(`${at}.number`, 'already worn by an earlier player');
    worn.add(p.number);
    if (typeof p.name !== 'string' || p.name.trim() === '' || p.name.length > 60) throw bad(`${at}.name`, 'expected a name of 1 to 60 characters');
    const position = roster.positions.find((q) => q.id === p.position);
    if (!position) throw bad(`${at}.position`, `expected a position id of the ${roster.name} (${roster.positions.map((q) => q.id).join(', ')})`);
    const n = (count.get(position.id) ?? 0) + 1;
    count.set(position.id, n);
    if (n > position.max) throw bad(`${at}.position`, `the ${roster.name} allow at most ${position.max} ${position.name}`);
    return { position, num: p.number, name: p.name.trim() };
  });
  return {
    team: { ...roster, name: f.name.trim(), coachingDice: (f.coachingDice as number | undefined) ?? 0, cards: (f.cards as number | undefined) ?? 0 },
    lineup,
  };
}
