import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../games/index';
import { pl } from '../../games/gridiron/testkit';
import { finishRecord, play, startMatch } from '../../core/replay';
import { luckCommand } from './luck';
import { UsageError, type Io } from '../command';

function io() {
  const out: string[] = [];
  const sink: Io = { out: (t) => out.push(t), err: () => {}, isTTY: false };
  return { sink, out };
}

// home-1 (AG 3) dodges away from away-1: 4+ with the dodge's +1, scripted 2, so a failure at 2/3, then armour 3+3 holds.
const dir = mkdtempSync(join(tmpdir(), 'turnover-luck-'));
const m = startMatch('gridiron', { seed: '1', scenario: { end: 'turn', dice: [2, 3, 3], players: [pl('home', 1, 5, 5), pl('away', 1, 6, 6)] } });
play(m, { type: 'start-action', player: 'home-1', action: 'move' });
play(m, { type: 'move', x: 4, y: 4 });
const file = join(dir, 'dodge.json');
writeFileSync(file, JSON.stringify(finishRecord(m)));

describe('turnover luck', () => {
  it('rates the failed 3+ dodge at 2/3 and counts it as a turnover expected 1/3 times', async () => {
    const r = io();
    expect(await luckCommand.run([file, '--json'], r.sink)).toBe(0);
    const j = JSON.parse(r.out.join(''));
    expect(j.unluckiest).toEqual([expect.objectContaining({ rule: 'gridiron.dodge', exact: '2/3', success: false })]);
    expect(j.coaches.home.turnovers).toEqual({ expected: expect.closeTo(1 / 3, 12), actual: 1 });
  });

  it('in words: the index of one failed 2/3 test is the bottom sixth of its range (100 x 1/3 / 2)', async () => {
    const r = io();
    await luckCommand.run([file], r.sink);
    expect(r.out[1]).toMatch(/^home: luck index 17 .* 0 of 1 tests made, 0\.67 expected \(-0\.67\); turnovers by the dice 1, expected 0\.33; touchdowns 0$/);
    expect(r.out).toContain('  step    2  gridiron.dodge by home-1 [2] needs 4: failure (chance 66.7%, 2/3)');
  });

  it.each([
    ['a file that is not there', [join(dir, 'ZZ_MARKER.json')]],
    ['no file', []],
  ])('refuses %s in one line, without repeating it', async (_n, args) => {
    const thrown = await (async () => luckCommand.run(args, io().sink))().catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(UsageError);
    expect((thrown as Error).message).not.toMatch(/\n|ZZ_MARKER/);
  });
});
