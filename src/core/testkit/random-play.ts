// Random legal play through the facade, for property tests: the same (game seed, chooser seed) always gives the
// same match.

import { act, legal, start, type Game } from '../game';
import { randInt, seedRng } from '../rng';
import type { Action, Event } from '../types';

export interface RandomMatch {
  game: Game;
  actions: Action[];
  events: Event[];
}

export function playRandom(ruleset: string, seed: number, chooserSeed: number, maxActions: number, options: Record<string, unknown> = {}): RandomMatch {
  const { game, events } = start(ruleset, { ...options, seed: String(seed) });
  const rng = seedRng(chooserSeed);
  const actions: Action[] = [];
  while (game.pending && actions.length < maxActions) {
    const list = legal(game);
    const a = list[randInt(rng, list.length)];
    actions.push(a);
    for (const e of act(game, a)) events.push(e);
  }
  return { game, actions, events };
}
