// A Pass action's throws, fast: the same list as ball/pass.ts `throwActions` (the rule). The list is asked for at
// every step of a Pass action by the ball carrier, and the rule builds a few hundred targets, actions and hints each
// time. Here the range ruler is read once into a table of bands, the score each band needs is worked out once per
// list (as the rule does), and each throw action is built once per square, band and score and shared (frozen:
// decisions never edit them). A thrower with Hail Mary Pass (a rare skill) is left to the rule.

import { solidAt } from '../../../core/board';
import type { Action } from '../../../core/types';
import { BLIZZARD_RANGES, crowdThrowLabel, passModifiers, RANGE_MODIFIERS, rangeName, throwActions } from '../ball/pass';
import { passRange, RANGE_RULER, type PassRange } from '../ball/range-ruler';
import { onPitch, perPitch, pitchOf, type Pitch } from '../pitch';
import { agilityTarget, hasSkill, playerById, rollNeeded, type GState } from '../state';

const REACH = RANGE_RULER.length;
/** The range bands, in RANGE_MODIFIERS order. */
export const BANDS: readonly PassRange[] = RANGE_MODIFIERS.map((m) => m[0]);
/** The band (1 + its index in BANDS; 0 where the ruler does not reach) at [|dy| * REACH + |dx|], read off the
 * rule's own `passRange`. */
export const BAND_AT = new Uint8Array(REACH * REACH);
for (let dy = 0; dy < REACH; dy++) {
  for (let dx = 0; dx < REACH; dx++) {
    const range = passRange({ x: 0, y: 0 }, { x: dx, y: dy });
    BAND_AT[dy * REACH + dx] = range ? BANDS.indexOf(range) + 1 : 0;
  }
}

/** Scratch for one list: the score each band needs (at 1 + its index), 0 where the band is not allowed. */
const needs = new Uint8Array(RANGE_MODIFIERS.length + 1);

/** Throw actions per pitch by ((band * 8 + need) * cells-with-the-crowd-ring) + cell, the cell counted from the
 * crowd square at (-1, -1). */
const throwCacheOf = perPitch((p) => new Array<Action | undefined>((RANGE_MODIFIERS.length + 1) * 8 * (p.width + 2) * (p.height + 2)).fill(undefined));

function throwAction(pitch: Pitch, cache: (Action | undefined)[], x: number, y: number, band: number, need: number): Action {
  const key = (band * 8 + need) * (pitch.width + 2) * (pitch.height + 2) + (y + 1) * (pitch.width + 2) + x + 1;
  let a = cache[key];
  if (a === undefined) {
    const hint = `${onPitch(pitch, x, y) ? '' : 'Into the crowd: '}${rangeName(BANDS[band - 1])} ${need}+`;
    a = cache[key] = Object.freeze(onPitch(pitch, x, y) ? { type: 'throw', x, y, hint } : { type: 'throw', x, y, hint, label: crowdThrowLabel(pitch.width, pitch.height, x, y) });
  }
  return a;
}

export function fastThrowActions(s: GState, throwerId: string): readonly Action[] {
  const t = playerById(s, throwerId);
  const blizzard = s.weather === 'blizzard';
  if (!blizzard && hasSkill(t, 'Hail Mary Pass')) return throwActions(s, throwerId);
  const base = agilityTarget(t.ag);
  for (let b = 0; b < BANDS.length; b++) {
    const range = BANDS[b];
    needs[b + 1] = !blizzard || BLIZZARD_RANGES.includes(range) ? rollNeeded(base, passModifiers(s, t, range)) : 0;
  }
  const pitch = pitchOf(s);
  const board = pitch.board;
  const cache = throwCacheOf(pitch);
  const out: Action[] = [];
  // The rule's squares in the rule's order (rows, then columns), from the crowd ring at -1 to the one past the far
  // edge; only those the ruler can reach are looked at.
  const y0 = Math.max(-1, t.y - REACH + 1);
  const y1 = Math.min(board.height, t.y + REACH - 1);
  const x0 = Math.max(-1, t.x - REACH + 1);
  const x1 = Math.min(board.width, t.x + REACH - 1);
  for (let y = y0; y <= y1; y++) {
    const row = (y > t.y ? y - t.y : t.y - y) * REACH;
    for (let x = x0; x <= x1; x++) {
      const band = BAND_AT[row + (x > t.x ? x - t.x : t.x - x)];
      if (band === 0 || needs[band] === 0) continue;
      // Rock is no target (a board with walls; an open pitch has none).
      if (!board.open && solidAt(board, x, y)) continue;
      out.push(throwAction(pitch, cache, x, y, band, needs[band]));
    }
  }
  return out;
}
