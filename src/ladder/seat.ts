// One seat of one match: a bot choosing for it. External ones answer asynchronously and hold a process.

import type { Game } from '../core/game';
import type { Action, Decision } from '../core/types';

export interface Seat {
  choose(game: Game, decision: Decision): Action | Promise<Action>;
  close(): void;
}
