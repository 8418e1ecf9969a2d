// The PostgreSQL store, used when DATABASE_URL is set. Same columns as the SQLite one; JSON kept as text so both
// return the save byte for byte as it was written.

import pg from 'pg';
import { postgresLeagues } from './league-postgres';
import { endHash, fromRow, onlineFrom, withAppended, type NewMatch, type OnlineDbRow, type OpenSeatDbRow, openSeatFrom, type Row, type SeatDbRow, type SessionRow, type Store, type TakeBackRow, timedFrom } from './store';

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
  hash TEXT,
  created TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated TIMESTAMPTZ NOT NULL DEFAULT now()
);
ALTER TABLE matches ADD COLUMN IF NOT EXISTS hash TEXT;
CREATE TABLE IF NOT EXISTS matches_appended (
  match_id INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  action TEXT NOT NULL,
  PRIMARY KEY (match_id, seq)
);
CREATE TABLE IF NOT EXISTS matches_checkpoints (
  match_id INTEGER PRIMARY KEY,
  step INTEGER NOT NULL,
  state TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS matches_accounts (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  hash TEXT NOT NULL,
  created TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS matches_sessions (
  token_hash TEXT PRIMARY KEY,
  identity TEXT NOT NULL,
  name TEXT NOT NULL,
  csrf TEXT NOT NULL,
  created TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS matches_online (
  match_id INTEGER PRIMARY KEY,
  commit_hash TEXT NOT NULL,
  spectate_hash TEXT NOT NULL,
  turn_seconds INTEGER
);
CREATE TABLE IF NOT EXISTS matches_online_take_backs (
  match_id INTEGER PRIMARY KEY,
  take_back TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS matches_online_seats (
  match_id INTEGER NOT NULL,
  seat TEXT NOT NULL,
  invite_hash TEXT NOT NULL,
  holder TEXT,
  PRIMARY KEY (match_id, seat)
);
ALTER TABLE matches_online_seats ADD COLUMN IF NOT EXISTS opened_by TEXT`;

/** A connection the server lost (terminated by an administrator, a restart, a network cut): worth one retry on a
 * fresh connection, since the statement either never ran or ran in a transaction that died with it. */
function lostConnection(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return err?.code === '57P01' || err?.code === '57P02' || err?.code === '57P03' || err?.code === 'ECONNRESET' || /Connection terminated|connection .*closed|Client has encountered a connection error/i.test(err?.message ?? '');
}

const SUMMARY = 'id, ruleset, title, status, steps, seats, result, created, updated';

/** `table` lets tests work in a table of their own inside a shared database. */
export async function openPostgres(url: string, table = 'matches'): Promise<Store> {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`bad table name "${table}"`);
  // Every move is a read and a committed write: with few connections, moves queue behind each other's commits (on
  // bench:server, 4 connections gave 35 moves/s for 50 matches where 16 gave 94). TURNOVER_PG_POOL changes it.
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.TURNOVER_PG_POOL ?? 16) });
  // An idle connection that drops (the database restarted, an administrator ended it) is reported here; without a
  // listener the error is thrown and ends the whole server. The pool has already discarded the connection.
  pool.on('error', (e) => console.error(`PostgreSQL: an idle connection was lost (${e.message}); the next query opens another`));
  const query = async <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => {
    try {
      return await pool.query<R>(text, values);
    } catch (e) {
      if (!lostConnection(e)) throw e;
      return pool.query<R>(text, values);
    }
  };
  await query(SCHEMA.replaceAll('matches', table));
  const values = (m: NewMatch) => [
    m.ruleset,
    m.title,
    m.status,
    m.steps,
    JSON.stringify(m.seats),
    m.result ? JSON.stringify(m.result) : null,
    JSON.stringify(m.record),
    endHash(m),
  ];
  const leagues = await postgresLeagues(query, table);
  const one = (rows: Row[]) => (rows[0] ? fromRow(rows[0]) : null);
  return {
    kind: 'postgres',
    leagues,
    async list() {
      const r = await query<Row>(`SELECT ${SUMMARY} FROM ${table} ORDER BY updated DESC, id DESC`);
      return r.rows.map(fromRow);
    },
    async get(id) {
      // One round trip: the row, and the actions appended since its record was written whole, in order.
      const r = await query<Row & { appended: string[] | null }>(
        `SELECT m.*, (SELECT array_agg(a.action ORDER BY a.seq) FROM ${table}_appended a WHERE a.match_id = m.id) AS appended FROM ${table} m WHERE m.id = $1`,
        [id],
      );
      const row = r.rows[0];
      return row ? withAppended(fromRow(row), row.appended ?? [], row.hash) : null;
    },
    async create(m) {
      const r = await query<Row>(
        `INSERT INTO ${table} (ruleset, title, status, steps, seats, result, record, hash) VALUES ($1,$2,$3,$4,$5,$6,$7,$8) RETURNING ${SUMMARY}`,
        values(m),
      );
      return one(r.rows)!;
    },
    async update(id, m, from) {
      // The whole record written again takes in every action appended before it (one statement: all or nothing).
      const r = await query<Row>(
        `WITH u AS (UPDATE ${table} SET ruleset=$1, title=$2, status=$3, steps=$4, seats=$5, result=$6, record=$7, hash=$8, updated=now() WHERE id=$9 AND steps=$10 RETURNING ${SUMMARY}),
         d AS (DELETE FROM ${table}_appended WHERE match_id = (SELECT id FROM u))
         SELECT * FROM u`,
        [...values(m), id, from],
      );
      return one(r.rows);
    },
    async append(id, from, fromHash, actions, end) {
      // A row from before the hash column (null) is taken on its step count alone, as update() takes every row.
      const r = await query<Row>(
        `WITH u AS (UPDATE ${table} SET status=$1, steps=$2, result=$3, hash=$4, updated=now() WHERE id=$5 AND steps=$6 AND (hash IS NULL OR hash=$7) RETURNING ${SUMMARY}),
         i AS (INSERT INTO ${table}_appended (match_id, seq, action) SELECT u.id, $6 + t.n, t.action FROM u, unnest($8::text[]) WITH ORDINALITY AS t(action, n))
         SELECT * FROM u`,
        [end.status, end.steps, end.result ? JSON.stringify(end.result) : null, end.hash, id, from, fromHash, actions.map((a) => JSON.stringify(a))],
      );
      return one(r.rows);
    },
    async delete(id) {
      await query(`DELETE FROM ${table}_checkpoints WHERE match_id = $1`, [id]);
      await query(`DELETE FROM ${table}_appended WHERE match_id = $1`, [id]);
      return ((await query(`DELETE FROM ${table} WHERE id = $1`, [id])).rowCount ?? 0) > 0;
    },
    async checkpoint(id) {
      const r = await query<{ step: number; state: string }>(`SELECT step, state FROM ${table}_checkpoints WHERE match_id = $1`, [id]);
      return r.rows[0] ?? null;
    },
    async saveCheckpoint(id, c) {
      await query(
        `INSERT INTO ${table}_checkpoints (match_id, step, state) VALUES ($1, $2, $3) ON CONFLICT (match_id) DO UPDATE SET step = excluded.step, state = excluded.state WHERE excluded.step > ${table}_checkpoints.step`,
        [id, c.step, c.state],
      );
    },
    async createAccount(name, hash) {
      const r = await query<{ id: number }>(`INSERT INTO ${table}_accounts (name, hash) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING id`, [name, hash]);
      return r.rows[0] ? Number(r.rows[0].id) : null;
    },
    async account(name) {
      const r = await query<{ id: number; name: string; hash: string }>(`SELECT id, name, hash FROM ${table}_accounts WHERE name = $1`, [name]);
      return r.rows[0] ? { ...r.rows[0], id: Number(r.rows[0].id) } : null;
    },
    async createSession(s) {
      await query(`INSERT INTO ${table}_sessions (token_hash, identity, name, csrf, created) VALUES ($1, $2, $3, $4, $5)`, [s.tokenHash, s.identity, s.name, s.csrf, s.created]);
    },
    async session(tokenHash) {
      const r = await query<SessionRow>(`SELECT token_hash AS "tokenHash", identity, name, csrf, created FROM ${table}_sessions WHERE token_hash = $1`, [tokenHash]);
      return r.rows[0] ?? null;
    },
    async deleteSession(tokenHash) {
      await query(`DELETE FROM ${table}_sessions WHERE token_hash = $1`, [tokenHash]);
    },
    async createOnline(o) {
      // One statement for the match's row and its seats, so no half-made online match is ever seen.
      await query(
        `WITH o AS (INSERT INTO ${table}_online (match_id, commit_hash, spectate_hash, turn_seconds) VALUES ($1, $2, $3, $4))
         INSERT INTO ${table}_online_seats (match_id, seat, invite_hash, holder, opened_by) SELECT $1, s->>'seat', s->>'inviteHash', s->>'holder', s->>'openedBy' FROM json_array_elements($5::json) s`,
        [o.matchId, o.commit, o.spectateHash, o.turnSeconds, JSON.stringify(o.seats)],
      );
    },
    async online(matchId) {
      const r = await query<OnlineDbRow>(`SELECT match_id, commit_hash, spectate_hash, turn_seconds FROM ${table}_online WHERE match_id = $1`, [matchId]);
      if (!r.rows[0]) return null;
      const seats = await query<SeatDbRow>(`SELECT seat, invite_hash, holder, opened_by FROM ${table}_online_seats WHERE match_id = $1 ORDER BY seat`, [matchId]);
      return onlineFrom(r.rows[0], seats.rows);
    },
    async takeSeat(matchId, seat, holder) {
      const r = await query(`UPDATE ${table}_online_seats SET holder = $1 WHERE match_id = $2 AND seat = $3 AND holder IS NULL`, [holder, matchId, seat]);
      return (r.rowCount ?? 0) > 0;
    },
    async heldBy(holder, limit) {
      const r = await query<{ match_id: string | number; seat: string }>(`SELECT match_id, seat FROM ${table}_online_seats WHERE holder = $1 ORDER BY match_id DESC LIMIT $2`, [holder, limit]);
      return r.rows.map((x) => ({ matchId: Number(x.match_id), seat: x.seat }));
    },
    async openSeats(limit, exclude) {
      const r = await query<OpenSeatDbRow>(
        `SELECT s.match_id, s.seat, s.opened_by, m.title, m.ruleset, m.created FROM ${table}_online_seats s JOIN ${table} m ON m.id = s.match_id
         WHERE s.opened_by IS NOT NULL AND s.holder IS NULL AND m.status = 'playing'
           AND NOT EXISTS (SELECT 1 FROM ${table}_online_seats h WHERE h.match_id = s.match_id AND h.holder = $2)
         ORDER BY s.match_id DESC LIMIT $1`,
        [limit, exclude ?? null],
      );
      return r.rows.map(openSeatFrom);
    },
    async timed(id) {
      const where = id === undefined ? '' : 'AND o.match_id = $1';
      const r = await query<Parameters<typeof timedFrom>[0]>(
        `SELECT o.match_id, o.turn_seconds, m.updated FROM ${table}_online o JOIN ${table} m ON m.id = o.match_id WHERE o.turn_seconds IS NOT NULL AND m.status = 'playing' ${where}`,
        id === undefined ? [] : [id],
      );
      return r.rows.map(timedFrom);
    },
    async takeBack(matchId) {
      const r = await query<{ take_back: string }>(`SELECT take_back FROM ${table}_online_take_backs WHERE match_id = $1`, [matchId]);
      return r.rows[0] ? (JSON.parse(r.rows[0].take_back) as TakeBackRow) : null;
    },
    async setTakeBack(matchId, t) {
      if (t) {
        await query(
          `INSERT INTO ${table}_online_take_backs (match_id, take_back) VALUES ($1, $2) ON CONFLICT (match_id) DO UPDATE SET take_back = excluded.take_back`,
          [matchId, JSON.stringify(t)],
        );
      } else await query(`DELETE FROM ${table}_online_take_backs WHERE match_id = $1`, [matchId]);
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
