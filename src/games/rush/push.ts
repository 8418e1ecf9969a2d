// What a won Slam or Slamback does (seed 003): "Win – push opponent back (may follow up), both players turn to face
// Double – push back (may follow up), turn to face, knock down, armour check". facts.md §3.4: "the winner picks one
// of the 3 hexes directly away; if all 3 are full it stays". [A] A hex is full when it is off the pitch, holds a
// model, or holds the loose ball. A pushed carrier keeps the ball; a knocked-down carrier drops it and it scatters,
// and when he is the rushing team's the rush ends ("You drop the ball"). The follow-up is into the hex the loser
// left, with no test. Dodge's Double, "free 1-hex move, enemy turns to face", is here too: [A] also with no test,
// and the dodger keeps his facing.

import { emit, pop } from '../../core/engine';
import { awayHexes, directionTo, DIRECTIONS, neighbour, type Dir, type Hex } from '../../core/grid/hex';
import type { Action, Decision, Frame } from '../../core/types';
import { freeHex, shift } from './approach';
import { armourCheck } from './armour';
import { endRush } from './ball';
import { scatter } from './scatter';
import { playerById, seatOf, type Player, type RCtx } from './state';

export interface ShoveFrame extends Frame {
  p: 'shove';
  winner: string;
  loser: string;
  double: boolean;
  /** The winner's successes less the loser's: the hits of the armour check after a Double. */
  hits: number;
  stage: 'push' | 'follow' | 'finish';
  /** The hex the loser was pushed out of, for the follow-up. */
  left?: Hex;
}

export interface DodgeStepFrame extends Frame {
  p: 'dodge-step';
  dodger: string;
  enemy: string;
}

export function faceEachOther(ctx: RCtx, a: Player, b: Player): void {
  a.facing = directionTo(a, b);
  b.facing = directionTo(b, a);
  emit(ctx, { type: 'face', players: [a.id, b.id] });
}

/** "knock down": the player lies in his hex; a carrier drops the ball, which scatters at once. */
export function knockDown(ctx: RCtx, p: Player): void {
  const s = ctx.state;
  p.down = true;
  emit(ctx, { type: 'knocked-down', player: p.id, x: p.x, y: p.y });
  if (s.ball.carrier !== p.id) return;
  s.ball.carrier = null;
  emit(ctx, { type: 'drop', player: p.id });
  scatter(ctx, p, 'drop');
  if (p.team === s.active) endRush(ctx, 'dropped the ball');
}

export const shove = {
  run(ctx: RCtx, f: ShoveFrame): Decision | void {
    const s = ctx.state;
    const w = playerById(s, f.winner);
    const l = playerById(s, f.loser);
    if (f.stage === 'push') {
      const free = awayHexes(w, l).filter((h) => freeHex(s, h.x, h.y));
      if (free.length === 0) {
        emit(ctx, { type: 'push-blocked', player: l.id });
        f.stage = 'finish';
        return;
      }
      if (free.length === 1) {
        f.left = { x: l.x, y: l.y };
        shift(ctx, l, free[0], 'pushed');
        f.stage = 'follow';
        return;
      }
      return { seat: seatOf(w.team), kind: 'push', prompt: `${w.name} (${w.id}) pushes ${l.name} (${l.id}) back: choose the hex`, actions: free.map((h) => ({ type: 'push', x: h.x, y: h.y, label: `push back to (${h.x}, ${h.y})` })) };
    }
    if (f.stage === 'follow') {
      return { seat: seatOf(w.team), kind: 'follow-up', prompt: `${w.name} (${w.id}): follow up?`, actions: [{ type: 'follow', label: 'follow up' }, { type: 'stay', label: 'stay put' }] };
    }
    pop(ctx);
    faceEachOther(ctx, w, l);
    if (!f.double) return;
    knockDown(ctx, l);
    armourCheck(ctx, l, f.hits);
  },
  act(ctx: RCtx, f: ShoveFrame, a: Action): void {
    const s = ctx.state;
    const w = playerById(s, f.winner);
    const l = playerById(s, f.loser);
    if (a.type === 'push') {
      f.left = { x: l.x, y: l.y };
      shift(ctx, l, { x: a.x as number, y: a.y as number }, 'pushed');
      f.stage = 'follow';
      return;
    }
    if (a.type === 'follow') shift(ctx, w, f.left!, 'follow-up');
    f.stage = 'finish';
  },
};

export const dodgeStep = {
  run(ctx: RCtx, f: DodgeStepFrame): Decision {
    const s = ctx.state;
    const d = playerById(s, f.dodger);
    const actions: Action[] = [];
    for (const dir of DIRECTIONS) {
      const n = neighbour(d, dir);
      if (freeHex(s, n.x, n.y)) actions.push({ type: 'step', dir, x: n.x, y: n.y, label: `slip away to (${n.x}, ${n.y})` });
    }
    actions.push({ type: 'stay', label: 'stay put' });
    return { seat: seatOf(d.team), kind: 'dodge-step', prompt: `${d.name} (${d.id}) dodged: a free 1-hex move`, actions };
  },
  act(ctx: RCtx, f: DodgeStepFrame, a: Action): void {
    const s = ctx.state;
    const d = playerById(s, f.dodger);
    const e = playerById(s, f.enemy);
    pop(ctx);
    if (a.type === 'step') shift(ctx, d, neighbour(d, a.dir as Dir), 'dodge-step');
    e.facing = directionTo(e, d);
    emit(ctx, { type: 'face', players: [e.id] });
  },
};

export const pushProcedures = { shove, 'dodge-step': dodgeStep };
