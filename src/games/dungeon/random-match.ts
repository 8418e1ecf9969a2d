// One random dungeon match for the slow suite (random.slow.test.ts), on a shipped map: the simulator's play-and-replay
// reports a crash, a match that never ends, or a replay that differs with the seed and map that make it.

import { playAndReplay as check, type Played } from '../../sim/testing/play-and-replay';

export interface DungeonFixture {
  board: string;
  seed: string;
}

export function playAndReplay(f: DungeonFixture): Played {
  return check('dungeon', { board: f.board }, f.seed);
}
