// Issue 19's promise that every roster plays: one random-bot match between two rosters, played with its record kept
// and then played again from that record alone (JSON, as a saved record is), so a crash, a match that never reaches
// full time, or any difference between the two plays is reported with the seed that makes it.

import '../../index';
import { makeBot } from '../../../bots/index';
import { finishRecord, play, replay, startMatch, type MatchRecord } from '../../../core/replay';
import { hashString } from '../../../core/rng';
import type { Event } from '../../../core/types';

/** One match of the schedule: who plays whom at which seat, with which seed. */
export interface Fixture {
  home: string;
  away: string;
  seed: string;
}

export interface Played {
  actions: number;
  reason: string;
  /** Why the match fails the check, or null. */
  problem: string | null;
}

/** A match longer than this is stuck, not long: random matches take about a thousand actions. */
export const MAX_ACTIONS = 100_000;

/**
 * Match k of roster `ids[i]`'s share: against each other roster in turn, at home on even k and away on odd k, so
 * every roster meets all the others at both seats.
 */
export function fixture(ids: readonly string[], i: number, k: number): Fixture {
  const them = ids[(i + 1 + (k % (ids.length - 1))) % ids.length];
  const seed = `every-roster:${ids[i]}:${k}`;
  return k % 2 === 0 ? { home: ids[i], away: them, seed } : { home: them, away: ids[i], seed };
}

const digest = (events: Event[]) => hashString(JSON.stringify(events)).toString(16);

/** Plays the fixture with two random bots, then replays its record and compares the two. */
export function playAndReplay(f: Fixture): Played {
  const m = startMatch('gridiron', { home: f.home, away: f.away, seed: f.seed });
  const events: Event[] = [...m.events];
  const bots = { home: makeBot('random', `${f.seed}:home`), away: makeBot('random', `${f.seed}:away`) };
  while (m.game.pending && m.game.step < MAX_ACTIONS) {
    const d = m.game.pending;
    for (const e of play(m, bots[d.seat as 'home' | 'away'].choose(m.game, d))) events.push(e);
  }
  const result = m.game.result;
  const reason = result ? result.reason : `stopped after ${MAX_ACTIONS} actions`;
  const out = (problem: string | null): Played => ({ actions: m.game.step, reason, problem });
  if (reason !== 'full time') return out(`ended by "${reason}", not full time`);
  const record = JSON.parse(JSON.stringify(finishRecord(m))) as MatchRecord;
  // replay() itself throws when the step count or the final state's hash differs from the record's.
  const again = replay(record);
  if (again.events.length !== events.length || digest(again.events) !== digest(events)) {
    const at = again.events.findIndex((e, n) => JSON.stringify(e) !== JSON.stringify(events[n]));
    return out(`the replay's events differ from the match's (first at event ${at < 0 ? Math.min(again.events.length, events.length) : at})`);
  }
  return out(null);
}
