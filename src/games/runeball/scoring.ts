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

/** The scoring team's player nearest a hex: standing players first, then any on the field; ties go to the lower
 * number. */
export function nearestPlayer(ctx: RCtx, team: Team, h: Hex): Player | null {
  let best: Player | null = null;
  let bestKey = Infinity;
  for (const p of ctx.state.players) {
    if (p.team !== team || !active(p)) continue;
    const key = (standing(p) ? 0 : 1000) + distance(p, h) * 100 + p.num;
    if (key < bestKey) {
      bestKey = key;
      best = p;
    }
  }
  return best;
}

/** A turnover point (seed: FUMBLES AND TURNOVERS, SCORING): the team that did not last touch the ball scores 1. When
 * `to` is given, that player gets the ball; otherwise the nearest to `exit`. The player of the other team who is
 * acting loses the rest of his turn. */
export function turnover(ctx: RCtx, scoring: Team, exit: Hex, reason: string, to?: Player): void {
  const s = ctx.state;
  s.score[scoring] += POINTS.turnover;
  const p = to ?? nearestPlayer(ctx, scoring, exit);
  emit(ctx, { type: 'turnover', team: scoring, points: POINTS.turnover, reason, ...(p ? { player: p.id } : {}), score: [s.score[0], s.score[1]] });
  if (p && !p.prone) s.ball = { x: p.x, y: p.y, st: 'held', by: p.id, last: scoring };
  else if (p) s.ball = { x: p.x, y: p.y, st: 'rest', by: -1, last: scoring };
  // No one of that team is on the field: the ball waits where it left.
  else s.ball = { x: exit.x, y: exit.y, st: 'rest', by: -1, last: s.ball.last };
  if (s.active >= 0 && s.players[s.active].team !== scoring) s.endTurn = true;
  if (p && !p.prone) checkTouchdown(ctx, p);
}
