// Re-playing a save to check it, from the match's last checkpoint when it has one, so that opening or extending a
// long match costs the actions since that checkpoint and not the whole match. Pure: it runs in a worker thread for
// long records (replayer.ts) and in place for short ones, with the same result.

import { act, IllegalAction, ReplayError, start, type Game, type MatchRecord, type Result } from '../index';
import { getRuleset } from '../core/registry';
import { checkFinal, hashState, parseRecord } from '../core/replay';
import { hashString } from '../core/rng';
import { isInputError } from './check';
import type { Checkpoint, MatchStatus } from './store';

/** A checkpoint is kept every this many actions: opening a match re-plays fewer than this many. */
export const CHECKPOINT_EVERY = 1000;

/** What a save must extend: the stored match, by its step count and final hash, and its checkpoint. */
export interface Base {
  steps: number;
  hash: string | null;
  checkpoint: Checkpoint | null;
}

export interface ResumeJob {
  /** The record as sent or stored: parsed JSON, or text. */
  record: unknown;
  /** For a save over a stored match: what it must extend (its first `steps` actions must be the stored ones). */
  base?: Base;
  /** For opening a stored match: its checkpoint, trusted as the store's own. */
  checkpoint?: Checkpoint | null;
  /** How many first actions were left out of `record.actions` (the checkpoint covers them): opening a long match
   * then hands over only the actions since its checkpoint. */
  skipped?: number;
}

export type ResumeOutcome =
  | {
      ok: true;
      status: MatchStatus;
      steps: number;
      result: Result | null;
      /** The record's end as this server computed it, written into the stored save. */
      final: NonNullable<MatchRecord['final']>;
      /** A checkpoint further on than the one given, to keep. */
      checkpoint: Checkpoint | null;
      /** How many actions were re-played. */
      replayed: number;
    }
  /** `input`: the record is wrong (400); `conflict`: it is fine but does not extend the stored match (409). */
  | { ok: false; kind: 'input' | 'conflict'; error: string };

/** The text a checkpoint keeps: the state, with a hash of the actions that led to it so a save can be checked to
 * start with the same ones without the stored record at hand. */
interface CheckpointText {
  prefix: string;
  game: Game;
}

/** The hash of the actions up to `to`, chained block by block (CHECKPOINT_EVERY actions a block) from the hash up
 * to `from`, so that a checkpoint's hash extends to the next without the actions before it. */
function prefixHash(prev: string, actions: readonly unknown[], from: number, to: number, skipped = 0): string {
  let h = prev;
  for (let at = from; at < to; at += CHECKPOINT_EVERY) {
    h = hashString(h + JSON.stringify(actions.slice(at - skipped, at + CHECKPOINT_EVERY - skipped))).toString(16);
  }
  return h;
}

export function resume(job: ResumeJob): ResumeOutcome {
  try {
    return run(job);
  } catch (e) {
    if (isInputError(e)) return { ok: false, kind: 'input', error: e.message };
    throw e;
  }
}

function run(job: ResumeJob): ResumeOutcome {
  let value = job.record;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      // JSON.parse's message quotes the text it choked on.
      throw new ReplayError('not a match record: "record" is text that is not JSON');
    }
  }
  const record = parseRecord(value);
  const version = getRuleset(record.ruleset).version;
  if (version !== record.version) {
    throw new ReplayError(`the record was made with another version of ${record.ruleset}; this is version ${version}`);
  }
  const skipped = job.skipped ?? 0;
  const total = skipped + record.actions.length;
  const base = job.base;
  if (base && total < base.steps) {
    return { ok: false, kind: 'conflict', error: `this save is behind the stored match, which is at step ${base.steps}: reload the match to go on` };
  }
  let cp = base ? base.checkpoint : (job.checkpoint ?? null);
  // A checkpoint off the block boundaries (from a build that kept them at another spacing) is not used.
  if (cp && (cp.step > total || cp.step % CHECKPOINT_EVERY !== 0)) cp = null;
  if (skipped && (!cp || cp.step !== skipped)) throw new Error('resume: actions were left out that no checkpoint covers');
  let game: Game;
  let from = 0;
  let prefix = '';
  if (cp) {
    const kept = JSON.parse(cp.state) as CheckpointText;
    if (base && prefixHash('', record.actions, 0, cp.step) !== kept.prefix) return notExtending(base);
    game = kept.game;
    from = cp.step;
    prefix = kept.prefix;
  } else {
    game = start(record.ruleset, { ...record.options, seed: String(record.seed) }).game;
  }
  const last = Math.floor(total / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
  let checkpoint: Checkpoint | null = null;
  for (let i = from; i < total; i++) {
    if (base && i === base.steps && base.hash && hashState(game) !== base.hash) return notExtending(base);
    try {
      act(game, record.actions[i - skipped]);
    } catch (e) {
      if (e instanceof IllegalAction) throw new ReplayError(`step ${i + 1}: ${e.reason}`, i + 1);
      throw e;
    }
    if (i + 1 === last && last > from) {
      checkpoint = { step: last, state: JSON.stringify({ prefix: prefixHash(prefix, record.actions, from, last, skipped), game } satisfies CheckpointText) };
    }
  }
  if (base && total === base.steps && base.hash && hashState(game) !== base.hash) return notExtending(base);
  checkFinal(record, game);
  return {
    ok: true,
    status: game.result ? 'finished' : 'playing',
    steps: game.step,
    result: game.result,
    final: { step: game.step, hash: hashState(game), result: game.result },
    checkpoint,
    replayed: total - from,
  };
}

function notExtending(base: Base): ResumeOutcome {
  return {
    ok: false,
    kind: 'conflict',
    error: `this save does not continue the stored match (its first ${base.steps} steps differ): another tab or player changed it; reload the match to go on`,
  };
}
