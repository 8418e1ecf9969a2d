// Launching the ball (facts.md §3.2): "The launch comes from the rushing coach's left side of the board: roll d6. On
// 1–5 the ball arrives at the DreadBall-marked launch hex that many hexes from the side. On 6 it ricochets off the
// opposite wall: roll again, 1–3 toward the rushing coach, 4–6 away. If the ball hits a player, treat it like a
// scatter hitting a player." [A] The ricochet comes to rest beside launch hex 5 (the one nearest the opposite
// wall), one hex toward or away from the rushing coach's end. [A] The ball comes in from the rushing coach's left
// side: a standing player on its hex catches it if that side (the next hex toward it) lies in his front arc, as a
// scattering ball is caught (scatter.ts); otherwise, or on a failed catch, it scatters from there.

import { emit } from '../../core/engine';
import { roll } from '../../core/dice';
import { neighbour } from '../../core/grid/hex';
import { launchHex, pitch } from './board';
import { ballArrives } from './scatter';
import type { RCtx } from './state';

export function launch(ctx: RCtx): void {
  const s = ctx.state;
  const b = pitch(s);
  const r = roll(ctx, { rule: 'rush.launch', dice: 'd6', outcome: (t) => (t === 6 ? 'ricochet' : `launch hex ${t}`) });
  let at = launchHex(b, s.active, Math.min(r.total, 5));
  if (r.total === 6) {
    const again = roll(ctx, { rule: 'rush.ricochet', dice: 'd6', outcome: (t) => (t <= 3 ? 'toward the rushing coach' : 'away') });
    // Home's end is x = 0: toward Home is direction 6 (up-left) or 5, away is 2 or 3; the Visitor's the mirror.
    const towardHome = again.total <= 3 ? s.active === 0 : s.active === 1;
    at = neighbour(at, towardHome ? (s.active === 0 ? 5 : 6) : s.active === 0 ? 3 : 2);
  }
  emit(ctx, { type: 'launch', x: at.x, y: at.y });
  // Home's left side is y = 0 (up, direction 1), the Visitor's the other wall (down, direction 4).
  ballArrives(ctx, at, neighbour(at, s.active === 0 ? 1 : 4), 'launched onto a player');
}
