// Turnover's public API: the facade, the kernel's data types, and every built-in ruleset registered.

import './games/index';

export { rulesets, glossary, newGame, start, pending, legal, act, view, interceptorsOf, clone, result, type Game, type RulesetInfo } from './core/game';
export { IllegalAction, EngineError } from './core/engine';
export { OptionsError } from './core/options';
export { UnknownRuleset, registerRuleset } from './core/registry';
export { extendRuleset, type Extension } from './core/extend';
export { loadBoard, BoardError, type Board, type BoardData } from './core/board';
export { isBoardGameView, type BoardGameView, type PieceView } from './core/view';
export { DiceError } from './core/dice';
export { startMatch, play, finishRecord, replay, parseRecord, hashState, ReplayError, type Match, type MatchRecord } from './core/replay';
export type { Action, Decision, Event, RollEvent, Result, Modifier, Json } from './core/types';
export { resolveSpot, spotRuleInfo, SPOT_RULES } from './spot/index';
