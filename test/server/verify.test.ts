// Verifying a record compares where it ends, not only that each step was legal: a record whose result was changed
// (a forged win) fails, by replay and by the API. Options and scenarios are checked before any game is built: a
// key that reaches into JavaScript's objects (`__proto__`, `constructor`) or a score out of range is refused with
// one line naming the field.

import { describe, expect, it } from 'vitest';
import { finishRecord, newGame, OptionsError, play, replay, ReplayError, startMatch } from '../../src/index';
import { plain } from '../../src/games/runeball/testkit';
import { useTestServer } from './test-server';
import './tiny-ruleset';

const srv = useTestServer('verify');

async function post(body: string) {
  const res = await fetch(`${srv.base}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: res.status, json: (await res.json()) as { error?: string; id?: number } };
}

/** A finished tiny match: home and away step in turn until one reaches the end. */
function finished() {
  const m = startMatch('tiny-test', { seed: 'verify' });
  while (m.game.pending) play(m, { type: 'step' });
  return finishRecord(m);
}

describe('a forged result fails verification', () => {
  it('replay refuses a record whose final result names the other winner', () => {
    const r = finished();
    expect(r.final!.result).not.toBeNull();
    expect(() => replay(r)).not.toThrow();
    const loser = r.final!.result!.winner === 'home' ? 'away' : 'home';
    const forged = { ...r, final: { ...r.final!, result: { ...r.final!.result!, winner: loser } } };
    expect(() => replay(forged)).toThrow(ReplayError);
    expect(() => replay(forged)).toThrow(/"final.result" is not the result its steps lead to/);
    const unfinished = { ...r, final: { ...r.final!, result: null } };
    expect(() => replay(unfinished)).toThrow(/"final.result"/);
  });

  it('the API refuses it too, in one line', async () => {
    const r = finished();
    const forged = { ...r, final: { ...r.final!, result: { ...r.final!.result!, score: { home: 9, away: 9 } } } };
    const res = await post(JSON.stringify({ record: forged }));
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/^the save was refused: the record's "final.result" is not the result its steps lead to/);
    expect((await post(JSON.stringify({ record: r }))).status).toBe(201);
  });
});

describe('options and scenario values are checked', () => {
  const player = { side: 'home', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 3, y: 1 };

  it.each([
    ['a __proto__ key in a scenario', () => newGame('gridiron', { scenario: JSON.parse(`{"players": [], "__proto__": {"polluted": 1}}`) }), /option "scenario": a key named "__proto__" is not allowed/],
    ['a __proto__ key deep in a team', () => newGame('gridiron', { home: JSON.parse(`{"roster": "human", "players": [{"__proto__": {"ma": 9}}]}`) }), /option "home": a key named "__proto__"/],
    ['a constructor key', () => newGame('runeball', { scenario: { players: [], constructor: { prototype: {} } } }), /a key named "constructor"/],
    ['an option called constructor', () => newGame('gridiron', JSON.parse('{"constructor": 1}')), /not one this ruleset takes/],
    ['an option called __proto__', () => newGame('gridiron', JSON.parse('{"__proto__": {"seed": "x"}}')), /not one this ruleset takes/],
    ['a gridiron score over 99', () => newGame('gridiron', { scenario: { players: [player], score: { home: 1000 } } }), /^scenario.score.home: a whole number 0-99$/],
    ['a negative gridiron score', () => newGame('gridiron', { scenario: { players: [player], score: { away: -1 } } }), /^scenario.score.away: a whole number 0-99$/],
    ['a fractional gridiron score', () => newGame('gridiron', { scenario: { players: [player], score: { away: 1.5 } } }), /^scenario.score.away/],
    ['a gridiron score for a third side', () => newGame('gridiron', { scenario: { players: [player], score: { red: 1 } } }), /^scenario.score: an object with "home" and "away"$/],
    ['too many re-rolls', () => newGame('gridiron', { scenario: { players: [player], rerolls: { home: 50 } } }), /^scenario.rerolls.home: a whole number 0-8$/],
    ['a runeball score out of range', () => newGame('runeball', { seed: '1', scenario: { players: [plain('home', 1, 5, 7)], score: [0, 500] } }), /^scenario score: two whole numbers 0-99/],
    ['a runeball score that is no pair', () => newGame('runeball', { seed: '1', scenario: { players: [plain('home', 1, 5, 7)], score: { home: 1 } } }), /^scenario score/],
  ])('%s', (_what, make, message) => {
    expect(make).toThrow(OptionsError);
    expect(make).toThrow(message);
  });

  it('scores in range still set up the match', () => {
    expect(() => newGame('gridiron', { scenario: { players: [player], score: { home: 2, away: 1 } } })).not.toThrow();
    expect(() => newGame('runeball', { seed: '1', scenario: { players: [plain('home', 1, 5, 7)], score: [2, 1] } })).not.toThrow();
  });

  it('the API refuses a record whose options hold such a key or score, naming the field and not the value', async () => {
    const gridiron = finishRecord(startMatch('gridiron', { seed: 1 }));
    // As text, the record reaches the options check past the body parser's own __proto__ refusal.
    const proto = JSON.stringify({ ...gridiron, options: { seed: '1', scenario: { players: [] } } }).replace('"players":[]', '"players":[],"__proto__":{"zz_marker":1}');
    const a = await post(JSON.stringify({ record: proto }));
    expect(a.status).toBe(400);
    expect(a.json.error).toMatch(/a key named "__proto__" is not allowed/);
    expect(JSON.stringify(a.json)).not.toContain('zz_marker');
    const b = await post(JSON.stringify({ record: { ...gridiron, options: { seed: '1', scenario: { players: [player], score: { home: 123456 } } } } }));
    expect(b.status).toBe(400);
    expect(b.json.error).toMatch(/scenario.score.home: a whole number 0-99/);
    expect(JSON.stringify(b.json)).not.toContain('123456');
  });
});
