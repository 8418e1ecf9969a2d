// One random rush match for the slow suite (random.slow.test.ts), between two of the shipped teams: the simulator's
// play-and-replay reports a crash, a match that never ends, or a replay that differs, with the seed and teams that
// make it.

import { playAndReplay as check, type Played } from '../../sim/testing/play-and-replay';

export interface RushFixture {
  home: string;
  away: string;
  seed: string;
}

export function playAndReplay(f: RushFixture): Played {
  return check('rush', { home: f.home, away: f.away }, f.seed);
}
