// A position on the analysis board: a game and the options that set it up, the position itself being the game's
// own scenario (src/games/*/scenario.ts builds the state; nothing here builds one). Read off any live game (a
// replay's step, a kick-off) by each game's scenarioOf, and set up again by newGame.

import { act, newGame, rulesets, type Game, type Json } from '../engine';
import { makeBot } from '../../../src/bots/index';
import { scenarioOf as gridironScenario } from '../../../src/games/gridiron/scenario-of';
import { scenarioOf as dungeonScenario } from '../../../src/games/dungeon/scenario-of';
import type { DState } from '../../../src/games/dungeon/state';
import { scenarioOf as rushScenario } from '../../../src/games/rush/scenario-of';
import { scenarioOf as runeballScenario } from '../../../src/games/runeball/scenario-of';
import type { GState } from '../../../src/games/gridiron/state';
import type { RushState } from '../../../src/games/rush/state';
import type { RuneballState } from '../../../src/games/runeball/state';

/** The board games the analysis board sets up. */
export const ANALYSIS_GAMES = ['gridiron', 'dungeon', 'rush', 'runeball'] as const;
export type AnalysisGame = (typeof ANALYSIS_GAMES)[number];
export const isAnalysisGame = (r: unknown): r is AnalysisGame => typeof r === 'string' && (ANALYSIS_GAMES as readonly string[]).includes(r);

export interface Position {
  /** The game (ruleset id). */
  r: AnalysisGame;
  /** Its options (the board, the teams) with `scenario`, the position; defaults left out. */
  o: Record<string, Json>;
}

/** The dice of an analysis board are its own: the position, not a match, is what is shared. */
export const ANALYSIS_SEED = 'analysis';

/** Options that play no part once a scenario sets the position up (gridiron's teams: the scenario lists players). */
const UNUSED: Record<AnalysisGame, string[]> = { gridiron: ['home', 'away', 'inducements'], dungeon: ['home', 'away'], rush: [], runeball: [] };

function scenarioOf(game: Game): Json {
  if (game.ruleset === 'gridiron') return gridironScenario(game as unknown as GState) as unknown as Json;
  if (game.ruleset === 'dungeon') return dungeonScenario(game as unknown as DState) as unknown as Json;
  if (game.ruleset === 'rush') return rushScenario(game as unknown as RushState) as unknown as Json;
  const { scenario: _s, seed: _d, ...teams } = game.options;
  const fresh = newGame('runeball', { ...teams, seed: ANALYSIS_SEED }) as unknown as RuneballState;
  return runeballScenario(game as unknown as RuneballState, fresh) as unknown as Json;
}

/** The position of a live game, as a scenario with the options it needs. */
export function positionOf(game: Game): Position {
  if (!isAnalysisGame(game.ruleset)) throw new Error(`the analysis board sets up ${ANALYSIS_GAMES.join(', ')}`);
  const r = game.ruleset;
  const schema = rulesets().find((i) => i.id === r)!.options;
  const o: Record<string, Json> = {};
  for (const [k, v] of Object.entries(game.options)) {
    if (k === 'seed' || k === 'scenario' || UNUSED[r].includes(k)) continue;
    if (schema[k] && JSON.stringify(schema[k].default) === JSON.stringify(v)) continue;
    o[k] = v;
  }
  o.scenario = scenarioOf(game);
  return { r, o };
}

/** The position set up as a game, at its first decision (the active side's turn). */
export function gameOf(p: Position): Game {
  return newGame(p.r, { ...p.o, seed: ANALYSIS_SEED });
}

/** Where a team turn begins: the point a kick-off or set-up hands over to play. */
function atTurn(game: Game): boolean {
  const kind = game.pending?.kind;
  return game.ruleset === 'rush' ? kind === 'action' : kind === 'turn';
}

/** A game's kick-off: a match begun with the default teams, its set-ups and kick-off made by the scripted bot, up to
 * the first team turn; its position is the start the analysis board offers. */
export function kickoffPosition(r: AnalysisGame): Position {
  const game = newGame(r, { seed: ANALYSIS_SEED });
  const bot = makeBot('scripted', ANALYSIS_SEED);
  for (let i = 0; i < 400 && game.pending && !atTurn(game); i++) act(game, bot.choose(game, game.pending));
  return positionOf(game);
}
