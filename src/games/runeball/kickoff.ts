// THE KICKOFF (seed): the kicking team sets up (kicker within 3 hexes of its own goal line), then the receivers; Cross
// the Line; the kicker's target and Kick vs DL 10 read on the scatter chart (Perfect Kick, High Kickoff); out of
// bounds: the receivers choose who gets the ball and score a turnover; a catch vs DL 8 or a step aside; then the
// receiving team's free activation.

import { worded } from './words';
import { roll } from '../../core/dice';
import { emit, pop, push } from '../../core/engine';
import type { Action, Decision, Frame } from '../../core/types';
import { giveBall, pushLand, scatter } from './ball';
import { ON_FIELD } from './config';
import { FIELD, kickerSpot, onField, onSide, other, sideHexes, type Team } from './field';
import { reach } from './movement';
import { turnover } from './scoring';
import { halfMoveOf, has, name, opt, playerAt, refereePER, rerollLeft, seatOf, skillTest, standing, useReroll, type Player, type RCtx } from './state';

export const KICKOFF_DL = 10;
/** The kick-off chart (seed). Columns: least margin, scatter dice ('out': sails out of bounds). */
export const KICK_SCATTER: readonly { min: number; dice: string }[] = [
  { min: 6, dice: '1d4-1' },
  { min: 3, dice: '1d6-1' },
  { min: 0, dice: '1d8-1' },
  { min: -3, dice: '2d6-1' },
  { min: -6, dice: '2d8-1' },
  { min: -Infinity, dice: 'out' },
];
export function kickScatter(margin: number): string {
  for (const r of KICK_SCATTER) if (margin >= r.min) return r.dice;
  return 'out';
}
/** Perfect Kick: "scatters 2 less hexes"; High Kickoff: "1d6-1 additional hexes" (seed). */
export const PERFECT_KICK_LESS = 2;
export const HIGH_KICKOFF_EXTRA = '1d6-1';
/** The catch DL of a kick-off (seed: "a catch skill test vs. DL 8"); adjacent opponents do not add to it. */
export const KICKOFF_CATCH_DL = 8;

/** Where the "formation" action puts the players still to place, for the home side; mirrored for away. Kicking:
 * a line near halfway; receiving: a deep receiver and a screen. Columns: x, y. */
export const FORMATIONS: Record<'kick' | 'receive', readonly { x: number; y: number }[]> = {
  kick: [{ x: 13, y: 3 }, { x: 13, y: 7 }, { x: 13, y: 11 }, { x: 12, y: 5 }, { x: 12, y: 9 }, { x: 9, y: 7 }, { x: 9, y: 2 }, { x: 9, y: 12 }],
  receive: [{ x: 13, y: 5 }, { x: 13, y: 9 }, { x: 11, y: 7 }, { x: 8, y: 3 }, { x: 8, y: 11 }, { x: 5, y: 7 }, { x: 10, y: 2 }, { x: 10, y: 12 }],
};

function mirror(t: Team, h: { x: number; y: number }) {
  return t === 0 ? h : { x: FIELD.width - 1 - h.x, y: h.y };
}

/** Puts a team's line-up together for a drive: those marked on the field, topped up from the bench to 7 with players
 * fit to play, everyone off the grid until placed. */
export function lineUp(ctx: RCtx, t: Team): void {
  const s = ctx.state;
  const mine = s.players.filter((p) => p.team === t);
  let n = mine.filter((p) => p.at === 'field').length;
  for (const p of mine) {
    if (n >= ON_FIELD) break;
    if (p.at === 'bench' && p.hits > 0) {
      p.at = 'field';
      n++;
    }
  }
  for (const p of mine) {
    if (p.at === 'field') s.xp[p.id].played = true;
    p.x = -1;
    p.y = -1;
    p.prone = false;
    p.def = 0;
    p.carry = -1;
    p.acted = false;
    p.held = false;
  }
}

export interface SetupFrame extends Frame {
  p: 'setup';
  team: Team;
  kick: boolean;
}

function kickoffFrame(ctx: RCtx): KickoffFrame {
  const st = ctx.state.stack;
  for (let i = st.length - 1; i >= 0; i--) if (st[i].p === 'kickoff') return st[i] as KickoffFrame;
  throw new Error('setup outside a kick-off');
}

function freeSide(ctx: RCtx, t: Team): { x: number; y: number }[] {
  return sideHexes(t).filter((h) => !playerAt(ctx.state, h));
}

export const setup = {
  run(ctx: RCtx, f: SetupFrame): Decision | void {
    const s = ctx.state;
    const ko = kickoffFrame(ctx);
    const lineup = s.players.filter((p) => p.team === f.team && p.at === 'field');
    if (f.kick && ko.kicker === undefined) {
      return { seat: seatOf(f.team), kind: 'kicker', prompt: 'choose the kicker', actions: lineup.map((p) => ({ type: 'kicker', player: p.id, label: name(p) })) };
    }
    const unplaced = lineup.filter((p) => p.x < 0);
    if (!unplaced.length) return void pop(ctx);
    if (f.kick && s.players[ko.kicker!].x < 0) {
      const k = s.players[ko.kicker!];
      const spots = sideHexes(f.team).filter((h) => kickerSpot(f.team, h) && !playerAt(s, h));
      return { seat: seatOf(f.team), kind: 'setup', prompt: `place the kicker ${name(k)} within 3 hexes of your goal line`, actions: spots.map((h) => ({ type: 'place', player: k.id, x: h.x, y: h.y })) };
    }
    const p = unplaced[0];
    const actions: Action[] = [{ type: 'formation', label: 'place the rest in the standard formation' }];
    for (const h of freeSide(ctx, f.team)) actions.push({ type: 'place', player: p.id, x: h.x, y: h.y });
    return { seat: seatOf(f.team), kind: 'setup', prompt: `place ${name(p)} on your side of the field`, actions };
  },
  act(ctx: RCtx, f: SetupFrame, a: Action): void {
    const s = ctx.state;
    if (a.type === 'kicker') {
      kickoffFrame(ctx).kicker = a.player as number;
      return;
    }
    if (a.type === 'place') {
      const p = s.players[a.player as number];
      p.x = a.x as number;
      p.y = a.y as number;
      p.f = f.team === 0 ? 2 : 5;
      return;
    }
    // The standard formation for everyone not yet placed.
    const spots = FORMATIONS[f.kick ? 'kick' : 'receive'].map((h) => mirror(f.team, h));
    for (const p of s.players) {
      if (p.team !== f.team || p.at !== 'field' || p.x >= 0) continue;
      const h = spots.find((q) => !playerAt(s, q)) ?? freeSide(ctx, f.team)[0];
      p.x = h.x;
      p.y = h.y;
      p.f = f.team === 0 ? 2 : 5;
    }
    emit(ctx, { type: 'formation', team: f.team });
  },
};

export interface KickoffFrame extends Frame {
  p: 'kickoff';
  kicking: Team;
  stage?: 'setup-r' | 'cross' | 'cross-move' | 'target' | 'kick' | 'reroll' | 'give' | 'high' | 'land' | 'free';
  kicker?: number;
  tx?: number;
  ty?: number;
  margin?: number;
  crossed?: number[];
  crossing?: number;
  lx?: number;
  ly?: number;
  high?: boolean;
}

function crossers(ctx: RCtx, f: KickoffFrame): Player[] {
  return ctx.state.players.filter((p) => standing(p) && has(p, 'cross-the-line') && p.sk.fouling !== undefined && !f.crossed!.includes(p.id));
}

function kick(ctx: RCtx, f: KickoffFrame, k: Player): void {
  f.margin = skillTest(ctx, k, 'kick', 'runeball.kickoff', KICKOFF_DL, []).margin;
}

function afterKick(ctx: RCtx, f: KickoffFrame, k: Player): void {
  const s = ctx.state;
  const receiving = other(f.kicking);
  const dice = kickScatter(f.margin!);
  emit(ctx, { type: 'kickoff', kicker: k.id, target: { x: f.tx, y: f.ty }, margin: f.margin, scatter: dice });
  if (dice === 'out') {
    f.stage = 'give';
    return;
  }
  let extra = 0;
  if (has(k, 'perfect-kick')) extra -= PERFECT_KICK_LESS;
  f.high = has(k, 'high-kickoff');
  if (f.high) extra += roll(ctx, { rule: 'runeball.high-kickoff', dice: HIGH_KICKOFF_EXTRA }).total;
  const sc = scatter(ctx, { x: f.tx!, y: f.ty! }, dice, 'runeball.kickoff.scatter', extra);
  if (sc.out || !onSide(receiving, sc.to)) {
    f.stage = 'give';
    return;
  }
  f.lx = sc.to.x;
  f.ly = sc.to.y;
  s.ball = { x: sc.to.x, y: sc.to.y, st: 'air', by: -1, last: f.kicking, touch: k.id };
  f.stage = f.high ? 'high' : 'land';
}

export const kickoff = {
  run(ctx: RCtx, f: KickoffFrame): Decision | void {
    const s = ctx.state;
    const receiving = other(f.kicking);
    if (s.stop && f.stage !== undefined) return void pop(ctx);
    switch (f.stage) {
      case undefined:
        s.stop = null;
        s.free = null;
        s.endTurn = false;
        s.active = -1;
        s.ball = { x: -1, y: -1, st: 'rest', by: -1, last: f.kicking, touch: -1 };
        lineUp(ctx, 0);
        lineUp(ctx, 1);
        emit(ctx, { type: 'drive', kicking: f.kicking, half: s.half, round: s.round });
        f.stage = 'setup-r';
        push(ctx, { p: 'setup', team: f.kicking, kick: true });
        return;
      case 'setup-r':
        f.stage = 'cross';
        f.crossed = [];
        push(ctx, { p: 'setup', team: receiving, kick: false });
        return;
      case 'cross': {
        const list = crossers(ctx, f);
        if (!list.length) {
          f.stage = 'target';
          return kickoff.run(ctx, f);
        }
        const t = list[0].team;
        return {
          seat: seatOf(t),
          kind: 'cross-the-line',
          prompt: `Cross the Line: try a free half move before the kick (fouling vs the referee's PER ${refereePER(s)})?`,
          actions: [{ type: 'no-cross', team: t }, ...list.filter((p) => p.team === t).map((p) => ({ type: 'cross', player: p.id }))],
        };
      }
      case 'cross-move': {
        const p = s.players[f.crossing!];
        const r = reach(s, p, halfMoveOf(p), opt(s, 'zoneOfControl', true));
        const actions: Action[] = [{ type: 'stay' }];
        for (let i = 0; i < r.dist.length; i++) if (r.dist[i] > 0) actions.push({ type: 'move', x: i % FIELD.width, y: (i / FIELD.width) | 0 });
        return { seat: seatOf(p.team), kind: 'cross-the-line', prompt: `${name(p)} crosses the line: free half move`, actions };
      }
      case 'target': {
        const k = s.players[f.kicker!];
        return {
          seat: seatOf(f.kicking),
          kind: 'kick-target',
          prompt: `${name(k)}: choose the target hex on the receiving side`,
          actions: sideHexes(receiving).map((h) => ({ type: 'target', x: h.x, y: h.y })),
        };
      }
      case 'kick': {
        const k = s.players[f.kicker!];
        kick(ctx, f, k);
        if (f.margin! < 0 && rerollLeft(k, 'kick')) {
          f.stage = 'reroll';
          return { seat: seatOf(f.kicking), kind: 'reroll', prompt: `${name(k)}: use Expert Kicker to reroll?`, actions: [worded({ type: 'reroll' }), worded({ type: 'accept' })] };
        }
        afterKick(ctx, f, k);
        return;
      }
      case 'reroll':
        return { seat: seatOf(f.kicking), kind: 'reroll', prompt: 'use Expert Kicker to reroll?', actions: [worded({ type: 'reroll' }), worded({ type: 'accept' })] };
      case 'give':
        if (!s.players.some((p) => p.team === receiving && p.at === 'field')) {
          f.stage = 'free';
          return kickoff.run(ctx, f);
        }
        return {
          seat: seatOf(receiving),
          kind: 'give-ball',
          prompt: 'the kick-off went out of bounds: choose the player who gets the ball',
          actions: s.players.filter((p) => p.team === receiving && p.at === 'field').map((p) => ({ type: 'give', player: p.id })),
        };
      case 'high':
        // High Kickoff: the ball hangs in the air for the first round; everyone moves, then it comes down.
        f.stage = 'land';
        s.round++;
        push(ctx, { p: 'round' });
        return;
      case 'land': {
        f.stage = 'free';
        const h = { x: f.lx!, y: f.ly! };
        if (!onField(h)) return;
        pushLand(ctx, { x: h.x, y: h.y, dl: KICKOFF_CATCH_DL, fumble: -1, last: f.kicking, aside: true, tip: false, dive: true, nerves: false, rule: 'runeball.kickoff.catch', pass: false });
        return;
      }
      case 'free': {
        pop(ctx);
        // The receiving team's free activation; a fumble's free activation for the kickers comes first.
        push(ctx, { p: 'free', team: receiving });
        if (s.free !== null) {
          push(ctx, { p: 'free', team: s.free });
          s.free = null;
        }
        return;
      }
    }
  },

  act(ctx: RCtx, f: KickoffFrame, a: Action): void {
    const s = ctx.state;
    switch (a.type) {
      case 'no-cross':
        for (const p of crossers(ctx, f)) if (p.team === a.team) f.crossed!.push(p.id);
        return;
      case 'cross': {
        const p = s.players[a.player as number];
        f.crossed!.push(p.id);
        const r = skillTest(ctx, p, 'fouling', 'runeball.cross-the-line', refereePER(s), []);
        // "Failure results in no move, but no penalty either."
        if (r.margin >= 0) {
          f.crossing = p.id;
          f.stage = 'cross-move';
        }
        return;
      }
      case 'stay':
        f.stage = 'cross';
        return;
      case 'move': {
        const p = s.players[f.crossing!];
        p.x = a.x as number;
        p.y = a.y as number;
        emit(ctx, { type: 'move', player: p.id, path: [{ x: p.x, y: p.y }] });
        f.stage = 'cross';
        return;
      }
      case 'target':
        f.tx = a.x as number;
        f.ty = a.y as number;
        f.stage = 'kick';
        return;
      case 'reroll':
      case 'accept': {
        const k = s.players[f.kicker!];
        if (a.type === 'reroll') {
          useReroll(k, 'kick');
          kick(ctx, f, k);
        }
        afterKick(ctx, f, k);
        return;
      }
      case 'give': {
        const p = s.players[a.player as number];
        giveBall(ctx, p);
        turnover(ctx, p.team, p, 'the kick-off went out of bounds', p);
        f.stage = 'free';
        return;
      }
    }
  },
};
