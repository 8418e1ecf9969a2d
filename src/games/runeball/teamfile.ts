// The team file users write, and its validation. Built-in rosters use the same format and pass through the same
// checks, so an error message names the team, the player and the field with the reason.
//
// {
//   "format": "runeball-team/1",            (optional)
//   "id": "my-team", "name": "My Team",
//   "players": [                              (exactly 9)
//     { "number": 7, "name": "Ana", "role": "Runner",
//       "attributes": { "STR": 10, "TOU": 10, "AGI": 12, "DEX": 11, "SPD": 13, "PER": 11, "INT": 10, "SPI": 10, "CHR": 10 },
//       "skills": { "block": 5, "catch": 7, "kick": 4, "pass": 5, "dodge": 6 },
//       "maneuvers": ["fast"] }
//   ]
// }

import { ATTRIBUTE_MAX, ATTRIBUTE_MIN, ATTRIBUTES, TEAM_SIZE, type Attributes } from './config';
import { MANEUVER_IDS, MANEUVER_SKILL, MANEUVERS, OTHER_SKILLS, SKILL_IDS, SKILLS, type ManeuverId } from './skills';
import { OptionsError } from '../../core/options';

export const TEAM_FORMAT = 'runeball-team/1';

export interface TeamPlayer {
  number: number;
  name: string;
  role?: string;
  attributes: Attributes;
  skills: Record<string, number>;
  maneuvers?: ManeuverId[];
}

export interface TeamFile {
  format?: string;
  id: string;
  name: string;
  players: TeamPlayer[];
}

/** Bad input to newGame: an OptionsError, so every client reports it as one. */
export class TeamFileError extends OptionsError {
  override name = 'TeamFileError';
}

/** Every Runeball player has the four basic skills (the seed's basic package). */
const REQUIRED_SKILLS = ['block', 'catch', 'kick', 'pass'];
const KNOWN_SKILLS = new Set<string>([...SKILL_IDS, ...OTHER_SKILLS, 'attack']);
const SKILL_RANGE = { min: -10, max: 40 };
const REPEATABLE = new Set<string>(['expert-blocker', 'expert-receiver', 'expert-kicker', 'expert-passer']);

/** Checks a parsed team file and returns it typed; throws TeamFileError naming the first bad field and why. */
export function validateTeam(value: unknown): TeamFile {
  const bad = (where: string, why: string) => new TeamFileError(`team file: ${where}: ${why}`);
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw bad('(top)', 'expected a JSON object');
  const t = value as Record<string, unknown>;
  if (t.format !== undefined && t.format !== TEAM_FORMAT) throw bad('format', `must be "${TEAM_FORMAT}"`);
  if (typeof t.id !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(t.id)) throw bad('id', 'must be lower-case letters, digits and dashes');
  if (typeof t.name !== 'string' || t.name.trim() === '') throw bad('name', 'must be a non-empty text');
  if (!Array.isArray(t.players)) throw bad('players', 'must be a list');
  if (t.players.length !== TEAM_SIZE) throw bad('players', `a Runeball team has ${TEAM_SIZE} players, this one has ${t.players.length}`);
  const numbers = new Set<number>();
  t.players.forEach((raw, i) => {
    const at = `players[${i}]`;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw bad(at, 'expected an object');
    const p = raw as Record<string, unknown>;
    if (typeof p.number !== 'number' || !Number.isInteger(p.number) || p.number < 0 || p.number > 99) throw bad(`${at}.number`, 'must be a whole number 0-99');
    if (numbers.has(p.number)) throw bad(`${at}.number`, 'the same number as an earlier player');
    numbers.add(p.number);
    const who = at;
    if (typeof p.name !== 'string' || p.name.trim() === '') throw bad(`${who}.name`, 'must be a non-empty text');
    if (p.role !== undefined && typeof p.role !== 'string') throw bad(`${who}.role`, 'must be a text');
    const a = p.attributes as Record<string, unknown> | undefined;
    if (!a || typeof a !== 'object' || Array.isArray(a)) throw bad(`${who}.attributes`, `expected an object with ${ATTRIBUTES.join(', ')}`);
    // A key that is not ours is not named: it is the user's words.
    if (Object.keys(a).some((k) => !(ATTRIBUTES as readonly string[]).includes(k))) throw bad(`${who}.attributes`, `a key is not an attribute (known: ${ATTRIBUTES.join(', ')})`);
    for (const k of ATTRIBUTES) {
      const v = a[k];
      if (typeof v !== 'number' || !Number.isInteger(v)) throw bad(`${who}.attributes.${k}`, 'missing or not a whole number');
      if (v < ATTRIBUTE_MIN || v > ATTRIBUTE_MAX) throw bad(`${who}.attributes.${k}`, `must be from ${ATTRIBUTE_MIN} to ${ATTRIBUTE_MAX}`);
    }
    const sk = p.skills as Record<string, unknown> | undefined;
    if (!sk || typeof sk !== 'object' || Array.isArray(sk)) throw bad(`${who}.skills`, 'expected an object of skill levels');
    if (Object.keys(sk).some((k) => !KNOWN_SKILLS.has(k))) throw bad(`${who}.skills`, `a key is not a skill (known: ${[...KNOWN_SKILLS].join(', ')})`);
    for (const [k, v] of Object.entries(sk)) {
      if (typeof v !== 'number' || !Number.isInteger(v)) throw bad(`${who}.skills.${k}`, 'must be a whole number');
      if (v < SKILL_RANGE.min || v > SKILL_RANGE.max) throw bad(`${who}.skills.${k}`, `must be from ${SKILL_RANGE.min} to ${SKILL_RANGE.max}`);
    }
    for (const k of REQUIRED_SKILLS) if (sk[k] === undefined) throw bad(`${who}.skills.${k}`, 'missing: every player has the four basic Runeball skills');
    for (const row of SKILLS) {
      const level = sk[row.id] as number | undefined;
      if (level === undefined) continue;
      if (row.requires) for (const r of row.requires) if (sk[r] === undefined) throw bad(`${who}.skills.${row.id}`, `${row.name} requires the ${r} skill`);
      if (row.floor) {
        const base = row.floor.skill === 'DEX' ? (a.DEX as number) : (sk[row.floor.skill] as number | undefined);
        if (base !== undefined && level < base - row.floor.minus) {
          throw bad(`${who}.skills.${row.id}`, `must be at least the seed's floor, ${row.floor.skill} - ${row.floor.minus}`);
        }
      }
    }
    const mv = p.maneuvers ?? [];
    if (!Array.isArray(mv)) throw bad(`${who}.maneuvers`, 'must be a list of maneuver ids');
    const seen = new Set<string>();
    mv.forEach((m, j) => {
      const mat = `${who}.maneuvers[${j}]`;
      if (typeof m !== 'string' || !MANEUVER_IDS.includes(m)) throw bad(mat, `expected a maneuver id (known: ${MANEUVER_IDS.join(', ')})`);
      const row = MANEUVERS.find((r) => r.id === m)!;
      if (row.group === 'basic') throw bad(mat, `${row.name} is a basic maneuver every player has`);
      if (seen.has(m) && !REPEATABLE.has(m)) throw bad(mat, `${row.name} can be bought only once`);
      seen.add(m);
      if (row.requires && !row.requires.some((r) => sk[r] !== undefined)) throw bad(mat, `${row.name} requires the ${row.requires.join(' or ')} skill`);
      const needs = MANEUVER_SKILL[m as ManeuverId];
      if (needs && sk[needs] === undefined) throw bad(mat, `${row.name} is rolled with the ${needs} skill, which the player lacks`);
    });
    if (seen.has('light-armor') && seen.has('heavy-armor')) throw bad(`${who}.maneuvers`, 'Light Armor and Heavy Armor cannot both be worn');
  });
  return value as TeamFile;
}

/** Parses and validates the text of a team file. */
export function parseTeam(text: string): TeamFile {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    // JSON.parse's message quotes the text it choked on.
    throw new TeamFileError('team file: not JSON');
  }
  return validateTeam(v);
}
