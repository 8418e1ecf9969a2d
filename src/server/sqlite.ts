// The default store: one SQLite file (better-sqlite3), created with its folder on first use.

import Database from 'better-sqlite3';
import { channel } from 'node:diagnostics_channel';
import { Worker } from 'node:worker_threads';
import type { Action } from '../index';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { sqliteLeagues } from './league-sqlite';
import { endHash, fromRow, onlineFrom, withAppended, type Checkpoint, type MatchEnd, type MatchSummary, type NewMatch, type OnlineDbRow, type OnlineRow, type OpenSeatDbRow, openSeatFrom, type Row, type SeatDbRow, type SessionRow, type Store, type StoredMatch, type TakeBackRow, timedFrom } from './store';

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
  hash TEXT,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS appended (
  match_id INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  action TEXT NOT NULL,
  PRIMARY KEY (match_id, seq)
);
CREATE TABLE IF NOT EXISTS checkpoints (
  match_id INTEGER PRIMARY KEY,
  step INTEGER NOT NULL,
  state TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  hash TEXT NOT NULL,
  created TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  identity TEXT NOT NULL,
  name TEXT NOT NULL,
  csrf TEXT NOT NULL,
  created TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS online (
  match_id INTEGER PRIMARY KEY,
  commit_hash TEXT NOT NULL,
  spectate_hash TEXT NOT NULL,
  turn_seconds INTEGER
);
CREATE TABLE IF NOT EXISTS online_take_backs (
  match_id INTEGER PRIMARY KEY,
  take_back TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS online_seats (
  match_id INTEGER NOT NULL,
  seat TEXT NOT NULL,
  invite_hash TEXT NOT NULL,
  holder TEXT,
  PRIMARY KEY (match_id, seat)
)`;

const SUMMARY = 'id, ruleset, title, status, steps, seats, result, created, updated';

export function openSqlite(file: string): Store {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(SCHEMA);
  // A database made before appends were kept apart has no hash column: add it (its rows keep a null hash).
  if (!(db.prepare('PRAGMA table_info(matches)').all() as { name: string }[]).some((c) => c.name === 'hash')) db.exec('ALTER TABLE matches ADD COLUMN hash TEXT');
  if (!(db.prepare('PRAGMA table_info(online_seats)').all() as { name: string }[]).some((c) => c.name === 'opened_by')) db.exec('ALTER TABLE online_seats ADD COLUMN opened_by TEXT');
  const stmts = {
    list: db.prepare(`SELECT ${SUMMARY} FROM matches ORDER BY updated DESC, id DESC`),
    get: db.prepare('SELECT * FROM matches WHERE id = ?'),
    summary: db.prepare(`SELECT ${SUMMARY} FROM matches WHERE id = ?`),
    insert: db.prepare(
      'INSERT INTO matches (ruleset, title, status, steps, seats, result, record, hash, created, updated) VALUES (@ruleset, @title, @status, @steps, @seats, @result, @record, @hash, @now, @now)',
    ),
    update: db.prepare(
      'UPDATE matches SET ruleset=@ruleset, title=@title, status=@status, steps=@steps, seats=@seats, result=@result, record=@record, hash=@hash, updated=@now WHERE id=@id AND steps=@from',
    ),
    // A row from before the hash column (null) is taken on its step count alone, as update() takes every row.
    appendTo: db.prepare(
      'UPDATE matches SET status=@status, steps=@steps, result=@result, hash=@hash, updated=@now WHERE id=@id AND steps=@from AND (hash IS NULL OR hash=@fromHash)',
    ),
    appendAction: db.prepare('INSERT INTO appended (match_id, seq, action) VALUES (?, ?, ?)'),
    appended: db.prepare('SELECT action FROM appended WHERE match_id = ? ORDER BY seq'),
    deleteAppended: db.prepare('DELETE FROM appended WHERE match_id = ?'),
    delete: db.prepare('DELETE FROM matches WHERE id = ?'),
    deleteCheckpoint: db.prepare('DELETE FROM checkpoints WHERE match_id = ?'),
    checkpoint: db.prepare('SELECT step, state FROM checkpoints WHERE match_id = ?'),
    saveCheckpoint: db.prepare(
      'INSERT INTO checkpoints (match_id, step, state) VALUES (?, ?, ?) ON CONFLICT (match_id) DO UPDATE SET step = excluded.step, state = excluded.state WHERE excluded.step > checkpoints.step',
    ),
    createAccount: db.prepare('INSERT INTO accounts (name, hash, created) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING'),
    account: db.prepare('SELECT id, name, hash FROM accounts WHERE name = ?'),
    createSession: db.prepare('INSERT INTO sessions (token_hash, identity, name, csrf, created) VALUES (@tokenHash, @identity, @name, @csrf, @created)'),
    session: db.prepare('SELECT token_hash AS "tokenHash", identity, name, csrf, created FROM sessions WHERE token_hash = ?'),
    deleteSession: db.prepare('DELETE FROM sessions WHERE token_hash = ?'),
    createOnline: db.prepare('INSERT INTO online (match_id, commit_hash, spectate_hash, turn_seconds) VALUES (?, ?, ?, ?)'),
    createSeat: db.prepare('INSERT INTO online_seats (match_id, seat, invite_hash, holder, opened_by) VALUES (?, ?, ?, ?, ?)'),
    online: db.prepare('SELECT match_id, commit_hash, spectate_hash, turn_seconds FROM online WHERE match_id = ?'),
    seats: db.prepare('SELECT seat, invite_hash, holder, opened_by FROM online_seats WHERE match_id = ? ORDER BY seat'),
    takeSeat: db.prepare('UPDATE online_seats SET holder = ? WHERE match_id = ? AND seat = ? AND holder IS NULL'),
    heldBy: db.prepare('SELECT match_id, seat FROM online_seats WHERE holder = ? ORDER BY match_id DESC LIMIT ?'),
    openSeats: db.prepare(`SELECT s.match_id, s.seat, s.opened_by, m.title, m.ruleset, m.created FROM online_seats s JOIN matches m ON m.id = s.match_id WHERE s.opened_by IS NOT NULL AND s.holder IS NULL AND m.status = 'playing' AND NOT EXISTS (SELECT 1 FROM online_seats h WHERE h.match_id = s.match_id AND h.holder = ?) ORDER BY s.match_id DESC LIMIT ?`),
    timed: db.prepare(`SELECT o.match_id, o.turn_seconds, m.updated FROM online o JOIN matches m ON m.id = o.match_id WHERE o.turn_seconds IS NOT NULL AND m.status = 'playing'`),
    takeBack: db.prepare('SELECT take_back FROM online_take_backs WHERE match_id = ?'),
    setTakeBack: db.prepare('INSERT INTO online_take_backs (match_id, take_back) VALUES (?, ?) ON CONFLICT (match_id) DO UPDATE SET take_back = excluded.take_back'),
    forgetTakeBack: db.prepare('DELETE FROM online_take_backs WHERE match_id = ?'),
    timedOne: db.prepare(`SELECT o.match_id, o.turn_seconds, m.updated FROM online o JOIN matches m ON m.id = o.match_id WHERE o.match_id = ? AND o.turn_seconds IS NOT NULL AND m.status = 'playing'`),
  };
  const createOnline = db.transaction((o: OnlineRow) => {
    stmts.createOnline.run(o.matchId, o.commit, o.spectateHash, o.turnSeconds);
    for (const s of o.seats) stmts.createSeat.run(o.matchId, s.seat, s.inviteHash, s.holder, s.openedBy ?? null);
  });
  const params = (m: NewMatch) => ({
    ruleset: m.ruleset,
    title: m.title,
    status: m.status,
    steps: m.steps,
    seats: JSON.stringify(m.seats),
    result: m.result ? JSON.stringify(m.result) : null,
    record: JSON.stringify(m.record),
    hash: endHash(m),
    now: new Date().toISOString(),
  });
  const get = (id: number): StoredMatch | null => {
    const row = stmts.get.get(id) as Row | undefined;
    if (!row) return null;
    return withAppended(fromRow(row), (stmts.appended.all(id) as { action: string }[]).map((a) => a.action), row.hash);
  };
  // The whole record written again takes in every action appended before it.
  const update = db.transaction((id: number, m: NewMatch, from: number) => {
    const changed = stmts.update.run({ ...params(m), id, from }).changes > 0;
    if (changed) stmts.deleteAppended.run(id);
    return changed;
  });
  // Group commit: the appends that arrive while the previous batch is being written are written in one transaction,
  // so one disk flush (synchronous = FULL: a commit is on disk when it returns) serves them all, and an append is
  // answered only once its batch is on disk. A file's batches are written by a thread of their own
  // (sqlite-writer.mjs), where the flush, and the WAL checkpoint some commits run, wait without holding up the event
  // loop; an in-memory database (tests), which no other thread can open, writes its batch here in the next turn of
  // the loop. Each append keeps its own condition and answer; one that throws fails alone (a savepoint each).
  const waiting: { item: WriterAppend; run: () => MatchSummary | null; resolve: (m: MatchSummary | null) => void; reject: (e: unknown) => void }[] = [];
  const commitHere = () => {
    const batch = waiting.splice(0);
    const answers: (() => void)[] = [];
    try {
      db.transaction(() => {
        for (const w of batch) {
          try {
            const m = w.run();
            answers.push(() => w.resolve(m));
          } catch (e) {
            answers.push(() => w.reject(e));
          }
        }
      })();
    } catch (e) {
      for (const w of batch) w.reject(e);
      return;
    }
    for (const answer of answers) answer();
  };
  const writer = file === ':memory:' ? null : makeWriter(file);
  // The WAL is copied back into the database by the writer's commits (SQLite's automatic checkpoint), not by this
  // connection's occasional ones, which would wait for the disk on the event loop.
  if (writer) db.pragma('wal_autocheckpoint = 0');
  let inFlight: Promise<void> | null = null;
  const commitThere = () => {
    if (inFlight || !waiting.length) return;
    const batch = waiting.splice(0);
    inFlight = writer!
      .write(batch.map((w) => w.item))
      .then(
        (answers) => answers.forEach((a, i) => ('error' in a ? batch[i].reject(new Error(a.error)) : batch[i].resolve(a.row ? fromRow(a.row) : null))),
        (e) => batch.forEach((w) => w.reject(e)),
      )
      .finally(() => {
        inFlight = null;
        commitThere();
      });
  };
  const append = db.transaction((id: number, from: number, fromHash: string, actions: Action[], end: MatchEnd) => {
    const now = new Date().toISOString();
    const changed = stmts.appendTo.run({ status: end.status, steps: end.steps, result: end.result ? JSON.stringify(end.result) : null, hash: end.hash, now, id, from, fromHash }).changes > 0;
    if (changed) actions.forEach((a, i) => stmts.appendAction.run(id, from + i + 1, JSON.stringify(a)));
    return changed;
  });
  const summary = (id: number): MatchSummary | null => {
    const row = stmts.summary.get(id) as Row | undefined;
    return row ? fromRow(row) : null;
  };
  return {
    kind: 'sqlite',
    leagues: sqliteLeagues(db),
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
      return update(id, m, from) ? summary(id) : null;
    },
    append(id, from, fromHash, actions, end) {
      return new Promise((resolve, reject) => {
        const item: WriterAppend = { id, from, fromHash, actions: actions.map((a) => JSON.stringify(a)), status: end.status, steps: end.steps, result: end.result ? JSON.stringify(end.result) : null, hash: end.hash };
        waiting.push({ item, run: () => (append(id, from, fromHash, actions, end) ? summary(id) : null), resolve, reject });
        if (writer) commitThere();
        else if (waiting.length === 1) setImmediate(commitHere);
      });
    },
    async delete(id) {
      stmts.deleteCheckpoint.run(id);
      stmts.deleteAppended.run(id);
      return stmts.delete.run(id).changes > 0;
    },
    async checkpoint(id) {
      return (stmts.checkpoint.get(id) as Checkpoint | undefined) ?? null;
    },
    async saveCheckpoint(id, c) {
      stmts.saveCheckpoint.run(id, c.step, c.state);
    },
    async createAccount(name, hash) {
      const info = stmts.createAccount.run(name, hash, new Date().toISOString());
      return info.changes ? Number(info.lastInsertRowid) : null;
    },
    async account(name) {
      return (stmts.account.get(name) as { id: number; name: string; hash: string } | undefined) ?? null;
    },
    async createSession(s) {
      stmts.createSession.run(s);
    },
    async session(tokenHash) {
      return (stmts.session.get(tokenHash) as SessionRow | undefined) ?? null;
    },
    async deleteSession(tokenHash) {
      stmts.deleteSession.run(tokenHash);
    },
    async createOnline(o) {
      createOnline(o);
    },
    async online(matchId) {
      const row = stmts.online.get(matchId) as OnlineDbRow | undefined;
      return row ? onlineFrom(row, stmts.seats.all(matchId) as SeatDbRow[]) : null;
    },
    async takeSeat(matchId, seat, holder) {
      return stmts.takeSeat.run(holder, matchId, seat).changes > 0;
    },
    async heldBy(holder, limit) {
      return (stmts.heldBy.all(holder, limit) as { match_id: number; seat: string }[]).map((r) => ({ matchId: Number(r.match_id), seat: r.seat }));
    },
    async openSeats(limit, exclude) {
      return (stmts.openSeats.all(exclude ?? null, limit) as OpenSeatDbRow[]).map(openSeatFrom);
    },
    async timed(id) {
      return ((id === undefined ? stmts.timed.all() : stmts.timedOne.all(id)) as Parameters<typeof timedFrom>[0][]).map(timedFrom);
    },
    async takeBack(matchId) {
      const row = stmts.takeBack.get(matchId) as { take_back: string } | undefined;
      return row ? (JSON.parse(row.take_back) as TakeBackRow) : null;
    },
    async setTakeBack(matchId, t) {
      if (t) stmts.setTakeBack.run(matchId, JSON.stringify(t));
      else stmts.forgetTakeBack.run(matchId);
    },
    async close() {
      if (writer) {
        while (inFlight) await inFlight;
        await writer.close();
      } else if (waiting.length) commitHere();
      db.close();
    },
  };
}

/** One append as the writer thread takes it: its condition, its actions as JSON text, and the end it reaches. */
interface WriterAppend {
  id: number;
  from: number;
  fromHash: string;
  actions: string[];
  status: string;
  steps: number;
  result: string | null;
  hash: string;
}

type WriterAnswer = { row: Row | null } | { error: string };

/** Each batch the writer committed, {appends, ms} (ms: its transaction, the disk flush included), for whoever
 * measures the server (bench/server-process.ts); nothing is sent while no one listens. */
export const commits = channel('turnover:sqlite-commit');

/** Each WAL checkpoint the checkpointer ran, {ms, pages}. */
export const walCheckpoints = channel('turnover:sqlite-checkpoint');

/** The checkpointer thread (sqlite-writer.mjs): it runs on its timer until told to close. A checkpointer that fails
 * leaves the writer's own checkpoints to keep the WAL in bounds. */
function startCheckpointer(file: string): Worker {
  const c = new Worker(new URL('./sqlite-writer.mjs', import.meta.url), { workerData: { file, checkpointer: true } });
  c.on('message', (m: { checkpoint?: { ms: number; pages: number } }) => {
    if (m.checkpoint && walCheckpoints.hasSubscribers) walCheckpoints.publish(m.checkpoint);
  });
  c.on('error', (e) => console.error(`SQLite checkpointer: ${(e as Error).message}`));
  c.unref();
  return c;
}

/** The writer thread for a database file: one batch at a time, answered once it is on disk. */
function makeWriter(file: string) {
  let worker: Worker | null = null;
  let next = 1;
  const waiting = new Map<number, { resolve: (a: WriterAnswer[]) => void; reject: (e: Error) => void }>();
  const failAll = (e: Error) => {
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
    worker = null;
  };
  const theWorker = () => {
    if (worker) return worker;
    const w = new Worker(new URL('./sqlite-writer.mjs', import.meta.url), { workerData: { file } });
    w.on('message', (m: { n?: number; answers?: WriterAnswer[]; failure?: string; ms?: number }) => {
      if (m.n === undefined) return;
      if (commits.hasSubscribers && m.answers) commits.publish({ appends: m.answers.length, ms: m.ms });
      const job = waiting.get(m.n);
      waiting.delete(m.n);
      if (waiting.size === 0) w.unref();
      if (m.answers) job?.resolve(m.answers);
      else job?.reject(new Error(`the store's writer failed: ${m.failure}`));
    });
    w.on('error', (e) => failAll(e as Error));
    // A writer that stopped is started again for the next batch; the batches it held are refused (not acknowledged).
    w.on('exit', () => {
      if (worker === w) failAll(new Error("the store's writer stopped"));
    });
    w.unref();
    checkpointer ??= startCheckpointer(file);
    return (worker = w);
  };
  let checkpointer: Worker | null = null;
  // Started with the store, so a server's first move does not wait for two threads to start (tens of ms each).
  theWorker();
  return {
    write(appends: WriterAppend[]): Promise<WriterAnswer[]> {
      const w = theWorker();
      const n = next++;
      w.ref();
      return new Promise((resolve, reject) => {
        waiting.set(n, { resolve, reject });
        w.postMessage({ n, appends });
      });
    },
    async close() {
      const w = worker;
      worker = null;
      const c = checkpointer;
      checkpointer = null;
      if (c) await new Promise<void>((resolve) => (c.once('exit', () => resolve()), c.postMessage({ close: true })));
      if (!w) return;
      await new Promise<void>((resolve) => {
        w.once('exit', () => resolve());
        w.postMessage({ close: true });
      });
    },
  };
}
