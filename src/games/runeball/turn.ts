// A player's turn (seed: ACTIONS AND HALF ACTIONS and the maneuver tables): a full action or two half actions. The
// turn offers every legal choice at once: moves (half, full, Sprint), standing up, Jump Up, blocks and their
// variants, passes, handoffs, pickups, field goals, carrying, running off the sideline, holding, shaking it off, and
// ending the turn with a facing.

import { count, worded } from './words';
import { emit, pop, push } from '../../core/engine';
import { adjacent, directionTo, distance, neighbour, type Dir } from '../../core/grid/hex';
import type { Action, Decision, Frame, Modifier } from '../../core/types';
import { bounce, recover } from './ball';
import { knockDown, shakeItOff } from './damage';
import { FIELD, onField, onOwnSideline, onSide, other } from './field';
import { facingOf, idx, pathTo, reach } from './movement';
import { passRangeDL } from './pass';
import { checkTouchdown } from './scoring';
import { maneuver, type ManeuverId } from './skills';
import {
  adjacentOpponents, carrier, halfMoveOf, has, maxHitsOf, moveOf, name, opt, playerAt, seatOf, skillTest, standing,
  type Player, type RCtx,
} from './state';

export interface TurnFrame extends Frame {
  p: 'turn';
  pid: number;
  /** Half actions left. */
  h: number;
  /** Hexes left in the move under way. */
  m: number;
  mode: '' | 'half' | 'full' | 'sprint';
  moved: number;
  free: boolean;
  blitz: boolean;
  started: boolean;
  /** Opponents next to the player when the turn began (Standing Block). */
  adj: number[];
  /** A handoff was given or taken (one per turn). */
  ho: boolean;
  /** Jump Up was tried. */
  ju: boolean;
  /** Nothing done yet: hold and shake it off need a fresh turn. */
  fresh: boolean;
  /** A resolution ends the turn when it returns (block, pass, kick). */
  after: boolean;
  /** Stopped by an enemy zone of control: no more movement this turn. */
  zoc?: boolean;
  /** The turn of a held action: it cannot be held again. */
  held: boolean;
}

export function pushTurn(ctx: RCtx, pid: number, opts: { free?: boolean; blitz?: boolean; held?: boolean } = {}): void {
  const f: TurnFrame = {
    p: 'turn', pid, h: 2, m: 0, mode: '', moved: 0, free: !!opts.free, blitz: !!opts.blitz, started: false, adj: [],
    ho: false, ju: false, fresh: true, after: false, held: !!opts.held,
  };
  push(ctx, f);
}

/** Blitz (seed): "All actions from a blitzing player are at a -2". */
export function blitzMods(f: { blitz: boolean }): Modifier[] {
  return f.blitz ? [{ source: 'blitz', value: -2 }] : [];
}

/** Hurdle and Vault DLs (seed) and the hexes of movement a jump costs (seed: Hurdle "2 inches"; Vault: assumed
 * the same). */
export const JUMPS = {
  hurdle: { dl: 10, cost: 2, skill: 'hurdle' },
  vault: { dl: 14, cost: 2, skill: 'vault' },
} as const;
/** Jump Up (seed): DL 12, +2 per adjacent opponent. */
export const JUMP_UP = { dl: 12, perOpponent: 2 } as const;

/** The farthest a player may still go: what is left of his move, or a new half move, full move or Sprint. */
function allowance(f: TurnFrame, p: Player): number {
  const fresh = f.h === 2 ? moveOf(p) + 2 : f.h === 1 ? halfMoveOf(p) : 0;
  return Math.max(f.m, fresh);
}

/** Spends `cost` hexes: from the move under way if it covers them, otherwise by starting the smallest move that does
 * (half, full, then Sprint). Returns false when nothing covers it. */
function spend(f: TurnFrame, p: Player, cost: number): boolean {
  if (cost <= f.m) {
    f.m -= cost;
  } else if (f.h >= 1 && cost <= halfMoveOf(p)) {
    f.h -= 1;
    f.mode = 'half';
    f.m = halfMoveOf(p) - cost;
  } else if (f.h === 2 && cost <= moveOf(p)) {
    f.h = 0;
    f.mode = 'full';
    f.m = moveOf(p) - cost;
  } else if (f.h === 2 && cost <= moveOf(p) + 2) {
    f.h = 0;
    f.mode = 'sprint';
    f.m = moveOf(p) + 2 - cost;
    // Sprint: Defense - 2 until the player's next turn.
    p.def = Math.min(p.def, maneuver('sprint').defenseMod!);
  } else return false;
  f.moved += cost;
  f.fresh = false;
  return true;
}

/** Spends the half or full action a maneuver costs; false when the turn has not got it. */
function spendAction(f: TurnFrame, cost: 'half' | 'full' | 'none'): boolean {
  if (cost === 'none') return true;
  if (cost === 'half') {
    if (f.h < 1) return false;
    f.h -= 1;
  } else {
    if (f.h < 2) return false;
    f.h = 0;
  }
  f.fresh = false;
  return true;
}

/** The maneuvers a standing player may aim at one adjacent opponent now, with what each costs. */
function blockOptions(ctx: RCtx, f: TurnFrame, p: Player, o: Player): { kind: ManeuverId; cost: 'half' | 'full' | 'none' }[] {
  const s = ctx.state;
  const out: { kind: ManeuverId; cost: 'half' | 'full' | 'none' }[] = [];
  const half = f.h >= 1;
  const untouched = f.h === 2 && f.moved === 0 && f.fresh;
  if (o.prone) {
    // Hitting a player who is down is a foul (seed: FOULING): a plain block is always seen unless the player has the
    // Fouling skill; the Foul and Innocent Foul maneuvers add their own modifiers.
    if (half) {
      out.push({ kind: 'block', cost: 'half' });
      if (has(p, 'foul')) out.push({ kind: 'foul', cost: 'half' });
      if (has(p, 'innocent-foul')) out.push({ kind: 'innocent-foul', cost: 'half' });
    }
    return out;
  }
  if (half) {
    out.push({ kind: 'block', cost: 'half' });
    if (has(p, 'slam')) out.push({ kind: 'slam', cost: 'half' });
    if (has(p, 'trip') && p.sk.trip !== undefined) out.push({ kind: 'trip', cost: 'half' });
    if (has(p, 'shank') && p.sk.shank !== undefined) out.push({ kind: 'shank', cost: 'half' });
    if (has(p, 'strip-ball') && p.sk.stripBall !== undefined && s.ball.by === o.id) out.push({ kind: 'strip-ball', cost: 'half' });
    if (has(p, 'kick-attack') && s.ball.by === p.id) out.push({ kind: 'kick-attack', cost: 'half' });
  }
  // Tackle: "May make a full move before tackling" - the block for a player whose actions went on moving.
  if (f.h === 0 && f.moved > 0 && f.mode !== 'sprint') out.push({ kind: 'tackle', cost: 'none' });
  if (has(p, 'desperate-tackle') && (untouched || (f.h === 0 && f.mode === 'sprint'))) out.push({ kind: 'desperate-tackle', cost: untouched ? 'full' : 'none' });
  if (has(p, 'standing-block') && untouched && f.adj.includes(o.id)) out.push({ kind: 'standing-block', cost: 'full' });
  return out;
}

function turnDecision(ctx: RCtx, f: TurnFrame, p: Player): Decision {
  const s = ctx.state;
  const acts: Action[] = [];
  if (f.fresh && !f.free && !f.blitz && !f.held && opt(s, 'holding', true)) acts.push({ type: 'hold' });
  if (f.fresh && p.hits < maxHitsOf(p) - p.wd) acts.push({ type: 'shake' });
  if (p.prone) {
    if (f.h >= 1) acts.push({ type: 'stand' });
    if (!f.ju && has(p, 'jump-up') && p.sk.jumpUp !== undefined) acts.push({ type: 'jump-up' });
  } else {
    const max = f.zoc ? 0 : allowance(f, p);
    if (max > 0) {
      const r = reach(s, p, max, opt(s, 'zoneOfControl', true));
      for (let i = 0; i < r.dist.length; i++) {
        if (r.dist[i] > 0) acts.push({ type: 'move', x: i % FIELD.width, y: (i / FIELD.width) | 0 });
      }
      const jumps = (has(p, 'hurdle') && p.sk.hurdle !== undefined) || (has(p, 'vault') && p.sk.vault !== undefined);
      if (max >= 2 && jumps) {
        for (let d = 1 as Dir; d <= 6; d = (d + 1) as Dir) {
          const over = neighbour(p, d);
          const to = neighbour(over, d);
          if (!onField(over) || !onField(to) || playerAt(s, to)) continue;
          const under = playerAt(s, over);
          if (under && (under.prone || under.at !== 'field') && has(p, 'hurdle') && p.sk.hurdle !== undefined) acts.push({ type: 'hurdle', x: to.x, y: to.y });
          if (has(p, 'vault') && p.sk.vault !== undefined) acts.push({ type: 'vault', x: to.x, y: to.y });
        }
      }
    }
    for (const o of s.players) {
      if (o.team === p.team || o.at !== 'field' || !adjacent(p, o)) continue;
      for (const opt2 of blockOptions(ctx, f, p, o)) acts.push({ type: opt2.kind, target: o.id });
    }
    if (has(p, 'multiblock') && f.h >= 1) {
      const opps = adjacentOpponents(s, p.team, p);
      for (let i = 0; i < opps.length; i++) for (let j = i + 1; j < opps.length; j++) acts.push({ type: 'multiblock', target: opps[i].id, target2: opps[j].id });
    }
    const c = carrier(s);
    if (c && c.id === p.id) {
      for (const t of s.players) {
        if (t.team !== p.team || t.id === p.id || !standing(t)) continue;
        const d = distance(p, t);
        if (d >= 2) {
          if (f.h >= 1 && passRangeDL('pass', d) !== null) acts.push({ type: 'pass', target: t.id });
          if (f.h >= 1 && has(p, 'point-blank') && passRangeDL('point-blank', d) !== null) acts.push({ type: 'point-blank', target: t.id });
          if (f.h >= 1 && has(p, 'bomb') && passRangeDL('bomb', d) !== null) acts.push({ type: 'bomb', target: t.id });
          if (has(p, 'eagle-eye') && f.h === 2 && f.moved === 0 && passRangeDL('pass', d) !== null) acts.push({ type: 'eagle-eye', target: t.id });
          if (has(p, 'running-pass') && f.h === 0 && f.moved > 0 && f.mode !== 'sprint' && passRangeDL('pass', d) !== null) acts.push({ type: 'running-pass', target: t.id });
        } else if (d === 1 && !f.ho) acts.push({ type: 'handoff', target: t.id });
      }
      if (f.h >= 1 && onSide(other(p.team), p)) acts.push({ type: 'field-goal' });
    } else if (c && c.team === p.team && adjacent(c, p) && !f.ho && standing(c)) {
      acts.push({ type: 'take-handoff', from: c.id, label: `Take the hand-off from ${name(c)}` });
    }
    if (s.ball.by < 0 && (s.ball.st === 'bouncing' || s.ball.st === 'rest') && s.ball.x === p.x && s.ball.y === p.y) {
      acts.push({ type: 'pickup' });
      if (has(p, 'quick-kick')) for (let d = 1; d <= 6; d++) acts.push({ type: 'quick-kick', dir: d });
    }
    if (f.h >= 1 && p.carry < 0 && opt(s, 'carrying', true)) {
      for (const t of s.players) {
        if (t.team === p.team && (t.at === 'ko' || t.at === 'out') && adjacent(p, t)) acts.push({ type: 'carry', target: t.id });
      }
    }
    if (opt(s, 'sidelineSubstitutions', true) && onOwnSideline(p.team, p) && s.ball.by !== p.id) acts.push({ type: 'leave' });
  }
  for (let d = 1; d <= 6; d++) acts.push({ type: 'end', facing: d });
  const tag = f.blitz ? ' (blitz)' : f.free ? ' (free activation)' : '';
  return { seat: seatOf(p.team), kind: 'turn', prompt: `${name(p)}'s turn${tag}: ${count(f.h, 'half action', 'half actions')} and ${count(f.m, 'hex', 'hexes')} of movement left`, actions: acts.map(worded) };
}

/** The Defense column of the maneuver table: the user's defence until his next turn. */
function guard(p: Player, kind: ManeuverId): void {
  const m = maneuver(kind).defenseMod;
  if (m) p.def = Math.min(p.def, m);
}

function finish(ctx: RCtx, f: TurnFrame): void {
  const s = ctx.state;
  const p = s.players[f.pid];
  // A free activation is extra: the player keeps his own turn (or his held action) for later in the round.
  if (!f.free) {
    p.acted = true;
    p.held = false;
  }
  if (f.moved > 0) p.dive = false;
  s.active = -1;
  s.endTurn = false;
  emit(ctx, { type: 'turn-end', player: p.id });
  pop(ctx);
}

export const turn = {
  run(ctx: RCtx, f: TurnFrame): Decision | void {
    const s = ctx.state;
    const p = s.players[f.pid];
    if (s.stop) {
      s.active = -1;
      return void pop(ctx);
    }
    if (!f.started) {
      f.started = true;
      s.endTurn = false;
      s.active = p.id;
      p.def = f.blitz ? maneuver('blitz').defenseMod! : 0;
      emit(ctx, { type: 'turn', player: p.id, free: f.free, blitz: f.blitz });
      if (p.at !== 'field') return finish(ctx, f);
      f.adj = adjacentOpponents(s, p.team, p).map((o) => o.id);
      bounce(ctx);
      if (s.stop) return void pop(ctx);
    }
    if (f.after || s.endTurn || p.at !== 'field') return finish(ctx, f);
    return turnDecision(ctx, f, p);
  },

  act(ctx: RCtx, f: TurnFrame, a: Action): void {
    const s = ctx.state;
    const p = s.players[f.pid];
    const mods = blitzMods(f);
    switch (a.type) {
      case 'hold':
        p.held = true;
        s.active = -1;
        emit(ctx, { type: 'hold', player: p.id });
        pop(ctx);
        return;
      case 'shake':
        // Shaking it off takes the whole turn (seed: "forego his normal move").
        shakeItOff(ctx, p);
        return finish(ctx, f);
      case 'end':
        p.f = a.facing as Dir;
        return finish(ctx, f);
      case 'stand':
        spendAction(f, 'half');
        p.prone = false;
        emit(ctx, { type: 'stand', player: p.id });
        return;
      case 'jump-up': {
        f.ju = true;
        f.fresh = false;
        const dlMods = adjacentOpponents(s, p.team, p).map((o) => ({ source: `opponent #${o.num} adjacent`, value: JUMP_UP.perOpponent }));
        const r = skillTest(ctx, p, 'jumpUp', 'runeball.jump-up', JUMP_UP.dl, mods, dlMods);
        if (r.margin >= 0) {
          p.prone = false;
          emit(ctx, { type: 'stand', player: p.id, jumpUp: true });
        }
        return;
      }
      case 'move': {
        const to = { x: a.x as number, y: a.y as number };
        const r = reach(s, p, allowance(f, p), opt(s, 'zoneOfControl', true));
        const d = r.dist[idx(to)];
        spend(f, p, d);
        const path = pathTo(r, to);
        let from = { x: p.x, y: p.y };
        for (const h of path) {
          p.f = facingOf(from, h, p.f);
          from = h;
        }
        p.x = to.x;
        p.y = to.y;
        if (s.ball.by === p.id) {
          s.ball.x = to.x;
          s.ball.y = to.y;
        }
        emit(ctx, { type: 'move', player: p.id, path });
        if (opt(s, 'zoneOfControl', true) && adjacentOpponents(s, p.team, p).length > 0) f.zoc = true;
        checkTouchdown(ctx, p);
        return;
      }
      case 'hurdle':
      case 'vault': {
        const jump = JUMPS[a.type];
        const to = { x: a.x as number, y: a.y as number };
        spend(f, p, jump.cost);
        const r = skillTest(ctx, p, jump.skill, `runeball.${a.type}`, jump.dl, mods);
        p.f = directionTo(p, to);
        if (r.margin >= 0) {
          p.x = to.x;
          p.y = to.y;
          if (s.ball.by === p.id) {
            s.ball.x = to.x;
            s.ball.y = to.y;
          }
          emit(ctx, { type: a.type, player: p.id, to });
          checkTouchdown(ctx, p);
        } else {
          // A failed jump: the player falls where he stood and his turn is over (assumption; the seed gives the DL
          // only).
          knockDown(ctx, p, `failed ${a.type}`);
          s.endTurn = true;
        }
        return;
      }
      case 'pickup':
        f.fresh = false;
        recover(ctx, p, mods);
        return;
      case 'quick-kick':
        f.fresh = false;
        f.after = true;
        push(ctx, { p: 'quick-kick', pid: p.id, dir: a.dir, blitz: f.blitz });
        return;
      case 'carry': {
        spendAction(f, 'half');
        const t = s.players[a.target as number];
        t.at = 'carried';
        t.x = -1;
        t.y = -1;
        p.carry = t.id;
        emit(ctx, { type: 'carry', player: p.id, target: t.id });
        return;
      }
      case 'leave': {
        // Running off one's own sideline (seed: SUBSTITUTIONS): a substitute may come on at this spot next turn.
        s.entry[p.team] = { x: p.x, y: p.y };
        emit(ctx, { type: 'leave', player: p.id, at: { x: p.x, y: p.y } });
        if (p.carry >= 0) {
          const c = s.players[p.carry];
          c.at = 'bench';
          p.carry = -1;
        }
        p.at = 'bench';
        p.x = -1;
        p.y = -1;
        return finish(ctx, f);
      }
      case 'handoff':
      case 'take-handoff': {
        f.ho = true;
        f.fresh = false;
        const giver = a.type === 'handoff' ? p : s.players[a.from as number];
        const receiver = a.type === 'handoff' ? s.players[a.target as number] : p;
        push(ctx, { p: 'handoff', giver: giver.id, receiver: receiver.id });
        return;
      }
      case 'pass':
      case 'point-blank':
      case 'bomb':
      case 'eagle-eye':
      case 'running-pass': {
        spendAction(f, a.type === 'eagle-eye' ? 'full' : a.type === 'running-pass' ? 'none' : 'half');
        f.after = true;
        guard(p, a.type === 'point-blank' || a.type === 'bomb' ? 'pass' : a.type);
        push(ctx, { p: 'pass', from: p.id, to: a.target, style: a.type, blitz: f.blitz });
        return;
      }
      case 'field-goal':
        spendAction(f, 'half');
        f.after = true;
        guard(p, 'kick');
        push(ctx, { p: 'field-goal', kicker: p.id, blitz: f.blitz });
        return;
      case 'multiblock':
        spendAction(f, 'half');
        f.after = true;
        // Pushed in reverse so the first target is blocked first.
        push(ctx, { p: 'block', att: p.id, def: a.target2, kind: 'multiblock', blitz: f.blitz });
        push(ctx, { p: 'block', att: p.id, def: a.target, kind: 'multiblock', blitz: f.blitz });
        return;
      default: {
        const o = s.players[a.target as number];
        const opt2 = blockOptions(ctx, f, p, o).find((b) => b.kind === a.type)!;
        spendAction(f, opt2.cost);
        f.after = true;
        guard(p, opt2.kind);
        push(ctx, { p: 'block', att: p.id, def: o.id, kind: a.type, blitz: f.blitz });
      }
    }
  },
};
