// The ladder's tables in SQLite, for a ladder run in one process.

import Database from 'better-sqlite3';
import { fixtureOf, type LadderSpec } from './ladder';
import { rowOf, SCHEMA, type LadderStore } from './store';

export function sqliteStore(file: string): LadderStore {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  for (const s of SCHEMA) db.exec(s.replace('SERIAL_ID', 'INTEGER PRIMARY KEY AUTOINCREMENT'));
  const getSpec = (name: string) => {
    const r = db.prepare('SELECT spec FROM ladder_ladders WHERE name = ?').get(name) as { spec: string } | undefined;
    return r ? (JSON.parse(r.spec) as LadderSpec) : null;
  };
  const finish = db.transaction((play: number, name: string, n: number, set: unknown[]) => {
    const changed = db
      .prepare(`UPDATE ladder_fixtures SET status = 'played', winner = ?, score = ?, reason = ?, record = ?, worker = (SELECT worker FROM ladder_plays WHERE id = ?) WHERE ladder = ? AND n = ? AND status <> 'played'`)
      .run(...set, play, name, n).changes;
    db.prepare('UPDATE ladder_plays SET finished = 1, stored = ? WHERE id = ?').run(changed ? 1 : 0, play);
    return changed === 1;
  });
  return {
    async saveLadder(spec) {
      db.prepare('INSERT INTO ladder_ladders (name, spec) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run(spec.name, JSON.stringify(spec));
      return getSpec(spec.name)!;
    },
    async ladder(name) {
      return getSpec(name);
    },
    async ladders() {
      return (db.prepare('SELECT name FROM ladder_ladders ORDER BY name').all() as { name: string }[]).map((r) => r.name);
    },
    async extend(spec, total) {
      const add = db.prepare('INSERT INTO ladder_fixtures (ladder, n, home, away, round) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING');
      db.transaction(() => {
        for (let n = 0; n < total; n++) {
          const f = fixtureOf(spec, n);
          add.run(spec.name, n, f.home, f.away, f.round);
        }
      })();
    },
    async unplayed(name) {
      return (db.prepare(`SELECT n FROM ladder_fixtures WHERE ladder = ? AND status = 'new' ORDER BY n`).all(name) as { n: number }[]).map((r) => r.n);
    },
    async begin(name, n, worker) {
      const f = db.prepare('SELECT status FROM ladder_fixtures WHERE ladder = ? AND n = ?').get(name, n) as { status: string } | undefined;
      if (!f || f.status !== 'new') return null;
      return Number(db.prepare('INSERT INTO ladder_plays (ladder, n, worker) VALUES (?, ?, ?)').run(name, n, worker).lastInsertRowid);
    },
    async finish(play, name, n, o) {
      return finish(play, name, n, [o.winner, JSON.stringify(o.score), o.reason, JSON.stringify(o.record)]);
    },
    async fail(play, name, n, message) {
      db.prepare(`UPDATE ladder_fixtures SET status = 'error', error = ? WHERE ladder = ? AND n = ? AND status = 'new'`).run(message, name, n);
      db.prepare('UPDATE ladder_plays SET finished = 1 WHERE id = ?').run(play);
    },
    async fixtures(name) {
      return (db.prepare('SELECT n, home, away, round, status, winner, score, reason, error, worker FROM ladder_fixtures WHERE ladder = ? ORDER BY n').all(name) as Record<string, unknown>[]).map(rowOf);
    },
    async record(name, n) {
      const r = db.prepare('SELECT record FROM ladder_fixtures WHERE ladder = ? AND n = ?').get(name, n) as { record: string | null } | undefined;
      return r?.record ? JSON.parse(r.record) : null;
    },
    async plays(name) {
      return (db.prepare('SELECT n, worker, finished, stored FROM ladder_plays WHERE ladder = ? ORDER BY id').all(name) as Record<string, unknown>[]).map((r) => ({
        n: Number(r.n),
        worker: String(r.worker),
        finished: Boolean(r.finished),
        stored: Boolean(r.stored),
      }));
    },
    async close() {
      db.close();
    },
  };
}
