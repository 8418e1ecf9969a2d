// A touchdown (facts.md §2.4): a standing player holding the ball in the end zone his team scores in, in either
// team's turn. It scores one, and ends the drive; the ball leaves play until the next kick-off.

import type { GCtx } from './common';
import { inScoringEndZone, pitchOf } from './pitch';
import { playerById, type Side } from './state';

/** Scores a touchdown if there is one now; returns the scoring side. */
export function checkTouchdown(ctx: GCtx): Side | null {
  const s = ctx.state;
  if (s.ball.state !== 'held' || s.ball.carrier === null) return null;
  const p = playerById(s, s.ball.carrier);
  if (p.place !== 'pitch' || p.stance !== 'standing' || !inScoringEndZone(pitchOf(s), p.side, p.x, p.y)) return null;
  s.teams[p.side].score++;
  p.stats.td++;
  s.ball.state = 'out';
  s.ball.carrier = null;
  ctx.events.push({ type: 'touchdown', side: p.side, player: p.id, score: { home: s.teams.home.score, away: s.teams.away.score } });
  return p.side;
}
