// Loading a stored team (docs/teams.md): the first problem is one LeagueTeamError that names the field and why,
// never the value found there (it is in the file already, and a message repeats nothing it was sent). The game's own
// team checks (gridiron's loader, runeball's validator) run on what the match will get, and their paths are read back
// as this file's.

import { loadTeam as loadGridironTeam, TeamFileError as GridironTeamFileError } from '../../games/gridiron/rosters/load';
import { validateTeam as validateRuneballTeam, TeamFileError as RuneballTeamFileError } from '../../games/runeball/teamfile';
import { COLLEGES } from './gridiron';
import { RUSH_ASSETS, rushRosterOf } from './rush';
import { toGridironFile, toRuneballFile } from './play';
import { LEAGUE_GAMES, LeagueTeamError, TEAM_FORMAT, type LeagueTeam } from './types';
import { getRoster } from '../../games/gridiron/rosters/data';
import { roster as runeballRoster } from '../../games/runeball/rosters';
import { teamById } from '../../games/rush/teams';

const COMMON = ['format', 'game', 'roster', 'name', 'treasury', 'players'];
const TOP: Record<string, string[]> = {
  gridiron: [...COMMON, 'rerolls', 'apothecary', 'fanFactor', 'assistantCoaches', 'cheerleaders'],
  dungeon: [...COMMON, 'college', 'rerolls', 'apothecary', 'fanFactor', 'assistantCoaches', 'cheerleaders'],
  rush: [...COMMON, ...Object.keys(RUSH_ASSETS), 'points', 'strikeDifference'],
  runeball: COMMON,
};
const PLAYER: Record<string, string[]> = {
  gridiron: ['id', 'number', 'name', 'position', 'spp', 'skills', 'stats', 'injuries', 'missNextGame', 'dead', 'advances'],
  rush: ['id', 'number', 'name', 'position', 'missNextGame', 'dead'],
  runeball: ['id', 'number', 'name', 'position', 'missNextGame', 'dead', 'sheet', 'ledger'],
};
PLAYER.dungeon = PLAYER.gridiron;

const LASTING = ['niggling injury', '-1 ma', '-1 st', '-1 ag', '-1 av'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** Checks a parsed team and returns it typed, or throws one LeagueTeamError naming the first bad field. */
export function parseLeagueTeam(value: unknown): LeagueTeam {
  const bad = (field: string, reason: string) => new LeagueTeamError(field, reason);
  if (!isObject(value)) throw bad('', 'a team file is a JSON object');
  if (value.format !== TEAM_FORMAT) throw bad('format', `expected "${TEAM_FORMAT}"`);
  if (typeof value.game !== 'string' || !(LEAGUE_GAMES as readonly string[]).includes(value.game)) throw bad('game', `expected one of ${LEAGUE_GAMES.join(', ')}`);
  const game = value.game;
  // An unknown field is not named: its name is the user's words.
  if (Object.keys(value).some((k) => !TOP[game].includes(k))) throw bad('', `a field is not one a ${game} team has (known: ${TOP[game].join(', ')})`);
  if (typeof value.roster !== 'string') throw bad('roster', 'expected a roster id');
  const known = game === 'rush' ? !!teamById(value.roster) : game === 'runeball' ? !!runeballRoster(value.roster) : !!getRoster(value.roster);
  if (!known) throw bad('roster', `expected a ${game} roster id`);
  if (game === 'dungeon') {
    if (typeof value.college !== 'string' || !Object.hasOwn(COLLEGES, value.college)) throw bad('college', `expected a College of Magic (${Object.keys(COLLEGES).join(', ')})`);
    if (!COLLEGES[value.college].includes(value.roster)) throw bad('roster', 'expected a roster the college fields (docs/teams.md)');
  }
  if (typeof value.name !== 'string' || value.name.trim() === '' || value.name.length > 60) throw bad('name', 'expected a name of 1 to 60 characters');
  if (!isCount(value.treasury)) throw bad('treasury', 'expected a whole number of 0 or more');
  for (const k of TOP[game]) {
    if (['rerolls', 'fanFactor', 'assistantCoaches', 'cheerleaders', 'cards', 'coachingDice', 'coachingStaff', 'points'].includes(k) && value[k] !== undefined && !isCount(value[k])) {
      throw bad(k, 'expected a whole number of 0 or more');
    }
  }
  if (value.apothecary !== undefined && typeof value.apothecary !== 'boolean') throw bad('apothecary', 'expected true or false');
  if (value.strikeDifference !== undefined && !Number.isInteger(value.strikeDifference)) throw bad('strikeDifference', 'expected a whole number');
  if (game === 'rush') for (const [k, a] of Object.entries(RUSH_ASSETS)) if ((value[k] as number | undefined) !== undefined && (value[k] as number) > a.max) throw bad(k, `at most ${a.max} (facts.md §3.6)`);

  if (!Array.isArray(value.players)) throw bad('players', 'expected a list of players');
  const ids = new Set<string>();
  value.players.forEach((raw, i) => {
    const at = `players[${i}]`;
    if (!isObject(raw)) throw bad(at, 'expected a player object');
    if (Object.keys(raw).some((k) => !PLAYER[game].includes(k))) throw bad(at, `a field is not one a player has (known: ${PLAYER[game].join(', ')})`);
    if (typeof raw.id !== 'string' || !/^[A-Za-z0-9_-]{1,40}$/.test(raw.id)) throw bad(`${at}.id`, 'expected an id of 1 to 40 letters, digits, - or _');
    if (ids.has(raw.id)) throw bad(`${at}.id`, 'the same id as an earlier player');
    ids.add(raw.id);
    for (const k of ['missNextGame', 'dead']) if (raw[k] !== undefined && typeof raw[k] !== 'boolean') throw bad(`${at}.${k}`, 'expected true or false');
    if (raw.advances !== undefined) {
      if (!Array.isArray(raw.advances)) throw bad(`${at}.advances`, 'expected a list of advancement rolls');
      raw.advances.forEach((a, j) => {
        const d = isObject(a) ? a.dice : undefined;
        if (!isObject(a) || typeof a.rank !== 'string' || !Array.isArray(d) || d.length !== 2 || !d.every((x) => Number.isInteger(x) && x >= 1 && x <= 6)) {
          throw bad(`${at}.advances[${j}]`, 'expected {"rank": a rank name, "dice": two dice of 1 to 6}');
        }
      });
    }
    // "Miss Next Game" is the missNextGame flag here, so the post-match sequence can lift it.
    if (Array.isArray(raw.injuries)) {
      raw.injuries.forEach((s: unknown, j: number) => {
        if (typeof s !== 'string' || !LASTING.includes(s.trim().toLowerCase())) throw bad(`${at}.injuries[${j}]`, 'expected a lasting injury (Niggling Injury, -1 MA, -1 ST, -1 AG, -1 AV)');
      });
    }
    if (raw.ledger !== undefined) {
      const l = raw.ledger;
      const pts = isObject(l) ? l.points : undefined;
      if (!isObject(l) || !isCount(l.freeChecks) || !isObject(pts) || !Object.values(pts).every(isCount)) {
        throw bad(`${at}.ledger`, 'expected {"points": {skill: whole number}, "freeChecks": whole number}');
      }
    }
    if (game === 'rush') {
      if (typeof raw.number !== 'number' || !Number.isInteger(raw.number) || raw.number < 1 || raw.number > 99) throw bad(`${at}.number`, 'expected a shirt number from 1 to 99');
      if (typeof raw.name !== 'string' || raw.name.trim() === '') throw bad(`${at}.name`, 'expected a name');
      const r = rushRosterOf(value as unknown as LeagueTeam);
      if (!r.positions.some((p) => p.id === raw.position)) throw bad(`${at}.position`, `expected a position id of the ${r.name} (${r.positions.map((p) => p.id).join(', ')})`);
    }
  });
  const team = value as unknown as LeagueTeam;
  if (game === 'gridiron' || game === 'dungeon') checkWithGridiron(team);
  if (game === 'runeball') checkWithRuneball(team);
  return team;
}

/** Every player on the books (the dead aside) goes through gridiron's own loader, fit or not, so that its limits (16
 * players, each position's maximum, skills, characteristics) hold for the whole team. */
function checkWithGridiron(team: LeagueTeam): void {
  const books = team.players.map((p, i) => [p, i] as const).filter(([p]) => !p.dead);
  const fielded = { ...team, players: books.map(([p]) => ({ ...p, missNextGame: false })) };
  try {
    loadGridironTeam(toGridironFile(fielded, false), 'home');
  } catch (e) {
    if (!(e instanceof GridironTeamFileError)) throw e;
    const first = e.problems[0];
    // players[k] of the match file is the k-th player on the books: its index in this file is named instead.
    const path = first.path.replace(/^players\[(\d+)\]/, (_m, k: string) => `players[${books[Number(k)]?.[1] ?? k}]`);
    throw new LeagueTeamError(path, first.reason);
  }
}

function checkWithRuneball(team: LeagueTeam): void {
  team.players.forEach((p, i) => {
    if (!isObject(p.sheet)) throw new LeagueTeamError(`players[${i}].sheet`, 'expected the player\'s runeball sheet (attributes, skills, maneuvers)');
  });
  const books = team.players.map((p, i) => [p, i] as const).filter(([p]) => !p.dead);
  try {
    validateRuneballTeam(toRuneballFile({ ...team, players: books.map(([p]) => ({ ...p, missNextGame: false })) }, true));
  } catch (e) {
    if (!(e instanceof RuneballTeamFileError)) throw e;
    const m = /^team file: (\S+): (.*)$/.exec(e.message);
    if (!m) throw new LeagueTeamError('players', e.message.replace(/^team file: /, ''));
    const path = m[1].replace(/^players\[(\d+)\](\.(number|name)\b)?/, (_x, k: string, own?: string) => `players[${books[Number(k)]?.[1] ?? k}]${own ?? '.sheet'}`);
    throw new LeagueTeamError(path, m[2]);
  }
}
