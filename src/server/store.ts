// Where matches live. One small interface, two implementations (SQLite by default, PostgreSQL when DATABASE_URL is
// set), so the HTTP layer and the tests never know which one they talk to.

import type { Action, MatchRecord, Result } from '../index';
import type { MatchStatus, MatchSummary, Seats, StoredMatch } from '../api/matches';
import type { LeagueStore } from './league-store';

// The shapes the API sends are shared with the app, so they live outside the server (src/api/matches.ts).
export type { MatchStatus, MatchSummary, Seats, StoredMatch } from '../api/matches';

/** A match as the HTTP layer hands it in: what a summary says, less what the store itself assigns. */
export interface NewMatch extends Pick<MatchSummary, 'ruleset' | 'title' | 'status' | 'steps' | 'seats' | 'result'> {
  record: MatchRecord;
}

/** Where a match stands after an append, as the referee computed it: `hash` is the state hash after its last step. */
export interface MatchEnd {
  status: MatchStatus;
  steps: number;
  result: Result | null;
  hash: string;
}

/** A match's state after some step, kept so that opening a long match re-plays only what came after it. */
export interface Checkpoint {
  step: number;
  /** The game's state as JSON text (a game is plain JSON: see core/game.ts). */
  state: string;
}

export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  list(): Promise<MatchSummary[]>;
  get(id: number): Promise<StoredMatch | null>;
  /** The new match's summary: the save itself the caller has, and a long one is costly to read back. */
  create(m: NewMatch): Promise<MatchSummary>;
  /** Replaces a match's save, only if it still has `fromSteps` steps (the sequence the new save was built on), in
   * one statement, so two writers cannot both win; null when there is no such match or it has moved on. */
  update(id: number, m: NewMatch, fromSteps: number): Promise<MatchSummary | null>;
  /** Adds `actions` to the match's record, only if it is still at `fromSteps` steps with the state hash `fromHash`
   * (the game they were played on), all or nothing; null when there is no such match or it has moved on. Unlike
   * update() it writes only the new actions, so a move costs the same at step 2,000 as at step 2: the record is
   * put together again on get(), and written whole by the next update(). */
  append(id: number, fromSteps: number, fromHash: string, actions: Action[], end: MatchEnd): Promise<MatchSummary | null>;
  delete(id: number): Promise<boolean>;
  /** The match's latest checkpoint, if any. */
  checkpoint(id: number): Promise<Checkpoint | null>;
  /** Keeps `c` as the match's checkpoint unless it already has one at least as far on. */
  saveCheckpoint(id: number, c: Checkpoint): Promise<void>;
  close(): Promise<void>;
  // Accounts, sessions and online seats (accounts.ts, seats.ts): kept in the same database as the matches.
  /** The new account's id, or null when the name is taken. */
  createAccount(name: string, hash: string): Promise<number | null>;
  account(name: string): Promise<{ id: number; name: string; hash: string } | null>;
  createSession(s: SessionRow): Promise<void>;
  session(tokenHash: string): Promise<SessionRow | null>;
  deleteSession(tokenHash: string): Promise<void>;
  createOnline(o: OnlineRow): Promise<void>;
  online(matchId: number): Promise<OnlineRow | null>;
  /** Gives the seat to `holder` if it is still open; false when someone has it. */
  takeSeat(matchId: number, seat: string, holder: string): Promise<boolean>;
  /** Leagues, their entries, fixtures and results (league-store.ts). */
  readonly leagues: LeagueStore;
  /** The seats `holder` holds, the latest matches first, at most `limit`. */
  heldBy(holder: string, limit: number): Promise<{ matchId: number; seat: string }[]>;
  /** The seats open to any opponent (OnlineRow's `openedBy`) that nobody holds yet, in matches still playing, the
   * newest first, at most `limit`; none of those where `exclude` (an identity) holds a seat: one's own are not
   * one's to take. */
  openSeats(limit: number, exclude?: string): Promise<OpenSeat[]>;
  /** The online matches still playing that have a turn timer (only match `id` when given), with when each last
   * moved: their deadlines, found again from the database when a server starts (turn-timers.ts). */
  timed(id?: number): Promise<TimedRow[]>;
  /** The take-back waiting on the other seat of online match `matchId`, if any: kept here so every process, one
   * started after it was asked included, can answer it (seats.ts). */
  takeBack(matchId: number): Promise<TakeBackRow | null>;
  /** Keeps (or, with null, forgets) the match's waiting take-back. */
  setTakeBack(matchId: number, t: TakeBackRow | null): Promise<void>;
}

/** A take-back asked: the seat asking, the step count it was asked at, how many steps. */
export interface TakeBackRow {
  seat: string;
  seq: number;
  steps: number;
}

/** A running online match with a turn timer: its last move's time (ISO) and its seconds per decision. */
export interface TimedRow {
  matchId: number;
  turnSeconds: number;
  updated: string;
}

/** The timed rows as both databases return them. */
export const timedFrom = (r: { match_id: number | string; turn_seconds: number | string; updated: string | Date }): TimedRow => ({
  matchId: Number(r.match_id),
  turnSeconds: Number(r.turn_seconds),
  updated: iso(r.updated),
});

/** A session as stored: never its token, only the token's hash. */
export interface SessionRow {
  tokenHash: string;
  /** Who it is: `account:<id>` or `guest:<random>`. */
  identity: string;
  name: string;
  /** The token a state-changing request must carry in its x-csrf-token header. */
  csrf: string;
  created: string;
}

/** What makes a match an online one: its dice commitment, its invites, who holds each seat. */
export interface OnlineRow {
  matchId: number;
  /** sha256 of the secret seed, hex: published at creation. */
  commit: string;
  /** sha256 of the spectator link's token. */
  spectateHash: string;
  /** Seconds per decision, or null for no timer. */
  turnSeconds: number | null;
  /** `openedBy`: the name of who opened the seat to any opponent (the open list, GET /api/online/open); absent when
   * only its invite gives it. */
  seats: { seat: string; inviteHash: string; holder: string | null; openedBy?: string | null }[];
}

/** A seat on the open list: nothing secret (no invite, no seed), only what a player picks an opponent by. */
export interface OpenSeat {
  matchId: number;
  seat: string;
  by: string;
  title: string;
  ruleset: string;
  created: string;
}

/** An open seat as both databases return it. */
export interface OpenSeatDbRow {
  match_id: number | string;
  seat: string;
  opened_by: string;
  title: string;
  ruleset: string;
  created: string | Date;
}

export const openSeatFrom = (r: OpenSeatDbRow): OpenSeat => ({ matchId: Number(r.match_id), seat: r.seat, by: r.opened_by, title: r.title, ruleset: r.ruleset, created: iso(r.created) });

/** A row as both databases return it (column names are the same in both schemas). */
export interface Row {
  id: number | string;
  ruleset: string;
  title: string;
  status: string;
  steps: number | string;
  seats: string;
  result: string | null;
  record?: string;
  /** The state hash after the last step (null in rows written before appends were kept apart). */
  hash?: string | null;
  created: string | Date;
  updated: string | Date;
}

function parseOr<T>(text: string | null | undefined, fallback: T): T {
  if (text == null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

const iso = (t: string | Date) => (t instanceof Date ? t.toISOString() : t);

export function fromRow(r: Row): StoredMatch {
  const m: StoredMatch = {
    id: Number(r.id),
    ruleset: r.ruleset,
    title: r.title,
    status: r.status === 'finished' ? 'finished' : 'playing',
    steps: Number(r.steps),
    seats: parseOr<Seats>(r.seats, {}),
    result: parseOr<Result | null>(r.result, null),
    created: iso(r.created),
    updated: iso(r.updated),
    record: '',
  };
  if (r.record !== undefined) m.record = parseOr<MatchRecord | string>(r.record, r.record);
  else delete (m as Partial<StoredMatch>).record;
  return m;
}

/** The stored match with the actions appended since its record was last written whole (each as its JSON text, in
 * order), and the end they reached. */
export function withAppended(m: StoredMatch | null, appended: string[], hash: string | null | undefined): StoredMatch | null {
  if (!m || !appended.length || typeof m.record === 'string') return m;
  const actions = [...m.record.actions, ...appended.map((a) => JSON.parse(a) as Action)];
  m.record = { ...m.record, actions, final: { step: m.steps, hash: hash ?? '', result: m.result } };
  return m;
}

/** The hash a new or rewritten record ends on, for the append's check. */
export const endHash = (m: NewMatch): string | null => m.record.final?.hash ?? null;

/** The online tables' rows, as both databases return them. */
export interface OnlineDbRow {
  match_id: number | string;
  commit_hash: string;
  spectate_hash: string;
  turn_seconds: number | string | null;
}
export interface SeatDbRow {
  seat: string;
  invite_hash: string;
  holder: string | null;
  opened_by?: string | null;
}

export function onlineFrom(r: OnlineDbRow, seats: SeatDbRow[]): OnlineRow {
  return {
    matchId: Number(r.match_id),
    commit: r.commit_hash,
    spectateHash: r.spectate_hash,
    turnSeconds: r.turn_seconds == null ? null : Number(r.turn_seconds),
    seats: seats.map((s) => ({ seat: s.seat, inviteHash: s.invite_hash, holder: s.holder, ...(s.opened_by ? { openedBy: s.opened_by } : {}) })),
  };
}
