// One server per test file, on its own SQLite file in a temporary folder, with a stand-in for the built app; the
// tests reach it at `srv.base` once their `beforeAll` has run.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type ServerOptions } from '../../src/server/app';

export interface TestServer {
  /** The server's address without the trailing slash, e.g. http://127.0.0.1:41234. */
  base: string;
  /** The temporary folder (removed after the file's tests). */
  dir: string;
  /** The SQLite database file. */
  file: string;
}

/** `extra`: server options beyond the test's own file and app (a test that plays a whole match raises the rate limit). */
export function useTestServer(name: string, extra: Partial<ServerOptions> = {}): TestServer {
  const dir = mkdtempSync(join(tmpdir(), `turnover-${name}-`));
  const srv: TestServer = { base: '', dir, file: join(dir, 'm.sqlite') };
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    mkdirSync(join(dir, 'web'));
    writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><title>app</title>');
    const s = await startServer({ ...extra, sqliteFile: srv.file, staticDir: join(dir, 'web') }, 0);
    srv.base = s.url.replace(/\/$/, '');
    close = s.close;
  });
  afterAll(async () => {
    await close?.();
    rmSync(dir, { recursive: true, force: true });
  });
  return srv;
}
