// The default store: one SQLite file (better-sqlite3), created with its folder on first use.

import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fromRow, type Checkpoint, type MatchSummary, type NewMatch, type Row, type Store, type StoredMatch } from './store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS matches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ruleset TEXT NOT NULL,
  title TEXT NOT NULL,
  status TEXT NOT NULL,
  steps INTEGER NOT NULL,
  seats TEXT NOT NULL,
  result TEXT,
  record TEXT NOT NULL,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS checkpoints (
  match_id INTEGER PRIMARY KEY,
  step INTEGER NOT NULL,
  state TEXT NOT NULL
)`;

const SUMMARY = 'id, ruleset, title, status, steps, seats, result, created, updated';

export function openSqlite(file: string): Store {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(SCHEMA);
  const stmts = {
    list: db.prepare(`SELECT ${SUMMARY} FROM matches ORDER BY updated DESC, id DESC`),
    get: db.prepare('SELECT * FROM matches WHERE id = ?'),
    summary: db.prepare(`SELECT ${SUMMARY} FROM matches WHERE id = ?`),
    insert: db.prepare(
      'INSERT INTO matches (ruleset, title, status, steps, seats, result, record, created, updated) VALUES (@ruleset, @title, @status, @steps, @seats, @result, @record, @now, @now)',
    ),
    update: db.prepare(
      'UPDATE matches SET ruleset=@ruleset, title=@title, status=@status, steps=@steps, seats=@seats, result=@result, record=@record, updated=@now WHERE id=@id AND steps=@from',
    ),
    delete: db.prepare('DELETE FROM matches WHERE id = ?'),
    deleteCheckpoint: db.prepare('DELETE FROM checkpoints WHERE match_id = ?'),
    checkpoint: db.prepare('SELECT step, state FROM checkpoints WHERE match_id = ?'),
    saveCheckpoint: db.prepare(
      'INSERT INTO checkpoints (match_id, step, state) VALUES (?, ?, ?) ON CONFLICT (match_id) DO UPDATE SET step = excluded.step, state = excluded.state WHERE excluded.step > checkpoints.step',
    ),
  };
  const params = (m: NewMatch) => ({
    ruleset: m.ruleset,
    title: m.title,
    status: m.status,
    steps: m.steps,
    seats: JSON.stringify(m.seats),
    result: m.result ? JSON.stringify(m.result) : null,
    record: JSON.stringify(m.record),
    now: new Date().toISOString(),
  });
  const get = (id: number): StoredMatch | null => {
    const row = stmts.get.get(id) as Row | undefined;
    return row ? fromRow(row) : null;
  };
  const summary = (id: number): MatchSummary | null => {
    const row = stmts.summary.get(id) as Row | undefined;
    return row ? fromRow(row) : null;
  };
  return {
    kind: 'sqlite',
    async list(): Promise<MatchSummary[]> {
      return (stmts.list.all() as Row[]).map(fromRow);
    },
    async get(id) {
      return get(id);
    },
    async create(m) {
      const info = stmts.insert.run(params(m));
      return summary(Number(info.lastInsertRowid))!;
    },
    async update(id, m, from) {
      const info = stmts.update.run({ ...params(m), id, from });
      return info.changes ? summary(id) : null;
    },
    async delete(id) {
      stmts.deleteCheckpoint.run(id);
      return stmts.delete.run(id).changes > 0;
    },
    async checkpoint(id) {
      return (stmts.checkpoint.get(id) as Checkpoint | undefined) ?? null;
    },
    async saveCheckpoint(id, c) {
      stmts.saveCheckpoint.run(id, c.step, c.state);
    },
    async close() {
      db.close();
    },
  };
}
