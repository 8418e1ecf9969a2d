// POST /api/odds answers what `turnover odds --json` prints, from a record or a position; a bad request is refused
// in one line that repeats nothing it sent, and a body past the route's limit is refused before it is read.

import { describe, expect, it } from 'vitest';
import { finishRecord, play, startMatch } from '../../src/index';
import { oddsCommand } from '../../src/cli/commands/odds';
import { ODDS_MAX_BODY } from '../../src/server/odds-api';
import { useTestServer } from './test-server';

const srv = useTestServer('odds');
const M = 'ZZ_MARKER_789';

// home-1 (AG 3) at 5,5 is marked by away-1 at 6,6: the dodge to 4,4 is 3+ (2/3).
const scenario = { end: 'turn', players: [{ side: 'home', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 5, y: 5 }, { side: 'away', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 6, y: 6 }] };
const position = { ruleset: 'gridiron', options: { seed: '1', scenario } };
const plan = [{ type: 'start-action', player: 'home-1', action: 'move' }, { type: 'move', x: 4, y: 4 }];

async function post(body: unknown) {
  const res = await fetch(`${srv.base}/api/odds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, text: await res.text() };
}

async function cli(args: string[]): Promise<unknown> {
  const out: string[] = [];
  await oddsCommand.run(args, { out: (t) => out.push(t), err: () => {}, isTTY: false });
  return JSON.parse(out.join(''));
}

describe('POST /api/odds', () => {
  it('a position and a plan: the 3+ dodge is 2/3, the same JSON as turnover odds --json', async () => {
    const r = await post({ position, plan });
    expect(r.status).toBe(200);
    const j = JSON.parse(r.text);
    expect(j.best).toEqual([
      { outcome: 'completed', p: 2 / 3, exact: '2/3' },
      { outcome: 'home-1 down (action 2)', p: 1 / 3, exact: '1/3' },
    ]);
    expect(j).toEqual(await cli(['gridiron', '--option', 'seed=1', '--option', `scenario=${JSON.stringify(scenario)}`, '--plan', JSON.stringify(plan), '--json']));
  });

  it('a record: the plan starts where it ends (home-1 already moved one square, then dodges on)', async () => {
    const m = startMatch('gridiron', { seed: '1', scenario: { ...scenario, dice: [6] } });
    play(m, plan[0]);
    play(m, plan[1]);
    // From 4,4 home-1 is out of away-1's zone: a move to 3,3 rolls nothing.
    const r = await post({ record: finishRecord(m), plan: [{ type: 'move', x: 3, y: 3 }] });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text).success).toEqual({ best: 1, noReroll: 1 });
  });

  it('a plan by name: {"build":"block"} follows the block to the defender\'s fate, as turnover odds does', async () => {
    const build = { build: 'block', player: 'home-1', target: 'away-1' };
    const near = { ruleset: 'gridiron', options: { seed: '1', scenario: { ...scenario, players: [scenario.players[0], { ...scenario.players[1], x: 6, y: 5 }] } } };
    const r = await post({ position: near, plan: build });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text).best.map((o: { outcome: string }) => o.outcome)).toContain('completed: defender-down; defender casualty');
  });

  it('refuses a plan by a name the game has not, in one line naming those it has', async () => {
    expect(refusedInOneLine(await post({ position, plan: { build: M } }))).toMatch(/move, pickup, pass, block, foul/);
  });

  function refusedInOneLine(r: { status: number; text: string }, status = 400): string {
    expect(r.status).toBe(status);
    expect(r.text).not.toContain(M);
    const { error } = JSON.parse(r.text);
    expect(error).not.toContain('\n');
    return error;
  }

  it.each([
    ['no plan', { position }, /plan/],
    ['an empty plan', { position, plan: [] }, /plan/],
    ['a plan action without a type', { position, plan: [{ [M]: 1 }] }, /plan/],
    ['neither record nor position', { plan }, /body/],
    ['both a record and a position', { position, record: {}, plan }, /body/],
    ['a field the API does not take', { position, plan, [M]: 1 }, /field this API does not take/],
    ['an unknown ruleset', { position: { ruleset: M }, plan }, /no such ruleset/],
    ['an option the ruleset does not take', { position: { ruleset: 'gridiron', options: { [M]: 1 } }, plan }, /not one this ruleset takes/],
    ['a record that is not one', { record: { format: M, ruleset: 'gridiron', version: 1, seed: 1, options: {}, actions: [] }, plan }, /not a match record/],
  ])('refuses %s in one line', async (_n, body, why) => {
    expect(refusedInOneLine(await post(body))).toMatch(why);
  });

  it('a plan action the game does not offer is an answer, not an error: the plan stops there, named by the decision', async () => {
    const r = await post({ position, plan: [{ type: M }] });
    expect(r.status).toBe(200);
    expect(r.text).not.toContain(M);
    expect(JSON.parse(r.text).best).toEqual([expect.objectContaining({ outcome: expect.stringMatching(/^stopped: /), p: 1 })]);
  });

  it(`refuses a body over ${ODDS_MAX_BODY / 1024} KB before reading it, naming the route's limit`, async () => {
    const big = JSON.stringify({ position: { ruleset: 'gridiron', options: { pad: M.repeat(ODDS_MAX_BODY / M.length) } }, plan });
    expect(refusedInOneLine(await post(big), 413)).toMatch(/larger than the 1 MB this request takes/);
  });
});
