// PASSING AND HANDOFFS, CATCHING A PASS, INTERCEPTING A PASS (seed), with the passing maneuvers (Bomb, Point Blank,
// Eagle Eye, Running Pass, Dump Off, Concentration, Expert Passer) and Diving Intercept.

import { count, worded } from './words';
import { emit, pop } from '../../core/engine';
import { adjacent, directionTo, distance, line } from '../../core/grid/hex';
import type { Action, Decision, Frame, Modifier } from '../../core/types';
import { divers, dropBall, fumble, pushLand, scatter } from './ball';
import { other } from './field';
import { turnover } from './scoring';
import {
  adjacentTeammates, has, name, playerAt, pressure, rerollLeft, seatOf, skillTest, standing, useReroll, type Player, type RCtx,
} from './state';

/** Pass ranges (seed). Columns: style, least range, most range, DL. Bomb and Point Blank add their own bands. */
export const PASS_RANGES: readonly { style: 'pass' | 'bomb' | 'point-blank'; min: number; max: number; dl: number }[] = [
  { style: 'pass', min: 2, max: 6, dl: 10 },
  { style: 'pass', min: 7, max: 10, dl: 14 },
  { style: 'pass', min: 11, max: 14, dl: 18 },
  { style: 'pass', min: 15, max: 18, dl: 22 },
  { style: 'bomb', min: 19, max: 22, dl: 24 },
  { style: 'point-blank', min: 2, max: 3, dl: 6 },
];

export function passRangeDL(style: string, range: number): number | null {
  const band = style === 'bomb' ? 'bomb' : style === 'point-blank' ? 'point-blank' : 'pass';
  for (const r of PASS_RANGES) if (r.style === band && range >= r.min && range <= r.max) return r.dl;
  return null;
}

/** The pass result table (seed). Columns: least margin, result, catch DL, intercept DL, scatter dice. */
export const PASS_RESULTS: readonly { min: number; result: 'perfect' | 'accurate' | 'off-target' | 'scatter' | 'fumble'; catchDL: number; interceptDL: number; scatter?: string }[] = [
  { min: 3, result: 'perfect', catchDL: 8, interceptDL: 22 },
  { min: 0, result: 'accurate', catchDL: 10, interceptDL: 20 },
  { min: -3, result: 'off-target', catchDL: 16, interceptDL: 18 },
  { min: -6, result: 'scatter', catchDL: 16, interceptDL: 16, scatter: '1d4' },
  { min: -Infinity, result: 'fumble', catchDL: 0, interceptDL: 0 },
];

export function passResult(margin: number) {
  for (const r of PASS_RESULTS) if (margin >= r.min) return r;
  return PASS_RESULTS[PASS_RESULTS.length - 1];
}

/** Roll modifiers of the passing maneuvers (seed). */
export const PASS_STYLE_MODS: Record<string, number> = { 'eagle-eye': 2, 'running-pass': -3, dump: -3 };
/** Concentration and Nerves of Steel ignore up to this much of the adjacent-opponent penalty (seed). */
export const IGNORE_PRESSURE = 4;
/** Interception (seed): +2 to the DL per member of the passing team next to the interceptor; a diver +1 per hex. */
export const INTERCEPT_PER_PASSER_MATE = 2;

export interface PassFrame extends Frame {
  p: 'pass';
  from: number;
  to: number;
  style: string;
  blitz: boolean;
  stage?: 'reroll' | 'intercept';
  margin?: number;
}

function passMods(f: PassFrame): Modifier[] {
  const mods: Modifier[] = [];
  const m = PASS_STYLE_MODS[f.style];
  if (m) mods.push({ source: f.style === 'dump' ? 'Dump Off' : f.style, value: m });
  if (f.blitz) mods.push({ source: 'blitz', value: -2 });
  return mods;
}

function passDlMods(ctx: RCtx, passer: Player): Modifier[] {
  const mods = pressure(ctx.state, passer);
  if (!has(passer, 'concentration')) return mods;
  const total = mods.reduce((t, m) => t + m.value, 0);
  const left = Math.max(0, total - IGNORE_PRESSURE);
  return left > 0 ? [{ source: 'adjacent defenders (Concentration ignores 4)', value: left }] : [];
}

function rollPass(ctx: RCtx, f: PassFrame, passer: Player, receiver: Player): void {
  const dl = passRangeDL(f.style, distance(passer, receiver))!;
  f.margin = skillTest(ctx, passer, 'pass', 'runeball.pass', dl, passMods(f), passDlMods(ctx, passer)).margin;
}

/** Defenders who may intercept: any standing one in a hex of the flight path, and divers who can reach an empty one. */
function interceptors(ctx: RCtx, passer: Player, receiver: Player): { p: Player; x: number; y: number; n: number }[] {
  const s = ctx.state;
  const path = line(passer, receiver).slice(1, -1);
  const out: { p: Player; x: number; y: number; n: number }[] = [];
  const seen = new Set<number>();
  for (const h of path) {
    const o = playerAt(s, h);
    if (o && o.team !== passer.team && standing(o)) {
      out.push({ p: o, x: h.x, y: h.y, n: 0 });
      seen.add(o.id);
    }
  }
  for (const h of path) {
    for (const d of divers(ctx, h, 'diving-intercept', other(passer.team))) {
      if (seen.has(d.p.id)) continue;
      out.push({ p: d.p, x: h.x, y: h.y, n: d.n });
    }
  }
  return out;
}

function interceptDecision(ctx: RCtx, f: PassFrame, passer: Player, receiver: Player): Decision | null {
  const list = interceptors(ctx, passer, receiver);
  if (!list.length) return null;
  return {
    seat: seatOf(other(passer.team)),
    kind: 'intercept',
    prompt: `${name(passer)} passes to ${name(receiver)}: intercept?`,
    actions: [
      { type: 'no-intercept' },
      ...list.map((c) => (c.n === 0 ? { type: 'intercept', player: c.p.id } : { type: 'intercept', player: c.p.id, x: c.x, y: c.y, label: `dive ${count(c.n, 'hex', 'hexes')}` })),
    ],
  };
}

/** The ball reaches the receiver (or scatters off-target). */
function arrive(ctx: RCtx, f: PassFrame, passer: Player, receiver: Player): void {
  const s = ctx.state;
  const res = passResult(f.margin!);
  pop(ctx);
  if (res.scatter) {
    const sc = scatter(ctx, receiver, res.scatter, 'runeball.pass.scatter');
    if (sc.out) {
      turnover(ctx, other(passer.team), sc.exit, 'the pass went out of bounds');
      return void fumble(ctx, passer.team, 'the pass went out of bounds');
    }
    // "It may be caught by any player in the resulting hex at a DL 16"; unless the passing team ends up with it, it is
    // a fumble against them ("Even if the ball scattered into a defender's hex, and the defender failed to catch it").
    pushLand(ctx, { x: sc.to.x, y: sc.to.y, dl: res.catchDL, fumble: passer.team, last: passer.team, aside: true, tip: false, dive: true, nerves: false, rule: 'runeball.catch', pass: true });
    return;
  }
  s.ball = { x: receiver.x, y: receiver.y, st: 'air', by: -1, last: passer.team, touch: passer.id };
  pushLand(ctx, {
    x: receiver.x, y: receiver.y, dl: res.catchDL, fumble: passer.team, last: passer.team, aside: false, tip: true, dive: false,
    nerves: res.result === 'perfect' || res.result === 'accurate', rule: 'runeball.catch', pass: true,
  });
}

function afterRoll(ctx: RCtx, f: PassFrame, passer: Player, receiver: Player): Decision | void {
  const s = ctx.state;
  const res = passResult(f.margin!);
  emit(ctx, { type: 'pass', passer: passer.id, receiver: receiver.id, style: f.style, result: res.result });
  if (res.result === 'fumble') {
    pop(ctx);
    dropBall(ctx, passer, `${name(passer)} fumbled the pass`);
    return;
  }
  // The ball is in flight: no one holds it while defenders try for it.
  s.ball = { x: passer.x, y: passer.y, st: 'air', by: -1, last: passer.team, touch: passer.id };
  f.stage = 'intercept';
  const d = interceptDecision(ctx, f, passer, receiver);
  if (d) return d;
  return arrive(ctx, f, passer, receiver);
}

export const pass = {
  run(ctx: RCtx, f: PassFrame): Decision | void {
    const s = ctx.state;
    if (s.stop) return void pop(ctx);
    const passer = s.players[f.from];
    const receiver = s.players[f.to];
    if (f.stage === undefined) {
      if (s.ball.by !== passer.id || !standing(passer)) return void pop(ctx);
      passer.f = directionTo(passer, receiver);
      rollPass(ctx, f, passer, receiver);
      if (f.margin! < 0 && rerollLeft(passer, 'pass')) {
        f.stage = 'reroll';
      } else return afterRoll(ctx, f, passer, receiver);
    }
    if (f.stage === 'reroll') return { seat: seatOf(passer.team), kind: 'reroll', prompt: `${name(passer)}: use Expert Passer to reroll?`, actions: [worded({ type: 'reroll' }), worded({ type: 'accept' })] };
    const d = interceptDecision(ctx, f, passer, receiver);
    if (d) return d;
    return arrive(ctx, f, passer, receiver);
  },

  act(ctx: RCtx, f: PassFrame, a: Action): void {
    const s = ctx.state;
    const passer = s.players[f.from];
    const receiver = s.players[f.to];
    if (a.type === 'reroll' || a.type === 'accept') {
      if (a.type === 'reroll') {
        useReroll(passer, 'pass');
        rollPass(ctx, f, passer, receiver);
      }
      afterRoll(ctx, f, passer, receiver);
      return;
    }
    if (a.type === 'no-intercept') return arrive(ctx, f, passer, receiver);
    if (a.type === 'intercept') {
      const o = s.players[a.player as number];
      let plus = 0;
      if (a.x !== undefined) {
        plus = distance(o, { x: a.x as number, y: a.y as number });
        o.x = a.x as number;
        o.y = a.y as number;
        o.dive = true;
        o.def = -2;
        emit(ctx, { type: 'dive', player: o.id, to: { x: o.x, y: o.y }, hexes: plus });
      }
      const res = passResult(f.margin!);
      const dlMods: Modifier[] = adjacentTeammates(s, passer.team, o).map((m) => ({ source: `passer's team-mate #${m.num} adjacent`, value: INTERCEPT_PER_PASSER_MATE }));
      if (plus) dlMods.push({ source: 'diving', value: plus });
      const r = skillTest(ctx, o, 'catch', 'runeball.intercept', res.interceptDL, [], dlMods);
      if (r.margin >= 0) {
        pop(ctx);
        // "A successful interception attempt is a turnover; the defender gets a free activation and a point."
        emit(ctx, { type: 'interception', player: o.id });
        // The passer last touched the ball: the turnover hands it to the interceptor.
        turnover(ctx, o.team, o, `${name(o)} intercepted`, o);
        // An intercepted pass has failed too: a fumble against the passing team, which is the interceptors' free
        // activation.
        fumble(ctx, passer.team, `${name(o)} intercepted the pass`);
        return;
      }
      // "A failed interception means the ball continues to the intended receiver, with no other ill-effects to the
      // defending team": the interceptor does not become the last to have touched it.
      return arrive(ctx, f, passer, receiver);
    }
  },
};

/** A handoff (seed): a perfect pass to an adjacent team-mate that is never intercepted; a failed catch is a fumble. */
export const HANDOFF_CATCH_DL = passResult(3).catchDL;

export const handoff = {
  run(ctx: RCtx, f: Frame & { giver: number; receiver: number }): void {
    const s = ctx.state;
    pop(ctx);
    if (s.stop) return;
    const g = s.players[f.giver];
    const r = s.players[f.receiver];
    if (s.ball.by !== g.id || !standing(r) || !adjacent(g, r)) return;
    emit(ctx, { type: 'handoff', giver: g.id, receiver: r.id });
    s.ball = { x: r.x, y: r.y, st: 'air', by: -1, last: g.team, touch: g.id };
    pushLand(ctx, { x: r.x, y: r.y, dl: HANDOFF_CATCH_DL, fumble: g.team, last: g.team, aside: false, tip: false, dive: false, nerves: true, rule: 'runeball.handoff', pass: true });
  },
};
