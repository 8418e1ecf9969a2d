// FOULING (seed): blocking a player who is down is illegal. The referee sees every foul unless the fouler has the
// Fouling skill, and then only if the fouler fails a test against the referee's PER (an option, 10 by default). The
// Innocent Foul and Shank maneuvers test their own skills the same way. An ejected player leaves the game, his team
// plays a man down until the drive ends, and the other team gets a free activation.

import { emit } from '../../core/engine';
import { dropBall } from './ball';
import { dropCarried } from './damage';
import { other } from './field';
import { name, refereePER, skillTest, type Player, type RCtx } from './state';

/** Which skill hides which illegal act from the referee. */
export const REFEREE_SKILL: Record<string, string> = {
  foul: 'fouling',
  'innocent-foul': 'innocentFoul',
  shank: 'shank',
  'cross-the-line': 'fouling',
  block: 'fouling',
};

/** After an illegal act: the referee test, or certain ejection for a player without the skill. Returns whether the
 * player was ejected. */
export function referee(ctx: RCtx, p: Player, act: string): boolean {
  const skillId = REFEREE_SKILL[act] ?? 'fouling';
  if (p.sk[skillId] === undefined) {
    emit(ctx, { type: 'foul-seen', player: p.id, why: `${name(p)} has no ${skillId} skill: the referee sees the foul` });
    eject(ctx, p);
    return true;
  }
  const r = skillTest(ctx, p, skillId, 'runeball.referee', refereePER(ctx.state), []);
  if (r.margin >= 0) return false;
  eject(ctx, p);
  return true;
}

export function eject(ctx: RCtx, p: Player): void {
  const s = ctx.state;
  dropCarried(ctx, p);
  if (s.ball.by === p.id) dropBall(ctx, p, `${name(p)} was ejected`);
  p.at = 'ejected';
  p.x = -1;
  p.y = -1;
  p.prone = false;
  s.free = other(p.team);
  if (s.active === p.id) s.endTurn = true;
  emit(ctx, { type: 'ejected', player: p.id });
}
