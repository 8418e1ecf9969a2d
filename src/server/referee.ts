// The server as referee of an online match: it holds the game (seed and dice state with it), takes an action only
// from the seat whose decision is pending and only when the engine finds it legal, and sends each seat what that
// seat may see: its view, its legal actions, and the events with secret dice shown as "?".

import { act, IllegalAction, start, view, type Action, type Event, type Game, type MatchRecord } from '../index';
import type { RollEvent } from '../core/types';
import { hashState } from '../core/replay';
import { HttpError } from './http';
import type { Checkpoint } from './store';

/** The game a stored record has reached: from its checkpoint when there is one, the actions since re-played. */
export function gameOf(record: MatchRecord, checkpoint: Checkpoint | null): Game {
  let game: Game;
  let from = 0;
  if (checkpoint && checkpoint.step <= record.actions.length) {
    game = (JSON.parse(checkpoint.state) as { game: Game }).game;
    from = checkpoint.step;
  } else {
    game = start(record.ruleset, { ...record.options, seed: String(record.seed) }).game;
  }
  for (let i = from; i < record.actions.length; i++) act(game, record.actions[i]);
  return game;
}

/** An event as a seat may see it: a roll the rules keep secret (the dungeon's D6 for the chest holding the ball,
 * outcome "hidden") says that it was made, not what it was, exactly as the app's log shows it (web/src/log.tsx). */
export function seen(e: Event): Event | Record<string, unknown> {
  if (e.type === 'roll' && (e as RollEvent).outcome === 'hidden') {
    return { ...e, dice: (e as RollEvent).dice.map(() => '?'), total: '?', modifiers: [] };
  }
  return e;
}

/** All a seat (or a spectator, seat null) receives of a match in play: never the state itself, which holds the
 * seed, the generator's state and hidden things. */
export function seatView(game: Game, seat: string | null) {
  const p = game.pending;
  return {
    seat,
    step: game.step,
    view: view(game, seat ?? undefined),
    pending: p ? { seat: p.seat, kind: p.kind, prompt: p.prompt } : null,
    legal: p && seat !== null && p.seat === seat ? p.actions : [],
    result: game.result,
  };
}

/** Plays `actions` for `seat`, each one only if that seat's decision is pending and the engine finds it legal.
 * Changes `game` and returns the events as the seat sees them; throws 403 or 400 before the first bad one. */
export function referee(game: Game, seat: string, actions: readonly Action[]): { played: Action[]; events: ReturnType<typeof seen>[] } {
  const played: Action[] = [];
  const events: ReturnType<typeof seen>[] = [];
  for (const a of actions) {
    const p = game.pending;
    if (!p) throw new HttpError(409, 'the match is over: no action can be taken');
    if (p.seat !== seat) throw new HttpError(403, `it is not your seat's decision: the ${p.seat} seat is to act`);
    // A client's labels and hints are for its display; the record keeps what play() keeps.
    const { label: _l, hint: _h, ...plain } = a;
    try {
      for (const e of act(game, plain as Action)) events.push(seen(e));
    } catch (e) {
      if (e instanceof IllegalAction) throw new HttpError(400, `the action was refused: ${e.reason}`);
      throw e;
    }
    played.push(plain as Action);
  }
  return { played, events };
}

/** The record's end as the server computed it. */
export function finalOf(game: Game): NonNullable<MatchRecord['final']> {
  return { step: game.step, hash: hashState(game), result: game.result };
}
