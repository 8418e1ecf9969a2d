// Builds the whole server from its parts, so main.ts and the tests start it the same way.

import type { Server } from 'node:http';
import { join } from 'node:path';
import { apiRoutes } from './api';
import { makeServer } from './http';
import { openPostgres } from './postgres';
import { openSqlite } from './sqlite';
import type { Store } from './store';

export const PROJECT_DIR = join(import.meta.dirname, '..', '..');

export interface ServerOptions {
  /** A PostgreSQL connection string; SQLite when absent. */
  databaseUrl?: string;
  /** The SQLite file; `data/turnover.sqlite` in the project by default. */
  sqliteFile?: string;
  /** The built web app; `web/dist` by default. */
  staticDir?: string;
}

export async function openStore(o: ServerOptions): Promise<Store> {
  if (o.databaseUrl) return openPostgres(o.databaseUrl);
  return openSqlite(o.sqliteFile ?? join(PROJECT_DIR, 'data', 'turnover.sqlite'));
}

export async function startServer(o: ServerOptions, port: number, host = '127.0.0.1'): Promise<{ server: Server; store: Store; url: string; close: () => Promise<void> }> {
  const store = await openStore(o);
  const server = makeServer(apiRoutes(store), o.staticDir ?? join(PROJECT_DIR, 'web', 'dist'));
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok());
  });
  const addr = server.address();
  const actual = typeof addr === 'object' && addr ? addr.port : port;
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}/`;
  const close = async () => {
    server.closeAllConnections();
    await new Promise<void>((ok) => server.close(() => ok()));
    await store.close();
  };
  return { server, store, url, close };
}
