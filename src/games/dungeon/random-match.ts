// One random dungeon match for the slow suite (random.slow.test.ts): two random coaches play it to its end with its
// record kept, then it is played again from that record alone (through JSON, as a saved record is), so a crash, a
// match that never ends, or any difference between the two plays is reported with the seed and map that make it.

import '../index';
import { makeBot } from '../../bots/index';
import { finishRecord, play, replay, startMatch, type MatchRecord } from '../../core/replay';
import { hashString } from '../../core/rng';
import type { Event } from '../../core/types';
import type { DState } from './state';

export interface DungeonFixture {
  board: string;
  seed: string;
}

export interface DungeonPlayed {
  actions: number;
  reason: string;
  /** Why the match fails the check, or null. */
  problem: string | null;
}

/** A match longer than this is stuck, not long. */
export const MAX_ACTIONS = 100_000;

const digest = (events: Event[]) => hashString(JSON.stringify(events)).toString(16);

export function playAndReplay(f: DungeonFixture): DungeonPlayed {
  const m = startMatch('dungeon', { seed: f.seed, board: f.board });
  const events: Event[] = [...m.events];
  const bots = { home: makeBot('random', `${f.seed}:home`), away: makeBot('random', `${f.seed}:away`) };
  while (m.game.pending && m.game.step < MAX_ACTIONS) {
    const d = m.game.pending;
    for (const e of play(m, bots[d.seat as 'home' | 'away'].choose(m.game, d))) events.push(e);
  }
  const result = (m.game as unknown as DState).result;
  const reason = result ? result.reason : `stopped after ${MAX_ACTIONS} actions`;
  const out = (problem: string | null): DungeonPlayed => ({ actions: m.game.step, reason, problem });
  if (!result) return out(`no result: ${reason}`);
  const record = JSON.parse(JSON.stringify(finishRecord(m))) as MatchRecord;
  // replay() itself throws when the step count or the final state's hash differs from the record's.
  const again = replay(record);
  if (again.events.length !== events.length || digest(again.events) !== digest(events)) {
    const at = again.events.findIndex((e, n) => JSON.stringify(e) !== JSON.stringify(events[n]));
    return out(`the replay's events differ from the match's (first at event ${at < 0 ? Math.min(again.events.length, events.length) : at})`);
  }
  return out(null);
}
