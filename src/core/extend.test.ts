import { describe, expect, it } from 'vitest';
import { boardSet } from './board';
import { boardOf } from './board-of';
import { extendRuleset, ExtensionError } from './extend';
import { act, newGame, rulesets, view } from './game';
import { registerRuleset } from './registry';
import { sprint, type SprintState } from './testkit/sprint';

const track = { id: 'track', name: 'A straight track', grid: 'square', width: 20, height: 1, rows: ['.'.repeat(20)], legend: { '.': { terrain: 'floor' } } };

// Sprint where resting is not allowed (the base's turn procedure wrapped), on a board, with one option more.
const relay = extendRuleset<SprintState>(sprint, {
  id: 'relay',
  name: 'Relay (a sprint variant)',
  version: 1,
  boards: boardSet([track]),
  procedures: {
    'sprint.turn': (base) => ({
      run(ctx, f) {
        const d = base.run(ctx, f);
        return d ? { ...d, actions: d.actions.filter((a) => a.type !== 'rest') } : d;
      },
      act: base.act,
    }),
  },
  options: { turns: null, baton: { type: 'boolean', default: true, description: 'carry a baton' } },
  view: (s, seat, baseView) => ({ ...baseView(s, seat), baton: s.options.baton }),
});

describe('extendRuleset', () => {
  registerRuleset(sprint);
  registerRuleset(relay);

  it('wraps a base procedure: the variant offers what the base offers, less what it takes away', () => {
    const base = newGame('sprint', { seed: 1 });
    const game = newGame('relay', { seed: 1 });
    expect(base.pending!.actions.map((a) => a.type)).toEqual(['run', 'dash', 'rest']);
    expect(game.pending!.actions.map((a) => a.type)).toEqual(['run', 'dash']);
    act(game, { type: 'run' });
    expect(game.step).toBe(1);
  });

  it('adds and drops options; its view builds on the base one; its board comes from its options', () => {
    expect(() => newGame('relay', { turns: 3 })).toThrow('an option is not one this ruleset takes (known: seed, scenario, length, baton, board)');
    const game = newGame('relay', { seed: 1, baton: false });
    expect(view(game)).toMatchObject({ active: 'home', baton: false });
    expect(boardOf(game).id).toBe('track');
    expect(rulesets().find((r) => r.id === 'relay')).toMatchObject({ grid: { kind: 'square', width: 20, height: 1 }, boards: [{ id: 'track' }] });
    expect(() => newGame('relay', { board: { ...track, rows: ['.'] } })).toThrow('board: rows[0]: one character for each of the 20 cells');
    expect(() => newGame('relay', { board: 'oval' })).toThrow('option "board": one of this game\'s boards (track) or a board of your own');
  });

  it('needs an id of its own, and wraps only what the base has', () => {
    expect(() => extendRuleset(sprint, { id: 'sprint', name: 'x', version: 1 })).toThrow(ExtensionError);
    expect(() => extendRuleset(sprint, { id: 'x', name: 'x', version: 1, procedures: { 'sprint.fly': (b) => b } })).toThrow('wraps a procedure sprint does not have');
  });
});
