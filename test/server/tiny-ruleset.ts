// A ruleset small enough to reason about in a storage test: two runners on a 5x3 strip take turns stepping right
// (a d6 "step" test each time); the first to reach the last column wins. Registered only by the tests that import it.

import { test as d6test } from '../../src/core/dice';
import { pop, type Ruleset } from '../../src/core/engine';
import { registerRuleset } from '../../src/index';
import type { BaseState } from '../../src/core/types';

interface TinyState extends BaseState {
  at: Record<string, number>;
  active: 'home' | 'away';
}

export const tiny: Ruleset<TinyState> = {
  id: 'tiny-test',
  name: 'Tiny test',
  version: 1,
  grid: { kind: 'square', width: 5, height: 3 },
  seats: ['home', 'away'],
  options: {},
  rosters: [],
  procedures: {
    turn: {
      run(ctx) {
        const s = ctx.state;
        return { seat: s.active, kind: 'turn', prompt: `${s.active}: step or wait`, actions: [{ type: 'step' }, { type: 'wait' }] };
      },
      act(ctx, _frame, action) {
        const s = ctx.state;
        if (action.type === 'step') {
          const r = d6test(ctx, { rule: 'tiny.step', who: s.active, target: 3 });
          if (r.outcome === 'success') s.at[s.active]++;
        }
        if (s.at[s.active] >= 4) {
          s.result = { winner: s.active, score: { home: s.at.home, away: s.at.away }, reason: `${s.active} reached the end` };
          pop(ctx);
          return;
        }
        s.active = s.active === 'home' ? 'away' : 'home';
      },
    },
  },
  setup(base) {
    return { ...base, at: { home: 0, away: 0 }, active: 'home', stack: [{ p: 'turn' }] };
  },
  view(s) {
    return { players: [{ id: 'h', side: 'home', number: 1, x: s.at.home, y: 0 }, { id: 'a', side: 'away', number: 1, x: s.at.away, y: 2 }] };
  },
};

registerRuleset(tiny);
