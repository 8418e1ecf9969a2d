// SCORING (seed): touchdown 7, field goal 3, turnover 1. A touchdown or field goal ends the turn and the drive, and
// the scoring team kicks off; a turnover gives the ball to the scoring team's nearest player and play goes on.

import { emit } from '../../core/engine';
import { distance, type Hex } from '../../core/grid/hex';
import { inEndZone, other, type Team } from './field';
import { active, standing, type Player, type RCtx } from './state';

/** Points by kind of score (seed: SCORING). */
export const POINTS = { touchdown: 7, fieldGoal: 3, turnover: 1 } as const;

/** Ends the drive: the scoring team kicks off next. Frames unwind to the match on `stop`. */
function driveScore(ctx: RCtx, team: Team, points: number, kind: string, by: Player | null): void {
  const s = ctx.state;
  s.score[team] += points;
  s.kicking = team;
  s.stop = 'score';
  emit(ctx, { type: kind, team, points, ...(by ? { player: by.id } : {}), score: [s.score[0], s.score[1]] });
}

/** A carrier standing in the opponents' end zone scores (seed: "crosses his opponents' end line with the ball"; we
 * count reaching the end zone, as football players expect). */
export function checkTouchdown(ctx: RCtx, p: Player): boolean {
  const s = ctx.state;
  if (s.ball.by !== p.id || !standing(p) || !inEndZone(other(p.team), p)) return false;
  s.xp[p.id].td++;
  driveScore(ctx, p.team, POINTS.touchdown, 'touchdown', p);
  return true;
}

export function fieldGoal(ctx: RCtx, kicker: Player): void {
  driveScore(ctx, kicker.team, POINTS.fieldGoal, 'field-goal', kicker);
}

/** The player of `team` closest to the point where the ball left the field (seed: "the ball is given to the player
 * from that team who was closest to the point at which the ball left the playing field"): every player on the field
 * counts, standing or prone, measured in hexes to the last hex the ball was in on the field. The seed breaks no ties;
 * this does, in one way: among players equally close, a standing one before a prone one, then the lower number. */
export function closestToExit(ctx: RCtx, team: Team, exit: Hex): Player | null {
  let best: Player | null = null;
  for (const p of ctx.state.players) {
    if (p.team !== team || !active(p)) continue;
    if (!best || tieBreak(p, best, exit) < 0) best = p;
  }
  return best;
}

/** Orders two players by closeness to `exit`, then the tie-break: standing before prone, then the lower number. */
function tieBreak(a: Player, b: Player, exit: Hex): number {
  return distance(a, exit) - distance(b, exit) || Number(a.prone) - Number(b.prone) || a.num - b.num;
}

/** A turnover point (seed: FUMBLES AND TURNOVERS, SCORING): the team that did not last touch the ball scores 1. When
 * `to` is given, that player gets the ball; otherwise the closest to `exit`. "The player who last touched the ball, or
 * last tried to catch or recover it, loses the remainder of his turn": that is, when it is his turn now; no one else
 * loses anything. A prone player given the ball has it at rest in his hex (a player on the ground holds no ball). */
export function turnover(ctx: RCtx, scoring: Team, exit: Hex, reason: string, to?: Player): void {
  const s = ctx.state;
  const toucher = s.ball.touch;
  s.score[scoring] += POINTS.turnover;
  const p = to ?? closestToExit(ctx, scoring, exit);
  emit(ctx, { type: 'turnover', team: scoring, points: POINTS.turnover, reason, ...(p ? { player: p.id } : {}), score: [s.score[0], s.score[1]] });
  if (p && !p.prone) s.ball = { x: p.x, y: p.y, st: 'held', by: p.id, last: scoring, touch: p.id };
  else if (p) s.ball = { x: p.x, y: p.y, st: 'rest', by: -1, last: scoring, touch: p.id };
  // No one of that team is on the field: the ball waits where it left.
  else s.ball = { x: exit.x, y: exit.y, st: 'rest', by: -1, last: s.ball.last, touch: toucher };
  if (s.active >= 0 && s.active === toucher) s.endTurn = true;
  if (p && !p.prone) checkTouchdown(ctx, p);
}
