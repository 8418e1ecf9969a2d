// Loading a team: a shipped roster's default line-up (by id) or a user's team file, checked against its roster.
// Every problem is collected before anything is thrown, so a user fixes a file in one pass instead of one error at a
// time; each names the field path and the reason.

import { findSkill } from '../skills';
import type { Player, Side, Team } from '../state';
import { getRoster, ROSTERS, type Characteristic, type Roster, type TeamFile } from './data';
import { OptionsError } from '../../../core/options';

export interface Problem {
  /** Where in the file: `players[3].position`, `rerolls`. */
  path: string;
  reason: string;
}

/** Bad input to newGame: an OptionsError, so every client reports it as one. */
export class TeamFileError extends OptionsError {
  override name = 'TeamFileError';
  constructor(readonly problems: Problem[]) {
    super(problems.map((p) => (p.path ? `${p.path}: ${p.reason}` : p.reason)).join('; '));
  }
}

/** A player of the file who cannot play this match (Miss Next Game). */
export interface Absent {
  number: number;
  name: string;
  reason: string;
}

export interface LoadedTeam {
  team: Team;
  /** The players fit to play, by shirt number, at their pre-match starting values (all in reserves). */
  players: Player[];
  absent: Absent[];
}

const TOP_FIELDS = ['name', 'roster', 'rerolls', 'fanFactor', 'apothecary', 'cheerleaders', 'assistantCoaches', 'players'];
const PLAYER_FIELDS = ['number', 'name', 'position', 'skills', 'injuries', 'stats', 'spp'];
const CHARACTERISTICS: Characteristic[] = ['ma', 'st', 'ag', 'av'];

// Limits the rules leave open (docs/gridiron-teams.md lists them as choices).
// field | min | max
const COUNTS: [field: keyof TeamFile, min: number, max: number][] = [
  ['rerolls', 0, 8],
  ['fanFactor', 0, 20],
  ['cheerleaders', 0, 10],
  ['assistantCoaches', 0, 10],
];
const MAX_PLAYERS = 16;
const MAX_NAME = 60;
/** LRB6: a characteristic moves at most 2 points from the position's value, and never below 1. */
const MAX_STAT_CHANGE = 2;

/** Lasting injuries a team file may carry, in any letter case. */
const INJURIES: Record<string, { stat?: Characteristic; niggling?: boolean; missNextGame?: boolean }> = {
  'niggling injury': { niggling: true },
  '-1 ma': { stat: 'ma' },
  '-1 st': { stat: 'st' },
  '-1 ag': { stat: 'ag' },
  '-1 av': { stat: 'av' },
  'miss next game': { missNextGame: true },
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Builds a side's team and players from a roster id (its default line-up) or a team file. Throws a TeamFileError
 * listing every problem.
 */
export function loadTeam(input: unknown, side: Side): LoadedTeam {
  if (typeof input === 'string') {
    const roster = getRoster(input.trim().toLowerCase());
    if (!roster) throw new TeamFileError([{ path: 'roster', reason: unknownRoster() }]);
    return loadTeam(roster.lineup, side);
  }
  const problems: Problem[] = [];
  const bad = (path: string, reason: string) => problems.push({ path, reason });
  if (!isObject(input)) throw new TeamFileError([{ path: '', reason: 'a team is a roster id or a team file object' }]);

  // A field the file should not have is not named: its name is the user's, not ours.
  if (Object.keys(input).some((k) => !TOP_FIELDS.includes(k))) bad('', `a field is not one a team file has (known: ${TOP_FIELDS.join(', ')})`);
  const name = text(input.name, 'name', bad);
  let roster: Roster | undefined;
  if (typeof input.roster !== 'string') bad('roster', unknownRoster());
  else if (!(roster = getRoster(input.roster.trim().toLowerCase()))) bad('roster', unknownRoster());

  const counts: Record<string, number> = {};
  for (const [field, min, max] of COUNTS) counts[field] = count(input[field], field, min, max, bad);
  let apothecary = false;
  if (input.apothecary !== undefined) {
    if (typeof input.apothecary !== 'boolean') bad('apothecary', 'expected true or false');
    else apothecary = input.apothecary;
  }
  if (apothecary && roster && !roster.apothecary) bad('apothecary', `the ${roster.name} roster may not have an apothecary`);

  const players: Player[] = [];
  const absent: Absent[] = [];
  const list = input.players;
  if (!Array.isArray(list)) bad('players', 'expected a list of players');
  else if (list.length === 0) bad('players', 'a team needs at least one player');
  else if (list.length > MAX_PLAYERS) bad('players', `${list.length} players; a team has at most ${MAX_PLAYERS}`);
  if (Array.isArray(list)) {
    const worn = new Map<number, number>();
    const perPosition = new Map<string, number>();
    list.forEach((raw, i) => {
      const at = `players[${i}]`;
      const p = loadPlayer(raw, at, side, roster, bad);
      if (!p) return;
      const first = worn.get(p.player.number);
      if (first !== undefined) {
        bad(`${at}.number`, `already worn by players[${first}]`);
      } else worn.set(p.player.number, i);
      // A 0-16 position can only overflow with the whole team, which is reported once above.
      if (roster && p.max !== undefined && p.max < MAX_PLAYERS) {
        const n = (perPosition.get(p.player.position) ?? 0) + 1;
        perPosition.set(p.player.position, n);
        if (n > p.max) bad(`${at}.position`, `the ${roster.name} roster allows 0-${p.max} ${p.player.position}; this is number ${n}`);
      }
      if (p.missNextGame) absent.push({ number: p.player.number, name: p.player.name, reason: 'Miss Next Game' });
      else players.push(p.player);
    });
    if (problems.length === 0 && players.length === 0) bad('players', 'no player is fit to play (all Miss Next Game)');
  }
  if (problems.length > 0 || !roster) throw new TeamFileError(problems);

  players.sort((a, b) => a.number - b.number);
  const team: Team = {
    name,
    roster: roster.id,
    rerolls: counts.rerolls,
    rerollsBase: counts.rerolls,
    rerollUsedThisTurn: false,
    score: 0,
    turn: 0,
    fame: 0,
    fans: 0,
    fanFactor: counts.fanFactor,
    cheerleaders: counts.cheerleaders,
    assistantCoaches: counts.assistantCoaches,
    apothecary,
    blitzUsed: false,
    passUsed: false,
    handoffUsed: false,
    foulUsed: false,
    ttmUsed: false,
    bribes: 0,
  };
  return { team, players, absent };
}

function unknownRoster(): string {
  return `expected a roster id (${ROSTERS.map((r) => r.id).join(', ')})`;
}

function text(v: unknown, path: string, bad: (path: string, reason: string) => void): string {
  if (typeof v !== 'string' || v.trim() === '') {
    bad(path, 'expected a name');
    return '';
  }
  if (v.length > MAX_NAME) bad(path, `${v.length} characters; at most ${MAX_NAME}`);
  return v.trim();
}

function count(v: unknown, path: string, min: number, max: number, bad: (path: string, reason: string) => void): number {
  if (v === undefined) return 0;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    bad(path, `expected a whole number from ${min} to ${max}`);
    return 0;
  }
  return v;
}

function loadPlayer(
  raw: unknown,
  at: string,
  side: Side,
  roster: Roster | undefined,
  bad: (path: string, reason: string) => void,
): { player: Player; max?: number; missNextGame: boolean } | undefined {
  if (!isObject(raw)) {
    bad(at, 'expected a player object with number, name and position');
    return undefined;
  }
  if (Object.keys(raw).some((k) => !PLAYER_FIELDS.includes(k))) bad(at, `a field is not one a player has (known: ${PLAYER_FIELDS.join(', ')})`);
  const num = raw.number;
  const numberOk = typeof num === 'number' && Number.isInteger(num) && num >= 1 && num <= 99;
  if (!numberOk) bad(`${at}.number`, 'expected a shirt number, a whole number from 1 to 99');
  const name = text(raw.name, `${at}.name`, bad);

  let position = roster?.positions[0];
  if (typeof raw.position !== 'string') {
    bad(`${at}.position`, `expected a position name${roster ? ` of the ${roster.name} roster (${roster.positions.map((p) => p.name).join(', ')})` : ''}`);
    position = undefined;
  } else if (roster) {
    const wanted = raw.position.trim().toLowerCase();
    position = roster.positions.find((p) => p.name.toLowerCase() === wanted);
    if (!position) {
      const names = roster.positions.map((p) => p.name).join(', ');
      bad(`${at}.position`, `expected a position of the ${roster.name} roster (${names})`);
    }
  }

  const skills = position ? position.skills.slice() : [];
  if (raw.skills !== undefined) {
    if (!Array.isArray(raw.skills)) bad(`${at}.skills`, 'expected a list of skill names');
    else {
      raw.skills.forEach((s: unknown, j: number) => {
        const path = `${at}.skills[${j}]`;
        const skill = typeof s === 'string' ? findSkill(s) : undefined;
        if (typeof s !== 'string') bad(path, 'expected a skill name');
        else if (!skill) bad(path, 'expected the name of an LRB6 skill in the catalogue');
        else if (position?.skills.includes(skill.name)) bad(path, `a ${position.name} already has ${skill.name}`);
        else if (skills.includes(skill.name)) bad(path, `${skill.name} is listed twice`);
        else skills.push(skill.name);
      });
    }
  }

  const change: Record<Characteristic, number> = { ma: 0, st: 0, ag: 0, av: 0 };
  if (raw.stats !== undefined) {
    if (!isObject(raw.stats)) bad(`${at}.stats`, 'expected an object such as {"st": 1}');
    else {
      // Only a characteristic's own name goes into a path; any other key is the user's words, not named.
      if (Object.keys(raw.stats).some((k) => !CHARACTERISTICS.includes(k as Characteristic))) {
        bad(`${at}.stats`, `a key is not a characteristic (${CHARACTERISTICS.join(', ')})`);
      }
      for (const [k, v] of Object.entries(raw.stats)) {
        const path = `${at}.stats.${k}`;
        if (!CHARACTERISTICS.includes(k as Characteristic)) continue;
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > MAX_STAT_CHANGE) {
          bad(path, `expected an increase of 1 to ${MAX_STAT_CHANGE} (injuries go in "injuries")`);
        } else change[k as Characteristic] += v;
      }
    }
  }
  let niggling = 0;
  let missNextGame = false;
  if (raw.injuries !== undefined) {
    if (!Array.isArray(raw.injuries)) bad(`${at}.injuries`, 'expected a list of lasting injuries');
    else {
      raw.injuries.forEach((s: unknown, j: number) => {
        const effect = typeof s === 'string' ? INJURIES[s.trim().toLowerCase()] : undefined;
        if (!effect) {
          bad(`${at}.injuries[${j}]`, 'expected a lasting injury (Niggling Injury, -1 MA, -1 ST, -1 AG, -1 AV, Miss Next Game)');
          return;
        }
        if (effect.stat) change[effect.stat]--;
        if (effect.niggling) niggling++;
        if (effect.missNextGame) missNextGame = true;
      });
    }
  }
  const stat = (c: Characteristic): number => {
    const base = position ? position[c] : 0;
    const name = c.toUpperCase();
    if (Math.abs(change[c]) > MAX_STAT_CHANGE) {
      bad(at, `${name} would change by more than ${MAX_STAT_CHANGE} (advances and injuries together); LRB6 allows at most ${MAX_STAT_CHANGE} either way`);
    } else if (position && base + change[c] < 1) bad(at, `${name} would fall below 1`);
    return base + change[c];
  };
  const ma = stat('ma');
  const st = stat('st');
  const ag = stat('ag');
  const av = stat('av');

  let spp = 0;
  if (raw.spp !== undefined) {
    if (typeof raw.spp !== 'number' || !Number.isInteger(raw.spp) || raw.spp < 0) bad(`${at}.spp`, 'expected a whole number of 0 or more');
    else spp = raw.spp;
  }
  if (!numberOk || !position) return undefined;
  const number = num as number;
  const player: Player = {
    id: `${side}-${number}`,
    side,
    number,
    name,
    position: position.name,
    ma,
    st,
    ag,
    av,
    skills,
    place: 'reserves',
    x: -1,
    y: -1,
    stance: 'standing',
    acted: false,
    used: [],
    moved: 0,
    stats: { comp: 0, int: 0, cas: 0, td: 0 },
    injuries: [],
    flags: [],
    spp,
    niggling,
  };
  if (position.race) player.race = position.race;
  return { player, max: position.max, missNextGame };
}

/** The team's value in gold pieces: players at their position's cost, re-rolls at the creation price, apothecary
 * 50,000 and fan factor, cheerleaders and assistant coaches 10,000 each (LRB6). */
export function teamValue(file: TeamFile): number {
  const roster = getRoster(file.roster);
  if (!roster) throw new TeamFileError([{ path: 'roster', reason: unknownRoster() }]);
  let gp = 0;
  for (const p of file.players) gp += roster.positions.find((q) => q.name.toLowerCase() === p.position.toLowerCase())?.cost ?? 0;
  gp += (file.rerolls ?? 0) * roster.rerollCost;
  if (file.apothecary) gp += 50_000;
  gp += ((file.fanFactor ?? 0) + (file.cheerleaders ?? 0) + (file.assistantCoaches ?? 0)) * 10_000;
  return gp;
}
