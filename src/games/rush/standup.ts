// Stand Up (seed 003, S J G): "3 dice Speed (1)", "-1 per enemy threat (max -2) +1 if Standing player is a Striker".
// "1 success – Player stands up in hex he is in. Choose any facing. 2+ successes – As above, then player gets a free
// action (cannot be Sprint)." With no success he stays down and the action is spent.

import { emit, pop, push } from '../../core/engine';
import { DIRECTIONS, type Dir } from '../../core/grid/hex';
import type { Action, Decision, Frame } from '../../core/types';
import type { RushAction } from './rush-action';
import { rollTest, threatModifier } from './pools';
import { playerById, seatOf, type RCtx } from './state';

interface FacingFrame extends Frame {
  p: 'stand-facing';
  player: string;
  /** 2+ successes: a free action (not a Sprint) after choosing the facing. */
  bonus: boolean;
}

const standFacing = {
  run(ctx: RCtx, f: FacingFrame): Decision {
    const p = playerById(ctx.state, f.player);
    return { seat: seatOf(p.team), kind: 'facing', prompt: `${p.name} (${p.id}) stands up: choose any facing`, actions: DIRECTIONS.map((d) => ({ type: 'face', dir: d })) };
  },
  act(ctx: RCtx, f: FacingFrame, a: Action): void {
    const p = playerById(ctx.state, f.player);
    p.facing = a.dir as Dir;
    pop(ctx);
    if (f.bonus) push(ctx, { p: 'free-action', player: p.id, allow: 'not-sprint' });
  },
};

export const standUp: RushAction = {
  name: 'standup',
  roles: ['striker', 'jack', 'guard'],
  can: (_s, p) => p.at === 'pitch' && p.down,
  begin(ctx, p) {
    const r = rollTest(ctx, { test: 'standup', player: p, stat: 'speed', need: 1, modifiers: threatModifier(ctx, p, p) });
    if (r.outcome === 'failure') return;
    p.down = false;
    emit(ctx, { type: 'stand-up', player: p.id });
    push(ctx, { p: 'stand-facing', player: p.id, bonus: r.outcome === 'doubled' } satisfies FacingFrame);
  },
  procedures: { 'stand-facing': standFacing },
};
