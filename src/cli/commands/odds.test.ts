import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../games/index';
import { oddsCommand } from './odds';
import { UsageError, type Io } from '../command';

function io() {
  const out: string[] = [];
  const sink: Io = { out: (t) => out.push(t), err: () => {}, isTTY: false };
  return { sink, out };
}

const dir = mkdtempSync(join(tmpdir(), 'turnover-odds-'));
const scenario = { end: 'turn', players: [{ side: 'home', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 5, y: 5 }, { side: 'away', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 6, y: 6 }] };
const position = join(dir, 'dodge.json');
writeFileSync(position, JSON.stringify({ ruleset: 'gridiron', options: { seed: '1', scenario } }));
const plan = JSON.stringify([{ type: 'start-action', player: 'home-1', action: 'move' }, { type: 'move', x: 4, y: 4 }]);

describe('turnover odds', () => {
  it('a 3+ dodge from a position file: 2/3, and the fall named', async () => {
    const r = io();
    expect(await oddsCommand.run([position, '--plan', plan, '--json'], r.sink)).toBe(0);
    const j = JSON.parse(r.out.join(''));
    expect(j.best).toEqual([
      { outcome: 'completed', p: 2 / 3, exact: '2/3' },
      { outcome: 'home-1 down (action 2)', p: 1 / 3, exact: '1/3' },
    ]);
  });

  it('the same from a ruleset and its options, in words', async () => {
    const r = io();
    await oddsCommand.run(['gridiron', '--option', `scenario=${JSON.stringify(scenario)}`, '--plan', plan], r.sink);
    expect(r.out[0]).toBe('plan completed: 66.67% with the best use of re-rolls, 66.67% with none');
  });

  it('a plan by name: {"build":"move"} is the same dodge; a block names the die and the defender\'s fate', async () => {
    const r = io();
    await oddsCommand.run([position, '--plan', '{"build":"move","player":"home-1","path":[[4,4]]}', '--json'], r.sink);
    expect(JSON.parse(r.out.join('')).success).toEqual({ best: 2 / 3, noReroll: 2 / 3 });
    const b = io();
    await oddsCommand.run([position, '--plan', '{"build":"block","player":"home-1","target":"away-1"}', '--json'], b.sink);
    const outcomes = JSON.parse(b.out.join('')).best.map((o: { outcome: string }) => o.outcome);
    expect(outcomes).toContain('completed: push; defender standing');
    expect(outcomes).toContain('completed: defender-down; defender casualty');
  });

  it('a plan by a name the game has not is refused, naming those it has', async () => {
    await expect(Promise.resolve().then(() => oddsCommand.run([position, '--plan', '{"build":"ZZ_MARKER"}'], io().sink))).rejects.toThrow(/move, pickup, pass, block, foul/);
  });

  it.each([
    ['a plan that is not JSON', [position, '--plan', '[ZZ_MARKER']],
    ['a plan that is not a list', [position, '--plan', '{"ZZ_MARKER":1}']],
    ['an action without a type', [position, '--plan', '[{"ZZ_MARKER":1}]']],
    ['no plan', [position]],
    ['a file that is not there', [join(dir, 'ZZ_MARKER.json'), '--plan', plan]],
  ])('refuses %s in one line, without repeating it', async (_n, args) => {
    let thrown: unknown;
    try {
      await oddsCommand.run(args, io().sink);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(UsageError);
    expect((thrown as Error).message).not.toContain('\n');
    expect((thrown as Error).message).not.toContain('ZZ_MARKER');
  });
});
