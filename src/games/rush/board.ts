// The rush pitch is data (boards/*.json, loaded by core's loadBoard). Rules ask it here: halves, launch hexes,
// entrances, strike zones and their bands, never a size constant.
//
// Axes: x runs along the pitch (26 hexes; Home's end at x = 0, Home scores at the x = 25 end), y across it (14 hexes).
// facts.md §3.5's "halfway between rows 13 and 14" is the line between x = 12 and x = 13 here, since odd-q columns
// are the straight lines of the hex grid.

import { boardSet, inArea, type Board } from '../../core/board';
import { boardOf } from '../../core/board-of';
import { registerBoards } from '../../core/board-of';
import type { BaseState } from '../../core/types';
import arena from './boards/arena.json';

export const RUSH_BOARDS = boardSet([arena], 'arena');
registerBoards('rush', RUSH_BOARDS);

export function pitch(s: BaseState): Board {
  return boardOf(s);
}

export const SIDES = ['home', 'away'] as const;

export function inHalf(b: Board, team: 0 | 1, x: number, y: number): boolean {
  return inArea(b, `half:${SIDES[team]}`, x, y);
}

/** The launch hex numbered n (1-5) counted from the rushing coach's left side: the board numbers them from Home's
 * left (y = 0), so the Visitor counts from the other end. */
export function launchHex(b: Board, rushing: 0 | 1, n: number): { x: number; y: number } {
  const num = rushing === 0 ? n : 6 - n;
  const f = b.features.find((f) => f.kind === 'launch' && f.number === num);
  if (!f) throw new Error(`board ${b.id}: no launch hex ${num}`);
  return { x: f.x, y: f.y };
}

export function entranceOf(b: Board, team: 0 | 1): { x: number; y: number } | undefined {
  return b.features.find((f) => f.kind === 'entrance' && f.side === SIDES[team]);
}

/** The strike zone a hex lies in for a scoring team (its number, 1-3), or 0. */
export function strikeZoneAt(b: Board, team: 0 | 1, x: number, y: number): number {
  for (let n = 1; n <= 3; n++) if (inArea(b, `strike-zone:${SIDES[team]}:${n}`, x, y)) return n;
  return 0;
}

/** What a Strike thrown from (x, y) is worth (facts.md §3.7): its band, 1 nearest the Strike Hex, +1 on the Bonus Hex. */
export function strikeValue(b: Board, x: number, y: number): number {
  const band = inArea(b, 'band:1', x, y) ? 1 : inArea(b, 'band:2', x, y) ? 2 : inArea(b, 'band:3', x, y) ? 3 : 0;
  const bonus = b.features.some((f) => f.kind === 'bonus' && f.x === x && f.y === y) ? 1 : 0;
  return band + bonus;
}
