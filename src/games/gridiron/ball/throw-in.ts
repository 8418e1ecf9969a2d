// Throw-ins (seed 001): from the last square the ball crossed before going off, the throw-in template gives the
// direction (D6) and 2D6 the distance. A standing player where it lands may try to catch it; an empty or prone
// player's square makes it bounce; off the pitch again, it is thrown in again from the last square it was in.
// Players whose square the ball crosses may intercept it, one per team (GWUK); that is no Interception for SPP.

import { emit, pop, push, type Procedure } from '../../../core/engine';
import { roll } from '../../../core/dice';
import { throwInDirection, exitEdge, nearestEdge, type Edge } from './throw-in-template';
import type { Action, Decision } from '../../../core/types';
import { pushTest } from '../reroll';
import { isRooted } from '../takeroot';
import { agilityTarget, hasSkill, other, playerAt, playerById, type GState, type ParentFrame, type Player, type Side } from '../state';
import { onPitch, pitchOf } from '../pitch';
import { passBlockReach } from './pass';
import { catchChoice } from './bounce';
import { divingCatchDecision, pushCatch } from './catch';
import { ballHeld, ballLoose, canCatch, carryRisk, comeToRest, passBlockAnswered, type BallRisk } from './common';
import { interceptModifiers, interceptNeeded } from './intercept';

/** Whether the square the ball is thrown in from counts as a square the ball crosses (an interceptor standing on
 * the sideline square). The seed names only the squares the ball crosses; the throw starts over the crowd's heads
 * and the first square it passes is the next one in, so: no. One place for the choice. */
export const THROW_IN_CROSSES_START = false;

export interface ThrowInFrame extends ParentFrame, BallRisk {
  p: 'gridiron.throw-in';
  /** The last square the ball was in on the pitch. */
  x: number;
  y: number;
  /** The edge it left by; when absent, the edge nearest (x, y). */
  edge?: Edge;
  stage?: 'pass-block' | 'declare' | 'resolve' | 'landing' | 'choice' | 'wait';
  dcAsked?: Side[];
  dcSide?: Side;
  /** The squares the ball crosses, in the order it reaches them. */
  crossed?: { x: number; y: number }[];
  land?: { x: number; y: number } | null;
  out?: { x: number; y: number; edge: Edge } | null;
  asked?: Side[];
  asking?: Side;
  pbAsked?: string[];
  attempts?: string[];
  rolling?: string;
}

/** Standing players on the squares the ball crosses, in the order it reaches them. */
function candidates(s: GState, f: ThrowInFrame): Player[] {
  const out: Player[] = [];
  for (const sq of f.crossed!) {
    const p = playerAt(s, sq.x, sq.y);
    if (p && canCatch(p)) out.push(p);
  }
  return out;
}

/** Pass Block on a throw-in (seed 001): a player with the skill may move up to 3 squares onto a square the ball is
 * about to cross, before interceptors are declared; the moving team's players are asked first. */
function passBlockDecision(s: GState, f: ThrowInFrame): Decision | null {
  for (const side of [s.active, other(s.active)]) {
    for (const pb of s.players) {
      if (pb.side !== side || pb.place !== 'pitch' || !hasSkill(pb, 'Pass Block') || isRooted(pb) || !canCatch(pb) || f.pbAsked!.includes(pb.id)) continue;
      f.pbAsked!.push(pb.id);
      if (f.crossed!.some((c) => c.x === pb.x && c.y === pb.y)) continue;
      const squares = passBlockReach(s, pb, (n) => f.crossed!.some((c) => c.x === n.x && c.y === n.y));
      if (squares.length === 0) continue;
      const actions: Action[] = squares.map((q) => ({ type: 'pass-block', player: pb.id, x: q.x, y: q.y }));
      actions.push({ type: 'no-pass-block', player: pb.id });
      return { seat: pb.side, kind: 'pass-block', prompt: `${pb.name}: Pass Block move under the throw-in?`, actions };
    }
  }
  return null;
}

function declare(s: GState, f: ThrowInFrame): Decision | null {
  for (const side of [s.active, other(s.active)]) {
    if (f.asked!.includes(side)) continue;
    const mine = candidates(s, f).filter((p) => p.side === side);
    if (mine.length === 0) continue;
    const actions: Action[] = mine.map((p) => ({ type: 'intercept', player: p.id, label: p.name, hint: `${interceptNeeded(s, p)}+` }));
    actions.push({ type: 'no-intercept' });
    return { seat: side, kind: 'intercept', prompt: `${s.teams[side].name}: intercept the throw-in?`, actions };
  }
  return null;
}

export const throwInProcedure: Procedure<GState, ThrowInFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    if (f.stage === undefined) {
      if (!onPitch(pitchOf(s), f.x, f.y)) {
        // given the crowd square itself: start from the pitch square it borders, over that edge
        const off = { x: f.x, y: f.y };
        f.x = Math.min(pitchOf(s).width - 1, Math.max(0, f.x));
        f.y = Math.min(pitchOf(s).height - 1, Math.max(0, f.y));
        f.edge ??= exitEdge(pitchOf(s).width, pitchOf(s).height, off);
      }
      const edge = f.edge ?? nearestEdge(pitchOf(s).width, pitchOf(s).height, f);
      const d6 = roll(ctx, { rule: 'gridiron.throw-in', dice: 'd6', outcome: (t) => `template ${t <= 2 ? '1-2' : t <= 4 ? '3-4' : '5-6'}` }).total;
      const dist = roll(ctx, { rule: 'gridiron.throw-in-distance', dice: '2d6', outcome: (t) => `${t} squares` }).total;
      const dir = throwInDirection(edge, d6);
      f.crossed = [];
      f.land = null;
      f.out = null;
      let last = { x: f.x, y: f.y };
      if (THROW_IN_CROSSES_START) f.crossed.push({ x: f.x, y: f.y });
      for (let i = 1; i <= dist; i++) {
        const sq = { x: f.x + dir.x * i, y: f.y + dir.y * i };
        if (!onPitch(pitchOf(s), sq.x, sq.y)) {
          f.out = { x: last.x, y: last.y, edge: exitEdge(pitchOf(s).width, pitchOf(s).height, sq) };
          break;
        }
        if (i === dist) {
          f.land = sq;
          break;
        }
        f.crossed.push(sq);
        last = sq;
      }
      ballLoose(s, f.x, f.y);
      emit(ctx, { type: 'throw-in', x: f.x, y: f.y, edge, direction: dir, distance: dist, ...(f.land ? { land: f.land } : { out: f.out }) });
      f.asked = [];
      f.attempts = [];
      f.pbAsked = [];
      f.stage = 'pass-block';
    }
    if (f.stage === 'pass-block') {
      const d = passBlockDecision(s, f);
      if (d) return d;
      f.stage = 'declare';
    }
    if (f.stage === 'declare') {
      const d = declare(s, f);
      if (d) {
        f.asking = d.seat as Side;
        return d;
      }
      f.attempts = candidates(s, f).map((p) => p.id).filter((id) => f.attempts!.includes(id));
      f.stage = 'resolve';
    }
    if (f.stage === 'resolve') {
      if (f.rolling) {
        const p = playerById(s, f.rolling);
        delete f.rolling;
        if (f.last === 'success') {
          ballHeld(s, p);
          // an interception of a throw-in earns no Interception (seed 001): stats untouched
          emit(ctx, { type: 'throw-in-intercepted', who: p.id, x: p.x, y: p.y });
          comeToRest(ctx, f);
          pop(ctx);
          return;
        }
      }
      const next = f.attempts!.shift();
      if (next) {
        const p = playerById(s, next);
        ballLoose(s, p.x, p.y);
        f.rolling = next;
        pushTest(ctx, { rule: 'gridiron.intercept', who: p.id, target: agilityTarget(p.ag), mods: interceptModifiers(s, p), skill: 'Catch' });
        return;
      }
      if (f.out) {
        emit(ctx, { type: 'ball-out', x: f.out.x, y: f.out.y });
        pop(ctx);
        push(ctx, { p: 'gridiron.throw-in', ...f.out, ...carryRisk(f) });
        return;
      }
      f.stage = 'landing';
      f.dcAsked = [];
    }
    if (f.stage === 'landing') {
      const land = f.land!;
      ballLoose(s, land.x, land.y);
      const there = playerAt(s, land.x, land.y);
      if (there && canCatch(there)) {
        f.stage = 'choice';
        return catchChoice(s, there.id, 'throw-in');
      }
      const dc = divingCatchDecision(s, land.x, land.y, f.dcAsked!);
      if (dc) {
        f.dcSide = dc.seat as Side;
        return dc;
      }
      pop(ctx);
      push(ctx, { p: 'gridiron.bounce', ...carryRisk(f) });
      return;
    }
    // 'wait': the catch (and any bounce after it) is over
    pop(ctx);
  },
  act(ctx, f, action) {
    const s = ctx.state;
    if (passBlockAnswered(ctx, action)) return;
    if (f.stage === 'declare') {
      f.asked!.push(f.asking!);
      if (action.type === 'intercept') f.attempts!.push(action.player as string);
      return;
    }
    if (action.type === 'diving-catch') {
      const p = playerById(s, action.player as string);
      emit(ctx, { type: 'diving-catch', who: p.id, x: f.land!.x, y: f.land!.y });
      ballLoose(s, p.x, p.y);
      f.stage = 'wait';
      pushCatch(ctx, p.id, 'other', carryRisk(f));
      return;
    }
    if (action.type === 'no-diving-catch') {
      f.dcAsked!.push(f.dcSide!);
      return;
    }
    const there = playerAt(s, f.land!.x, f.land!.y)!;
    if (action.catch === true) {
      f.stage = 'wait';
      pushCatch(ctx, there.id, 'other', carryRisk(f));
      return;
    }
    emit(ctx, { type: 'catch-declined', who: there.id });
    pop(ctx);
    push(ctx, { p: 'gridiron.bounce', ...carryRisk(f) });
  },
};
