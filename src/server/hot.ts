// The games of matches being played, kept in memory after each accepted append, so that the next append plays only
// its own actions instead of re-playing the match from its last checkpoint (up to CHECKPOINT_EVERY actions: for a
// random gridiron match that is ~80 ms a move, which caps a server at a dozen moves a second).
//
// Only for appends, whose record is the stored one extended by construction: the cached game is trusted only when
// it is at the stored step with the stored final hash, which is exactly the state a re-play would reach. Anything
// else (a miss on a long match, an append that reaches a checkpoint, a save) goes to the replayer as before.

import { act, clone, IllegalAction, start, type Action, type Event, type Game, type MatchRecord } from '../index';
import { hashState } from '../core/replay';
import { WORKER_FROM_ACTIONS } from './replayer';
import { CHECKPOINT_EVERY, type ResumeOutcome } from './resume';

/** Actions played on a match's game: each one's events, and the game after them (to be read, never changed). */
export interface Played {
  events: Event[][];
  game: Game;
}

/** Matches kept; the least recently played goes first. */
const KEEP = 5000;

export interface HotAppend {
  outcome: ResumeOutcome;
  /** What the actions did: each one's events, and the game they reached (never changed after commit(): the next
   * append plays on a clone), so the live channel need not play them again. */
  played?: Played;
  /** Called once the store took the append: the game becomes the match's cached one. */
  commit(): void;
}

export function makeHotGames() {
  const games = new Map<number, { hash: string; game: Game }>();

  /** The game at the stored match's end, from the cache or re-played here when short; null to leave it to the
   * replayer (long, or the stored record does not reach its own hash, which the replayer reports properly), or when
   * only the cache may answer (no record). */
  const baseOf = (id: number, record: MatchRecord | null, steps: number, hash: string): Game | null => {
    const kept = games.get(id);
    if (kept && kept.hash === hash && kept.game.step === steps) return kept.game;
    if (!record || record.actions.length >= WORKER_FROM_ACTIONS) return null;
    try {
      const { game } = start(record.ruleset, { ...record.options, seed: String(record.seed) });
      for (const a of record.actions) act(game, a);
      return game.step === steps && hashState(game) === hash ? game : null;
    } catch {
      return null;
    }
  };

  return {
    /** The state hash of the match's kept game, when that game is at `steps`: an append after `steps` may then be
     * played on it without reading the match, and stored on the condition that the match is still there. */
    hashAt(id: number, steps: number): string | null {
      const kept = games.get(id);
      return kept && kept.game.step === steps ? kept.hash : null;
    },
    forget(id: number): void {
      games.delete(id);
    },
    /** `added` played on the stored match's game, as resume() would report it; null when the replayer must. With no
     * record, only the kept game is used. */
    append(id: number, record: MatchRecord | null, steps: number, hash: string | null, added: Action[]): HotAppend | null {
      if (!hash || Math.floor((steps + added.length) / CHECKPOINT_EVERY) > Math.floor(steps / CHECKPOINT_EVERY)) return null;
      const base = baseOf(id, record, steps, hash);
      if (!base) return null;
      const game = clone(base);
      const events: Event[][] = [];
      for (let i = 0; i < added.length; i++) {
        try {
          events.push(act(game, added[i]));
        } catch (e) {
          if (e instanceof IllegalAction) return { outcome: { ok: false, kind: 'input', error: `step ${steps + i + 1}: ${e.reason}` }, commit() {} };
          // Any other failure is the replayer's to report, as it is for every save.
          return null;
        }
      }
      const final = { step: game.step, hash: hashState(game), result: game.result };
      return {
        outcome: { ok: true, status: game.result ? 'finished' : 'playing', steps: game.step, result: game.result, final, checkpoint: null, replayed: added.length },
        played: { events, game },
        commit() {
          games.delete(id);
          games.set(id, { hash: final.hash, game });
          if (games.size > KEEP) games.delete(games.keys().next().value!);
        },
      };
    },
  };
}
