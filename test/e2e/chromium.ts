// Which Chromium the browser tests drive, so that `npm install && npm test` is all a fresh machine needs:
// TURNOVER_CHROMIUM when set, else Debian's /usr/bin/chromium when installed, else the Chromium that ships inside
// the npm package @sparticuz/chromium (a headless build that runs without root or a sandbox).
//
// The npm Chromium is brotli-packed; its executablePath() unpacks it into the system temp directory. We unpack it
// once into node_modules/.cache instead, so it survives reboots and temp cleaners and goes away with node_modules.
// Test files run in parallel workers, so each unpacks into a folder of its own and renames it into place: the
// first rename wins, and nobody ever sees a half-written binary.

import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_DIR = fileURLToPath(new URL('../..', import.meta.url));

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Headless, no sandbox (root in containers), and no calls home while the tests run. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface ChromiumChoice {
  executablePath: string;
  from: 'TURNOVER_CHROMIUM' | 'debian' | '@sparticuz/chromium';
}

export async function chromiumExecutable(): Promise<ChromiumChoice> {
  const env = process.env.TURNOVER_CHROMIUM;
  if (env) {
    if (!existsSync(env)) throw new Error(`TURNOVER_CHROMIUM names ${env}, which does not exist`);
    return { executablePath: env, from: 'TURNOVER_CHROMIUM' };
  }
  if (existsSync(DEBIAN_CHROMIUM)) return { executablePath: DEBIAN_CHROMIUM, from: 'debian' };
  return { executablePath: await unpackedNpmChromium(), from: '@sparticuz/chromium' };
}

async function unpackedNpmChromium(): Promise<string> {
  const version = npmChromiumVersion();
  const cache = join(PROJECT_DIR, 'node_modules', '.cache', 'turnover-chromium');
  const home = join(cache, version);
  const binary = join(home, 'chromium');
  if (existsSync(binary)) return binary;

  const scratch = join(cache, `.unpacking-${process.pid}-${Date.now()}`);
  mkdirSync(scratch, { recursive: true });
  try {
    await unpackInto(scratch);
    try {
      renameSync(scratch, home);
    } catch (e) {
      // Another worker renamed its copy first; theirs is complete, ours goes.
      if (!existsSync(binary)) throw e;
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return binary;
}

/** Its package.json is not exported, so read it beside the resolved entry point (build/cjs/index.cjs). */
function npmChromiumVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  return JSON.parse(readFileSync(join(dirname(entry), '..', '..', 'package.json'), 'utf8')).version;
}

/** The package unpacks into os.tmpdir(), which reads TMPDIR on every call: point it at our folder meanwhile. */
async function unpackInto(dir: string): Promise<void> {
  const { default: chromium } = await import('@sparticuz/chromium');
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    const path = await chromium.executablePath();
    if (path !== join(dir, 'chromium')) throw new Error(`@sparticuz/chromium unpacked to ${path}, not into ${dir}`);
  } finally {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
  }
}
