// Scatter, minimal (facts.md §3.4): "declare which hex direction is '1', roll d6 for direction and d6 for distance".
// Here the declared 1 is the board's direction 1 (up) and the others follow clockwise; the ball stops at the wall.
// Still to come: the coach's declaration, rebounds off the walls (60°, straight back from the bounce hexes) and
// catching by a standing player in whose front arc the ball comes. Until then a ball that stops on a player, standing
// or down, scatters again ("if the ball stops on one, it scatters again").

import { onBoard } from '../../core/board';
import { emit } from '../../core/engine';
import { roll } from '../../core/dice';
import { neighbour, ring, type Dir, type Hex } from '../../core/grid/hex';
import { pitch } from './board';
import { playerAt, type RCtx } from './state';

const MAX_SCATTERS = 20;

/** The ball scatters from `from` and comes to rest loose on a free hex. */
export function scatter(ctx: RCtx, from: Hex, why: string): void {
  const s = ctx.state;
  const b = pitch(s);
  let at: Hex = { x: from.x, y: from.y };
  for (let k = 0; k < MAX_SCATTERS; k++) {
    const dir = roll(ctx, { rule: 'rush.scatter', dice: 'd6', outcome: (t) => `direction ${t}` }).total as Dir;
    const dist = roll(ctx, { rule: 'rush.scatter', dice: 'd6', outcome: (t) => `${t} hexes` }).total;
    for (let i = 0; i < dist; i++) {
      const n = neighbour(at, dir);
      if (!onBoard(b, n.x, n.y)) break;
      at = n;
    }
    if (!playerAt(s, at.x, at.y)) break;
  }
  // A crowd that stops the ball on a player every time: it comes to rest on the nearest free hex.
  for (let r = 1; playerAt(s, at.x, at.y) && r < b.width; r++) {
    const free = ring(at, r, b.width, b.height).find((h) => onBoard(b, h.x, h.y) && !playerAt(s, h.x, h.y));
    if (free) at = free;
  }
  s.ball = { inPlay: true, x: at.x, y: at.y, carrier: null };
  emit(ctx, { type: 'scatter', why, from: { x: from.x, y: from.y }, to: { x: at.x, y: at.y } });
}
