// Where a ladder lives: its definition, its fixtures with each played match's result and record, and a log of every
// attempt to play one (so a test, or a commissioner, can see a match that a dead worker left half played). Two
// implementations with the same tables: SQLite (in-process ladders) and PostgreSQL (ladders worked through pg-boss).
// A result is stored only while the fixture is still unplayed, in one statement: a fixture played twice (a worker
// thought dead that was only slow) keeps its first result and the second attempt is logged as not stored.

import type { MatchRecord } from '../core/replay';
import type { LadderSpec } from './ladder';
import type { Outcome } from './play';

export interface FixtureRow {
  n: number;
  home: number;
  away: number;
  round: number;
  status: 'new' | 'played' | 'error';
  winner: number | null;
  score: [number, number] | null;
  reason: string | null;
  error: string | null;
  worker: string | null;
}

export interface PlayRow {
  n: number;
  worker: string;
  finished: boolean;
  stored: boolean;
}

export interface LadderStore {
  /** Stores a new ladder, or returns the one stored under its name. */
  saveLadder(spec: LadderSpec): Promise<LadderSpec>;
  ladder(name: string): Promise<LadderSpec | null>;
  /** The stored ladders' names, in order. */
  ladders(): Promise<string[]>;
  /** Adds the fixtures up to (not including) number `total` that do not exist yet. */
  extend(spec: LadderSpec, total: number): Promise<void>;
  /** Fixture numbers neither played nor failed, in order. */
  unplayed(name: string): Promise<number[]>;
  /** Logs an attempt at fixture n; null when the fixture is no longer waiting (played, failed, or unknown). */
  begin(name: string, n: number, worker: string): Promise<number | null>;
  /** Stores the result unless another attempt stored one first; says whether this one was stored. */
  finish(play: number, name: string, n: number, outcome: Outcome): Promise<boolean>;
  /** A match that cannot be played (an external bot failed): kept with its one-line reason, not rated. */
  fail(play: number, name: string, n: number, message: string): Promise<void>;
  fixtures(name: string): Promise<FixtureRow[]>;
  record(name: string, n: number): Promise<MatchRecord | null>;
  plays(name: string): Promise<PlayRow[]>;
  close(): Promise<void>;
}

export const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS ladder_ladders (name TEXT PRIMARY KEY, spec TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS ladder_fixtures (
    ladder TEXT NOT NULL, n INTEGER NOT NULL, home INTEGER NOT NULL, away INTEGER NOT NULL, round INTEGER NOT NULL,
    status TEXT NOT NULL DEFAULT 'new', winner INTEGER, score TEXT, reason TEXT, error TEXT, worker TEXT, record TEXT,
    PRIMARY KEY (ladder, n))`,
  `CREATE TABLE IF NOT EXISTS ladder_plays (id SERIAL_ID, ladder TEXT NOT NULL, n INTEGER NOT NULL, worker TEXT NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0, stored INTEGER NOT NULL DEFAULT 0)`,
];

export function rowOf(r: Record<string, unknown>): FixtureRow {
  return {
    n: Number(r.n),
    home: Number(r.home),
    away: Number(r.away),
    round: Number(r.round),
    status: r.status as FixtureRow['status'],
    winner: r.winner === null || r.winner === undefined ? null : Number(r.winner),
    score: typeof r.score === 'string' ? JSON.parse(r.score) : null,
    reason: (r.reason as string | null) ?? null,
    error: (r.error as string | null) ?? null,
    worker: (r.worker as string | null) ?? null,
  };
}
