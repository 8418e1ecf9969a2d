import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerRuleset } from '../core/registry';
import { sprint } from '../core/testkit/sprint';
import { main } from './main';

beforeAll(() => registerRuleset(sprint));

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t), isTTY: false });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const dir = mkdtempSync(join(tmpdir(), 'turnover-cli-'));

describe('turnover', () => {
  it('prints its commands for --help, and exits 2 with no command', async () => {
    const r = await run('--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/usage: turnover <command>/);
    expect(r.out).toMatch(/rulesets +list the games/);
    expect((await run()).code).toBe(2);
  });

  it('refuses an unknown command in one line that lists the commands', async () => {
    const r = await run('fly');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^turnover: unknown command \(commands: rulesets, play, replay/);
  });

  it('has --help on every command', async () => {
    for (const c of ['rulesets', 'play', 'replay']) {
      const r = await run(c, '--help');
      expect(r.code).toBe(0);
      expect(r.out).toMatch(new RegExp(`^usage: turnover ${c}`));
    }
  });

  it('lists rulesets, as text and as JSON', async () => {
    const text = await run('rulesets');
    expect(text.out).toMatch(/^sprint {2}Sprint \(kernel test game\)/m);
    expect(text.out).toMatch(/--option length=number, default 20/);
    expect(text.out).toMatch(/^rush {2}Rush \(DreadBall-style hex game\) \(26x14 hex grid/m);
    const json = JSON.parse((await run('rulesets', '--json')).out);
    expect(json.find((r: { id: string }) => r.id === 'sprint').seats).toEqual(['home', 'away']);
  });

  it('plays a match, saves its record, and replay verifies it', async () => {
    const file = join(dir, 'sprint.json');
    const r = await run('play', 'sprint', '--seed', '5', '--record', file);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Sprint \(kernel test game\), seed 5/);
    expect(r.out).toMatch(/sprint\.run \(home\): rolled \d: rolled/);
    expect(r.out).toMatch(/record saved to/);
    const v = await run('replay', file);
    expect(v.code).toBe(0);
    expect(v.out).toMatch(/^verified: sprint, \d+ steps/);
    const json = JSON.parse((await run('play', 'sprint', '--seed', '5', '--json')).out);
    expect(json).toMatchObject({ ruleset: 'sprint', seed: 5 });
    expect(JSON.parse((await run('replay', file, '--json')).out).result).toEqual(json.result);
  });

  // The built-in games, each played by random bots to its end and its record replayed.
  it.each([['rush', '3']])('plays a %s match with random bots, and replay verifies its record', async (ruleset, seed) => {
    const file = join(dir, `${ruleset}.json`);
    const r = await run('play', ruleset, '--bots', 'random,random', '--seed', seed, '--quiet', '--record', file);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/record saved to/);
    const v = await run('replay', file, '--json');
    expect(v.code).toBe(0);
    const played = JSON.parse((await run('play', ruleset, '--bots', 'random,random', '--seed', seed, '--json')).out);
    expect(played).toMatchObject({ ruleset, seed: Number(seed) });
    expect(played.result.reason).toBeTruthy();
    expect(JSON.parse(v.out).result).toEqual(played.result);
  });

  it('says which step of a tampered record fails', async () => {
    const file = join(dir, 'bad.json');
    await run('play', 'sprint', '--seed', '6', '--record', file);
    const rec = JSON.parse(readFileSync(file, 'utf8'));
    rec.actions[0] = { type: 'fly' };
    writeFileSync(file, JSON.stringify(rec));
    const r = await run('replay', file);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^turnover replay: step 1: the action's type is not legal now/);
  });

  it.each([
    [['play'], /play needs a RULESET/],
    [['play', 'chess'], /no such ruleset \(known: .*sprint/],
    [['play', 'sprint', '--bots', 'genius'], /--bots: no such bot \(bots: random, /],
    [['play', 'sprint', '--option', 'length=-3'], /option "length": expected a whole number from 1 to 1000$/],
    [['play', 'sprint', '--option', 'nonsense'], /--option takes NAME=VALUE/],
    [['play', 'sprint', '--home', 'human'], /sprint takes no --home team/],
    [['play', 'sprint', '--max-actions', 'many'], /--max-actions must be a whole number/],
    [['play', 'sprint', '--colour', 'red'], /unknown option \(options: --home, --away, --bots, /],
    [['play', 'gridiron', '--home', 'elves'], /roster: expected a roster id \(human, orc, /],
    [['play', 'gridiron', '--option', 'scenario={"players":[{"side":"home"}]}'], /scenario\.players\[0\]\.number/],
    [['play', 'gridiron', '--home', '/no/team.json'], /cannot read the --home team file \(ENOENT\)$/],
    [['play', 'rush', '--home', 'elves'], /option "home": one of trontek-29ers, greenmoon-smackers, or a team file$/],
    [['play', 'rush', '--option', 'suddenDeathRushes=0'], /option "suddenDeathRushes": expected a whole number from 1 to 100$/],
    [['replay'], /replay needs a record FILE/],
    [['replay', '/no/such/file.json'], /cannot read the record FILE \(ENOENT\)$/],
  ])('%j fails in one line: %s', async (argv, why) => {
    const r = await run(...argv);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(why);
    expect(r.err.split('\n')).toHaveLength(1);
  });

  it('names the problem in a team file of the wrong shape', async () => {
    const file = join(dir, 'team.json');
    writeFileSync(file, JSON.stringify({ format: 'runeball-team/1', id: 'x', name: 'X', players: [] }));
    const r = await run('play', 'runeball', '--home', file);
    expect(r.code).toBe(2);
    expect(r.err).toBe('turnover play: option "home": team file: players: a Runeball team has 9 players, this one has 0');
  });

  it('reports a record file that is not JSON', async () => {
    const file = join(dir, 'junk.json');
    writeFileSync(file, '{"format": ');
    const r = await run('replay', file);
    expect(r.err).toBe('turnover replay: the record FILE is not JSON');
  });

  it('runs as the installed bin, with an exit code for bad input', () => {
    const bin = join(__dirname, '../../bin/turnover.js');
    expect(execFileSync(process.execPath, [bin, '--help'], { encoding: 'utf8' })).toMatch(/usage: turnover/);
    const bad = spawnSync(process.execPath, [bin, 'replay'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim()).toBe('turnover replay: replay needs a record FILE');
  });
});

describe('turnover spot through the dispatcher', () => {
  it('passes a rule\'s --help to the command, and the command\'s own --help stays general', async () => {
    const rule = await run('spot', 'drowning', '--help');
    expect(rule.code).toBe(0);
    expect(rule.out).not.toBe((await run('spot', '--help')).out);
    expect(rule.out).toMatch(/drowning/i);
    expect(rule.out).toMatch(/--con/);
  });
});
