#!/usr/bin/env node
// Builds the turnover command into dist/cli as plain JavaScript, so that running it never transpiles TypeScript on
// the user's time. Run by `npm install` (postinstall) and by bin/turnover.js when dist/cli is missing or older than
// the sources it was built from. Run as a script it builds now: `node bin/build-cli.js [outdir]`.
//
// Plain JavaScript on purpose: it must run before anything is built. esbuild is loaded only when a build is needed,
// so the check alone costs a file read and a few stats.

import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DIST = join(ROOT, 'dist', 'cli');

// The command, and the simulator's worker thread, which src/sim/pool.ts starts from beside the built command.
const ENTRIES = { main: 'src/cli/run.ts', 'sim-worker': 'src/sim/worker.ts' };
const MANIFEST = 'build.json';
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));

function readManifest(outdir) {
  try {
    return JSON.parse(readFileSync(join(outdir, MANIFEST), 'utf8'));
  } catch {
    return null;
  }
}

/** True when `outdir` holds a build whose every source is no newer than the build. */
export function isFresh(outdir = DIST) {
  const manifest = readManifest(outdir);
  if (!manifest) return false;
  try {
    for (const out of manifest.outputs) statSync(join(outdir, out));
    // A source changed after the build started may not be in it, hence the start time rather than the end.
    for (const input of manifest.inputs) if (statSync(join(ROOT, input)).mtimeMs > manifest.started) return false;
  } catch {
    return false; // an output is gone, or a source was moved or deleted
  }
  return true;
}

/**
 * Bundles the entries into `outdir`, the code they share and each command (loaded when it runs) in chunks beside
 * them; every package in node_modules stays external (better-sqlite3 is native).
 */
export async function buildCli(outdir = DIST) {
  const { build } = await import('esbuild');
  const started = Date.now();
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir,
    bundle: true,
    splitting: true,
    // Flat, so the worker's URL beside a chunk (src/sim/pool.ts) is beside the entries too.
    chunkNames: '[name]-[hash]',
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  mkdirSync(outdir, { recursive: true });
  // Each file is written whole then renamed into place, so a command started during a build runs the old or the new.
  const outputs = [];
  for (const file of result.outputFiles) {
    writeAtomically(file.path, file.contents);
    outputs.push(relative(outdir, file.path));
  }
  const inputs = [...Object.keys(result.metafile.inputs), THIS_FILE];
  const previous = readManifest(outdir);
  writeAtomically(join(outdir, MANIFEST), JSON.stringify({ started, inputs, outputs }, null, 1));
  for (const old of previous?.outputs ?? []) if (!outputs.includes(old)) rmSync(join(outdir, old), { force: true });
  return { outputs: outputs.map((o) => join(outdir, o)), inputs };
}

function writeAtomically(path, contents) {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, contents);
  renameSync(tmp, path);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outdir = resolve(process.argv[2] ?? DIST);
  try {
    const { outputs } = await buildCli(outdir);
    console.log(`turnover: built ${outputs.map((o) => relative(process.cwd(), o)).join(', ')}`);
  } catch (e) {
    // At install a failed build is not fatal: bin/turnover.js tries again on first run and says why there.
    console.error(`turnover: could not build the command (${firstLine(e)}); it will be built on first run`);
  }
}

export function firstLine(e) {
  const errors = e && e.errors;
  if (Array.isArray(errors) && errors.length) {
    const { text, location } = errors[0];
    return location ? `${location.file}:${location.line}: ${text}` : text;
  }
  return String((e && e.message) || e).split('\n')[0];
}
