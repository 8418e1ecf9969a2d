// Choosing whom to Slam or Steal from, after the move the action allows (approach.ts). The target stands next to the
// attacker (facts.md §3.3: a standing model's threat hexes are the 3 in front; [A] any adjacent hex will do, as the
// target's reaction asks only whether the attack "comes from front" of the target). [A] A model that is down can be
// neither slammed nor robbed: it has no front arc to react from. A Steal's target is the enemy ball carrier. The
// coach may decline (a Guard who ran and thinks better of it): the action ends.

import { emit, pop, push } from '../../core/engine';
import { adjacent, distance, type Hex } from '../../core/grid/hex';
import type { Action, Decision, Frame } from '../../core/types';
import type { Attack, ClashFrame } from './clash';
import { playerById, seatOf, type Player, type RCtx, type RushState } from './state';

interface TargetFrame extends Frame {
  p: 'attack-target';
  player: string;
  attack: Attack;
  /** Where the attacker stood when the action began: "+1 if you moved adjacent this action". */
  from: Hex;
}

/** Standing enemies next to `p` that the attack may be made on: anyone for a Slam, the ball carrier for a Steal. */
export function targets(s: RushState, p: Player, attack: Attack): Player[] {
  return s.players.filter(
    (q) => q.team !== p.team && q.at === 'pitch' && !q.down && adjacent(p, q) && (attack === 'slam' || s.ball.carrier === q.id),
  );
}

/** Starts the choice of target, after the move the action allows (pushed on top of this, so it runs first). */
export function chooseTarget(ctx: RCtx, p: Player, attack: Attack): void {
  push(ctx, { p: 'attack-target', player: p.id, attack, from: { x: p.x, y: p.y } } satisfies TargetFrame);
}

const attackTarget = {
  run(ctx: RCtx, f: TargetFrame): Decision | void {
    const s = ctx.state;
    const p = playerById(s, f.player);
    const list = s.action?.over || p.down || p.at !== 'pitch' ? [] : targets(s, p, f.attack);
    if (list.length === 0) {
      pop(ctx);
      emit(ctx, { type: 'no-target', player: p.id, action: f.attack });
      return;
    }
    return {
      seat: seatOf(p.team),
      kind: 'target',
      prompt: `${p.name} (${p.id}): ${f.attack} whom?`,
      actions: [...list.map((q) => ({ type: f.attack, target: q.id })), { type: 'decline', label: f.attack === 'slam' ? 'no Slam' : 'no Steal' }],
    };
  },
  act(ctx: RCtx, f: TargetFrame, a: Action): void {
    pop(ctx);
    if (a.type === 'decline') return;
    const p = playerById(ctx.state, f.player);
    const t = playerById(ctx.state, a.target as string);
    const movedAdjacent = f.attack === 'slam' && !!ctx.state.action?.moved && distance(f.from, t) > 1;
    emit(ctx, { type: f.attack, player: p.id, target: t.id });
    push(ctx, { p: 'slam-reaction', attack: f.attack, attacker: p.id, target: t.id, movedAdjacent } satisfies ClashFrame);
  },
};

export const targetProcedures = { 'attack-target': attackTarget };
