// The server as referee of an online match: it holds the game (seed and dice state with it), takes an action only
// from the seat whose decision is pending and only when the engine finds it legal, and sends each seat what that
// seat may see: its view, its legal actions, and the events with secret dice shown as "?".

import { act, IllegalAction, start, view, type Action, type Event, type Game, type MatchRecord } from '../index';
import type { RollEvent } from '../core/types';
import { hashState } from '../core/replay';
import { publicOptions, tappedAct, tappedStart } from '../core/refereed';
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
export function referee(game: Game, seat: string | readonly string[], actions: readonly Action[]): { played: Action[]; events: ReturnType<typeof seen>[]; dice: number[][] } {
  const played: Action[] = [];
  const events: ReturnType<typeof seen>[] = [];
  // The dice each action drew, for a screen that holds every person's seat of the match (seats.ts: solo).
  const dice: number[][] = [];
  // One seat, or (hot seat) the seats one person holds: each action is the pending seat's, if it is one of them.
  const mine = typeof seat === 'string' ? [seat] : seat;
  for (const a of actions) {
    const p = game.pending;
    if (!p) throw new HttpError(409, 'the match is over: no action can be taken');
    if (!mine.includes(p.seat)) throw new HttpError(403, `it is not your seat's decision: the ${p.seat} seat is to act`);
    // A client's labels and hints are for its display; the record keeps what play() keeps.
    const { label: _l, hint: _h, ...plain } = a;
    try {
      const step = tappedAct(game, plain as Action);
      for (const e of step.events) events.push(seen(e));
      dice.push(step.dice);
    } catch (e) {
      if (e instanceof IllegalAction) throw new HttpError(400, `the action was refused: ${e.reason}`);
      throw e;
    }
    played.push(plain as Action);
  }
  return { played, events, dice };
}

/** What the one person holding every seat that is not a bot's (hot seat, vs bot) is sent to keep the game on their
 * screen: the options without the seed, the actions, and the dice each step drew (0: the pre-game rolls). Never the
 * seed: the screen re-plays each step with its dice (core/refereed.ts). Re-played from the start: O(match). */
export function soloHistory(record: MatchRecord): { options: Record<string, unknown>; actions: Action[]; dice: number[][] } {
  const first = tappedStart(record.ruleset, { ...record.options, seed: String(record.seed) });
  const dice = [first.dice];
  for (const a of record.actions) dice.push(tappedAct(first.game, a).dice);
  return { options: publicOptions(record.options as Record<string, unknown>), actions: record.actions, dice };
}

/** The record's end as the server computed it. */
export function finalOf(game: Game): NonNullable<MatchRecord['final']> {
  return { step: game.step, hash: hashState(game), result: game.result };
}
