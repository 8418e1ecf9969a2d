// The match (facts.md §3.1): "14 Rushes per game, 7 per coach, alternating; Home goes first." The differential
// score track: "A team that reaches 7 points ahead wins at once (landslide). After 14 rushes, the team on whose side
// the marker sits wins. At 0 after 14 rushes → Sudden Death: the gates close (no reserves can enter), and the first
// team to score, or the last team standing, wins." [A] So that every match ends, Sudden Death lasts at most
// `suddenDeathRushes` rushes (option), after which the match is a draw.

import { emit, pop, push } from '../../core/engine';
import type { Decision, Frame } from '../../core/types';
import { opt, SEATS, type RCtx, type RushState, type Side } from './state';

export const RUSHES = 14;
export const LANDSLIDE = 7;
export const SUDDEN_DEATH_RUSHES = 14;

export interface MatchFrame extends Frame {
  p: 'match';
  stage: 'start' | 'play';
}

function finish(ctx: RCtx, winner: Side | null, reason: string): void {
  const s = ctx.state;
  const home = Math.max(0, s.track);
  const away = Math.max(0, -s.track);
  s.result = { winner: winner === null ? null : SEATS[winner], score: { home, away }, reason };
  emit(ctx, { type: 'match-end', winner: s.result.winner, track: s.track, reason });
}

/** A Strike: the marker moves toward the scoring team by the points; the ball leaves play (a new one is launched at
 * the next rush start). Called by the Throw rule. */
export function score(ctx: RCtx, team: Side, points: number): void {
  const s = ctx.state;
  s.track += team === 0 ? points : -points;
  s.ball = { inPlay: false, x: -1, y: -1, carrier: null };
  emit(ctx, { type: 'strike', team: SEATS[team], points, track: s.track });
}

/** Who has won, if anyone, between rushes. */
function decided(s: RushState): { winner: Side | null; reason: string } | null {
  if (s.track >= LANDSLIDE) return { winner: 0, reason: 'landslide' };
  if (s.track <= -LANDSLIDE) return { winner: 1, reason: 'landslide' };
  if (s.suddenDeath) {
    if (s.track !== 0) return { winner: s.track > 0 ? 0 : 1, reason: 'sudden death: first to score' };
    // The gates are closed: the Subs' Bench cannot come on, so only the pitch stands.
    const standing = [0, 1].map((t) => s.players.some((p) => p.team === t && p.at === 'pitch'));
    if (standing[0] !== standing[1]) return { winner: standing[0] ? 0 : 1, reason: 'sudden death: last team standing' };
    if (s.rush >= RUSHES + opt(s, 'suddenDeathRushes', SUDDEN_DEATH_RUSHES)) return { winner: null, reason: 'sudden death: no score' };
    return null;
  }
  if (s.rush >= RUSHES) {
    if (s.track !== 0) return { winner: s.track > 0 ? 0 : 1, reason: 'after 14 rushes' };
  }
  return null;
}

export const match = {
  run(ctx: RCtx, f: MatchFrame): Decision | void {
    const s = ctx.state;
    if (f.stage === 'start') {
      f.stage = 'play';
      // Pushed in reverse so that Home sets up first.
      push(ctx, { p: 'setup', team: 1 });
      push(ctx, { p: 'setup', team: 0 });
      return;
    }
    const end = decided(s);
    if (end) {
      finish(ctx, end.winner, end.reason);
      pop(ctx);
      return;
    }
    if (s.rush >= RUSHES && !s.suddenDeath) {
      s.suddenDeath = true;
      emit(ctx, { type: 'sudden-death' });
    }
    // Home takes the odd rushes, the Visitor the even ones.
    s.active = (s.rush % 2) as Side;
    push(ctx, { p: 'rush', stage: 'marker' });
  },
};
