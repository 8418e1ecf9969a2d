// Issue 19's promise that every roster plays: the schedule of random-bot matches between rosters, each checked by the
// simulator's play-and-replay (a crash, a match that never reaches full time, or a replay that differs is reported
// with the seed that makes it).

import { playAndReplay as check, type Played } from '../../../sim/testing/play-and-replay';

/** One match of the schedule: who plays whom at which seat, with which seed. */
export interface Fixture {
  home: string;
  away: string;
  seed: string;
}

/**
 * Match k of roster `ids[i]`'s share: against each other roster in turn, at home on even k and away on odd k, so
 * every roster meets all the others at both seats.
 */
export function fixture(ids: readonly string[], i: number, k: number): Fixture {
  const them = ids[(i + 1 + (k % (ids.length - 1))) % ids.length];
  const seed = `every-roster:${ids[i]}:${k}`;
  return k % 2 === 0 ? { home: ids[i], away: them, seed } : { home: them, away: ids[i], seed };
}

/** Plays the fixture with two random bots, then replays its record and compares the two. */
export function playAndReplay(f: Fixture): Played {
  return check('gridiron', { home: f.home, away: f.away }, f.seed, 'full time');
}
