// Moving chests (seed 004, Moving Chests): "Any player with a ST of 3 or higher may either push a chest directly in
// front of him or drag a chest directly behind him at a cost of one additional point of movement per square. For
// example, pushing or dragging a chest two squares would cost four squares of movement."
//
// A push is a step into the chest's square, the chest going one square on in the same line; a drag is a step
// straight away from a chest next to him, the chest coming into the square he left. Either is offered beside the
// plain steps as a `move` with `chest: 'push' | 'drag'`. Where the seed is silent we keep it to the plain case: the
// two squares of movement come from his MA (no go-for-it), the step needs no dodge, both squares are plain floor or
// platform on the level he stands on, and the chest goes to a square with no player, ball, chest, teleporter or
// hazard in it. A chest moved is not opened.

import { obstacleAt, solidAt, stepBlocked, terrainAt, type Board } from '../../core/board';
import type { Procedure } from '../../core/engine';
import type { Action } from '../../core/types';
import type { ActionFrame } from '../gridiron/action';
import { pitchOf } from '../gridiron/pitch';
import { playerAt, playerById, type Player } from '../gridiron/state';
import { chestAt, type DState } from './state';
import { padAt } from './teleporters';

/** Squares of movement a chest moved one square costs beyond the step itself. */
export const CHEST_EXTRA_MOVEMENT = 1;
export const CHEST_MIN_ST = 3;

/** A square a chest (or the player moving it) may go to, on the level `level`. */
function clear(s: DState, b: Board, x: number, y: number, level: number): boolean {
  if (x < 0 || y < 0 || x >= b.width || y >= b.height || solidAt(b, x, y) || obstacleAt(b, x, y)) return false;
  const t = terrainAt(b, x, y);
  if ((t !== 'floor' && t !== 'platform') || b.level[y * b.width + x] !== level) return false;
  if (playerAt(s, x, y) || chestAt(s, x, y) || padAt(s, x, y)) return false;
  return !(s.ball.state === 'ground' && s.ball.x === x && s.ball.y === y);
}

/** The chest moves the player may make now, each a step with its chest's new square. */
export function chestMoves(s: DState, p: Player, plainSteps: readonly Action[]): Action[] {
  const b = pitchOf(s).board;
  if (p.st < CHEST_MIN_ST || s.chests.length === 0 || p.moved + 1 + CHEST_EXTRA_MOVEMENT > p.ma) return [];
  const level = b.level[p.y * b.width + p.x];
  const out: Action[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const ax = p.x + dx;
      const ay = p.y + dy;
      // Push: the chest is in front; it goes on one square, he takes its place.
      const ahead = chestAt(s, ax, ay);
      if (ahead) {
        const cx = ax + dx;
        const cy = ay + dy;
        const step = plainSteps.find((a) => a.x === ax && a.y === ay);
        if (step && !step.hint && clear(s, b, cx, cy, level) && !stepBlocked(b, ax, ay, cx, cy) && b.level[ay * b.width + ax] === level) {
          out.push({ type: 'move', x: ax, y: ay, chest: 'push', hint: `push chest ${ahead.number} to ${cx},${cy}` });
        }
        continue;
      }
      // Drag: the chest is behind him, he steps straight away from it.
      const behind = chestAt(s, p.x - dx, p.y - dy);
      const step = plainSteps.find((a) => a.x === ax && a.y === ay);
      if (behind && step && !step.hint && clear(s, b, ax, ay, level) && !stepBlocked(b, behind.x, behind.y, p.x, p.y)) {
        out.push({ type: 'move', x: ax, y: ay, chest: 'drag', hint: `drag chest ${behind.number} to ${p.x},${p.y}` });
      }
    }
  }
  return out;
}

/** The action procedure with the chest moves among a moving player's steps. */
export const movingChests = (base: Procedure<DState, ActionFrame>): Procedure<DState, ActionFrame> => ({
  run(ctx, f) {
    const d = base.run(ctx, f);
    if (!d || d.kind !== 'action' || ctx.state.chests.length === 0) return d;
    const steps = d.actions.filter((a) => a.type === 'move' && a.chest === undefined);
    if (steps.length === 0) return d;
    const extra = chestMoves(ctx.state, playerById(ctx.state, f.player), steps);
    return extra.length === 0 ? d : { ...d, actions: [...d.actions, ...extra] };
  },
  act(ctx, f, action) {
    if (action.type !== 'move' || action.chest === undefined) return base.act!(ctx, f, action);
    const s = ctx.state;
    const p = playerById(s, f.player);
    const dx = (action.x as number) - p.x;
    const dy = (action.y as number) - p.y;
    const chest = action.chest === 'push' ? chestAt(s, p.x + dx, p.y + dy)! : chestAt(s, p.x - dx, p.y - dy)!;
    const to = action.chest === 'push' ? { x: chest.x + dx, y: chest.y + dy } : { x: p.x, y: p.y };
    // The chest is out of his way (or on its way behind him) before he steps, so the step does not open it.
    chest.x = to.x;
    chest.y = to.y;
    p.moved += CHEST_EXTRA_MOVEMENT;
    ctx.events.push({ type: 'chest-moved', chest: chest.number, player: p.id, how: action.chest, x: to.x, y: to.y });
    return base.act!(ctx, f, { type: 'move', x: action.x, y: action.y });
  },
});
