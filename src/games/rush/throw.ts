// Throw – Strike or Pass (seed 003, S J): "[X] dice Skill (1)", "-1 if player moved this action -1 per enemy threat
// (max -2) -1 if target is Strike hex +1 if Throwing player is a Striker." "Jacks may move 1 hex as part of Throw;
// Strikers may Run. Target must be in your front arc. Range determines dice pool: 1-3 hexes = 3 dice; 4-6 hexes =
// 2 dice, 7-9 hexes = 1 die. Strike hex must be in your front arc. No successes – Inaccurate Pass OR scatter from
// Strike Hex. 1+ successes – Accurate Throw OR Strike!" So X is the range's dice, and the modifiers add or take dice
// from it. facts.md: a pass target may not be a Guard; a Strike is thrown at the Strike Hex of the zone the thrower
// stands in, worth its band (1-3) plus the Bonus Hex (max 4), and the ball is relaunched next rush.
//
// The rush ends on a throw (seed: "Your turn ends when ... you ... throw the ball"), [A] once the throw has been
// resolved: the ball at rest, and a 2+ Catch's free Run or Throw taken (the seed grants it to the catcher of a pass,
// which a rush ended at the throw would void every time). facts.md §3.2's "It does not end if your own player catches
// a scatter" is not taken: the seed lists the throw without exception.
//
// [A] Where the seed is silent: the pass target is a standing team-mate (a downed one has no front arc to catch in);
// an inaccurate pass scatters from the target's hex, the target getting no catch; the Jack's hex and the Striker's Run
// end turning freely, and turning alone is not "moved"; a thrower with no target in his front arc, or whose coach
// declines to throw after the move (as a Slam may be declined), keeps the ball: the action ends, the rush goes on.

import { emit, pop, push } from '../../core/engine';
import { distance, type Hex } from '../../core/grid/hex';
import type { Action, Decision, Frame, Modifier } from '../../core/types';
import type { RushAction } from './rush-action';
import { approach } from './approach';
import { endRush } from './rush-end';
import { pitch, SIDES, strikeValue, strikeZoneAt } from './board';
import { CAN_CATCH, catchRoll, missBall, takeBall } from './catch';
import { score } from './match';
import { rollTest, threatModifier } from './pools';
import { scatter } from './scatter';
import { playerById, seatOf, type Player, type RCtx, type RushState } from './state';
import { inFrontArc } from './threat';
import { playerName } from './names';

/** "Range determines dice pool": up to `range` hexes, `dice` dice. Farther than the last is out of range. */
//                                                  range  dice
export const RANGE_DICE: readonly (readonly [number, number])[] = [
  [3, 3],
  [6, 2],
  [9, 1],
];
export const MAX_STRIKE = 4;

const hexes = (n: number) => `${n} ${n === 1 ? 'hex' : 'hexes'}`;

export function rangeDice(range: number): number {
  for (const [r, d] of RANGE_DICE) if (range <= r) return d;
  return 0;
}

/** The Strike Hex of the zone the player stands in, if he stands in one of the zones his team scores at. */
export function strikeHexFor(s: RushState, p: Player): Hex | undefined {
  const b = pitch(s);
  const zone = strikeZoneAt(b, p.team, p.x, p.y);
  if (zone === 0) return undefined;
  return b.features.find((f) => f.kind === 'strike' && f.side === SIDES[p.team] && f.number === zone);
}

/** The throws the player may make now: at a team-mate or at the Strike Hex, in his front arc and in range. */
export function throwTargets(s: RushState, p: Player): Action[] {
  const out: Action[] = [];
  const sh = strikeHexFor(s, p);
  if (sh && inFrontArc(p, sh) && rangeDice(distance(p, sh)) > 0) out.push({ type: 'throw-at', strike: true, x: sh.x, y: sh.y, label: `Strike: throw at the Strike hex, ${hexes(distance(p, sh))}` });
  for (const q of s.players) {
    if (q === p || q.team !== p.team || q.at !== 'pitch' || q.down || !CAN_CATCH.includes(q.role)) continue;
    if (inFrontArc(p, q) && rangeDice(distance(p, q)) > 0) out.push({ type: 'throw-at', target: q.id, x: q.x, y: q.y, label: `pass to ${playerName(s, q.id)}, ${hexes(distance(p, q))}` });
  }
  return out;
}

interface ThrowFrame extends Frame {
  p: 'throw';
  player: string;
}

interface ThrowEndFrame extends Frame {
  p: 'throw-end';
  /** The thrower's team: only the rushing team's throw ends the rush ("Your turn ends when ... you ... throw"); the
   * other team throws in it only as a 2+ Catch's free action. */
  team: number;
}

/** The thrower may still throw: the move before it has not ended the action. */
function stillThrowing(s: RushState, p: Player): boolean {
  return !s.action?.over && !p.down && p.at === 'pitch' && s.ball.carrier === p.id;
}

function throwAt(ctx: RCtx, p: Player, a: Action): void {
  const s = ctx.state;
  const target: Hex = { x: a.x as number, y: a.y as number };
  const strike = a.strike === true;
  const range = distance(p, target);
  const mods: Modifier[] = [];
  if (s.action?.moved) mods.push({ source: 'moved this action', value: -1 });
  mods.push(...threatModifier(ctx, p, p));
  if (strike) mods.push({ source: 'target is Strike hex', value: -1 });
  const r = rollTest(ctx, { test: 'throw', player: p, stat: 'skill', need: 1, modifiers: mods, dice: rangeDice(range) });
  if (s.action) s.action.over = true;
  s.ball.carrier = null;
  const accurate = r.outcome !== 'failure';
  emit(ctx, { type: 'throw', player: p.id, strike, target: a.target ?? null, range, accurate, successes: r.total });
  // Pushed first, so it runs last: after the catch, its free action and any scatter.
  push(ctx, { p: 'throw-end', team: p.team } satisfies ThrowEndFrame);
  if (strike) {
    if (accurate) score(ctx, p.team, Math.min(MAX_STRIKE, strikeValue(pitch(s), p.x, p.y)));
    else scatter(ctx, target, 'missed Strike');
    return;
  }
  const catcher = playerById(s, a.target as string);
  if (!accurate) {
    scatter(ctx, catcher, 'inaccurate pass');
    return;
  }
  s.ball.x = catcher.x;
  s.ball.y = catcher.y;
  // "Dice pool equals number of successes on Throw roll."
  const c = catchRoll(ctx, catcher, r.total, false);
  if (c.outcome === 'failure') {
    missBall(ctx, catcher);
    scatter(ctx, catcher, 'failed catch');
  } else takeBall(ctx, catcher, c);
}

const throwProc = {
  run(ctx: RCtx, f: ThrowFrame): Decision | void {
    const s = ctx.state;
    const p = playerById(s, f.player);
    const targets = stillThrowing(s, p) ? throwTargets(s, p) : [];
    if (targets.length === 0) {
      if (stillThrowing(s, p)) emit(ctx, { type: 'no-target', player: p.id, action: 'throw' });
      pop(ctx);
      return;
    }
    return { seat: seatOf(p.team), kind: 'throw', prompt: `${p.name} (${p.id}): throw at`, actions: [...targets, { type: 'decline', label: 'keep the ball' }] };
  },
  act(ctx: RCtx, f: ThrowFrame, a: Action): void {
    pop(ctx);
    if (a.type !== 'decline') throwAt(ctx, playerById(ctx.state, f.player), a);
  },
};

const throwEnd = {
  run(ctx: RCtx, f: ThrowEndFrame): void {
    pop(ctx);
    if (f.team === ctx.state.active) endRush(ctx, 'threw the ball');
  },
};

export const throwBall: RushAction = {
  name: 'throw',
  roles: ['striker', 'jack'],
  can: (s, p) => p.at === 'pitch' && !p.down && s.ball.carrier === p.id,
  begin(ctx, p) {
    push(ctx, { p: 'throw', player: p.id } satisfies ThrowFrame);
    // "Jacks may move 1 hex as part of Throw; Strikers may Run": the move of a Slam or Steal (approach.ts).
    approach(ctx, p, 'striker');
  },
  procedures: { throw: throwProc, 'throw-end': throwEnd },
};
