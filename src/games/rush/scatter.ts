// Scatter (facts.md §3.4, "Scatter"; §3.7): "declare which hex direction is '1', roll d6 for direction and d6 for
// distance"; the others are "numbered clockwise". "A standing player in the front arc must try to catch it as a
// 0-success throw. A downed player doesn't block it, but if the ball stops on one, it scatters again. Walls: the ball
// rebounds at 60°; in the 6 hexes with 3 sides on the wall it bounces straight back" (the board's `bounce` hexes).
//
// Readings where the notes are silent [A]:
// - The rushing coach declares "1", once per scatter (a scatter again after a failed catch, a bounce or a downed
//   player keeps it). Whichever direction is "1", the six are equally likely, so the declaration changes no odds:
//   on the table it keeps a coach from choosing after the roll; here the server rolls, so by default "1" is the
//   board's direction 1 and nobody is asked (the `declareOne` option asks, as at the table).
// - "In whose front arc the ball comes": the ball enters a standing player's hex from a hex in his front arc. One who
//   cannot catch (the ball comes from his side or rear, or he is a Guard) is hit by it: it scatters again from him.
// - A failed catch scatters the ball again from the catcher (the Catch row's "No successes"); a failed catch by the
//   rushing team ends its rush (facts.md §3.2, "failed pick-up or catch").
// - Rebounds mirror the ball's line off the pitch edge it meets: off the long walls (top and bottom) a slanting ball
//   turns 60° (2 ↔ 3, 6 ↔ 5) and one coming straight at the wall comes straight back; off the end walls 2 ↔ 6,
//   3 ↔ 5. From a bounce hex it goes straight back. A rebound takes no hex of the distance.
// - After 20 scatters in a row without rest (a packed crowd) the ball comes to rest on the nearest free hex.
// - Option `declineScatter` (2nd edition, facts.md §3.7: "a player may decline a scattering ball (it scatters on)"):
//   the coach of a player who would have to try the catch is asked first; a declined ball goes on along its line
//   as if he were not there (stopping on him, it scatters again from him, as on a downed player).
//
// scatter() only puts the ball loose where it starts and pushes the `scatter` frame: the declaration is a decision,
// so the ball moves when that frame runs, after the caller's procedure returns. Callers pop their own frame first.

import { onBoard, type Board } from '../../core/board';
import { emit, pop, push } from '../../core/engine';
import { roll } from '../../core/dice';
import { DIRECTIONS, neighbour, opposite, ring, rotate, type Dir, type Hex } from '../../core/grid/hex';
import type { Action, Decision, Frame } from '../../core/types';
import { pitch } from './board';
import { consult } from './ask';
import { CAN_CATCH, catchRoll, missBall, takeBall } from './catch';
import { playerAt, seatOf, type Player, type RCtx } from './state';
import { inFrontArc } from './threat';
import { direction } from './names';

const MAX_SCATTERS = 20;

interface ScatterFrame extends Frame {
  p: 'scatter';
  x: number;
  y: number;
  why: string;
}

/** The ball scatters from `from`: it lies loose there until the rushing coach has declared "1". */
export function scatter(ctx: RCtx, from: Hex, why: string): void {
  ctx.state.ball = { inPlay: true, x: from.x, y: from.y, carrier: null };
  push(ctx, { p: 'scatter', x: from.x, y: from.y, why } satisfies ScatterFrame);
}

// Mirror images of each direction (index = direction - 1) off a long wall (top, bottom) and off an end wall.
const OFF_LONG_WALL: readonly Dir[] = [4, 3, 2, 1, 6, 5];
const OFF_END_WALL: readonly Dir[] = [4, 6, 5, 1, 3, 2];

function isBounceHex(b: Board, h: Hex): boolean {
  return b.features.some((f) => f.kind === 'bounce' && f.x === h.x && f.y === h.y);
}

/** The direction a ball at `at` takes when its next hex along `dir` is off the pitch. */
export function rebound(b: Board, at: Hex, dir: Dir): Dir {
  if (isBounceHex(b, at)) return opposite(dir);
  const n = neighbour(at, dir);
  const longWall = n.y < 0 || n.y >= b.height;
  const endWall = n.x < 0 || n.x >= b.width;
  const d = longWall && endWall ? opposite(dir) : longWall ? OFF_LONG_WALL[dir - 1] : OFF_END_WALL[dir - 1];
  const m = neighbour(at, d);
  return onBoard(b, m.x, m.y) ? d : opposite(dir);
}

/** The ball comes into a standing player's hex from `prev`: a catch if it comes from his front arc and he may catch,
 * else it hits him. True when he caught it; otherwise it is to scatter again from him. */
function meets(ctx: RCtx, q: Player, prev: Hex): boolean {
  if (mayCatch(q, prev)) {
    const r = catchRoll(ctx, q, 0, true);
    if (r.outcome !== 'failure') {
      takeBall(ctx, q, r);
      return true;
    }
    missBall(ctx, q);
  } else {
    emit(ctx, { type: 'ball-hits', player: q.id });
  }
  return false;
}

function mayCatch(q: Player, prev: Hex): boolean {
  return CAN_CATCH.includes(q.role) && inFrontArc(q, prev);
}

/** The 2nd-edition variant (facts.md §3.7, option `declineScatter`): "a player may decline a scattering ball (it
 * scatters on)". His coach is asked before the catch is rolled; "catch" first, the rule without the option. */
function declines(ctx: RCtx, q: Player, prev: Hex): boolean {
  if (!ctx.state.options.declineScatter || !mayCatch(q, prev)) return false;
  const a = consult(ctx, {
    seat: seatOf(q.team),
    kind: 'scatter-catch',
    prompt: `the scattering ball comes to ${q.name} (${q.id}): try to catch it, or let it pass?`,
    actions: [{ type: 'catch', player: q.id }, { type: 'let-pass', player: q.id }],
  });
  if (a.type !== 'let-pass') return false;
  emit(ctx, { type: 'ball-declined', player: q.id });
  return true;
}

/** A ball arriving from `prev` into `at` (a launch onto a player, facts.md §3.2: "treat it like a scatter hitting a
 * player. If the rushing team fails that catch, the rush ends."): caught, or scattered from there. */
export function ballArrives(ctx: RCtx, at: Hex, prev: Hex, why: string): void {
  const q = playerAt(ctx.state, at.x, at.y);
  if (!q) {
    ctx.state.ball = { inPlay: true, x: at.x, y: at.y, carrier: null };
    return;
  }
  if (!q.down && !declines(ctx, q, prev) && meets(ctx, q, prev)) return;
  scatter(ctx, at, why);
}

/** Moves the ball with the declared "1". */
function resolve(ctx: RCtx, f: ScatterFrame, one: Dir): void {
  const s = ctx.state;
  const b = pitch(s);
  let at: Hex = { x: f.x, y: f.y };
  for (let k = 0; k < MAX_SCATTERS; k++) {
    const t = roll(ctx, { rule: 'rush.scatter', dice: 'd6', outcome: (n) => `direction ${n}` }).total;
    let dir = rotate(one, t - 1);
    const dist = roll(ctx, { rule: 'rush.scatter', dice: 'd6', outcome: (n) => `${n} ${n === 1 ? 'hex' : 'hexes'}` }).total;
    const start = at;
    let hit = false;
    for (let i = 0; i < dist && !hit; i++) {
      let n = neighbour(at, dir);
      if (!onBoard(b, n.x, n.y)) {
        dir = rebound(b, at, dir);
        emit(ctx, { type: 'rebound', x: at.x, y: at.y, dir });
        n = neighbour(at, dir);
      }
      const prev = at;
      at = n;
      const q = playerAt(s, at.x, at.y);
      if (!q || q.down) continue;
      if (declines(ctx, q, prev)) continue;
      hit = true;
      emit(ctx, { type: 'scatter', why: f.why, from: start, to: { x: at.x, y: at.y } });
      if (meets(ctx, q, prev)) return;
    }
    if (hit) continue;
    emit(ctx, { type: 'scatter', why: f.why, from: start, to: { x: at.x, y: at.y } });
    if (!playerAt(s, at.x, at.y)) break;
  }
  // A crowd that stops the ball on a player every time: it comes to rest on the nearest free hex.
  for (let r = 1; playerAt(s, at.x, at.y) && r < b.width; r++) {
    const free = ring(at, r, b.width, b.height).find((h) => onBoard(b, h.x, h.y) && !playerAt(s, h.x, h.y));
    if (free) at = free;
  }
  s.ball = { inPlay: true, x: at.x, y: at.y, carrier: null };
  emit(ctx, { type: 'ball-rests', x: at.x, y: at.y });
}

const scatterProc = {
  run(ctx: RCtx, f: ScatterFrame): Decision | void {
    if (!ctx.state.options.declareOne) {
      pop(ctx);
      resolve(ctx, f, 1);
      return;
    }
    const actions: Action[] = DIRECTIONS.map((d) => ({ type: 'declare-one', dir: d, label: `declare "1" ${direction(d)}` }));
    return { seat: seatOf(ctx.state.active), kind: 'scatter', prompt: `the ball scatters (${f.why}): declare which direction is "1"`, actions };
  },
  act(ctx: RCtx, f: ScatterFrame, a: Action): void {
    pop(ctx);
    emit(ctx, { type: 'declare-one', dir: a.dir });
    resolve(ctx, f, a.dir as Dir);
  },
};

export const scattering = { scatter: scatterProc };
