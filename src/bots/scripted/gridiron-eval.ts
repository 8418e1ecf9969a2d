// How good a gridiron position is for a side, 0..1, for the search bot's unfinished rollouts: the score first, then
// who has the ball, how far it has to go and how safe the carrier is, then who is still on their feet.

import type { Game } from '../../index';
import { Board, dist, standing, toGo, type Side, type VPlayer } from './gridiron-board';

/** How exposed a carrier is: opponents free to reach him next turn, less team-mates guarding him. */
function danger(b: Board, c: VPlayer): number {
  let near = 0;
  let guards = 0;
  for (const q of b.v.players) {
    if (!standing(q)) continue;
    const d = dist(q.x, q.y, c.x, c.y);
    if (q.side === c.side) {
      if (d === 1 && q !== c) guards++;
    } else if (d <= q.ma + 2) near++;
  }
  return Math.max(0, near - 1.5 * guards);
}

export function gridironEvaluate(game: Game, seat: string): number {
  const b = new Board(game, seat as Side);
  const v = b.v;
  let edge = v.score[b.me] - v.score[b.opp];
  const carrier = b.carrier();
  if (carrier) {
    // Progress counts most: a carrier held back for safety scores no sooner. Danger trims it by at most a third.
    const progress = 1 - toGo(carrier.side, carrier.x) / 25;
    const own = carrier.side === b.me ? 1 : -1;
    const safety = standing(carrier) ? 1 - 0.05 * Math.min(6, danger(b, carrier)) : 0.3;
    edge += own * (0.2 + 0.6 * progress) * safety;
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
