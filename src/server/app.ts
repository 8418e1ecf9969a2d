// Builds the whole server from its parts, so main.ts and the tests start it the same way.

import type { Server } from 'node:http';
import { join } from 'node:path';
import { accountRoutes } from './accounts';
import { apiRoutes, appendActions } from './api';
import { oddsRoutes } from './odds-api';
import { HttpError, makeHttp } from './http';
import { leagueRoutes } from './leagues';
import { makeLimits, type AccountLimits } from './limits';
import { botSeats } from './bot-seats';
import { localFanout, makeLive, postgresFanout, type FanoutMaker, type Live, type LiveOptions } from './live';
import { openPostgres } from './postgres';
import { makeReplayer, type ReplayerOptions } from './replayer';
import { ladderRoutes } from './ladders';
import { seatsRoutes } from './seats';
import { openSqlite } from './sqlite';
import type { Store } from './store';
import { realClock, turnTimers, type Clock, type TurnTimers } from './turn-timers';
import type { Action } from '../index';
import type { Played } from './hot';

export const PROJECT_DIR = join(import.meta.dirname, '..', '..');

export interface ServerOptions extends ReplayerOptions {
  /** A PostgreSQL connection string; SQLite when absent. */
  databaseUrl?: string;
  /** The SQLite file; `data/turnover.sqlite` in the project by default. */
  sqliteFile?: string;
  /** The built web app; `web/dist` by default. */
  staticDir?: string;
  /** Host names the server is reached by, besides loopback names and IP addresses (TURNOVER_HOSTS). */
  allowedHosts?: string[];
  /** Requests per IP address per minute. */
  rateLimit?: number;
  /** The live channel's hooks (seats) and per-connection message rate. */
  live?: LiveOptions;
  /** Tests only: a hot-seat or vs-bot match may be given its seed, so a browser test's match is the same every run
   * (still rolled by the server, the seed never sent to the page). A server for people leaves it off. */
  fixedSeeds?: boolean;
  /** Rate limits per account or guest session and on password checks (limits.ts). */
  limits?: AccountLimits;
  /** Where turn timers and the rate limits' windows take the time from (a test's clock; the real one by default). */
  clock?: Clock;
  /** The SQLite file `turnover ladder` keeps its ladders in, for the app's ladder pages (TURNOVER_LADDER_DB); with
   * `databaseUrl` the ladders are read from that PostgreSQL instead. */
  ladderFile?: string;
}

export async function openStore(o: ServerOptions): Promise<Store> {
  if (o.databaseUrl) return openPostgres(o.databaseUrl);
  return openSqlite(o.sqliteFile ?? join(PROJECT_DIR, 'data', 'turnover.sqlite'));
}

export async function startServer(
  o: ServerOptions,
  port: number,
  host = '127.0.0.1',
): Promise<{ server: Server; store: Store; url: string; timers: TurnTimers; close: () => Promise<void> }> {
  const store = await openStore(o);
  const replayer = makeReplayer(o);
  // Every accepted change goes to the live channel, which is made after the append it also takes.
  let live: Live | null = null;
  const clock = o.clock ?? realClock;
  // A timed match's deadline moves with every change to it, made here or heard of from another process.
  let timers: TurnTimers | null = null;
  // A human's move may hand the decision to a bot seat, which the server then plays (bot-seats.ts).
  const bots = botSeats(store, (id, steps, added) => {
    live?.accepted(id, steps, added);
    timers?.watch(id);
  });
  const accepted = (id: number, steps: number, added?: Action[], played?: Played) => {
    live?.accepted(id, steps, added, played);
    bots.drive(id);
    timers?.watch(id);
  };
  const online = seatsRoutes(
    store,
    accepted,
    {
      say: (id, message) => live?.say(id, message),
      back: (id, steps) => {
        live?.back(id, steps);
        timers?.watch(id);
      },
    },
    () => clock.now(),
    { fixedSeeds: o.fixedSeeds },
  );
  timers = turnTimers(store, online.timeUp, clock);
  const theTimers = timers;
  const fanout: FanoutMaker = o.databaseUrl ? postgresFanout(o.databaseUrl) : localFanout;
  const watched: FanoutMaker = (notice, resync, heard) =>
    fanout(
      (id, steps) => {
        notice(id, steps);
        theTimers.watch(id);
      },
      () => {
        resync();
        void theTimers.sweep().catch((e: Error) => console.error(`turn timers: reading the deadlines failed (${e.message})`));
      },
      (id, news) => {
        heard(id, news);
        if (news.back !== undefined) theTimers.watch(id);
      },
    );
  const append = appendActions(store, replayer, online, accepted);
  const limits = makeLimits(o.limits, () => clock.now());
  const ladders = ladderRoutes({ databaseUrl: o.databaseUrl, ladderFile: o.ladderFile });
  // An action sent over the socket counts toward its session's changes a minute, as one sent over HTTP does.
  const canAct: NonNullable<LiveOptions['canAct']> = async (m, client, action) => {
    const who = client.request.who;
    if (who && !limits.changes.hit(who.identity)) throw new HttpError(429, `too many changes from this account: at most ${limits.changes.max} a minute`);
    return online.live.canAct ? online.live.canAct(m, client, action) : true;
  };
  // The seats' rules for the channel, under any given hooks of the caller's (the tests', the bench's rate).
  live = await makeLive(store, append, { ...online.live, canAct, ...o.live }, watched);
  const theLive = live;
  // Deadlines are the database's: those that ran out while no server was up are played now.
  await theTimers.sweep();
  const app = await makeHttp(
    { staticDir: o.staticDir ?? join(PROJECT_DIR, 'web', 'dist'), allowedHosts: o.allowedHosts, rateLimit: o.rateLimit },
    (app) => {
      // Accounts first: their hook tells every route after it who is asking (the live socket's opening request too).
      accountRoutes(store, limits)(app);
      apiRoutes(store, replayer, online, accepted, append)(app);
      oddsRoutes(app);
      online.routes(app);
      leagueRoutes(store, bots)(app);
      ladders.routes(app);
      theLive.routes(app);
    },
  );
  try {
    await app.listen({ port, host });
  } catch (e) {
    await theTimers.close();
    await theLive.close();
    await replayer.close();
    await store.close();
    throw e;
  }
  const addr = app.server.address();
  const actual = typeof addr === 'object' && addr ? addr.port : port;
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}/`;
  const close = async () => {
    app.server.closeAllConnections();
    await app.close();
    await theTimers.close();
    await bots.close();
    await ladders.close();
    await theLive.close();
    await replayer.close();
    await store.close();
  };
  return { server: app.server, store, url, timers: theTimers, close };
}
