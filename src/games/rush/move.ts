// Moving hex by hex, shared by Run and Sprint (seed 003): a Run moves "a number of hexes equal to Movement, turning
// freely"; a Sprint moves "straight forwards a number of hexes equal to twice your Movement. You may change facing
// at the cost of 1 hex of movement per change." After either, "you may choose to Dash": each Dash is "1 extra point
// of Movement"; "If you move out of a hex that is threatened, you will need to Evade". Models may not enter occupied
// hexes (facts.md §3.3). Coming into the loose ball's hex is a Pick Up.

import { onBoard } from '../../core/board';
import { emit, pop } from '../../core/engine';
import { DIRECTIONS, neighbour, rotate, type Dir } from '../../core/grid/hex';
import type { Action, Decision, Frame } from '../../core/types';
import { dropBall } from './ball';
import { pitch } from './board';
import { dashOrEvade, fallOver } from './dash-evade';
import { CAN_PICK_UP, pickUpBall } from './pickup';
import { playerAt, playerById, seatOf, type Player, type RCtx, type RushState } from './state';
import { enemyThreats } from './threat';

export interface MoveFrame extends Frame {
  p: 'move';
  player: string;
  mode: 'run' | 'sprint';
  /** Movement points left before a Dash. */
  left: number;
}

/** Whether the player may step into `to`: on the pitch, empty, and not the loose ball's hex for a Guard. */
function canEnter(s: RushState, p: Player, x: number, y: number): boolean {
  if (!onBoard(pitch(s), x, y) || playerAt(s, x, y)) return false;
  const b = s.ball;
  if (b.inPlay && b.carrier === null && b.x === x && b.y === y && !CAN_PICK_UP.includes(p.role)) return false;
  return true;
}

function options(s: RushState, f: MoveFrame, p: Player): Action[] {
  const out: Action[] = [];
  const kind = f.left > 0 ? 'step' : 'dash';
  const dirs: readonly Dir[] = f.mode === 'run' ? DIRECTIONS : [p.facing];
  // Each step names the hex it enters, so a coach (or the app) can point at it; the hint says which tests it takes.
  const evade = enemyThreats(s, p.team, p) > 0;
  const hint = [kind === 'dash' ? 'dash' : '', evade ? 'evade' : ''].filter(Boolean).join(' + ');
  for (const dir of dirs) {
    const n = neighbour(p, dir);
    if (canEnter(s, p, n.x, n.y)) out.push({ type: kind, dir, x: n.x, y: n.y, label: `${kind === 'dash' ? 'Dash' : 'step'} to (${n.x}, ${n.y})`, ...(hint ? { hint } : {}) });
  }
  if (f.mode === 'sprint' && f.left > 0) for (const t of [-1, 1]) out.push({ type: 'turn', dir: rotate(p.facing, t) });
  // A Run ends facing any way ("turning freely"); a Sprint ends facing as it goes.
  if (f.mode === 'run') for (const dir of DIRECTIONS) out.push({ type: 'stop', facing: dir });
  else out.push({ type: 'stop', label: 'Stop here' });
  return out;
}

export const move = {
  run(ctx: RCtx, f: MoveFrame): Decision | void {
    const s = ctx.state;
    const p = playerById(s, f.player);
    if (s.action?.over || p.down || p.at !== 'pitch') {
      pop(ctx);
      return;
    }
    return { seat: seatOf(p.team), kind: 'move', prompt: `${p.name} (${p.id}): ${f.mode}, ${f.left} hexes left`, actions: options(s, f, p) };
  },
  act(ctx: RCtx, f: MoveFrame, a: Action): void {
    const s = ctx.state;
    const p = playerById(s, f.player);
    if (a.type === 'stop') {
      if (a.facing !== undefined) p.facing = a.facing as Dir;
      pop(ctx);
      return;
    }
    if (a.type === 'turn') {
      p.facing = a.dir as Dir;
      f.left--;
      return;
    }
    const dir = a.dir as Dir;
    const from = { x: p.x, y: p.y };
    const threatened = enemyThreats(s, p.team, from) > 0;
    const to = neighbour(p, dir);
    p.x = to.x;
    p.y = to.y;
    p.facing = dir;
    if (a.type === 'step') f.left--;
    if (s.action) s.action.moved = true;
    if (s.ball.carrier === p.id) {
      s.ball.x = to.x;
      s.ball.y = to.y;
    }
    emit(ctx, { type: 'step', player: p.id, from, to, dash: a.type === 'dash' });
    const made = (!threatened || dashOrEvade(ctx, 'evade', p, from)) && (a.type !== 'dash' || dashOrEvade(ctx, 'dash', p, from));
    if (!made) {
      pop(ctx);
      fallOver(ctx, p, dropBall);
      return;
    }
    const b = s.ball;
    if (b.inPlay && b.carrier === null && b.x === p.x && b.y === p.y) {
      pop(ctx);
      pickUpBall(ctx, p);
    }
  },
};

export const movement = { move };

/** Starts a move for the action being taken. */
export function startMove(ctx: RCtx, p: Player, mode: 'run' | 'sprint'): void {
  if (mode === 'sprint' && ctx.state.action) ctx.state.action.sprinted = true;
  ctx.state.stack.push({ p: 'move', player: p.id, mode, left: mode === 'run' ? p.stats.move : 2 * p.stats.move } satisfies MoveFrame);
}
