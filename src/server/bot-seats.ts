// Bot seats: an online match's seat held by `bot:<name>` (a league entry whose coach is a bot) is played by the
// server. Whenever such a seat's decision is pending, the server asks the bot and plays its choice through the
// referee (referee.ts) and the same conditional write as a seat's own actions (seats.ts: saveOnline), so a bot's move
// is checked, recorded and pushed to the live channel exactly like a human's, and a record with bot moves replays
// like any other.
//
// It runs in the background, in batches, giving the event loop back between them. It is started when a league
// fixture's match opens, after every accepted action (a human's move may hand the decision to a bot), and whenever
// the league is looked at (so a match whose server restarted mid-play goes on). Two processes driving the same match
// cannot both write: the second write finds the match moved on, reloads and goes on from there.

import { makeBot, type Bot } from '../bots/index';
import type { Action, Game, MatchRecord } from '../index';
import { HttpError } from './http';
import { gameOf, referee } from './referee';
import { saveOnline } from './seats';
import type { Store, StoredMatch } from './store';

/** Bot moves per write: small enough that a watcher sees the match move, large enough that the record is not
 * rewritten after every move; and a batch gives the event loop back after this many milliseconds (a searching bot
 * thinks for a while per move), so the server's other requests are not held up behind it. */
const BATCH = 50;
const SLICE_MS = 50;
/** The prefix of a bot's identity as a seat holder. */
export const BOT = 'bot:';

export interface BotSeats {
  /** Plays the match's bot seats while one of their decisions is pending. Cheap to call often: a match already being
   * played here, or with no bot seat, is left alone. `stopped` is called once the drive this call starts stops (the
   * match over, a human's decision pending, or the server closing); not when a drive was running already. */
  drive(matchId: number, stopped?: () => void): void;
  /** Stops every drive after its current batch. */
  close(): Promise<void>;
}

export function botSeats(store: Store, accepted: (id: number, steps: number, added?: Action[]) => void = () => {}): BotSeats {
  const running = new Map<number, Promise<void>>();
  // Online matches known to have no bot seat (holders never change to a bot after creation); bounded.
  const noBots = new Set<number>();
  let closed = false;

  const load = async (id: number): Promise<{ m: StoredMatch; game: Game; bots: Map<string, string> } | null> => {
    const m = await store.get(id);
    if (!m || m.status !== 'playing' || typeof m.record === 'string') return null;
    const o = await store.online(id);
    const bots = new Map((o?.seats ?? []).filter((s) => s.holder?.startsWith(BOT)).map((s) => [s.seat, s.holder!.slice(BOT.length)]));
    if (bots.size === 0) {
      if (noBots.size > 10_000) noBots.clear();
      noBots.add(id);
      return null;
    }
    return { m, game: gameOf(m.record as MatchRecord, await store.checkpoint(id)), bots };
  };

  const play = async (id: number) => {
    let now = await load(id);
    const players = new Map<string, Bot>();
    while (now && !closed) {
      const { game, bots } = now;
      const added: Action[] = [];
      const until = Date.now() + SLICE_MS;
      while (game.pending && bots.has(game.pending.seat) && added.length < BATCH && Date.now() < until) {
        const seat = game.pending.seat;
        let bot = players.get(seat);
        // Seeded by match and seat; a seed a test gave (ServerOptions.fixedSeeds: not one the server drew, which is
        // secret and never seeds anything a page sees) seeds the bots as the browser's own bots were, so a browser
        // test's match against a bot is the one it was.
        const given = !String(game.seed).startsWith('sfc32:');
        if (!bot) players.set(seat, (bot = makeBot(bots.get(seat)!, given ? `${game.seed}:${seat}` : `${id}:${seat}`)));
        const a = bot.choose(game, game.pending);
        referee(game, seat, [a]);
        added.push(a);
      }
      if (added.length === 0) return; // a human's decision, or the end
      try {
        const saved = await saveOnline(store, now.m, added, game);
        accepted(id, saved.steps, added);
        now = { ...now, m: saved };
      } catch (e) {
        if (!(e instanceof HttpError && e.status === 409)) throw e;
        now = await load(id); // moved on meanwhile (a timer, another process): go on from what is stored
      }
      await new Promise((r) => setImmediate(r));
    }
  };

  return {
    drive(matchId, stopped) {
      if (closed || running.has(matchId) || noBots.has(matchId)) return;
      const p = play(matchId)
        .catch((e: unknown) => console.error(`bot seats: match ${matchId} stopped: ${(e as Error).message}`))
        .finally(() => {
          running.delete(matchId);
          if (!closed) stopped?.();
        });
      running.set(matchId, p);
    },
    async close() {
      closed = true;
      await Promise.all([...running.values()]);
    },
  };
}
