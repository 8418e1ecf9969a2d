// The built command (bin/build-cli.js, dist/cli) answers as the TypeScript does, with no TypeScript left in it, and
// bad input to the installed bin is one line that does not repeat what was typed.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli, isFresh, ROOT } from '../../bin/build-cli.js';

const BIN = join(ROOT, 'bin/turnover.js');

// Under dist/ rather than the system temp directory, so a package the build leaves external resolves from it.
let out: string;
let inputs: string[];
let outputs: string[];
beforeAll(async () => {
  out = mkdtempSync(join(ROOT, 'dist', '.test-'));
  ({ inputs, outputs } = await buildCli(out));
}, 60_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

function built(...argv: string[]) {
  return spawnSync(process.execPath, [join(out, 'main.js'), ...argv], { encoding: 'utf8' });
}
function fromSource(...argv: string[]) {
  return spawnSync(process.execPath, [BIN, ...argv], { encoding: 'utf8', env: { ...process.env, TURNOVER_FROM_SOURCE: '1' } });
}

/** A sim summary without what depends on the clock. */
function untimed(json: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(JSON.parse(json)).filter(([k]) => !/second/i.test(k)));
}

describe('the built command', () => {
  it('bundles the sources and leaves every package and TypeScript out', () => {
    expect(inputs).toContain('src/cli/run.ts');
    expect(inputs).toContain('src/sim/worker.ts');
    expect(inputs.filter((f) => f.includes('node_modules'))).toEqual([]);
    expect(outputs.map((o) => o.slice(out.length + 1))).toEqual(expect.arrayContaining(['main.js', 'sim-worker.js']));
    for (const file of outputs) expect(readFileSync(file, 'utf8')).not.toMatch(/(from|import\()\s*["'](tsx[/"']|[^"']*\.ts["'])/);
  });

  it('answers a spot query as the TypeScript does', () => {
    const query = ['spot', 'resistance', '--active', '12', '--passive', '10', '--seed', '4', '--json'];
    const a = built(...query);
    const b = fromSource(...query);
    expect(a.status).toBe(0);
    expect(a.stderr).toBe('');
    expect(JSON.parse(a.stdout).rule).toBe('resistance');
    expect(a.stdout).toBe(b.stdout);
  }, 60_000);

  it.each([['gridiron'], ['rush']])('plays a %s sim on its own built worker thread as the TypeScript does', (ruleset) => {
    const sim = ['sim', '--ruleset', ruleset, '--games', '2', '--seed', '3', '--workers', '1', '--json'];
    const a = built(...sim);
    const b = fromSource(...sim);
    expect(a.stderr).toBe('');
    expect(a.status).toBe(0);
    const summary = untimed(a.stdout);
    expect(summary.finished).toBe(2);
    expect(summary).toEqual(untimed(b.stdout));
  }, 120_000);

  it('is stale once a source is newer than the build, or an output is gone', () => {
    expect(isFresh(out)).toBe(true);
    const manifest = join(out, 'build.json');
    const saved = readFileSync(manifest, 'utf8');
    writeFileSync(manifest, JSON.stringify({ ...JSON.parse(saved), started: 0 }));
    expect(isFresh(out)).toBe(false);
    writeFileSync(manifest, saved);
    unlinkSync(join(out, 'sim-worker.js'));
    expect(isFresh(out)).toBe(false);
  });
});

describe('bad input to the installed bin', () => {
  it.each([
    [['spot', 'ability', '--skill', `12\n\x1b[2Jturnover: all good ${'x'.repeat(60)}`], /^turnover spot: ability: --skill must be a whole number/],
    [['spot', 'drowning', '--con', '12', '--state', `{"round": ${'9'.repeat(5000)}`], /^turnover spot: drowning: --state/],
    [[`spot\x1b]0;pwned\x07`], /^turnover: unknown command \(commands: rulesets, /],
  ])('%#: one line, exit 2, the input not repeated', (argv, why) => {
    const r = spawnSync(process.execPath, [BIN, ...argv], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(why);
    expect(r.stderr.endsWith('\n')).toBe(true);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f]/);
    expect(r.stderr).not.toMatch(/x{41}|9{41}/);
    expect(r.stderr).not.toMatch(/pwned|all good|99999/);
  }, 60_000);
});
