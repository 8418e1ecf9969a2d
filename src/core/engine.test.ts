import { beforeAll, describe, expect, it } from 'vitest';
import { act, clone, legal, newGame, pending, result, rulesets, start, view } from './game';
import { IllegalAction, actionKey } from './engine';
import { OptionsError, validateOptions } from './options';
import { registerRuleset, UnknownRuleset } from './registry';
import { sprint } from './testkit/sprint';

beforeAll(() => registerRuleset(sprint));

describe('the facade on the test ruleset', () => {
  it('lists the ruleset with its options', () => {
    const info = rulesets().find((r) => r.id === 'sprint');
    expect(info?.options.length).toMatchObject({ type: 'number', default: 20 });
  });

  it('starts waiting on the first decision, with its legal actions', () => {
    const g = newGame('sprint', { seed: 1 });
    expect(pending(g)).toMatchObject({ seat: 'home', kind: 'turn' });
    expect(legal(g).map((a) => a.type)).toEqual(['run', 'dash', 'rest']);
    expect(result(g)).toBeNull();
  });

  it('applies an action and returns its roll events', () => {
    const g = newGame('sprint', { seed: 1, scenario: { dice: [5] } });
    const events = act(g, { type: 'run' });
    expect(events).toEqual([{ type: 'roll', rule: 'sprint.run', who: 'home', dice: [5], modifiers: [], total: 5, outcome: 'rolled' }]);
    expect(view(g)).toMatchObject({ pos: { home: 5, away: 0 }, active: 'away' });
  });

  it('waits inside a child procedure for a re-roll decision, then goes back to the turn', () => {
    const g = newGame('sprint', { seed: 1, scenario: { dice: [1, 2, 6, 6] } });
    act(g, { type: 'dash' });
    expect(pending(g)?.kind).toBe('reroll');
    const events = act(g, { type: 'reroll' });
    expect(events[0]).toMatchObject({ rule: 'sprint.dash', dice: [6, 6], outcome: 'success' });
    expect(view(g)).toMatchObject({ pos: { home: 4 } });
    expect(pending(g)).toMatchObject({ seat: 'away', kind: 'turn' });
  });

  it('matches an action whatever its key order, ignoring display-only fields', () => {
    const g = newGame('sprint', { seed: 1 });
    expect(() => act(g, { hint: 'anything', type: 'dash' })).not.toThrow();
    expect(actionKey({ type: 'move', x: 1, y: 2 })).toBe(actionKey({ y: 2, x: 1, type: 'move', label: 'go' }));
  });

  it('rejects an illegal action with a reason and changes nothing', () => {
    const g = newGame('sprint', { seed: 1 });
    const before = JSON.stringify(g);
    expect(() => act(g, { type: 'fly' })).toThrow(IllegalAction);
    expect(() => act(g, { type: 'fly' })).toThrow(/^the action's type is not legal now: home: run, dash or rest; legal action types: run, dash, rest$/);
    expect(() => act(g, { type: 'run', fast: true })).toThrow(/^the action is not one of the 1 legal "run" actions now/);
    expect(() => act(g, 'run' as never)).toThrow(/^an action must be an object with a "type"$/);
    expect(JSON.stringify(g)).toBe(before);
  });

  it('rejects any action once the game is over', () => {
    const g = newGame('sprint', { seed: 1, length: 1, scenario: { dice: [3] } });
    act(g, { type: 'run' });
    expect(result(g)).toMatchObject({ winner: 'home', reason: 'home crossed the line' });
    expect(pending(g)).toBeNull();
    expect(legal(g)).toEqual([]);
    expect(() => act(g, { type: 'run' })).toThrow(/the game is over/);
  });

  it('keeps the pre-game events of start()', () => {
    const { game, events } = start('sprint', { seed: 3 });
    expect(events).toEqual([]);
    expect(game.step).toBe(0);
  });

  it('names an unknown ruleset', () => {
    expect(() => newGame('quidditch')).toThrow(UnknownRuleset);
    expect(() => newGame('quidditch')).toThrow(/^no such ruleset \(known: .*sprint/);
  });

  it('a clone is independent of the original', () => {
    const g = newGame('sprint', { seed: 9 });
    const c = clone(g);
    act(c, { type: 'run' });
    expect(g.step).toBe(0);
    expect(c.step).toBe(1);
    expect(g.rng).not.toEqual(c.rng);
  });

  it('a state survives JSON and structuredClone mid-sequence', () => {
    const g = newGame('sprint', { seed: 1, scenario: { dice: [1, 1] } });
    act(g, { type: 'dash' });
    const saved = JSON.parse(JSON.stringify(g));
    expect(structuredClone(g)).toEqual(saved);
    expect(pending(saved)?.kind).toBe('reroll');
    act(saved, { type: 'accept' });
    expect(pending(saved)?.seat).toBe('away');
  });
});

describe('options', () => {
  const schema = sprint.options;

  it('fills in defaults and the common options', () => {
    expect(validateOptions(schema, {})).toMatchObject({ length: 20, turns: 10, seed: '', scenario: null });
  });

  it.each([
    [{ lenght: 3 }, /^an option is not one this ruleset takes \(known: seed, scenario, length, turns\)$/],
    [{ length: 'far' }, /^option "length": expected a whole number from 1 to 1000$/],
    [{ length: 0 }, /^option "length": expected a whole number from 1 to 1000$/],
    [{ length: 2.5 }, /^option "length": expected a whole number from 1 to 1000$/],
    [{ turns: 101 }, /^option "turns": expected a whole number from 1 to 100$/],
    [{ seed: true }, /^option "seed": expected text$/],
  ])('%j is rejected: %s', (opts, why) => {
    expect(() => validateOptions(schema, opts)).toThrow(OptionsError);
    expect(() => validateOptions(schema, opts)).toThrow(why);
  });

  it('takes numbers and booleans written as text (from a command line)', () => {
    expect(validateOptions(schema, { length: '7' }).length).toBe(7);
    expect(validateOptions({ b: { type: 'boolean', default: false, description: '' } }, { b: 'true' }).b).toBe(true);
    expect(() => validateOptions({ e: { type: 'enum', values: ['a', 'b'], default: 'a', description: '' } }, { e: 'c' })).toThrow(
      /^option "e": expected one of a, b$/,
    );
  });

  it('a bad option fails newGame with its name', () => {
    expect(() => newGame('sprint', { length: -1 })).toThrow(/option "length"/);
  });
});
