// What every end-to-end test needs: the web app built into a temporary folder, the server on a free port with a
// temporary SQLite file (a hot-seat match may be given its seed, so a test's match is the same every run; every move
// is a change sent to the server, so a fast test is not held to a person's changes a minute), and a Chromium (see chromium.ts for which) driven by playwright-core.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { PROJECT_DIR, startServer, type ServerOptions } from '../../src/server/app';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium';

export interface Harness {
  url: string;
  dir: string;
  browser: Browser;
  page(): Promise<Page>;
  stop(): Promise<void>;
}

/** `extra`: server options beside the test's own SQLite file and built app (a ladder file, say). */
export async function startHarness(extra: Partial<ServerOptions> = {}): Promise<Harness> {
  const { executablePath } = await chromiumExecutable();
  const dir = mkdtempSync(join(tmpdir(), 'turnover-e2e-'));
  const web = join(dir, 'web');
  await build({ configFile: join(PROJECT_DIR, 'vite.config.ts'), logLevel: 'error', build: { outDir: web, emptyOutDir: true } });
  const server = await startServer({ fixedSeeds: true, limits: { changesPerMinute: 100_000 }, ...extra, sqliteFile: join(dir, 'data', 'e2e.sqlite'), staticDir: web }, 0);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const errors: string[] = [];
  return {
    url: server.url,
    dir,
    browser,
    async page() {
      const p = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      p.on('pageerror', (e) => errors.push(e.message));
      p.on('dialog', (d) => void d.accept());
      return p;
    },
    async stop() {
      await browser.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
      if (errors.length) throw new Error(`the page threw: ${errors.join('; ')}`);
    },
  };
}
