// The SQLite store's writer thread (sqlite.ts): it commits the appends, batch by batch, on a connection of its own,
// so that the disk flush each commit waits for (synchronous = FULL) and the WAL checkpoints that follow some commits
// hold up this thread and not the server's event loop. Measured under load, a flush took from 1 ms to a quarter of a
// second, and the commits were a fifth of the event loop's time (bench/server.ts). Plain JavaScript: it needs only
// better-sqlite3, and starts under any runner.
//
// A message is a batch: each append's condition and rows. The answer, sent once the batch's transaction is on disk,
// holds each append's outcome in order: the match's summary row, null when its condition failed, or an error.

import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

const db = new Database(workerData.file, { timeout: 10_000 });
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
const appendTo = db.prepare(
  'UPDATE matches SET status=@status, steps=@steps, result=@result, hash=@hash, updated=@now WHERE id=@id AND steps=@from AND (hash IS NULL OR hash=@fromHash)',
);
const appendAction = db.prepare('INSERT INTO appended (match_id, seq, action) VALUES (?, ?, ?)');
const summary = db.prepare('SELECT id, ruleset, title, status, steps, seats, result, created, updated FROM matches WHERE id = ?');

// Each append in a savepoint of its own (a nested transaction), so one that throws fails alone.
const one = db.transaction((a, now) => {
  const changed = appendTo.run({ status: a.status, steps: a.steps, result: a.result, hash: a.hash, now, id: a.id, from: a.from, fromHash: a.fromHash }).changes > 0;
  if (!changed) return null;
  a.actions.forEach((text, i) => appendAction.run(a.id, a.from + i + 1, text));
  return summary.get(a.id) ?? null;
});
const batch = db.transaction((appends) => {
  const now = new Date().toISOString();
  return appends.map((a) => {
    try {
      return { row: one(a, now) };
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  });
});

parentPort.on('message', (m) => {
  if (m.close) {
    db.close();
    parentPort.postMessage({ closed: true });
    parentPort.close();
    return;
  }
  try {
    const t = performance.now();
    const answers = batch(m.appends);
    parentPort.postMessage({ n: m.n, answers, ms: performance.now() - t });
  } catch (e) {
    parentPort.postMessage({ n: m.n, failure: e instanceof Error ? e.message : String(e) });
  }
});
