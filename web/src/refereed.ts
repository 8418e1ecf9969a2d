// Hot seat and vs bot, refereed by the server (src/server/seats.ts: solo): the server holds the seed and rolls, and
// this screen keeps its own copy of the game by playing each step with the dice the server says it drew
// (src/core/refereed.ts), so paths, hover odds, the player card and undo work here as before, with no seed here.

import { call, setCsrf } from './api';
import type { Action, MatchRecord } from './engine';
import type { Seats } from './api';

/** What the one person at this screen is sent to keep the game: options without the seed, actions, and the dice
 * each step drew (index 0: the pre-game rolls). */
export interface SoloHistory {
  options: Record<string, unknown>;
  actions: Action[];
  dice: number[][];
}

export interface SoloMatch {
  id: number;
  title: string;
  ruleset: string;
  status: 'playing' | 'finished';
  steps: number;
  seats: Seats;
  commit: string;
  solo?: SoloHistory;
  record?: MatchRecord & { commit: string };
  guest?: { name: string; csrf: string };
}

export const referee = {
  /** A new match with the server's dice: `seats` says "human" (this screen) or "bot:<name>" per seat. */
  async create(b: { ruleset: string; title: string; options: Record<string, unknown>; seats: Seats }): Promise<SoloMatch> {
    const m = await call<SoloMatch>('POST', '/api/online', { ruleset: b.ruleset, title: b.title, options: b.options, solo: b.seats });
    // No account needed: the server made a guest session for this browser, whose changes carry this token.
    if (m.guest) setCsrf(m.guest.csrf);
    return m;
  },
  open: (id: number) => call<SoloMatch>('GET', `/api/matches/${id}/play`),
  /** Plays `actions` after step `seq`; the answer has the dice each drew. */
  act: (id: number, seq: number, actions: Action[]) => call<{ steps: number; dice: number[][] }>('POST', `/api/matches/${id}/actions`, { seq, actions }),
  /** Takes back the last `steps` steps (own steps of the seat to act, none that rolled), at once. */
  takeBack: (id: number, seq: number, steps: number) => call<{ step: number }>('POST', `/api/matches/${id}/take-back`, { seq, steps }),
};
