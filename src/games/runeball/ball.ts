// The ball (seed: BOUNCING BALLS, RECOVERING A BOUNCING BALL, FUMBLES AND TURNOVERS): scatter, bounce, recovery,
// fumbles, and where a ball coming down is caught, dodged or hits the ground ('land').

import { count, worded } from './words';
import { roll } from '../../core/dice';
import { emit, pop, push } from '../../core/engine';
import { distance as hexDistance, inBounds, line, neighbour, ring, step, type Dir, type Hex } from '../../core/grid/hex';
import type { Action, Decision, Frame } from '../../core/types';
import { FIELD, onField, other, type Team } from './field';
import { checkTouchdown, turnover } from './scoring';
import {
  adjacentOpponents, emptyNeighbours, has, playerAt, rerollLeft, seatOf, skillTest, standing, useReroll, name,
  type Player, type RCtx,
} from './state';

/** Recovery DLs (seed): a bouncing ball 12, a ball at rest 8; +2 per opposing player adjacent to the ball. */
export const RECOVERY = { bouncing: 12, rest: 8, perOpponent: 2 } as const;
/** The continue die: 4-6 keeps bouncing, 1-3 stops (seed). */
export const BOUNCE_CONTINUES = 4;

export function giveBall(ctx: RCtx, p: Player): void {
  ctx.state.ball = { x: p.x, y: p.y, st: 'held', by: p.id, last: p.team, touch: p.id };
}

/** A player touches the ball, or tries to catch or recover it: he and his team are the ones a turnover charges. */
export function touched(ctx: RCtx, p: Player): void {
  ctx.state.ball.last = p.team;
  ctx.state.ball.touch = p.id;
}

/** The ball lies loose in a hex; who last touched it is unchanged. */
export function looseBall(ctx: RCtx, h: Hex, st: 'bouncing' | 'rest', last: Team): void {
  ctx.state.ball = { x: h.x, y: h.y, st, by: -1, last, touch: ctx.state.ball.touch };
}

/** The last on-field hex of a straight path, where a ball left the field. */
function exitHex(from: Hex, to: Hex): Hex {
  let last = from;
  for (const h of line(from, to)) {
    if (!onField(h)) break;
    last = h;
  }
  return last;
}

export interface Scatter {
  to: Hex;
  dir: Dir;
  dist: number;
  out: boolean;
  exit: Hex;
}

/** Scatter: a d6 for the direction (hex directions 1-6), then the distance dice; `dist` may be a fixed number. */
export function scatter(ctx: RCtx, from: Hex, dist: string | number, rule: string, extra = 0): Scatter {
  const d = roll(ctx, { rule: `${rule}.direction`, dice: 'd6' }).total as Dir;
  let n = typeof dist === 'number' ? dist : roll(ctx, { rule: `${rule}.distance`, dice: dist }).total;
  n = Math.max(0, n + extra);
  const to = step(from, d, n);
  const out = !onField(to);
  const ex = out ? exitHex(from, to) : to;
  emit(ctx, { type: 'scatter', from: { x: from.x, y: from.y }, to, dir: d, dist: n, out });
  return { to, dir: d, dist: n, out, exit: ex };
}

/** A fumble (seed): the fumbler's team loses the acting player's turn if it is theirs, and the other team may
 * activate one player at once. */
export function fumble(ctx: RCtx, team: Team, why: string): void {
  const s = ctx.state;
  s.free = other(team);
  if (s.active >= 0 && s.players[s.active].team === team) s.endTurn = true;
  emit(ctx, { type: 'fumble', team, why });
}

/** The carrier drops the ball: it scatters one hex and starts to bounce (seed: KNOCKDOWNS, Strip Ball). */
export function dropBall(ctx: RCtx, p: Player, why: string): void {
  const s = ctx.state;
  if (s.ball.by !== p.id) return;
  const sc = scatter(ctx, p, 1, 'runeball.fumble');
  if (sc.out) {
    s.ball.by = -1;
    turnover(ctx, other(p.team), sc.exit, 'the fumbled ball went out of bounds');
  } else {
    looseBall(ctx, sc.to, 'bouncing', p.team);
  }
  fumble(ctx, p.team, why);
}

/** A bouncing ball moves one hex as each character begins a turn (seed): a d6 for the direction, a d6 to go on. */
export function bounce(ctx: RCtx): void {
  const s = ctx.state;
  if (s.ball.st !== 'bouncing') return;
  const d = roll(ctx, { rule: 'runeball.bounce.direction', dice: 'd6' }).total as Dir;
  const go = roll(ctx, { rule: 'runeball.bounce.continue', dice: 'd6', outcome: (t) => (t >= BOUNCE_CONTINUES ? 'keeps bouncing' : 'stops') }).total;
  const from = { x: s.ball.x, y: s.ball.y };
  const to = neighbour(from, d);
  emit(ctx, { type: 'bounce', from, to, dir: d });
  if (!onField(to)) {
    turnover(ctx, other(s.ball.last), from, 'the ball bounced out of bounds');
    return;
  }
  looseBall(ctx, to, go >= BOUNCE_CONTINUES ? 'bouncing' : 'rest', s.ball.last);
}

/** Picking up a loose ball in one's own hex (seed: DL 12 bouncing, 8 at rest, +2 per adjacent opponent). A failure is
 * a fumble and the ball starts bouncing. Returns whether it was picked up. */
export function recover(ctx: RCtx, p: Player, mods: { source: string; value: number }[] = []): boolean {
  const s = ctx.state;
  const dl = s.ball.st === 'bouncing' ? RECOVERY.bouncing : RECOVERY.rest;
  const dlMods = adjacentOpponents(s, p.team, s.ball).map((o) => ({ source: `opponent #${o.num} next to the ball`, value: RECOVERY.perOpponent }));
  let r = skillTest(ctx, p, 'catch', 'runeball.recover', dl, mods, dlMods);
  if (r.margin < 0 && rerollLeft(p, 'catch')) {
    // Expert Receiver's once-a-game reroll is spent at once on a failed recovery: no one would keep the failure.
    useReroll(p, 'catch');
    r = skillTest(ctx, p, 'catch', 'runeball.recover', dl, mods, dlMods);
  }
  touched(ctx, p);
  if (r.margin >= 0) {
    giveBall(ctx, p);
    emit(ctx, { type: 'pickup', player: p.id });
    checkTouchdown(ctx, p);
    return true;
  }
  s.ball.st = 'bouncing';
  fumble(ctx, p.team, `${name(p)} failed to recover the ball`);
  return false;
}

/** A ball coming down on a hex: the player under it may catch it or step aside; otherwise divers may try; otherwise it
 * hits the ground and bounces.
 *
 * Frame fields: x, y: the hex; dl: catch DL; fumble: the team charged with a fumble when it is not caught (-1: none);
 * last: the team that last touched it; aside: the player under it may step aside; tip: the receiver may tip it;
 * dive: divers may go for it (a scattered ball); nerves: Nerves of Steel applies; rule: names the catch roll;
 * pass: the ball is a pass or a handoff (or came from one, scattered or tipped): every adjacent defender adds 2 to its
 * catch DL (seed: CATCHING A PASS), and a catch by the other team is a fumble against the passing team too ("If a
 * pass fails for any reason, it is a fumble against the passing team"). A kicked ball is no pass: the kick-off's
 * "catch skill test vs. DL 8" has no addition for defenders, and other kicked balls are caught like it. */
export interface LandFrame extends Frame {
  p: 'land';
  x: number;
  y: number;
  dl: number;
  fumble: number;
  last: Team;
  aside: boolean;
  tip: boolean;
  dive: boolean;
  nerves: boolean;
  rule: string;
  pass: boolean;
  stage?: 'ask' | 'reroll' | 'dive' | 'dive2';
  catcher?: number;
  plus?: number;
  margin?: number;
}

export function pushLand(ctx: RCtx, f: Omit<LandFrame, 'p'>): void {
  push(ctx, { p: 'land', ...f });
}

function catchMods(ctx: RCtx, f: LandFrame, p: Player): { dlMods: { source: string; value: number }[] } {
  const s = ctx.state;
  let press = f.pass ? adjacentOpponents(s, p.team, p).length * CATCH_PER_DEFENDER : 0;
  const dlMods: { source: string; value: number }[] = [];
  if (press > 0 && f.nerves && has(p, 'nerves-of-steel')) {
    const ignored = Math.min(4, press);
    press -= ignored;
    if (press > 0) dlMods.push({ source: 'adjacent defenders (Nerves of Steel ignores 4)', value: press });
  } else if (press > 0) dlMods.push({ source: 'adjacent defenders', value: press });
  if (f.plus) dlMods.push({ source: 'diving', value: f.plus });
  return { dlMods };
}

/** Divers: players with the maneuver who can reach the hex in a straight line of up to 3 hexes over empty hexes. */
export function divers(ctx: RCtx, target: Hex, m: 'diving-catch' | 'diving-intercept', team?: Team): { p: Player; n: number }[] {
  const s = ctx.state;
  if (playerAt(s, target)) return [];
  const out: { p: Player; n: number }[] = [];
  for (const p of s.players) {
    if (!standing(p) || !has(p, m) || (team !== undefined && p.team !== team)) continue;
    for (let d = 1 as Dir; d <= 6; d = (d + 1) as Dir) {
      let ok = false;
      for (let n = 1; n <= 3; n++) {
        const h = step(p, d, n);
        if (!inBounds(FIELD.width, FIELD.height, h)) break;
        if (h.x === target.x && h.y === target.y) {
          out.push({ p, n });
          ok = true;
          break;
        }
        if (playerAt(s, h)) break;
      }
      if (ok) break;
    }
  }
  return out;
}

function landDecision(ctx: RCtx, f: LandFrame, p: Player): Decision {
  const actions: Action[] = [{ type: 'catch', label: `catch (DL ${f.dl})` }];
  if (f.tip && has(p, 'tip')) {
    for (let r = 1; r <= 3; r++) {
      for (const h of ring(p, r, FIELD.width, FIELD.height)) actions.push({ type: 'tip', x: h.x, y: h.y });
    }
  }
  if (f.aside) for (const h of emptyNeighbours(ctx.state, p)) actions.push({ type: 'aside', x: h.x, y: h.y, label: 'step aside' });
  return { seat: seatOf(p.team), kind: 'catch', prompt: `${name(p)}: the ball comes down on you`, actions };
}

function diveDecision(ctx: RCtx, f: LandFrame, team: Team): Decision | null {
  const list = divers(ctx, f, 'diving-catch', team);
  if (list.length === 0) return null;
  return {
    seat: seatOf(team),
    kind: 'dive',
    prompt: 'Diving Catch: dive for the loose ball?',
    actions: [worded({ type: 'no-dive' }), ...list.map(({ p, n }) => ({ type: 'dive', player: p.id, label: `${name(p)} dives ${count(n, 'hex', 'hexes')}` }))],
  };
}

function hitsGround(ctx: RCtx, f: LandFrame): void {
  looseBall(ctx, f, 'bouncing', f.last);
  emit(ctx, { type: 'ball-lands', at: { x: f.x, y: f.y } });
  if (f.fumble >= 0) fumble(ctx, f.fumble as Team, 'the ball hit the ground');
}

function resolveCatch(ctx: RCtx, f: LandFrame, p: Player, reroll: boolean): Decision | void {
  const s = ctx.state;
  const { dlMods } = catchMods(ctx, f, p);
  const r = skillTest(ctx, p, 'catch', f.rule, f.dl, [], dlMods);
  touched(ctx, p);
  if (r.margin < 0 && !reroll && rerollLeft(p, 'catch')) {
    f.stage = 'reroll';
    f.catcher = p.id;
    return { seat: seatOf(p.team), kind: 'reroll', prompt: `${name(p)} missed the catch: use Expert Receiver?`, actions: [worded({ type: 'reroll' }), worded({ type: 'accept' })] };
  }
  pop(ctx);
  if (r.margin >= 0) {
    giveBall(ctx, p);
    emit(ctx, { type: 'catch', player: p.id });
    // A pass has failed unless its own team holds the ball, even when a defender catches it.
    if (f.pass && p.team !== f.fumble) fumble(ctx, f.fumble as Team, `${name(p)} caught the failed pass`);
    checkTouchdown(ctx, p);
  } else {
    looseBall(ctx, p, 'bouncing', p.team);
    emit(ctx, { type: 'dropped', player: p.id });
    fumble(ctx, f.fumble >= 0 ? (f.fumble as Team) : p.team, `${name(p)} failed the catch`);
  }
}

export const land = {
  run(ctx: RCtx, f: LandFrame): Decision | void {
    const s = ctx.state;
    if (s.stop) return void pop(ctx);
    if (f.stage === undefined) {
      const p = playerAt(s, f);
      if (p && standing(p)) {
        f.stage = 'ask';
        f.catcher = p.id;
        const d = landDecision(ctx, f, p);
        // Nothing to choose (a handoff, a pass with no Tip): the catch is rolled at once.
        if (d.actions.length === 1) return resolveCatch(ctx, f, p, false);
        return d;
      }
      f.stage = 'dive';
    }
    if (f.stage === 'ask') return landDecision(ctx, f, s.players[f.catcher!]);
    if (f.stage === 'reroll') return { seat: seatOf(s.players[f.catcher!].team), kind: 'reroll', prompt: 'use Expert Receiver?', actions: [worded({ type: 'reroll' }), worded({ type: 'accept' })] };
    if (f.stage === 'dive' || f.stage === 'dive2') {
      if (f.dive) {
        // The team charged with the fumble (the one that wants the ball) dives first.
        const first: Team = f.fumble >= 0 ? (f.fumble as Team) : f.last;
        const team = f.stage === 'dive' ? first : other(first);
        const d = diveDecision(ctx, f, team);
        if (d) return d;
        if (f.stage === 'dive') {
          f.stage = 'dive2';
          const d2 = diveDecision(ctx, f, other(first));
          if (d2) return d2;
        }
      }
      pop(ctx);
      hitsGround(ctx, f);
    }
  },
  act(ctx: RCtx, f: LandFrame, a: Action): void {
    const s = ctx.state;
    if (a.type === 'catch') return void resolveCatch(ctx, f, s.players[f.catcher!], false);
    if (a.type === 'reroll' || a.type === 'accept') {
      const p = s.players[f.catcher!];
      if (a.type === 'reroll') {
        useReroll(p, 'catch');
        const d = resolveCatch(ctx, f, p, true);
        if (d) throw new Error('unreachable: a reroll cannot be rerolled');
        return;
      }
      pop(ctx);
      looseBall(ctx, p, 'bouncing', p.team);
      emit(ctx, { type: 'dropped', player: p.id });
      fumble(ctx, f.fumble >= 0 ? (f.fumble as Team) : p.team, `${name(p)} failed the catch`);
      return;
    }
    if (a.type === 'aside') {
      const p = s.players[f.catcher!];
      p.x = a.x as number;
      p.y = a.y as number;
      emit(ctx, { type: 'aside', player: p.id, to: { x: p.x, y: p.y } });
      f.stage = 'dive';
      return;
    }
    if (a.type === 'tip') {
      const p = s.players[f.catcher!];
      emit(ctx, { type: 'tip', player: p.id, to: { x: a.x, y: a.y } });
      touched(ctx, p);
      pop(ctx);
      // The seed's Tip entry is cut off after "treated as"; we treat the tipped ball as an accurate pass landing
      // there (catch DL 10), never intercepted, a fumble on the passing team if no one holds it.
      pushLand(ctx, { x: a.x as number, y: a.y as number, dl: TIP_CATCH_DL, fumble: f.fumble, last: p.team, aside: false, tip: false, dive: true, nerves: true, rule: 'runeball.catch', pass: f.pass });
      return;
    }
    if (a.type === 'no-dive') {
      if (f.stage === 'dive') {
        f.stage = 'dive2';
        return;
      }
      pop(ctx);
      hitsGround(ctx, f);
      return;
    }
    if (a.type === 'dive') {
      const p = s.players[a.player as number];
      const n = hexDistance(p, f);
      p.x = f.x;
      p.y = f.y;
      p.dive = true;
      p.def = -2;
      emit(ctx, { type: 'dive', player: p.id, to: { x: f.x, y: f.y }, hexes: n });
      f.plus = n;
      resolveCatch(ctx, f, p, false);
    }
  },
};

/** Catching a pass (seed): "Every adjacent defender adds 2 to the catch DL". */
export const CATCH_PER_DEFENDER = 2;

/** Tip (seed entry cut off): the tipped ball is caught as an accurate pass. */
export const TIP_CATCH_DL = 10;
