// A refereed match seen from a seat's screen: the server holds the seed and rolls; the screen keeps its own copy of
// the game by playing each step with the dice the server says the step drew (dice.ts: withDiceFed), so every tool that
// looks at the game (paths, odds, the player card, undo) works on it without ever holding the seed. The server's side
// notes those dice as it plays (withDiceTap). The two copies differ only in the generator and the seed, which
// publicHash leaves out, so a test can hold them to being the same game.

import { act, start, type Game } from './game';
import { hashState } from './replay';
import { withDiceFed, withDiceTap } from './dice';
import type { Action, Event } from './types';

/** A match's options as a seat may know them: without the seed. */
export function publicOptions(options: Record<string, unknown>): Record<string, unknown> {
  const { seed: _seed, ...rest } = options;
  return rest;
}

/** The server's start, with the dice its pre-game rolls drew. */
export function tappedStart(ruleset: string, options: Record<string, unknown>): { game: Game; events: Event[]; dice: number[] } {
  const { value, dice } = withDiceTap(() => start(ruleset, options));
  return { ...value, dice };
}

/** The server's step, with the dice it drew. */
export function tappedAct(game: Game, action: Action): { events: Event[]; dice: number[] } {
  const { value, dice } = withDiceTap(() => act(game, action));
  return { events: value, dice };
}

/** The screen's start: the public options, the pre-game dice the server sent. */
export function refereedStart(ruleset: string, options: Record<string, unknown>, dice: readonly number[]): { game: Game; events: Event[] } {
  return withDiceFed(dice, () => start(ruleset, { ...publicOptions(options), seed: 'refereed' }));
}

/** The screen's step: the action with the dice the server said it drew (all of them, no more). */
export function refereedAct(game: Game, action: Action, dice: readonly number[]): Event[] {
  return withDiceFed(dice, () => act(game, action));
}

/** The game's hash without what only the server has (seed, generator) or only a test gives (a script). */
export function publicHash(game: Game): string {
  const options = publicOptions(game.options as Record<string, unknown>);
  return hashState({ ...game, seed: '', rng: [0, 0, 0, 0], script: [], options } as unknown as Game);
}
