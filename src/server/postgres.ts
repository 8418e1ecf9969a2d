// The PostgreSQL store, used when DATABASE_URL is set. Same columns as the SQLite one; JSON kept as text so both
// return the save byte for byte as it was written.

import pg from 'pg';
import { fromRow, type NewMatch, type Row, type Store } from './store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS matches (
  id SERIAL PRIMARY KEY,
  ruleset TEXT NOT NULL,
  title TEXT NOT NULL,
  status TEXT NOT NULL,
  steps INTEGER NOT NULL,
  seats TEXT NOT NULL,
  result TEXT,
  record TEXT NOT NULL,
  created TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated TIMESTAMPTZ NOT NULL DEFAULT now()
)`;

const SUMMARY = 'id, ruleset, title, status, steps, seats, result, created, updated';

/** `table` lets tests work in a table of their own inside a shared database. */
export async function openPostgres(url: string, table = 'matches'): Promise<Store> {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`bad table name "${table}"`);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  await pool.query(SCHEMA.replace('matches', table));
  const values = (m: NewMatch) => [
    m.ruleset,
    m.title,
    m.status,
    m.steps,
    JSON.stringify(m.seats),
    m.result ? JSON.stringify(m.result) : null,
    JSON.stringify(m.record),
  ];
  const one = (rows: Row[]) => (rows[0] ? fromRow(rows[0]) : null);
  return {
    kind: 'postgres',
    async list() {
      const r = await pool.query<Row>(`SELECT ${SUMMARY} FROM ${table} ORDER BY updated DESC, id DESC`);
      return r.rows.map(fromRow);
    },
    async get(id) {
      return one((await pool.query<Row>(`SELECT * FROM ${table} WHERE id = $1`, [id])).rows);
    },
    async create(m) {
      const r = await pool.query<Row>(
        `INSERT INTO ${table} (ruleset, title, status, steps, seats, result, record) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING *`,
        values(m),
      );
      return one(r.rows)!;
    },
    async update(id, m) {
      const r = await pool.query<Row>(
        `UPDATE ${table} SET ruleset=$1, title=$2, status=$3, steps=$4, seats=$5, result=$6, record=$7, updated=now() WHERE id=$8 RETURNING *`,
        [...values(m), id],
      );
      return one(r.rows);
    },
    async delete(id) {
      return ((await pool.query(`DELETE FROM ${table} WHERE id = $1`, [id])).rowCount ?? 0) > 0;
    },
    async close() {
      // pool.end() resolves as soon as it has asked each idle connection to end, before their sockets close; wait
      // for every one, so that whoever stops the server next does not cut a connection still saying goodbye.
      let open = pool.totalCount;
      const closed = new Promise<void>((resolve) => {
        if (open === 0) resolve();
        pool.on('remove', () => {
          if (--open === 0) resolve();
        });
      });
      await pool.end();
      await closed;
    },
  };
}
