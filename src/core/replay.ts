// Match records and their exact re-play. A record is `{ruleset, version, options, seed, actions}` as JSON, plus the
// final state's hash so a tampered record or one from another version is caught and the step that broke is named.

import { IllegalAction } from './engine';
import { act, start, type Game } from './game';
import { getRuleset } from './registry';
import { hashString } from './rng';
import type { Action, Event, Json, Result } from './types';

export const RECORD_FORMAT = 'turnover-record/1';

export interface MatchRecord {
  format: typeof RECORD_FORMAT;
  ruleset: string;
  version: number;
  seed: number | string;
  options: Record<string, Json>;
  actions: Action[];
  /** Written when the record is saved: checked on replay. */
  final?: { step: number; hash: string; result: Result | null };
  /** An online match's commitment: the sha256 of its seed (hex), published before the first roll. */
  commit?: string;
}

/** A game being played with its record kept beside it. */
export interface Match {
  game: Game;
  record: MatchRecord;
}

export class ReplayError extends Error {
  override name = 'ReplayError';
  constructor(message: string, readonly step?: number) {
    super(message);
  }
}

/** A stable hash of a whole state, as 16 hex digits: two 32-bit FNV-1a hashes, of the state's JSON text and of the
 * same text after a prefix `turnover:<length>:` (hashStateText says it plainly). */
export function hashState(game: Game): string {
  const text = JSON.stringify(game);
  // Both hashes in one pass over the text (the server hashes every move): the second has already taken its prefix.
  let a = 0x811c9dc5;
  let b = hashString(`turnover:${text.length}:`);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193);
  }
  return hex(a) + hex(b);
}

/** hashState's definition, over the state's JSON text: what the one-pass loop above must agree with. */
export function hashStateText(text: string): string {
  return hex(hashString(text)) + hex(hashString(`turnover:${text.length}:${text}`));
}

const hex = (h: number) => (h >>> 0).toString(16).padStart(8, '0');

export function startMatch(ruleset: string, options?: Record<string, unknown>): Match & { events: Event[] } {
  const { game, events } = start(ruleset, options);
  const record: MatchRecord = {
    format: RECORD_FORMAT,
    ruleset: game.ruleset,
    version: game.version,
    seed: game.seed,
    options: game.options,
    actions: [],
  };
  return { game, record, events };
}

/** Applies an action to the game and, once it was legal, adds it to the record. */
export function play(match: Match, action: Action): Event[] {
  const events = act(match.game, action);
  match.record.actions.push(stripDisplay(action));
  return events;
}

function stripDisplay(a: Action): Action {
  const { label: _l, hint: _h, ...rest } = a;
  return rest as Action;
}

/** The record with its final hash, ready to save. */
export function finishRecord(match: Match): MatchRecord {
  return { ...match.record, final: { step: match.game.step, hash: hashState(match.game), result: match.game.result } };
}

/** Checks a parsed JSON value is a record, naming the first field that is wrong. */
export function parseRecord(value: unknown): MatchRecord {
  const bad = (why: string) => new ReplayError(`not a match record: ${why}`);
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw bad('expected a JSON object');
  const r = value as Record<string, unknown>;
  if (r.format !== RECORD_FORMAT) throw bad(`"format" must be "${RECORD_FORMAT}"`);
  if (typeof r.ruleset !== 'string') throw bad('"ruleset" must be a ruleset id');
  if (typeof r.version !== 'number') throw bad('"version" must be a number');
  if (typeof r.seed !== 'number' && typeof r.seed !== 'string') throw bad('"seed" must be a number or a word');
  if (!r.options || typeof r.options !== 'object' || Array.isArray(r.options)) throw bad('"options" must be an object');
  if (!Array.isArray(r.actions)) throw bad('"actions" must be a list');
  r.actions.forEach((a, i) => {
    if (!a || typeof a !== 'object' || typeof (a as Action).type !== 'string') {
      throw bad(`action ${i + 1} must be an object with a "type"`);
    }
  });
  return value as MatchRecord;
}

/** Re-plays a record from its first step; `onStep` sees each step's events. Throws ReplayError naming the step. */
export function replay(record: MatchRecord, onStep?: (step: number, events: Event[], game: Game) => void): Match & { events: Event[] } {
  const rs = getRuleset(record.ruleset);
  if (rs.version !== record.version) {
    // The ruleset id is one getRuleset knows; the record's own version number is not repeated.
    throw new ReplayError(`the record was made with another version of ${record.ruleset}; this is version ${rs.version}`);
  }
  const { game, events } = start(record.ruleset, { ...record.options, seed: String(record.seed) });
  onStep?.(0, events, game);
  const all = [...events];
  record.actions.forEach((action, i) => {
    let evs: Event[];
    try {
      evs = act(game, action);
    } catch (e) {
      if (e instanceof IllegalAction) throw new ReplayError(`step ${i + 1}: ${e.reason}`, i + 1);
      throw e;
    }
    onStep?.(i + 1, evs, game);
    for (const ev of evs) all.push(ev);
  });
  checkFinal(record, game);
  return { game, record: { ...record, actions: record.actions.slice() }, events: all };
}

/** Compares the game a record replays to with what the record says of its end: the step, the state's hash and the
 * result, so a record whose result was changed (a forged win) fails even though every step in it is legal. */
export function checkFinal(record: MatchRecord, game: Game): void {
  const final = record.final as unknown;
  if (final === undefined) return;
  if (!final || typeof final !== 'object' || Array.isArray(final)) throw new ReplayError('not a match record: "final" must be an object');
  const f = final as NonNullable<MatchRecord['final']>;
  if (f.step !== game.step) {
    throw new ReplayError(`the record's "final.step" is not the ${game.step} steps it has`);
  }
  const h = hashState(game);
  if (h !== f.hash) {
    throw new ReplayError(`after step ${game.step} the state hash is ${h}, not the record's "final.hash": the record was altered or made by other code`, game.step);
  }
  if ('result' in f && canonical(f.result) !== canonical(game.result)) {
    throw new ReplayError(`the record's "final.result" is not the result its steps lead to: the record was altered`, game.step);
  }
}

/** JSON with keys in order, so two results compare by content whatever order their fields were written in. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x));
}
