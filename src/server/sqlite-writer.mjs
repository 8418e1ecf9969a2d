// The SQLite store's writer thread (sqlite.ts): it commits the appends, batch by batch, on a connection of its own,
// so that the disk flush each commit waits for (synchronous = FULL) and the WAL checkpoints that follow some commits
// hold up this thread and not the server's event loop. Measured under load, a flush took from 1 ms to a quarter of a
// second, and the commits were a fifth of the event loop's time (bench/server.ts). Plain JavaScript: it needs only
// better-sqlite3, and starts under any runner.
//
// A second thread of the same file, the checkpointer (workerData.checkpointer), copies the WAL back into the
// database on a timer, so no commit waits for that either.
//
// A message is a batch: each append's condition and rows. The answer, sent once the batch's transaction is on disk,
// holds each append's outcome in order: the match's summary row, null when its condition failed, or an error.

import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

const db = new Database(workerData.file, { timeout: 10_000 });
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');

if (workerData.checkpointer) checkpointer();
else writer();

/** Copies the WAL back into the database every CHECKPOINT_MS, PASSIVE (it never waits for the writer, nor the writer
 * for it), so that a commit does not, now and then, also write back and flush a thousand pages (SQLite's automatic
 * checkpoint, run by the connection whose commit crossed the mark). Data is durable once committed to the WAL; a
 * checkpoint only moves it, and a kill in the middle of one loses nothing. */
function checkpointer() {
  const CHECKPOINT_MS = 1000;
  const timer = setInterval(() => {
    const t = performance.now();
    const [r] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ checkpoint: { ms: performance.now() - t, pages: r?.checkpointed ?? 0 } });
  }, CHECKPOINT_MS);
  parentPort.on('message', (m) => {
    if (!m.close) return;
    clearInterval(timer);
    db.close();
    parentPort.close();
  });
}

function writer() {
  // Checkpoints are the checkpointer's; SQLite's own is kept at a far mark, should that one fall behind.
  db.pragma('wal_autocheckpoint = 10000');
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
}
