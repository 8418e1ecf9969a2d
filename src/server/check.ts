// A save is checked by re-playing it: the record is the save, and replay verifies every step and the final hash.
// What comes out names the step that broke, so a bad save is reported and never half-loaded.

import { DiceError, IllegalAction, OptionsError, parseRecord, replay, ReplayError, rulesets, UnknownRuleset, type MatchRecord, type Result } from '../index';
import type { MatchStatus } from './store';

export interface Checked {
  record: MatchRecord;
  status: MatchStatus;
  steps: number;
  result: Result | null;
}

export function checkRecord(raw: unknown): Checked {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      // JSON.parse's message quotes the text it choked on.
      throw new ReplayError('not a match record: "record" is text that is not JSON');
    }
  }
  const record = parseRecord(value);
  const { game } = replay(record);
  return { record, status: game.result ? 'finished' : 'playing', steps: game.step, result: game.result };
}

/** An error that names bad input, and whose message therefore goes back to the client; any other is our bug. */
export function isInputError(e: unknown): e is Error {
  return e instanceof ReplayError || e instanceof OptionsError || e instanceof UnknownRuleset || e instanceof IllegalAction || e instanceof DiceError;
}

/** Why a stored match cannot be resumed, or null when it can. The match is named by the page, not here: the
 * message repeats nothing a request sent. */
export function resumeProblem(raw: unknown): string | null {
  try {
    if (typeof raw === 'string') throw new ReplayError('the stored save is not JSON');
    const known = rulesets().map((r) => r.id);
    const rs = (raw as { ruleset?: unknown } | null)?.ruleset;
    if (typeof rs === 'string' && !known.includes(rs)) {
      throw new ReplayError(`it was played under a ruleset this server does not have (known: ${known.join(', ') || 'none'})`);
    }
    checkRecord(raw);
    return null;
  } catch (e) {
    if (isInputError(e)) return `this match cannot be resumed: ${e.message}`;
    console.error(e);
    return 'this match cannot be resumed: replaying it failed on a rules error (the server log has it)';
  }
}
