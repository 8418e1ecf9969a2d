// Steal (seed 003, S J): "3 dice Speed (x)", "-1 per enemy threat (max -2) +1 if Stealing player is a Striker".
// "Jacks may move 1 hex as part of Steal; Strikers may Run." "Target must choose to Slamback (if Steal comes from
// front) or Dodge." "Draw – both players turn to face each other Win – ball is knocked out of enemy's hands and
// immediately scatters. Double – Stealing player takes the ball."
// The target is the enemy carrier (target.ts); his reaction and its outcomes are reaction.ts's (a Slamback that wins
// pushes, and on a Double knocks down, the stealer). [A] A ball knocked out is not the rushing team's drop: the
// rush goes on.

import { emit } from '../../core/engine';
import type { RushAction } from './rush-action';
import { approach } from './approach';
import { scatter } from './scatter';
import type { Player, RCtx, RushState } from './state';
import { chooseTarget } from './target';

function enemyCarrier(s: RushState, p: Player): boolean {
  const c = s.ball.inPlay && s.ball.carrier ? s.players.find((q) => q.id === s.ball.carrier) : undefined;
  return !!c && c.team !== p.team && c.at === 'pitch' && !c.down;
}

/** The stealer won the opposed test. */
export function stealWon(ctx: RCtx, stealer: Player, carrier: Player, double: boolean): void {
  const b = ctx.state.ball;
  if (double) {
    ctx.state.ball = { inPlay: true, x: stealer.x, y: stealer.y, carrier: stealer.id };
    emit(ctx, { type: 'steal-ball', player: stealer.id, from: carrier.id });
    return;
  }
  b.carrier = null;
  emit(ctx, { type: 'knocked-out', player: carrier.id });
  scatter(ctx, carrier, 'steal');
}

export const steal: RushAction = {
  name: 'steal',
  roles: ['striker', 'jack'],
  can: (s, p) => p.at === 'pitch' && !p.down && enemyCarrier(s, p),
  begin(ctx, p) {
    chooseTarget(ctx, p, 'steal');
    approach(ctx, p, 'striker');
  },
};
