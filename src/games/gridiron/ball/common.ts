// What every ball rule shares: who may catch, where the ball is, and the one place that decides the turnover
// when the ball comes to rest (seed 001, Turnovers).

import { emit, type Ctx } from '../../../core/engine';
import type { Action, Modifier } from '../../../core/types';
import type { Sq } from '../../../core/grid/square';
import { exitEdge, type Edge } from './throw-in-template';
import { hasSkill, hasTackleZone, playerById, rollNeeded, tackleZones, type GState, type ParentFrame, type Player } from '../state';
import { pitchOf } from '../pitch';
import { atMoment, hooked } from '../hooks';

/** Seed 001: only standing players catch ("prone players may never attempt to catch the ball"). A player who has
 * lost its tackle zone (Bone-head, Really Stupid) and a No Hands player cannot catch either (LRB6). */
export function canCatch(p: Player): boolean {
  return hasTackleZone(p) && !hasSkill(p, 'No Hands');
}

/** The ball in flight or bouncing over (x, y). */
export function ballLoose(s: GState, x: number, y: number): void {
  s.ball.state = 'loose';
  s.ball.x = x;
  s.ball.y = y;
  s.ball.carrier = null;
}

export function ballHeld(s: GState, p: Player): void {
  s.ball.state = 'held';
  s.ball.x = p.x;
  s.ball.y = p.y;
  s.ball.carrier = p.id;
}

/** How a sequence of ball moves may end the moving team's turn. `risk`: the moving team threw, handed off or failed
 * to catch the ball, so it must end up holding it (seed 001: "the turnover does not take place until the ball
 * finally comes to rest"). `safe`: no result of this ball ends anyone's turn (Dump-Off). */
export interface BallRisk {
  risk?: boolean;
  safe?: boolean;
}

export function carryRisk(f: BallRisk, more = false): BallRisk {
  return f.safe ? { safe: true } : f.risk || more ? { risk: true } : {};
}

/** The ball has come to rest (held, or on the ground). The one place the seed's turnover rule is applied. Called
 * last by the rule that brings the ball to rest: a game built on gridiron may send a ball on from where it lands
 * (the `ballAtRest` moment), pushing frames that must run next. */
export function comeToRest(ctx: Ctx<GState>, f: BallRisk): void {
  const s = ctx.state;
  if (s.ball.state === 'loose') {
    if (hooked(ctx, 'ballAtRest') && atMoment(ctx, 'ballAtRest', { x: s.ball.x, y: s.ball.y, risk: carryRisk(f) })) return;
    s.ball.state = 'ground';
    emit(ctx, { type: 'ball-rests', x: s.ball.x, y: s.ball.y });
  }
  if (!f.risk || f.safe) return;
  const holder = s.ball.state === 'held' ? s.players.find((p) => p.id === s.ball.carrier) : undefined;
  if (!holder || holder.side !== s.active) turnover(ctx, 'the ball came to rest without the moving team holding it');
}

export function turnover(ctx: Ctx<GState>, reason: string): void {
  if (ctx.state.turnover) return;
  ctx.state.turnover = true;
  emit(ctx, { type: 'turnover', side: ctx.state.active, reason });
}

/** A child reports to the frame below it. */
export function report(ctx: Ctx<GState>, value: string): void {
  const below = ctx.state.stack[ctx.state.stack.length - 1] as ParentFrame | undefined;
  if (below) below.last = value;
}

/** The last square on the pitch and the edge, for a ball that went off stepping from `last` to `next`. */
export function wentOff(s: GState, last: Sq, next: Sq): { x: number; y: number; edge: Edge } {
  const pitch = pitchOf(s);
  return { x: last.x, y: last.y, edge: exitEdge(pitch.width, pitch.height, next) };
}

export { rollNeeded };

// ---- modifiers shared by catching, intercepting and passing ----

export function tackleZoneMods(s: GState, p: Player, mods: Modifier[]): void {
  if (hasSkill(p, 'Nerves of Steel')) return;
  const tz = tackleZones(s, p.side, p.x, p.y);
  if (tz > 0) mods.push({ source: tz === 1 ? 'opposing tackle zone' : `${tz} opposing tackle zones`, value: -tz });
}

/** Disturbing Presence: -1 per opposing player with the skill within 3 squares (LRB6). */
export function disturbingPresence(s: GState, p: Player, mods: Modifier[]): void {
  let n = 0;
  for (const o of s.players) {
    if (o.side === p.side || o.place !== 'pitch' || !hasSkill(o, 'Disturbing Presence')) continue;
    if (Math.max(Math.abs(o.x - p.x), Math.abs(o.y - p.y)) <= 3) n++;
  }
  if (n > 0) mods.push({ source: 'Disturbing Presence', value: -n });
}

export function skillMod(p: Player, skill: string, value: number, mods: Modifier[]): void {
  if (hasSkill(p, skill)) mods.push({ source: skill, value });
}

/** Applies a Pass Block answer (a pass or a throw-in may be met by one): the free move, or the choice not to move.
 * Returns false for any other action. */
export function passBlockAnswered(ctx: Ctx<GState>, action: Action): boolean {
  if (action.type === 'no-pass-block') return true;
  if (action.type !== 'pass-block') return false;
  const pb = playerById(ctx.state, action.player as string);
  emit(ctx, { type: 'pass-block', who: pb.id, from: { x: pb.x, y: pb.y }, to: { x: action.x, y: action.y } });
  pb.x = action.x as number;
  pb.y = action.y as number;
  return true;
}
