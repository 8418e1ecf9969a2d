// Throwing the football (seed 001). Once per team turn, after a normal move, the player throws to any square in
// range: a team-mate, an opponent, an empty square, even the crowd [JJ]. Pass Block players move first, then one
// opponent under the ruler may be declared to intercept (before the pass roll). The pass roll is an AG roll with the
// range modifier and -1 per opposing tackle zone; a natural 1 is a fumble (the ball bounces once from the thrower's
// square, turnover), a miss scatters three times and is caught only in the final square, and an accurate pass lands
// in the target square. The turnover waits until the ball comes to rest; an interception is one at once.

import { emit, pop, push, type Ctx, type Procedure } from '../../../core/engine';
import { solidAt } from '../../../core/board';
import { adjacent, type Sq } from '../../../core/grid/square';
import { passRange, underRuler, type PassRange } from './range-ruler';
import { exitEdge } from './throw-in-template';
import type { Action, Decision, Modifier } from '../../../core/types';
import { pushTest } from '../reroll';
import { isRooted } from '../takeroot';
import { agilityTarget, hasSkill, other, playerAt, playerById, tackleZones, type GState, type ParentFrame, type Player, type Side } from '../state';
import { onPitch, pitchOf } from '../pitch';
import { divingCatchDecision, pushCatch } from './catch';
import { scatterOnce } from './bounce';
import {
  ballHeld, ballLoose, canCatch, comeToRest, disturbingPresence, passBlockAnswered, report, rollNeeded, skillMod,
  tackleZoneMods, turnover, wentOff, type BallRisk,
} from './common';
import { interceptModifiers, interceptNeeded } from './intercept';

/** Passing modifiers by range (seed 001). Columns: range, name on the ruler, modifier. */
export const RANGE_MODIFIERS: readonly (readonly [PassRange, string, number])[] = [
  ['quick', 'Quick Pass', +1],
  ['short', 'Short Pass', 0],
  ['long', 'Long Pass', -1],
  ['bomb', 'Long Bomb', -2],
];

/** Blizzard (facts.md §2.8): only Quick and Short passes may be thrown. */
export const BLIZZARD_RANGES: readonly PassRange[] = ['quick', 'short'];

export function rangeName(r: PassRange): string {
  return RANGE_MODIFIERS.find((m) => m[0] === r)![1];
}

export function passModifiers(s: GState, thrower: Player, range: PassRange): Modifier[] {
  const row = RANGE_MODIFIERS.find((m) => m[0] === range)!;
  const mods: Modifier[] = row[2] !== 0 ? [{ source: row[1], value: row[2] }] : [];
  tackleZoneMods(s, thrower, mods);
  if (s.weather === 'very-sunny') mods.push({ source: 'Very Sunny', value: -1 });
  skillMod(thrower, 'Accurate', 1, mods);
  if (range !== 'quick') skillMod(thrower, 'Strong Arm', 1, mods);
  skillMod(thrower, 'Stunty', -1, mods);
  disturbingPresence(s, thrower, mods);
  return mods;
}

export interface ThrowTarget {
  x: number;
  y: number;
  range: PassRange;
  /** The D6 score the pass needs after modifiers (2..6: a 1 always fails, a 6 always succeeds). */
  need: number;
  /** A square in the crowd just off the pitch (throwing into the crowd on purpose). */
  crowd: boolean;
}

/** Every square the thrower may throw to now (seed 001: a team-mate, an opponent, an empty square, even the crowd
 * [JJ]): each square of the pitch, or of the ring of crowd just off it, that the range ruler reaches from his square
 * (never his own); in a Blizzard only Quick and Short. With its band and the score the pass roll needs there, which
 * only the band changes. */
export function throwTargets(s: GState, throwerId: string, only?: readonly PassRange[]): ThrowTarget[] {
  const t = playerById(s, throwerId);
  const allowed = only ?? (s.weather === 'blizzard' ? BLIZZARD_RANGES : RANGE_MODIFIERS.map((m) => m[0]));
  const needs = new Map(allowed.map((range) => [range, rollNeeded(agilityTarget(t.ag), passModifiers(s, t, range))]));
  const out: ThrowTarget[] = [];
  const pitch = pitchOf(s);
  const board = pitch.board;
  for (let y = -1; y <= board.height; y++) {
    for (let x = -1; x <= board.width; x++) {
      // Rock is no target (a board with walls; an open pitch has none).
      if (!board.open && solidAt(board, x, y)) continue;
      const range = passRange(t, { x, y });
      const need = range && needs.get(range);
      if (need) out.push({ x, y, range, need, crowd: !onPitch(pitch, x, y) });
    }
  }
  return out;
}

/** A throw off the pitch has no square to click: its button names the pitch square the crowd stands beside. */
export function crowdThrowLabel(width: number, height: number, x: number, y: number): string {
  const cx = Math.min(Math.max(x, 0), width - 1);
  const cy = Math.min(Math.max(y, 0), height - 1);
  return `Throw into the crowd beside (${cx}, ${cy})`;
}

/** The `throw` actions for the action list, each with its hint ("Short Pass 4+", "Into the crowd: Quick Pass 2+"). */
export function throwActions(s: GState, throwerId: string, only?: readonly PassRange[]): Action[] {
  const out: Action[] = throwTargets(s, throwerId, only).map((t) => ({
    type: 'throw',
    x: t.x,
    y: t.y,
    hint: `${t.crowd ? 'Into the crowd: ' : ''}${rangeName(t.range)} ${t.need}+`,
    ...(t.crowd ? { label: crowdThrowLabel(pitchOf(s).width, pitchOf(s).height, t.x, t.y) } : {}),
  }));
  if (!only) hailMaryActions(s, playerById(s, throwerId), out);
  return out;
}

/** Hail Mary Pass (LRB6): "The player may throw the ball to any square on the playing pitch, no matter what the
 * range: the range ruler is not used. Roll a D6. On a roll of 1 the player fumbles the throw ... On a roll of 2-6 the
 * player may make the pass. The Hail Mary pass may not be intercepted, but it is never accurate – the ball
 * automatically misses and scatters three squares. ... This skill may not be used in a blizzard". Offered for the
 * squares the range ruler does not reach (within it, the ordinary pass is the better throw). */
function hailMaryActions(s: GState, t: Player, out: Action[]): void {
  if (!hasSkill(t, 'Hail Mary Pass') || s.weather === 'blizzard') return;
  const pitch = pitchOf(s);
  for (let y = 0; y < pitch.height; y++) {
    for (let x = 0; x < pitch.width; x++) {
      if (!passRange(t, { x, y }) && !(x === t.x && y === t.y)) out.push({ type: 'throw', x, y, hailMary: true, hint: 'Hail Mary 2+' });
    }
  }
}

/** Opponents who may be declared to intercept: standing, able to catch, between thrower and target with the ruler
 * over part of their base (seed 001). */
export function interceptors(s: GState, thrower: Player, target: Sq): Player[] {
  return s.players.filter((p) => p.side !== thrower.side && p.place === 'pitch' && canCatch(p) && underRuler(thrower, target, p));
}

/** Where a Pass Block player may move (LRB6): up to 3 squares through empty squares, to an empty square from which
 * he could intercept, or next to the thrower, or next to the target. He takes no dodge on this free move: a step
 * out of an opposing tackle zone is not offered (docs/gridiron-ball.md). */
export function passBlockSquares(s: GState, pb: Player, thrower: Player, target: Sq): Sq[] {
  return passBlockReach(s, pb, (n) => underRuler(thrower, target, n) || adjacent(n, thrower) || adjacent(n, target));
}

/** The empty squares a Pass Block player can reach in up to 3 steps without leaving an opposing tackle zone, where
 * `goal` holds. */
export function passBlockReach(s: GState, pb: Player, goal: (sq: Sq) => boolean): Sq[] {
  const seen = new Set<number>([pb.y * 32 + pb.x]);
  let frontier: Sq[] = [{ x: pb.x, y: pb.y }];
  const out: Sq[] = [];
  for (let step = 0; step < 3; step++) {
    const next: Sq[] = [];
    for (const sq of frontier) {
      if (tackleZones(s, pb.side, sq.x, sq.y) > 0) continue;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const n = { x: sq.x + dx, y: sq.y + dy };
          const key = n.y * 32 + n.x;
          if ((dx === 0 && dy === 0) || !onPitch(pitchOf(s), n.x, n.y) || seen.has(key) || playerAt(s, n.x, n.y)) continue;
          seen.add(key);
          next.push(n);
          if (goal(n)) out.push(n);
        }
      }
    }
    frontier = next;
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

export interface PassFrame extends ParentFrame {
  p: 'gridiron.pass';
  thrower: string;
  x: number;
  y: number;
  /** A Dump-Off pass thrown in the opponent's turn: Quick only, no Pass action used, nobody's turn ends. */
  dumpOff?: boolean;
  /** A Hail Mary Pass: any square, a plain D6 (only a 1 fumbles), never intercepted, never accurate. */
  hailMary?: boolean;
  stage?: 'pass-block' | 'declare' | 'intercept' | 'safe-throw' | 'throw' | 'land' | 'settle' | 'wait';
  accurate?: boolean;
  dcAsked?: Side[];
  dcSide?: Side;
  range?: PassRange;
  asked?: string[];
  pb?: string;
  interceptor?: string;
  rolled?: boolean;
}

function risk(s: GState, f: PassFrame): BallRisk {
  if (f.dumpOff) return { safe: true };
  return playerById(s, f.thrower).side === s.active ? { risk: true } : {};
}

function intercepted(ctx: Ctx<GState>, f: PassFrame): void {
  const s = ctx.state;
  const p = playerById(s, f.interceptor!);
  ballHeld(s, p);
  p.stats.int++;
  emit(ctx, { type: 'interception', who: p.id, thrower: f.thrower, x: p.x, y: p.y });
  // Seed 001: "A successful interception counts as a turnover, and the moving team's turn ends immediately."
  if (!f.dumpOff && playerById(s, f.thrower).side === s.active) turnover(ctx, `${p.name} intercepted the pass`);
  comeToRest(ctx, {});
  pop(ctx);
  report(ctx, 'intercepted');
}

function passBlockDecision(s: GState, f: PassFrame): Decision | null {
  const t = playerById(s, f.thrower);
  for (const pb of s.players) {
    if (pb.side === t.side || pb.place !== 'pitch' || !hasSkill(pb, 'Pass Block') || isRooted(pb) || !canCatch(pb) || f.asked!.includes(pb.id)) continue;
    f.asked!.push(pb.id);
    const squares = passBlockSquares(s, pb, t, f);
    if (squares.length === 0) continue;
    f.pb = pb.id;
    const actions: Action[] = squares.map((q) => ({ type: 'pass-block', player: pb.id, x: q.x, y: q.y }));
    actions.push({ type: 'no-pass-block', player: pb.id });
    return { seat: pb.side, kind: 'pass-block', prompt: `${pb.name}: Pass Block move?`, actions };
  }
  return null;
}

export const passProcedure: Procedure<GState, PassFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    const t = playerById(s, f.thrower);
    if (f.stage === undefined) {
      if (s.ball.state !== 'held' || s.ball.carrier !== t.id) throw new Error(`gridiron.pass: ${t.id} is not holding the ball`);
      if (!f.dumpOff) s.teams[t.side].passUsed = true;
      if (f.hailMary) {
        if (!onPitch(pitchOf(s), f.x, f.y)) throw new Error(`gridiron.pass: a Hail Mary Pass goes to a square on the pitch, not (${f.x}, ${f.y})`);
        emit(ctx, { type: 'pass', thrower: t.id, x: f.x, y: f.y, hailMary: true });
        // no ruler: nobody moves under it with Pass Block, and nobody intercepts
        f.stage = 'land';
        pushTest(ctx, { rule: 'gridiron.hail-mary', who: t.id, target: 2, mods: [], skill: 'Pass' });
        return;
      }
      const range = passRange(t, f);
      if (!range) throw new Error(`gridiron.pass: (${f.x}, ${f.y}) is out of range for ${t.id}`);
      f.range = range;
      emit(ctx, { type: 'pass', thrower: t.id, x: f.x, y: f.y, range, ...(f.dumpOff ? { dumpOff: true } : {}) });
      f.asked = [];
      f.stage = 'pass-block';
    }
    if (f.stage === 'pass-block') {
      const d = passBlockDecision(s, f);
      if (d) return d;
      f.stage = 'declare';
    }
    if (f.stage === 'declare') {
      const can = interceptors(s, t, f);
      if (can.length > 0) {
        const actions: Action[] = can.map((p) => ({ type: 'intercept', player: p.id, label: p.name, hint: `${interceptNeeded(s, p)}+` }));
        actions.push({ type: 'no-intercept' });
        return { seat: other(t.side), kind: 'intercept', prompt: `${s.teams[other(t.side)].name}: declare an interceptor?`, actions };
      }
      f.stage = 'throw';
    }
    if (f.stage === 'intercept') {
      const p = playerById(s, f.interceptor!);
      if (!f.rolled) {
        f.rolled = true;
        pushTest(ctx, { rule: 'gridiron.intercept', who: p.id, target: agilityTarget(p.ag), mods: interceptModifiers(s, p), skill: 'Catch' });
        return;
      }
      f.rolled = false;
      if (f.last !== 'success') {
        f.stage = 'throw';
      } else if (hasSkill(t, 'Safe Throw')) {
        f.stage = 'safe-throw';
        pushTest(ctx, { rule: 'gridiron.safe-throw', who: t.id, target: agilityTarget(t.ag), mods: [] });
        return;
      } else {
        return intercepted(ctx, f);
      }
    }
    if (f.stage === 'safe-throw') {
      if (f.last !== 'success') return intercepted(ctx, f);
      emit(ctx, { type: 'interception-cancelled', who: f.interceptor, by: t.id, skill: 'Safe Throw' });
      f.stage = 'throw';
    }
    if (f.stage === 'throw') {
      f.stage = 'land';
      pushTest(ctx, { rule: 'gridiron.pass', who: t.id, target: agilityTarget(t.ag), mods: passModifiers(s, t, f.range!), skill: 'Pass' });
      return;
    }
    if (f.stage === 'land') return land(ctx, f, t);
    if (f.stage === 'settle') return settle(ctx, f);
    // 'wait': the catch is over (a dropped ball has bounced to rest already)
    if (f.last === 'caught') {
      const c = s.ball.carrier ? playerById(s, s.ball.carrier) : null;
      // a completion: the pass caught straight from the throw by a team-mate (docs/gridiron-ball.md)
      if (c && c.side === t.side && c.id !== t.id) {
        t.stats.comp++;
        emit(ctx, { type: 'completion', thrower: t.id, receiver: c.id });
      }
    }
    pop(ctx);
    report(ctx, f.last ?? 'dropped');
  },
  act(ctx, f, action) {
    const s = ctx.state;
    if (passBlockAnswered(ctx, action)) return;
    if (action.type === 'diving-catch') {
      // caught as if it had landed in his square, but not aimed at him: no accurate-pass bonus (docs/gridiron-ball.md)
      const p = playerById(s, action.player as string);
      emit(ctx, { type: 'diving-catch', who: p.id, x: s.ball.x, y: s.ball.y });
      ballLoose(s, p.x, p.y);
      f.stage = 'wait';
      pushCatch(ctx, p.id, 'other', risk(s, f));
      return;
    }
    if (action.type === 'no-diving-catch') {
      f.dcAsked!.push(f.dcSide!);
      return;
    }
    if (action.type === 'intercept') {
      f.interceptor = action.player as string;
      emit(ctx, { type: 'interceptor-declared', who: f.interceptor });
      f.stage = 'intercept';
      return;
    }
    // no-intercept
    f.stage = 'throw';
  },
};

function land(ctx: Ctx<GState>, f: PassFrame, t: Player): Decision | void {
  const s = ctx.state;
  const r = risk(s, f);
  if (f.last !== 'success' && f.lastDie === 1) {
    // Seed 001: a natural 1 is a fumble; the ball bounces once from the thrower's square; turnover.
    emit(ctx, { type: 'fumble', who: t.id, x: t.x, y: t.y });
    ballLoose(s, t.x, t.y);
    pop(ctx);
    report(ctx, 'fumbled');
    if (!f.dumpOff && t.side === s.active) turnover(ctx, `${t.name} fumbled the pass`);
    push(ctx, { p: 'gridiron.bounce', ...(f.dumpOff ? { safe: true } : {}) });
    return;
  }
  // a Hail Mary that is not fumbled "automatically misses and scatters three squares"
  const accurate = f.last === 'success' && !f.hailMary;
  if (!onPitch(pitchOf(s), f.x, f.y)) {
    // thrown into the crowd on purpose [JJ]: it is thrown straight back in from the edge square below the target
    const edgeSq = { x: Math.min(pitchOf(s).width - 1, Math.max(0, f.x)), y: Math.min(pitchOf(s).height - 1, Math.max(0, f.y)) };
    emit(ctx, { type: 'ball-out', x: edgeSq.x, y: edgeSq.y, crowd: true });
    ballLoose(s, edgeSq.x, edgeSq.y);
    pop(ctx);
    report(ctx, 'crowd');
    push(ctx, { p: 'gridiron.throw-in', x: edgeSq.x, y: edgeSq.y, edge: exitEdge(pitchOf(s).width, pitchOf(s).height, f), ...r });
    return;
  }
  ballLoose(s, f.x, f.y);
  emit(ctx, { type: accurate ? 'pass-accurate' : 'pass-inaccurate', x: f.x, y: f.y });
  if (!accurate) {
    // three separate scatters; only the final square counts, and the ball is out as soon as it leaves the pitch
    for (let i = 0; i < 3; i++) {
      const step = scatterOnce(ctx, s, 'gridiron.scatter');
      if (step.off) {
        emit(ctx, { type: 'ball-out', x: step.fromX, y: step.fromY });
        pop(ctx);
        report(ctx, 'out');
        push(ctx, { p: 'gridiron.throw-in', ...wentOff(s, { x: step.fromX, y: step.fromY }, step), ...r });
        return;
      }
      ballLoose(s, step.x, step.y);
      emit(ctx, { type: 'ball-scatters', x: step.x, y: step.y });
    }
  }
  f.accurate = accurate;
  f.dcAsked = [];
  f.stage = 'settle';
  return settle(ctx, f);
}

/** The ball is over its final square: the player there must try to catch it, a Diving Catch player beside an empty
 * square may, and otherwise it bounces. */
function settle(ctx: Ctx<GState>, f: PassFrame): Decision | void {
  const s = ctx.state;
  const r = risk(s, f);
  const there = playerAt(s, s.ball.x, s.ball.y);
  if (there && canCatch(there)) {
    // "If the football lands in a square occupied by a standing player, then the player must attempt to catch"
    f.stage = 'wait';
    pushCatch(ctx, there.id, f.accurate ? 'accurate' : 'other', r);
    return;
  }
  const dc = divingCatchDecision(s, s.ball.x, s.ball.y, f.dcAsked!);
  if (dc) {
    f.dcSide = dc.seat as Side;
    return dc;
  }
  pop(ctx);
  report(ctx, 'landed');
  push(ctx, { p: 'gridiron.bounce', ...r });
}

/** Dump-Off (LRB6): when an opponent declares a block on this ball carrier, he may first throw a Quick pass. */
export interface DumpOffFrame extends ParentFrame {
  p: 'gridiron.dump-off';
  thrower: string;
}

export const dumpOffProcedure: Procedure<GState, DumpOffFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    const t = playerById(s, f.thrower);
    if (s.ball.carrier !== t.id || !hasSkill(t, 'Dump-Off')) {
      pop(ctx);
      report(ctx, 'no-dump-off');
      return;
    }
    const actions = throwActions(s, t.id, ['quick']);
    actions.push({ type: 'no-dump-off' });
    return { seat: t.side, kind: 'dump-off', prompt: `${t.name}: Dump-Off before the block?`, actions };
  },
  act(ctx, f, action) {
    pop(ctx);
    if (action.type === 'no-dump-off') {
      report(ctx, 'no-dump-off');
      return;
    }
    push(ctx, { p: 'gridiron.pass', thrower: f.thrower, x: action.x as number, y: action.y as number, dumpOff: true } satisfies PassFrame);
  },
};
