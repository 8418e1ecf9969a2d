import { beforeAll, describe, expect, it } from 'vitest';
import { registerRuleset } from './registry';
import fc from 'fast-check';
import type { Game } from './game';
import { finishRecord, hashState, hashStateText, parseRecord, play, replay, ReplayError, startMatch } from './replay';
import { sprint } from './testkit/sprint';
import { playRandom } from './testkit/random-play';

beforeAll(() => registerRuleset(sprint));

function recorded(seed: number) {
  const m = startMatch('sprint', { seed, length: 30 });
  const r = playRandom('sprint', seed, seed + 1, 1000, { length: 30 });
  for (const a of r.actions) play(m, a);
  return { match: m, record: finishRecord(m), random: r };
}

describe('match records', () => {
  it('replay reproduces every event and the final state', () => {
    const { record, random } = recorded(11);
    const again = replay(JSON.parse(JSON.stringify(record)));
    expect(again.events).toEqual(random.events);
    expect(JSON.stringify(again.game)).toBe(JSON.stringify(random.game));
  });

  it('a record keeps the effective seed, so a random-seeded match replays', () => {
    const m = startMatch('sprint', {});
    play(m, { type: 'run' });
    const r = finishRecord(m);
    expect(typeof r.seed).toBe('number');
    expect(hashState(replay(r).game)).toBe(r.final!.hash);
  });

  it('an action that is not legal at its step names the step', () => {
    const { record } = recorded(12);
    record.actions[2] = { type: 'teleport' };
    expect(() => replay(record)).toThrow(ReplayError);
    expect(() => replay(record)).toThrow(/^step 3: the action's type is not legal now/);
  });

  it('a tampered record fails on its final hash', () => {
    const { record } = recorded(13);
    // Every action stays legal, but the options the record claims are not the ones it was played with.
    record.options = { ...record.options, scenario: { dice: [] } };
    expect(() => replay(record)).toThrow(/state hash is \w+, not the record's "final.hash"/);
  });

  it('a record from another version is refused', () => {
    const { record } = recorded(15);
    record.version = 99;
    expect(() => replay(record)).toThrow(/^the record was made with another version of sprint; this is version 1$/);
  });

  it.each([
    [[], /expected a JSON object/],
    [{ format: 'x' }, /"format" must be "turnover-record\/1"/],
    [{ format: 'turnover-record/1', ruleset: 3 }, /"ruleset" must be a ruleset id/],
    [{ format: 'turnover-record/1', ruleset: 'sprint', version: 1, seed: 1, options: {}, actions: [{}] }, /action 1 must be an object with a "type"/],
  ])('parseRecord rejects %j', (value, why) => {
    expect(() => parseRecord(value)).toThrow(why);
  });
});

describe('hashState', () => {
  it('agrees with its definition (two FNV-1a hashes of the JSON text, the second after a prefix), for any plain data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(hashState(value as unknown as Game)).toBe(hashStateText(JSON.stringify(value)));
      }),
      { numRuns: 500 },
    );
    const { match } = recorded(5);
    expect(hashState(match.game)).toBe(hashStateText(JSON.stringify(match.game)));
  });
});
