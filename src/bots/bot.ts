// What a bot is: it sees the game only through the facade and answers the pending decision with one legal action.

import type { Game } from '../core/game';
import type { Action, Decision } from '../core/types';

export interface Bot {
  name: string;
  choose(game: Game, decision: Decision): Action;
}
