// The slow suites' check of a game (every gridiron roster, every dungeon map): one match between two random bots,
// played with its record kept, then played again from that record alone (through JSON, as a saved record is), so a
// crash, a match that never ends, or any difference between the two plays is reported with the seed that makes it.

import '../../games/index';
import { makeBot } from '../../bots/index';
import { finishRecord, play, replay, startMatch, type MatchRecord } from '../../core/replay';
import { hashString } from '../../core/rng';
import type { Event } from '../../core/types';

export interface Played {
  actions: number;
  reason: string;
  /** Why the match fails the check, or null. */
  problem: string | null;
}

/** A match longer than this is stuck, not long: random matches take about a thousand actions. */
export const MAX_ACTIONS = 100_000;

const digest = (events: Event[]) => hashString(JSON.stringify(events)).toString(16);

/** Plays one seeded match of `ruleset` with two random bots and replays it; `ending`, when given, is the only result
 * reason that passes (gridiron's "full time": a match that ends otherwise has stopped early). */
export function playAndReplay(ruleset: string, options: Record<string, unknown>, seed: string, ending?: string): Played {
  const m = startMatch(ruleset, { ...options, seed });
  const events: Event[] = [...m.events];
  const bots = { home: makeBot('random', `${seed}:home`), away: makeBot('random', `${seed}:away`) };
  while (m.game.pending && m.game.step < MAX_ACTIONS) {
    const d = m.game.pending;
    for (const e of play(m, bots[d.seat as 'home' | 'away'].choose(m.game, d))) events.push(e);
  }
  const result = m.game.result;
  const reason = result ? result.reason : `stopped after ${MAX_ACTIONS} actions`;
  const out = (problem: string | null): Played => ({ actions: m.game.step, reason, problem });
  if (!result) return out(`no result: ${reason}`);
  if (ending !== undefined && reason !== ending) return out(`ended by "${reason}", not ${ending}`);
  const record = JSON.parse(JSON.stringify(finishRecord(m))) as MatchRecord;
  // replay() itself throws when the step count or the final state's hash differs from the record's.
  const again = replay(record);
  if (again.events.length !== events.length || digest(again.events) !== digest(events)) {
    const at = again.events.findIndex((e, n) => JSON.stringify(e) !== JSON.stringify(events[n]));
    return out(`the replay's events differ from the match's (first at event ${at < 0 ? Math.min(again.events.length, events.length) : at})`);
  }
  return out(null);
}
