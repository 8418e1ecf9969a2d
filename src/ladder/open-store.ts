// The ladder's store from where it lives: a postgres:// URL, or a SQLite file. Each is loaded only when used.

import type { LadderStore } from './store';

export async function openStore(where: { databaseUrl?: string; sqliteFile?: string }): Promise<LadderStore> {
  if (where.databaseUrl) return (await import('./postgres-store')).postgresStore(where.databaseUrl);
  return (await import('./sqlite-store')).sqliteStore(where.sqliteFile ?? 'turnover-ladder.sqlite');
}
