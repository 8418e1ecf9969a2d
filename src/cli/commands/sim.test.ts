import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../sim/testing/registerPig';
import { simCommand } from './sim';
import { UsageError, type Io } from '../command';
import { OptionsError } from '../../core/options';

function io(tty = false) {
  const out: string[] = [];
  const err: string[] = [];
  const sink: Io = { out: (t) => out.push(t), err: (t) => err.push(t), isTTY: tty };
  return { sink, out, err };
}

// Worker threads load only the built-in rulesets, so the test-only ruleset runs in the main thread (--workers 0);
// src/sim/pool.test.ts covers the workers.
const base = ['--ruleset', 'pig-test', '--workers', '0'];

describe('turnover sim', () => {
  it('prints a JSON summary that depends on the seed only', async () => {
    const a = io();
    const b = io();
    expect(await simCommand.run([...base, '--games', '40', '--seed', '3', '--json'], a.sink)).toBe(0);
    await simCommand.run([...base, '--games', '40', '--seed', '3', '--json'], b.sink);
    const ja = JSON.parse(a.out.join(''));
    const jb = JSON.parse(b.out.join(''));
    expect(ja.games).toBe(40);
    expect(ja.wins[0] + ja.wins[1] + ja.draws + ja.unfinished).toBe(40);
    const timeless = (j: Record<string, unknown>) => {
      const { seconds: _s, matchesPerSecond: _m, cpuSeconds: _c, actionsPerSecond: _a, actionsPerWallSecond: _w, ...rest } = j;
      return rest;
    };
    expect(timeless(ja)).toEqual(timeless(jb));
  });

  it('prints the speed in the JSON: actions per CPU second over the CPU seconds measured, and per wall second', async () => {
    const r = io();
    await simCommand.run([...base, '--games', '200', '--seed', '4', '--json'], r.sink);
    const j = JSON.parse(r.out.join(''));
    expect(j.cpuSeconds).toBeGreaterThan(0);
    expect(j.seconds).toBeGreaterThan(0);
    expect(j.actions.total).toBeGreaterThan(200);
    expect(j.actionsPerSecond).toBeCloseTo(j.actions.total / j.cpuSeconds, 6);
    expect(j.actionsPerWallSecond).toBeCloseTo(j.actions.total / j.seconds, 6);
    expect(j.matchesPerSecond).toBeCloseTo(200 / j.seconds, 6);
  });

  it('prints a readable summary, and writes the CSV and the chart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'turnover-sim-'));
    const r = io();
    await simCommand.run([...base, '--games', '25', '--seed', '9', '--out', join(dir, 'm.csv'), '--plot', join(dir, 'p.svg')], r.sink);
    const text = r.out.join('\n');
    expect(text).toMatch(/pig-test: 25 matches, seed 9/);
    expect(text).toMatch(/home\s+wins/);
    expect(text).toMatch(/matches\/s/);
    const csv = readFileSync(join(dir, 'm.csv'), 'utf8').trim().split('\n');
    expect(csv[0]).toBe('match,seed,home_score,away_score,winner,actions,rolls,reason');
    expect(csv.length).toBe(26);
    const svg = readFileSync(join(dir, 'p.svg'), 'utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toMatch(/Final score margin/);
    expect(svg.match(/<rect /g)!.length).toBeGreaterThan(5);
  });

  it('rejects bad flags with one clear line', async () => {
    const run = (args: string[]) => simCommand.run(args, io().sink);
    await expect(run(['--games', '3'])).rejects.toThrow(/needs --ruleset/);
    await expect(run(['--ruleset', 'nope'])).rejects.toThrow(/^--ruleset names no ruleset this program has \(known: /);
    await expect(run([...base, '--bots', 'random,genius'])).rejects.toThrow(/^--bots names a bot this program does not have \(bots: random, /);
    await expect(run([...base, '--bots', 'random,random,random'])).rejects.toThrow(/--bots names more bots than pig-test has seats \(2\)/);
    await expect(run([...base, '--games', 'ten'])).rejects.toThrow(UsageError);
    await expect(run([...base, '--games', '0'])).rejects.toThrow(/^--games must be a whole number of at least 1$/);
    await expect(run([...base, '--frobnicate'])).rejects.toThrow(/unknown option/);
    await expect(run([...base, '--home', 'orc'])).rejects.toThrow(/takes no --home/);
    await expect(run([...base, '--option', 'target=lots'])).rejects.toThrow(OptionsError);
  });
});
