// Which board a game is on: its ruleset's boards and its `board` option (DESIGN.md, "A board is data"). The board is
// never stored in the state: the options name it, so a record replays on the same board and a state reads the same
// as before boards were data.

import { BoardError, resolveBoard, type Board, type BoardSet } from './board';
import type { BaseState } from './types';

/** The boards of each ruleset id: registered with the ruleset, or by the rules module that defines them (so a rule
 * can ask for its board in a test that stages a state without registering the whole ruleset). */
const byRuleset = new Map<string, BoardSet>();

export function registerBoards(ruleset: string, boards: BoardSet): void {
  const had = byRuleset.get(ruleset);
  if (had && had !== boards) throw new BoardError(`ruleset "${ruleset}" has its boards registered twice`);
  byRuleset.set(ruleset, boards);
}

/** The last options asked about and their board: nearly every question comes from the same match (clones share
 * their options object, which is replaced and never edited). */
let lastOptions: object | null = null;
let lastRuleset = '';
let lastBoard: Board | null = null;

/** The board of a game; an error for a ruleset that has none. */
export function boardOf(state: BaseState): Board {
  if (state.options === lastOptions && state.ruleset === lastRuleset) return lastBoard!;
  const boards = byRuleset.get(state.ruleset);
  if (!boards) throw new Error(`ruleset "${state.ruleset}" is not played on a board`);
  const b = resolveBoard(boards, state.options.board);
  lastOptions = state.options;
  lastRuleset = state.ruleset;
  lastBoard = b;
  return b;
}
