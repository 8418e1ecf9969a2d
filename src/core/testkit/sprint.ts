// A small test-only ruleset that exercises the kernel the way the real games do: a turn procedure with a decision,
// a child procedure pushed for a test that may be re-rolled, scripted dice, and a match that always ends. Not
// registered with the built-in rulesets; tests register it themselves.

import { roll, test } from '../dice';
import { pop, push, type Procedure, type Ruleset } from '../engine';
import type { BaseState, Frame } from '../types';

export type Seat = 'home' | 'away';

export interface SprintState extends BaseState {
  pos: Record<Seat, number>;
  turn: number;
  active: Seat;
}

const other = (s: Seat): Seat => (s === 'home' ? 'away' : 'home');

function endTurn(s: SprintState): void {
  const length = s.options.length as number;
  for (const seat of ['home', 'away'] as const) {
    if (s.pos[seat] >= length) {
      s.result = { winner: seat, score: { ...s.pos }, reason: `${seat} crossed the line` };
      return;
    }
  }
  if (s.active === 'away') s.turn++;
  if (s.turn > (s.options.turns as number)) {
    const d = s.pos.home - s.pos.away;
    s.result = { winner: d > 0 ? 'home' : d < 0 ? 'away' : null, score: { ...s.pos }, reason: 'out of turns' };
    return;
  }
  s.active = other(s.active);
}

const turn: Procedure<SprintState> = {
  run(ctx) {
    const s = ctx.state;
    return {
      seat: s.active,
      kind: 'turn',
      prompt: `${s.active}: run, dash or rest`,
      actions: [{ type: 'run' }, { type: 'dash', hint: '2d6 7+' }, { type: 'rest' }],
    };
  },
  act(ctx, _f, action) {
    const s = ctx.state;
    if (action.type === 'run') {
      s.pos[s.active] += roll(ctx, { rule: 'sprint.run', who: s.active, dice: 'd6' }).total;
      endTurn(s);
    } else if (action.type === 'dash') {
      push(ctx, { p: 'sprint.dash', rerolled: false });
    } else {
      ctx.events.push({ type: 'rest', who: s.active });
      endTurn(s);
    }
  },
};

interface DashFrame extends Frame {
  rerolled: boolean;
  failed?: boolean;
}

const dash: Procedure<SprintState, DashFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    if (!f.failed) {
      const t = test(ctx, { rule: 'sprint.dash', who: s.active, dice: '2d6', target: 7, modifiers: [{ source: 'tired', value: -s.turn % 2 }] });
      if (t.outcome === 'success') return finish(ctx, 4);
      if (f.rerolled) return finish(ctx, 0);
      f.failed = true;
    }
    return { seat: s.active, kind: 'reroll', prompt: 'the dash failed: re-roll?', actions: [{ type: 'reroll' }, { type: 'accept' }] };
  },
  act(ctx, f, action) {
    if (action.type === 'reroll') {
      f.rerolled = true;
      f.failed = false;
    } else {
      finish(ctx, 0);
    }
  },
};

function finish(ctx: Parameters<Procedure<SprintState>['run']>[0], gain: number): void {
  const s = ctx.state;
  s.pos[s.active] += gain;
  pop(ctx);
  endTurn(s);
}

export const sprint: Ruleset<SprintState> = {
  id: 'sprint',
  name: 'Sprint (kernel test game)',
  version: 1,
  grid: { kind: 'none', width: 0, height: 0 },
  seats: ['home', 'away'],
  options: {
    length: { type: 'number', default: 20, min: 1, max: 1000, integer: true, description: 'length of the track' },
    turns: { type: 'number', default: 10, min: 1, max: 100, integer: true, description: 'turns per runner' },
  },
  rosters: [],
  procedures: { 'sprint.turn': turn, 'sprint.dash': dash },
  setup(base) {
    return { ...base, pos: { home: 0, away: 0 }, turn: 1, active: 'home', stack: [{ p: 'sprint.turn' }] };
  },
  view(s) {
    return { pos: s.pos, turn: s.turn, active: s.active };
  },
};
