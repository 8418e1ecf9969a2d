// A player's steps, fast: the same list as action.ts `moveActions` (the rule), from one pass over the players that
// counts the opposing tackle zones on each square around the mover, instead of a dodge worked out per square, and
// from action objects built once per square and hint and shared (frozen: decisions never edit them).
//
// The dodge out of a square is the same roll whichever square it enters, but for the tackle zones on the square
// entered: so the score needed is the dodge's with no zones (`dodgeSpec` at a square nobody marks) less one per
// zone (none for a Stunty dodger), kept between 2 and 6.

import { stepBlocked } from '../../../core/board';
import type { Action } from '../../../core/types';
import { moveHint } from '../action';
import { dodgeSpec, gfiMods } from '../move';
import { perPitch, pitchOf, type Pitch } from '../pitch';
import { hasSkill, hasTackleZone, rollNeeded, type GState, type Player } from '../state';

/** Scratch for one action list (never stored in a state): how many opposing tackle zones (Titchy ones aside) fall
 * on each of the 3x3 squares around the mover, at [(dy + 1) * 3 + dx + 1]. */
const zones = new Uint8Array(9);

/** Hint texts by (GFI need, dodge need, pick-up): 98 at most. */
const hintCache: (string | undefined | null)[] = new Array(98).fill(null);

/** Move actions by ((GFI need * 7 + dodge need) * 2 + pick-up) * squares + square; needs are 0 (none) or 2..6. The
 * square varies fastest so that the plain steps around a player, the common case, lie close together in memory. A
 * fixed size for each pitch: one for each square and hint. */
const moveCacheOf = perPitch((p) => new Array<Action | undefined>(p.cells * 98).fill(undefined));

function moveAction(pitch: Pitch, moveCache: (Action | undefined)[], x: number, y: number, gfiNeed: number, dodgeNeed: number, pickup: boolean): Action {
  const h = (gfiNeed * 7 + dodgeNeed) * 2 + (pickup ? 1 : 0);
  const key = h * pitch.cells + y * pitch.width + x;
  let a = moveCache[key];
  if (a === undefined) {
    let hint = hintCache[h];
    if (hint === null) hint = hintCache[h] = moveHint(gfiNeed, dodgeNeed, pickup);
    a = Object.freeze(hint ? { type: 'move', x, y, hint } : { type: 'move', x, y });
    moveCache[key] = a;
  }
  return a;
}

export function fastMoveActions(s: GState, p: Player, out: Action[]): void {
  for (let i = 0; i < 9; i++) zones[i] = 0;
  // Who stands on the 3x3 squares around the mover: bit (dy + 1) * 3 + dx + 1.
  let near = 0;
  let marked = false;
  const px = p.x;
  const py = p.y;
  for (const q of s.players) {
    // Distance first: it turns most players away with one read (off the pitch, x and y are -1, so the place is
    // still checked).
    const dx = q.x - px;
    if (dx < -2 || dx > 2) continue;
    const dy = q.y - py;
    if (dy < -2 || dy > 2 || q.place !== 'pitch') continue;
    const adjacent = dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1;
    if (adjacent) near |= 1 << ((dy + 1) * 3 + dx + 1);
    if (q.side === p.side || !hasTackleZone(q)) continue;
    if (adjacent) marked = true;
    if (hasSkill(q, 'Titchy')) continue;
    // The squares next to the mover that this opponent's zone covers.
    for (let ty = Math.max(-1, dy - 1); ty <= Math.min(1, dy + 1); ty++) {
      for (let tx = Math.max(-1, dx - 1); tx <= Math.min(1, dx + 1); tx++) zones[(ty + 1) * 3 + tx + 1]++;
    }
  }
  const gfiNeed = p.moved >= p.ma ? rollNeeded(2, gfiMods(s)) : 0;
  // The dodge without the square's own tackle zones; each square then adds its count (Stunty ignores them).
  let baseNeed = 0;
  if (marked) {
    const base = dodgeSpec(s, p, -9, -9);
    baseNeed = base.target;
    for (const m of base.mods) baseNeed -= m.value;
  }
  const stunty = marked && hasSkill(p, 'Stunty');
  const pitch = pitchOf(s);
  const W = pitch.width;
  const H = pitch.height;
  const board = pitch.board;
  const moveCache = moveCacheOf(pitch);
  const ball = s.ball.state === 'ground' ? s.ball.y * W + s.ball.x : -1;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const x = px + dx;
      const y = py + dy;
      // On the pitch (pitch.ts onPitch, written out), and no wall between the squares (a board with walls).
      if (x < 0 || y < 0 || x >= W || y >= H || near & (1 << ((dy + 1) * 3 + dx + 1))) continue;
      if (!board.open && (board.solid[y * W + x] === 1 || stepBlocked(board, px, py, x, y))) continue;
      const dodgeNeed = marked ? Math.min(6, Math.max(2, baseNeed + (stunty ? 0 : zones[(dy + 1) * 3 + dx + 1]))) : 0;
      out.push(moveAction(pitch, moveCache, x, y, gfiNeed, dodgeNeed, y * W + x === ball));
    }
  }
}
