// KICKING A FIELD GOAL (seed), with Block Kick and Expert Kicker; and the Quick Kick maneuver.

import { worded } from './words';
import { roll } from '../../core/dice';
import { emit, pop } from '../../core/engine';
import { directionTo, distance, frontDirs, neighbour, step, type Dir, type Hex } from '../../core/grid/hex';
import type { Action, Decision, Frame } from '../../core/types';
import { fumble, giveBall, looseBall, pushLand, RECOVERY, scatter, touched } from './ball';
import { goalPost, onField, onSide, other } from './field';
import { checkTouchdown, fieldGoal, turnover } from './scoring';
import {
  adjacentOpponents, has, name, playerAt, pressure, rerollLeft, seatOf, skillTest, standing, useReroll, type Player, type RCtx,
} from './state';

/** Field goal numbers (seed): DL 6 + distance; a miss scatters 1d8-1 from the goal post; a blocked kick 1d6 from the
 * kicker; Block Kick needs a catch test against the kicker's Kick skill + 2 after a free 3-hex move. */
export const FIELD_GOAL = { base: 6, missScatter: '1d8-1', blockedScatter: '1d6', blockKickPlus: 2, blockKickReach: 3 } as const;
/** A kicked ball coming down on a player is caught "like a kickoff": DL 8, with no addition for adjacent opponents. */
export const KICKED_BALL_CATCH_DL = 8;

export interface FieldGoalFrame extends Frame {
  p: 'field-goal';
  kicker: number;
  blitz: boolean;
  stage?: 'block' | 'kick' | 'reroll';
  margin?: number;
}

/** Block Kick candidates: opponents with the maneuver within 3 hexes of a free hex in the kicker's front arc. */
function blockKickers(ctx: RCtx, k: Player): { p: Player; h: Hex }[] {
  const s = ctx.state;
  const out: { p: Player; h: Hex }[] = [];
  for (const p of s.players) {
    if (p.team === k.team || !standing(p) || !has(p, 'block-kick')) continue;
    for (const d of frontDirs(k.f)) {
      const h = neighbour(k, d);
      if (!onField(h) || (playerAt(s, h) && playerAt(s, h)!.id !== p.id)) continue;
      if (distance(p, h) <= FIELD_GOAL.blockKickReach) out.push({ p, h });
    }
  }
  return out;
}

function kick(ctx: RCtx, f: FieldGoalFrame, k: Player): void {
  const post = goalPost(other(k.team));
  const dl = FIELD_GOAL.base + distance(k, post);
  const mods = f.blitz ? [{ source: 'blitz', value: -2 }] : [];
  f.margin = skillTest(ctx, k, 'kick', 'runeball.field-goal', dl, mods, pressure(ctx.state, k)).margin;
}

function afterKick(ctx: RCtx, f: FieldGoalFrame, k: Player): void {
  const s = ctx.state;
  pop(ctx);
  if (f.margin! >= 0) {
    s.ball = { x: -1, y: -1, st: 'rest', by: -1, last: k.team, touch: k.id };
    return fieldGoal(ctx, k);
  }
  const post = goalPost(other(k.team));
  emit(ctx, { type: 'field-goal-missed', player: k.id });
  const sc = scatter(ctx, post, FIELD_GOAL.missScatter, 'runeball.field-goal.miss');
  if (sc.out) return turnover(ctx, other(k.team), sc.exit, 'the missed kick went out of bounds');
  looseBall(ctx, sc.to, 'bouncing', k.team);
  pushLand(ctx, { x: sc.to.x, y: sc.to.y, dl: KICKED_BALL_CATCH_DL, fumble: k.team, last: k.team, aside: true, tip: false, dive: true, nerves: false, rule: 'runeball.catch', pass: false });
}

export const fieldGoalProc = {
  run(ctx: RCtx, f: FieldGoalFrame): Decision | void {
    const s = ctx.state;
    if (s.stop) return void pop(ctx);
    const k = s.players[f.kicker];
    if (f.stage === undefined) {
      if (s.ball.by !== k.id || !standing(k) || !onSide(other(k.team), k)) return void pop(ctx);
      // The kicker faces the post: that is where "in front of the kicker" is for Block Kick and adjacent opponents.
      k.f = directionTo(k, goalPost(other(k.team)));
      f.stage = 'block';
    }
    if (f.stage === 'block') {
      const list = blockKickers(ctx, k);
      if (list.length) {
        return {
          seat: seatOf(other(k.team)),
          kind: 'block-kick',
          prompt: `${name(k)} kicks for goal: Block Kick?`,
          actions: [{ type: 'no-block' }, ...list.map((c) => ({ type: 'block-kick', player: c.p.id, x: c.h.x, y: c.h.y }))],
        };
      }
      f.stage = 'kick';
    }
    if (f.stage === 'kick') {
      kick(ctx, f, k);
      if (f.margin! < 0 && rerollLeft(k, 'kick')) f.stage = 'reroll';
      else return afterKick(ctx, f, k);
    }
    return { seat: seatOf(k.team), kind: 'reroll', prompt: `${name(k)}: use Expert Kicker to reroll?`, actions: [worded({ type: 'reroll' }), worded({ type: 'accept' })] };
  },

  act(ctx: RCtx, f: FieldGoalFrame, a: Action): void {
    const s = ctx.state;
    const k = s.players[f.kicker];
    if (a.type === 'no-block') {
      f.stage = 'kick';
      return;
    }
    if (a.type === 'block-kick') {
      const b = s.players[a.player as number];
      b.x = a.x as number;
      b.y = a.y as number;
      emit(ctx, { type: 'block-kick', player: b.id, to: { x: b.x, y: b.y } });
      const r = skillTest(ctx, b, 'catch', 'runeball.block-kick', (k.sk.kick ?? 0) + FIELD_GOAL.blockKickPlus, []);
      // Block Kick's Defense column reads "Prone": the blocker ends on the ground either way.
      b.prone = true;
      if (r.margin < 0) {
        f.stage = 'kick';
        return;
      }
      pop(ctx);
      emit(ctx, { type: 'kick-blocked', player: b.id });
      const sc = scatter(ctx, k, FIELD_GOAL.blockedScatter, 'runeball.block-kick.scatter');
      s.ball.by = -1;
      if (sc.out) return turnover(ctx, other(k.team), sc.exit, 'the blocked kick went out of bounds');
      looseBall(ctx, sc.to, 'bouncing', k.team);
      pushLand(ctx, { x: sc.to.x, y: sc.to.y, dl: KICKED_BALL_CATCH_DL, fumble: k.team, last: k.team, aside: true, tip: false, dive: true, nerves: false, rule: 'runeball.catch', pass: false });
      return;
    }
    if (a.type === 'reroll') {
      useReroll(k, 'kick');
      kick(ctx, f, k);
    }
    afterKick(ctx, f, k);
  },
};

/** Quick Kick (seed): a kick test against the recovery DL; success boots the ball 3d4 hexes straight away; anyone it
 * crosses may try to recover it (DL 12); if the kicker's team does not end up with it, it is a fumble. */
export const QUICK_KICK = { distance: '3d4', recoverDL: 12 } as const;

export interface QuickKickFrame extends Frame {
  p: 'quick-kick';
  pid: number;
  dir: Dir;
  blitz: boolean;
  path?: Hex[];
  i?: number;
}

function quickKickEnd(ctx: RCtx, f: QuickKickFrame, k: Player, at: Hex | null): void {
  const s = ctx.state;
  pop(ctx);
  if (at) looseBall(ctx, at, 'bouncing', k.team);
  if (s.ball.by < 0 || s.players[s.ball.by].team !== k.team) {
    fumble(ctx, k.team, 'the quick kick was not recovered by the kicker\'s team');
  }
}

export const quickKick = {
  run(ctx: RCtx, f: QuickKickFrame): Decision | void {
    const s = ctx.state;
    if (s.stop) return void pop(ctx);
    const k = s.players[f.pid];
    if (f.path === undefined) {
      const dl = s.ball.st === 'bouncing' ? RECOVERY.bouncing : RECOVERY.rest;
      const dlMods = adjacentOpponents(s, k.team, k).map((o) => ({ source: `opponent #${o.num} next to the ball`, value: RECOVERY.perOpponent }));
      const r = skillTest(ctx, k, 'kick', 'runeball.quick-kick', dl, f.blitz ? [{ source: 'blitz', value: -2 }] : [], dlMods);
      touched(ctx, k);
      if (r.margin < 0) {
        pop(ctx);
        s.ball.st = 'bouncing';
        fumble(ctx, k.team, `${name(k)} failed the quick kick`);
        return;
      }
      const n = roll(ctx, { rule: 'runeball.quick-kick.distance', dice: QUICK_KICK.distance }).total;
      f.path = [];
      for (let i = 1; i <= n; i++) f.path.push(step(k, f.dir, i));
      f.i = 0;
      emit(ctx, { type: 'quick-kick', player: k.id, dir: f.dir, dist: n });
    }
    while (f.i! < f.path.length) {
      const h = f.path[f.i!];
      if (!onField(h)) {
        pop(ctx);
        const prev = f.i! > 0 ? f.path[f.i! - 1] : { x: k.x, y: k.y };
        // The team of whoever last touched it or tried to recover it on the way gives up the point.
        turnover(ctx, other(s.ball.last), prev, 'the quick kick went out of bounds');
        return;
      }
      const o = playerAt(s, h);
      if (o && standing(o)) {
        return { seat: seatOf(o.team), kind: 'recover', prompt: `${name(o)}: the quick kick passes you: try to recover it (DL ${QUICK_KICK.recoverDL})?`, actions: [{ type: 'recover', player: o.id }, { type: 'let-pass' }] };
      }
      f.i!++;
    }
    return quickKickEnd(ctx, f, k, f.path[f.path.length - 1]);
  },

  act(ctx: RCtx, f: QuickKickFrame, a: Action): void {
    const s = ctx.state;
    const k = s.players[f.pid];
    const h = f.path![f.i!];
    f.i!++;
    if (a.type === 'recover') {
      const o = s.players[a.player as number];
      const r = skillTest(ctx, o, 'catch', 'runeball.recover', QUICK_KICK.recoverDL, []);
      if (r.margin >= 0) {
        giveBall(ctx, o);
        emit(ctx, { type: 'pickup', player: o.id });
        quickKickEnd(ctx, f, k, null);
        checkTouchdown(ctx, o);
        return;
      }
      s.ball = { x: h.x, y: h.y, st: 'bouncing', by: -1, last: o.team, touch: o.id };
    }
  },
};
