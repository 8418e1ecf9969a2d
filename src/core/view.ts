// What a seat sees of a board game (DESIGN.md, "Views are per seat"): one shape for every game played on a board,
// so the app, the bots and the server read any of them the same way. A game adds its own fields beside these; it
// leaves out what the seat may not see (no seed or dice state, no hidden chest contents).

import type { Board, BoardData } from './board';
import type { Result } from './types';

export type PieceView = {
  id: string;
  /** The seat the piece plays for. */
  side: string;
  number: number;
  name: string;
  /** Where it is: on the board (`pitch`) or in one of the game's boxes (reserves, knocked out...). */
  place: string;
  /** -1 off the board. */
  x: number;
  y: number;
  stance: string;
};

export type BoardGameView = {
  ruleset: string;
  /** The seat looking, or null for a spectator. */
  seat: string | null;
  /** The board as its data: size, grid, every cell, walls, areas. */
  board: BoardData;
  players: PieceView[];
  ball: { state: string; x: number; y: number; carrier: string | null };
  score: Record<string, number>;
  /** Whose turn it is. */
  active: string | null;
  /** The decision waited for, without its list of actions (those are `legal`'s). */
  pending: { seat: string; kind: string; prompt: string } | null;
  result: Result | null;
};

/** The seat a view is for: one of the game's seats, or null (a spectator) for anything else. */
export function viewer(seats: readonly string[], seat: string | undefined): string | null {
  return seat !== undefined && seats.includes(seat) ? seat : null;
}

/** The board part of a view: the board's own data. */
export function boardData(board: Board): BoardData {
  return board.data;
}

/** Whether a view has the board-game shape. */
export function isBoardGameView(v: unknown): v is BoardGameView {
  const o = v as BoardGameView | null;
  return !!o && typeof o === 'object' && typeof o.ruleset === 'string' && !!o.board && typeof o.board === 'object' && Array.isArray(o.players);
}
