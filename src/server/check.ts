// A save is checked by re-playing it: the record is the save, and replay verifies every step and the final hash.
// What comes out names the step that broke, so a bad save is reported and never half-loaded.

import { parseRecord, replay, rulesets, type MatchRecord, type Result } from '../index';
import type { MatchStatus } from './store';

export interface Checked {
  record: MatchRecord;
  status: MatchStatus;
  steps: number;
  result: Result | null;
}

export function checkRecord(raw: unknown): Checked {
  const value = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const record = parseRecord(value);
  const { game } = replay(record);
  return { record, status: game.result ? 'finished' : 'playing', steps: game.step, result: game.result };
}

/** Why a stored match cannot be resumed, or null when it can. */
export function resumeProblem(id: number, raw: unknown): string | null {
  try {
    if (typeof raw === 'string') throw new Error('the stored save is not JSON');
    const known = rulesets().map((r) => r.id);
    const rs = (raw as { ruleset?: unknown } | null)?.ruleset;
    if (typeof rs === 'string' && !known.includes(rs)) {
      throw new Error(`it was played under the ruleset "${rs}", which this server does not have (known: ${known.join(', ') || 'none'})`);
    }
    checkRecord(raw);
    return null;
  } catch (e) {
    return `match ${id} cannot be resumed: ${(e as Error).message}`;
  }
}
