// A tiny dice game (Pig) for testing the simulator and the generic bots before any real ruleset exists. Tests
// register it themselves (and worker threads through `registerPig.ts`); it is never registered publicly.
//
// Each turn the active seat rolls a d6 as often as it likes: a 1 loses the turn's points and ends the turn; `hold`
// banks them. The first to `target` points wins; after `turns` turns each the higher score wins, or it is a draw.

import { die } from '../../core/dice';
import { pop, push, type Ruleset } from '../../core/engine';
import type { BaseState, Frame } from '../../core/types';

export interface PigState extends BaseState {
  score: Record<string, number>;
  /** Points rolled this turn, not yet banked. */
  pot: number;
  active: string;
  turns: Record<string, number>;
}

const SEATS = ['home', 'away'];

function endTurn(state: PigState): void {
  state.turns[state.active]++;
  state.pot = 0;
  state.active = state.active === 'home' ? 'away' : 'home';
}

function finish(state: PigState, reason: string): void {
  const [h, a] = [state.score.home, state.score.away];
  state.result = { winner: h === a ? null : h > a ? 'home' : 'away', score: { ...state.score }, reason };
}

export const pig: Ruleset<PigState> = {
  id: 'pig-test',
  name: 'Pig (test only)',
  version: 1,
  grid: { kind: 'none', width: 0, height: 0 },
  seats: SEATS,
  options: {
    target: { type: 'number', default: 30, min: 1, integer: true, description: 'points to win' },
    turns: { type: 'number', default: 10, min: 1, integer: true, description: 'turns each before the game ends' },
  },
  rosters: [],
  setup(base) {
    const state: PigState = { ...base, score: { home: 0, away: 0 }, pot: 0, active: 'home', turns: { home: 0, away: 0 } };
    push({ state, events: [], ruleset: pig }, { p: 'turn' });
    return state;
  },
  procedures: {
    turn: {
      run(ctx, _frame: Frame) {
        const s = ctx.state;
        if (s.turns.away >= (s.options.turns as number)) {
          pop(ctx);
          finish(s, 'turns');
          return;
        }
        return {
          seat: s.active,
          kind: 'turn',
          prompt: `${s.active}: roll or hold (pot ${s.pot})`,
          actions: [{ type: 'roll' }, { type: 'hold' }],
        };
      },
      act(ctx, _frame, action) {
        const s = ctx.state;
        if (action.type === 'hold') {
          s.score[s.active] += s.pot;
          ctx.events.push({ type: 'bank', seat: s.active, points: s.pot });
          if (s.score[s.active] >= (s.options.target as number)) return finish(s, 'target');
          return endTurn(s);
        }
        const v = die(ctx, 6, 'pig.roll');
        ctx.events.push({ type: 'roll', rule: 'pig.roll', who: s.active, dice: [v], modifiers: [], total: v, outcome: v === 1 ? 'bust' : 'rolled' });
        if (v === 1) endTurn(s);
        else s.pot += v;
      },
    },
  },
  view(state) {
    return { score: { ...state.score }, pot: state.pot, active: state.active, turns: { ...state.turns } };
  },
};
