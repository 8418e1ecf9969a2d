// How good a gridiron position is for a side, 0..1, for the search bot's unfinished rollouts: the score first, then
// who has the ball and how far it has to go, then who is still on their feet.

import type { Game } from '../../index';
import { Board, standing, toGo, type Side } from './gridiron-board';

export function gridironEvaluate(game: Game, seat: string): number {
  const b = new Board(game, seat as Side);
  const v = b.v;
  let edge = v.score[b.me] - v.score[b.opp];
  const carrier = b.carrier();
  if (carrier) {
    const progress = 1 - toGo(carrier.side, carrier.x) / 25;
    const own = carrier.side === b.me ? 1 : -1;
    edge += own * (0.25 + 0.45 * progress * progress) * (standing(carrier) ? 1 : 0.5);
  }
  let mine = 0;
  let theirs = 0;
  for (const p of v.players) {
    if (!standing(p)) continue;
    if (p.side === b.me) mine++;
    else theirs++;
  }
  edge += 0.04 * (mine - theirs);
  return 0.5 + 0.5 * Math.tanh(edge);
}
