// The ladder's tables in PostgreSQL, shared by every worker process on every machine.

import pg from 'pg';
import { fixtureOf, type LadderSpec } from './ladder';
import { rowOf, SCHEMA, type LadderStore } from './store';

export async function postgresStore(url: string): Promise<LadderStore> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // Another worker may create the tables at the same moment: a lock makes the creation one at a time.
  const c = await pool.connect();
  try {
    await c.query('SELECT pg_advisory_lock(7316401)');
    for (const s of SCHEMA) await c.query(s.replace('SERIAL_ID', 'SERIAL PRIMARY KEY'));
  } finally {
    await c.query('SELECT pg_advisory_unlock(7316401)').catch(() => {});
    c.release();
  }
  const getSpec = async (name: string) => {
    const r = await pool.query('SELECT spec FROM ladder_ladders WHERE name = $1', [name]);
    return r.rows[0] ? (JSON.parse(r.rows[0].spec) as LadderSpec) : null;
  };
  return {
    async saveLadder(spec) {
      await pool.query('INSERT INTO ladder_ladders (name, spec) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [spec.name, JSON.stringify(spec)]);
      return (await getSpec(spec.name))!;
    },
    ladder: getSpec,
    async ladders() {
      return (await pool.query('SELECT name FROM ladder_ladders ORDER BY name')).rows.map((r) => r.name as string);
    },
    async extend(spec, total) {
      const have = await pool.query('SELECT count(*)::int AS c FROM ladder_fixtures WHERE ladder = $1', [spec.name]);
      const ns: number[] = [];
      for (let n = have.rows[0].c; n < total; n++) ns.push(n);
      const fs = ns.map((n) => fixtureOf(spec, n));
      await pool.query(
        `INSERT INTO ladder_fixtures (ladder, n, home, away, round)
         SELECT $1, * FROM unnest($2::int[], $3::int[], $4::int[], $5::int[]) ON CONFLICT DO NOTHING`,
        [spec.name, ns, fs.map((f) => f.home), fs.map((f) => f.away), fs.map((f) => f.round)],
      );
    },
    async unplayed(name) {
      return (await pool.query(`SELECT n FROM ladder_fixtures WHERE ladder = $1 AND status = 'new' ORDER BY n`, [name])).rows.map((r) => r.n);
    },
    async begin(name, n, worker) {
      const r = await pool.query(
        `INSERT INTO ladder_plays (ladder, n, worker) SELECT $1, $2, $3 WHERE EXISTS
           (SELECT 1 FROM ladder_fixtures WHERE ladder = $1 AND n = $2 AND status = 'new') RETURNING id`,
        [name, n, worker],
      );
      return r.rows[0] ? Number(r.rows[0].id) : null;
    },
    async finish(play, name, n, o) {
      // One statement: the result and the attempt's log line are written together or not at all.
      const r = await pool.query(
        `WITH f AS (UPDATE ladder_fixtures SET status = 'played', winner = $4, score = $5, reason = $6, record = $7,
                      worker = (SELECT worker FROM ladder_plays WHERE id = $1)
                    WHERE ladder = $2 AND n = $3 AND status <> 'played' RETURNING n)
         UPDATE ladder_plays SET finished = 1, stored = (SELECT count(*) FROM f)::int WHERE id = $1 RETURNING stored`,
        [play, name, n, o.winner, JSON.stringify(o.score), o.reason, JSON.stringify(o.record)],
      );
      return r.rows[0]?.stored === 1;
    },
    async fail(play, name, n, message) {
      await pool.query(
        `WITH f AS (UPDATE ladder_fixtures SET status = 'error', error = $4 WHERE ladder = $2 AND n = $3 AND status = 'new' RETURNING n)
         UPDATE ladder_plays SET finished = 1 WHERE id = $1`,
        [play, name, n, message],
      );
    },
    async fixtures(name) {
      return (await pool.query('SELECT n, home, away, round, status, winner, score, reason, error, worker FROM ladder_fixtures WHERE ladder = $1 ORDER BY n', [name])).rows.map(rowOf);
    },
    async record(name, n) {
      const r = await pool.query('SELECT record FROM ladder_fixtures WHERE ladder = $1 AND n = $2', [name, n]);
      return r.rows[0]?.record ? JSON.parse(r.rows[0].record) : null;
    },
    async plays(name) {
      return (await pool.query('SELECT n, worker, finished, stored FROM ladder_plays WHERE ladder = $1 ORDER BY id', [name])).rows.map((r) => ({
        n: r.n,
        worker: r.worker,
        finished: r.finished === 1,
        stored: r.stored === 1,
      }));
    },
    async close() {
      await pool.end();
    },
  };
}
