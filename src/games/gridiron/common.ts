// Small helpers the match rules share: who holds the ball, whether a ball procedure is there, adjacency, assists,
// and a 2d6 roll whose modifiers are settled after the dice are seen (Mighty Blow, Dirty Player).

import { die } from '../../core/dice';
import { push, type Ctx } from '../../core/engine';
import type { Frame, Modifier, RollEvent } from '../../core/types';
import { hasSkill, hasTackleZone, tackleZones, type GState, type Player, type Side } from './state';

export type GCtx = Ctx<GState>;

export function carrier(s: GState): string | null {
  return s.ball.state === 'held' ? s.ball.carrier : null;
}

export function isCarrier(s: GState, p: Player): boolean {
  return s.ball.state === 'held' && s.ball.carrier === p.id;
}

export function adjacentTo(a: Player, b: Player): boolean {
  return a.place === 'pitch' && b.place === 'pitch' && Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) === 1;
}

/** Moves a player to a square, carrying the ball with it when it holds it. */
export function placeAt(s: GState, p: Player, x: number, y: number): void {
  p.x = x;
  p.y = y;
  if (s.ball.state === 'held' && s.ball.carrier === p.id) {
    s.ball.x = x;
    s.ball.y = y;
  }
}

/** Takes a player off the pitch to a dugout box. A held ball is left loose at its square for the caller to bounce
 * or throw in. */
export function removeFromPitch(s: GState, p: Player, place: Player['place']): void {
  if (s.ball.state === 'held' && s.ball.carrier === p.id) {
    s.ball.state = 'loose';
    s.ball.carrier = null;
    s.ball.x = p.x;
    s.ball.y = p.y;
  }
  p.place = place;
  p.x = -1;
  p.y = -1;
  p.stance = 'standing';
  p.flags = p.flags.filter((f) => f === 'heat');
}

/** Lets the ball bounce from where it is. */
export function pushBounce(ctx: GCtx): void {
  ctx.state.ball.state = 'loose';
  push(ctx, { p: 'gridiron.bounce' });
}

/** A carrier who goes down lets the ball go in his square, and it bounces from there. */
export function dropBall(ctx: GCtx, p: Player): void {
  const b = ctx.state.ball;
  b.carrier = null;
  b.x = p.x;
  b.y = p.y;
  pushBounce(ctx);
}

/** The ball leaves the pitch from (x, y): the crowd throws it back in. */
export function pushThrowIn(ctx: GCtx, x: number, y: number): void {
  ctx.state.ball.state = 'loose';
  push(ctx, { p: 'gridiron.throw-in', x, y });
}

/** Assists for a block or a foul: team-mates of `side` next to `target`, standing with a tackle zone, and (unless
 * they have Guard and `guard` counts) in no other opponent's tackle zone than `target`'s. `skip` is the player
 * making or receiving the block, who never assists. */
export function assists(s: GState, side: Side, target: Player, skip: Player, guard: boolean): number {
  let n = 0;
  for (const q of s.players) {
    if (q.side !== side || q === skip || q === target || !hasTackleZone(q)) continue;
    if (Math.abs(q.x - target.x) > 1 || Math.abs(q.y - target.y) > 1) continue;
    if (guard && hasSkill(q, 'Guard')) {
      n++;
      continue;
    }
    if (tackleZones(s, side, q.x, q.y, target.id) === 0) n++;
  }
  return n;
}

/** Rolls 2d6 and logs it once the modifiers are known: `decide` sees the natural dice and returns the modifiers and
 * the outcome to log. */
export function roll2d6(
  ctx: GCtx,
  rule: string,
  who: string,
  decide: (dice: [number, number]) => { modifiers: Modifier[]; outcome: string; target?: number; note?: string },
): RollEvent {
  const a = die(ctx, 6, rule);
  const b = die(ctx, 6, rule);
  const d = decide([a, b]);
  let total = a + b;
  for (const m of d.modifiers) total += m.value;
  // Built without object spreads; the key order is the same either way.
  const ev: RollEvent =
    d.target !== undefined
      ? { type: 'roll', rule, who, dice: [a, b], modifiers: d.modifiers, target: d.target, total, outcome: d.outcome }
      : { type: 'roll', rule, who, dice: [a, b], modifiers: d.modifiers, total, outcome: d.outcome };
  if (d.note) ev.note = d.note;
  ctx.events.push(ev);
  return ev;
}

/** A frame that reports to the one below it. */
export function report(ctx: GCtx, last: string): void {
  const st = ctx.state.stack;
  const below = st[st.length - 2] as Frame | undefined;
  if (below) below.last = last;
}
