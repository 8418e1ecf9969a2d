// How good a position is for a seat, as a number from 0 (lost) to 1 (won), for the search bot to compare the ends
// of its rollouts. A finished game scores by its result; an unfinished one by a ruleset's own evaluator when one is
// registered (the scripted players bring theirs), otherwise by the score difference in the view.

import { result, view, type Game } from '../index';

export type Evaluator = (game: Game, seat: string) => number;

const evaluators = new Map<string, Evaluator>();

export function registerEvaluator(ruleset: string, fn: Evaluator): void {
  evaluators.set(ruleset, fn);
}

export function evaluate(game: Game, seat: string): number {
  const r = result(game);
  if (r) return r.winner === null ? 0.5 : r.winner === seat ? 1 : 0;
  const own = evaluators.get(game.ruleset);
  if (own) return own(game, seat);
  return scoreEdge(game, seat);
}

/** 0.5 when level, towards 1 the further `seat` leads on the view's score, towards 0 the further it trails. */
export function scoreEdge(game: Game, seat: string): number {
  const score = view(game).score as Record<string, number> | undefined;
  if (!score || typeof score[seat] !== 'number') return 0.5;
  let others = 0;
  for (const k in score) if (k !== seat && typeof score[k] === 'number') others = Math.max(others, score[k]);
  return 0.5 + 0.5 * Math.tanh((score[seat] - others) / 2);
}
