import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay } from '../core/replay';
import '../games/index';
import { playFixture } from './play';
import type { LadderSpec } from './ladder';

const hasPython = (() => {
  try {
    execFileSync('python3', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const root = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'turnover-botproto-'));
/** A bot in Node that behaves as `how` says, for the failures the protocol names. */
function nodeBot(how: string): string[] {
  const file = join(dir, `${how}.mjs`);
  const body: Record<string, string> = {
    silent: `rl.on('line', () => {});`,
    garbage: `rl.on('line', () => console.log('not json'));`,
    range: `rl.on('line', () => console.log(JSON.stringify({ index: 9999 })));`,
    illegal: `rl.on('line', () => console.log(JSON.stringify({ action: { type: 'no-such-action' } })));`,
    crash: `rl.on('line', () => { console.error('boom: out of ideas'); process.exit(3); });`,
    first: `rl.on('line', (l) => console.log(JSON.stringify({ action: JSON.parse(l).actions[0] })));`,
  };
  writeFileSync(file, `import { createInterface } from 'node:readline';\nconst rl = createInterface({ input: process.stdin });\n${body[how]}\n`);
  return [process.execPath, file];
}

function spec(command: string[], timeoutMs = 5000, maxActions = 100_000): LadderSpec {
  return {
    name: 'proto',
    ruleset: 'gridiron',
    options: {},
    entries: [
      { name: 'ext', command, timeoutMs },
      { name: 'rnd', bot: 'random' },
    ],
    seed: 7,
    maxActions,
  };
}

describe('external bots over the JSON-lines protocol', () => {
  it.runIf(hasPython)('plays a whole gridiron match with the Python example bot unchanged, and the record replays', async () => {
    const out = await playFixture(spec(['python3', 'examples/ladder_bot.py'], 20_000), 0, root);
    expect(out.record.final?.result).not.toBeNull();
    expect(() => replay(out.record)).not.toThrow();
  }, 120_000);

  it('takes an action object as well as an index; a match stopped at the action limit is a draw and replays', async () => {
    const out = await playFixture(spec(nodeBot('first'), 60_000, 300), 1);
    expect(out.record.actions.length).toBe(300);
    expect(out.winner).toBe(-1);
    expect(out.reason).toBe('stopped after 300 actions');
    expect(() => replay(out.record)).not.toThrow();
  }, 120_000);

  const failures: [string, RegExp][] = [
    ['silent', /^bot ext: no reply within 3000 ms \(step \d+, [\w-]+\)$/],
    ['garbage', /^bot ext: its reply is not JSON \(step \d+/],
    ['range', /^bot ext: its reply's "index" is not one of 0 to \d+ \(step/],
    ['illegal', /^bot ext: its reply's "action" is not legal now: .* \(step/],
    ['crash', /^bot ext: exited \(code 3\): boom: out of ideas \(step/],
  ];
  for (const [how, message] of failures) {
    it(`names a bot that fails (${how}) in one line`, async () => {
      // Fixture 0 seats the external bot at home; it is asked before the match can end.
      // Only the silent bot is meant to run out of time: the others get long enough that a loaded machine starting
      // their process cannot turn their failure into a timeout.
      const err = await playFixture(spec(nodeBot(how), how === 'silent' ? 3000 : 60_000), 0).then(() => null, (e: Error) => e);
      expect(err?.name).toBe('BotError');
      expect(err?.message).toMatch(message);
      expect(err?.message).not.toContain('\n');
    });
  }

  it('names a program that cannot start', async () => {
    const err = await playFixture(spec(['/no/such/program']), 0).then(() => null, (e: Error) => e);
    expect(err?.message).toMatch(/^bot ext: could not start \(ENOENT\)/);
  });
});
