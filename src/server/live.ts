// The live channel: a WebSocket per watcher of a match (`/api/matches/:id/live?from=<seq>`). Every accepted action,
// whichever way it came (the append route, a save, this socket), reaches every subscriber as {seq, action, events};
// a client that reconnects with the last seq it saw gets what it missed, then the rest as it happens.
//
// The store is the only truth: a notice says only "match m is now at step s", and each process's room for m reads
// the new actions from the store and plays them on its own copy of the game for their events. So with PostgreSQL,
// several processes serve the same match by passing notices through LISTEN/NOTIFY, and the database is the one
// shared service. A notice lost (a dropped listener) costs nothing once the next one, or the reconnect, arrives.
// What is not in the store travels the same way as news: a message for every watcher (a take-back asked or
// declined) and a match gone back to a step (a take-back accepted), so watchers on every process are told.

import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { WebSocket } from 'ws';
import { clone, start, type Action, type Event, type Game, type MatchRecord } from '../index';
import type { Played } from './hot';
import { tappedAct } from '../core/refereed';
import { HttpError } from './http';
import type { Store, StoredMatch } from './store';

/** The largest message a client may send: one action is a few hundred bytes. */
export const MAX_MESSAGE = 16 * 1024;
/** Messages kept per room for reconnects; a client further behind has its catch-up re-played for it alone. */
const KEEP = 2000;
const CHANNEL = 'turnover_live';

/** One accepted action as the channel sends it. */
export interface LiveMessage {
  seq: number;
  action: Action;
  events: Event[];
  /** The dice the step drew (core/refereed.ts): sent only to whoever holds every person's seat (seats.ts: solo). */
  dice?: number[];
}

/** Who is on the other end of a socket: the request that opened it (cookies, address) for the seat checks. */
export interface LiveClient {
  request: FastifyRequest;
  /** Set by the hooks when they let the client in (seats.ts: the seat it holds, null for a spectator). */
  seat?: string | null;
  /** The hooks' own note that this client is on a refereed (online) match, so each message is cut to its view. */
  refereed?: boolean;
  /** The hooks' note that this client holds every seat that is not a bot's (hot seat, vs bot): sent the dice. */
  solo?: boolean;
}

/** Where seats plug in: who may watch a match, what of each message they receive, and who may act. The defaults
 * are today's open play (anyone sees and does everything). */
export interface LiveHooks {
  canSee?(match: StoredMatch, client: LiveClient): boolean | Promise<boolean>;
  /** The message as this client may see it (a seat's view), or null to send it nothing of this step. */
  viewFor?(match: StoredMatch, client: LiveClient, message: LiveMessage): LiveMessage | null;
  canAct?(match: StoredMatch, client: LiveClient, action: Action): boolean | Promise<boolean>;
  /** What this client is sent of the game as it stands after a batch of messages (a seat's view, its legal
   * actions), or null for nothing. Sent as {"state": ...} after the catch-up and after each live batch. */
  stateFor?(match: StoredMatch, client: LiveClient, game: Game): unknown;
  /** News of match `id` from another process (say: a message for its watchers; back: it went back to that step),
   * before this process's watchers are sent it. */
  told?(id: number, news: News): void;
}

/** What besides "match m is at step s" the processes tell each other. */
export interface News {
  say?: unknown;
  back?: number;
}

export interface LiveOptions extends LiveHooks {
  /** Messages a connection may send per second (sustained; twice as many in a burst). */
  messagesPerSecond?: number;
}

/** How notices travel between the processes serving the same matches. */
export interface Fanout {
  publish(id: number, steps: number): void;
  /** Tells the other processes `news` of match `id` (never this one: it has acted on it already). */
  tell(id: number, news: News): void;
  close(): Promise<void>;
}

type Append = (idText: string, seq: number, actions: Action[], request: FastifyRequest) => Promise<unknown>;

interface Subscriber {
  ws: WebSocket;
  client: LiveClient;
}

interface Room {
  id: number;
  subs: Set<Subscriber>;
  /** The room's copy of the game, at step `seq`, and the last KEEP messages up to it. */
  game: Game | null;
  /** The game is the append's own (hot.ts keeps it): read it, but clone it before playing on it. */
  shared: boolean;
  seq: number;
  log: LiveMessage[];
  match: StoredMatch | null;
  /** Everything a room does runs in turn on this chain, so a joiner's catch-up and the live messages never cross. */
  chain: Promise<void>;
  /** Sockets opened whose catch-up has not run yet: the room is not dropped under them. */
  joining: number;
}

/** A watcher this far behind on reading (bytes queued) is cut off rather than buffered for without end: it
 * reconnects with the last seq it saw and is sent the rest. */
const MAX_BEHIND = 4 * 1024 * 1024;

const send = (ws: WebSocket, value: unknown) => {
  if (ws.readyState !== ws.OPEN) return;
  if (ws.bufferedAmount > MAX_BEHIND) return ws.terminate();
  ws.send(JSON.stringify(value));
};
const fail = (ws: WebSocket, error: string) => send(ws, { error });

/** Plays a record's actions from the start, with the events of those after step `from`. */
function replayFrom(record: MatchRecord, from: number, to: number): { game: Game; messages: LiveMessage[] } {
  const { game } = start(record.ruleset, { ...record.options, seed: String(record.seed) });
  const messages: LiveMessage[] = [];
  for (let i = 0; i < to; i++) {
    const { events, dice } = tappedAct(game, record.actions[i]);
    if (i >= from) messages.push({ seq: i + 1, action: record.actions[i], events, dice });
  }
  return { game, messages };
}

export interface Live {
  /** Tells this process's rooms, and through the fan-out every other process's, that a match moved on. `played`,
   * when given, is what `added` did (their events and the game after them), so the rooms need not play them again. */
  accepted(id: number, steps: number, added?: Action[], played?: Played): void;
  /** Sends `message` to every watcher of match `id` (a take-back asked or declined). */
  say(id: number, message: unknown): void;
  /** Tells the watchers of match `id` that it went back to step `steps` (a take-back accepted): each is sent
   * {"back": steps} and then its state, and reloads from that step. */
  back(id: number, steps: number): void;
  routes(app: FastifyInstance): void;
  close(): Promise<void>;
}

/** Makes the fan-out, given what to call on a notice, on a reconnect (every room re-reads the store) and on news
 * from another process. */
export type FanoutMaker = (notice: (id: number, steps: number) => void, resync: () => void, heard: (id: number, news: News) => void) => Promise<Fanout>;

export function makeLive(store: Store, append: Append, o: LiveOptions = {}, fanout: FanoutMaker = localFanout): Promise<Live> {
  // Per server, not per module: two servers in one process (the tests) are two processes' worth of rooms.
  const rooms = new Map<number, Room>();
  return fanout(
    (id, steps) => notice(id, steps),
    () => {
      for (const room of rooms.values()) notice(room.id, Number.MAX_SAFE_INTEGER);
    },
    (id, news) => {
      o.told?.(id, news);
      if (news.back !== undefined) goBack(id);
      else if (news.say !== undefined) say(id, news.say);
    },
  ).then((out) => live(out));

  function say(id: number, message: unknown) {
    const room = rooms.get(id);
    if (room) void queue(room, async () => void room.subs.forEach((s) => send(s.ws, message)));
  }

  function goBack(id: number) {
    const room = rooms.get(id);
    if (room) void queue(room, () => rewind(room));
  }

  function notice(id: number, steps: number, added?: Action[], played?: Played) {
    const room = rooms.get(id);
    if (!room || steps <= room.seq) return;
    // This process's own append: its actions are at hand, and the room need not read the match back.
    queue(room, async () => (added && room.game && room.seq === steps - added.length ? push(room, added, played) : catchUp(room)));
  }

  /** Sends `added` to the room's subscribers, with their events: those the append played them for when given
   * (the room then takes the append's game as its own), else played here on the room's game. */
  function push(room: Room, added: Action[], played?: Played) {
    const m = room.match!;
    if (!played && room.shared) {
      room.game = clone(room.game!);
      room.shared = false;
    }
    for (let i = 0; i < added.length; i++) {
      const action = added[i];
      // Played here, the step's dice are noted for a hot-seat or vs-bot player (seats.ts: solo; core/refereed.ts);
      // an append's own events (a match not refereed) need none.
      const step = played ? { events: played.events[i], dice: undefined } : tappedAct(room.game!, action);
      const message: LiveMessage = { seq: room.seq + 1, action, events: step.events, ...(step.dice ? { dice: step.dice } : {}) };
      room.log.push(message);
      room.seq++;
      for (const s of room.subs) deliver(m, s, message);
    }
    if (played) {
      room.game = played.game;
      room.shared = true;
    }
    if (added.length) for (const s of room.subs) state(m, s, room.game!);
    if (room.log.length > KEEP * 1.5) room.log = room.log.slice(-KEEP);
  }

  function queue(room: Room, job: () => Promise<void>) {
    room.chain = room.chain.then(job).catch((e) => console.error('live:', e));
    return room.chain;
  }

  /** Reads the match's new actions from the store and sends each to the room's subscribers. */
  async function catchUp(room: Room) {
    const m = await store.get(room.id);
    room.match = m;
    if (!m || typeof m.record === 'string') return;
    const record = m.record;
    // The room's first read: the game as it stands, and the latest messages for those who join behind.
    if (!room.game) {
      const { game, messages } = replayFrom(record, Math.max(0, m.steps - KEEP), m.steps);
      room.game = game;
      room.shared = false;
      room.log = messages;
      room.seq = m.steps;
      return;
    }
    if (m.steps > room.seq) push(room, record.actions.slice(room.seq, m.steps));
  }

  /** The room read again from the store after the match went back, and its watchers told. */
  async function rewind(room: Room) {
    const m = await store.get(room.id);
    room.match = m;
    if (!m || typeof m.record === 'string') return;
    const { game, messages } = replayFrom(m.record, Math.max(0, m.steps - KEEP), m.steps);
    room.game = game;
    room.shared = false;
    room.log = messages;
    room.seq = m.steps;
    for (const s of room.subs) {
      send(s.ws, { back: m.steps });
      state(m, s, game);
    }
  }

  function deliver(m: StoredMatch, s: Subscriber, message: LiveMessage) {
    // The dice go only to a client that holds every person's seat (seats.ts: solo); others have the events.
    const { dice: _dice, ...plain } = message;
    const shown = o.viewFor ? o.viewFor(m, s.client, s.client.solo ? message : plain) : plain;
    if (shown) send(s.ws, shown);
  }

  function state(m: StoredMatch, s: Subscriber, game: Game) {
    const shown = o.stateFor?.(m, s.client, game);
    if (shown) send(s.ws, { state: shown });
  }

  function live(out: Fanout): Live {
    return {
      accepted(id, steps, added, played) {
        notice(id, steps, added, played);
        out.publish(id, steps);
      },
      say(id, message) {
        say(id, message);
        out.tell(id, { say: message });
      },
      back(id, steps) {
        goBack(id);
        out.tell(id, { back: steps });
      },
      routes: (app) => routes(app),
      close: () => out.close(),
    };
  }

  function routes(app: FastifyInstance) {
    void app.register(async (scope) => {
      await scope.register(websocket, { options: { maxPayload: MAX_MESSAGE } });
      scope.get<{ Params: { id: string }; Querystring: { from?: string; spectate?: string } }>(
        '/api/matches/:id/live',
        {
          websocket: true,
          schema: {
            params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } } },
            querystring: { type: 'object', additionalProperties: false, properties: { from: { type: 'string', pattern: '^(0|[1-9][0-9]{0,9})$' }, spectate: { type: 'string', maxLength: 64 } } },
          },
          // A page of another site may open a WebSocket here with the user's cookies (browsers do not stop it): its
          // Origin must be ours, as for any state-changing request.
          preValidation: async (req) => {
            const origin = req.headers.origin;
            if (origin !== undefined && !sameHost(origin, req.headers.host)) throw new HttpError(403, 'a live connection must come from this server\'s own pages');
          },
        },
        (ws, req) => join(ws, req, Number(req.params.id), Number(req.query.from ?? 0)),
      );
    });
  }

  async function join(ws: WebSocket, request: FastifyRequest, id: number, from: number) {
    const client: LiveClient = { request };
    const sub: Subscriber = { ws, client };
    const perSecond = o.messagesPerSecond ?? 50;
    let tokens = perSecond * 2;
    let last = Date.now();
    // Messages that arrive before the catch-up is sent wait for it, so an echo never comes before history.
    let ready: Promise<boolean>;
    ws.on('message', (data: Buffer, binary: boolean) => {
      const now = Date.now();
      tokens = Math.min(perSecond * 2, tokens + ((now - last) / 1000) * perSecond);
      last = now;
      if (tokens < 1) return fail(ws, `too many messages: at most ${perSecond} a second`);
      tokens--;
      void ready.then((ok) => void (ok && onMessage(sub, id, binary ? null : data.toString())));
    });
    ws.on('error', () => ws.terminate());
    let room = rooms.get(id);
    if (!room) {
      room = { id, subs: new Set(), game: null, shared: false, seq: 0, log: [], match: null, chain: Promise.resolve(), joining: 0 };
      rooms.set(id, room);
    }
    const r = room;
    r.joining++;
    ws.on('close', () => {
      r.subs.delete(sub);
      if (r.subs.size === 0) queue(r, async () => void (r.subs.size === 0 && r.joining === 0 && rooms.get(id) === r && rooms.delete(id)));
    });
    ready = new Promise<boolean>((resolve) => {
      void queue(r, async () => {
        r.joining--;
        await catchUp(r);
        const m = r.match;
        const refuse = (why: string) => {
          fail(ws, why);
          ws.close(1008, 'refused');
          resolve(false);
        };
        if (!m || typeof m.record === 'string') return refuse(m ? 'this match cannot be resumed, so it cannot be followed' : 'there is no match with that number');
        if (o.canSee ? !(await o.canSee(m, client)) : await store.online(m.id)) {
          // Without the seats' hooks, an online match would show its record while it runs, which seats.ts never does.
          return refuse(o.canSee ? 'this match is not yours to watch' : 'an online match is not followed on this channel yet: use its play page');
        }
        if (from > r.seq) return refuse(`the match is at step ${r.seq}: "from" cannot be past it`);
        if (ws.readyState !== ws.OPEN) return resolve(false);
        const kept = r.log.length ? r.log[0].seq - 1 : r.seq;
        const missed = from < kept ? replayFrom(m.record, from, kept).messages : [];
        for (const message of missed) deliver(m, sub, message);
        for (const message of r.log) if (message.seq > from) deliver(m, sub, message);
        if (r.game) state(m, sub, r.game);
        send(ws, { live: r.seq });
        r.subs.add(sub);
        resolve(true);
      });
    });
  }

  async function onMessage(sub: Subscriber, id: number, text: string | null) {
    const { ws } = sub;
    const shape = 'a live message must be JSON of the form {"seq": <step it follows>, "action": {"type": ...}}';
    if (text === null) return fail(ws, shape);
    // As the HTTP routes do (http.ts): such a key is refused, not quietly kept.
    if (/"(__proto__|constructor)"\s*:/.test(text)) return fail(ws, 'the message has a "__proto__" or "constructor" key, which this server refuses');
    let msg: unknown;
    try {
      msg = JSON.parse(text);
    } catch {
      return fail(ws, shape);
    }
    const m = msg as { seq?: unknown; action?: { type?: unknown } };
    if (!m || typeof m !== 'object' || Object.keys(m).some((k) => k !== 'seq' && k !== 'action')) return fail(ws, shape);
    if (!Number.isInteger(m.seq) || (m.seq as number) < 0) return fail(ws, `${shape}: "seq" must be a whole number`);
    if (!m.action || typeof m.action !== 'object' || Array.isArray(m.action) || typeof m.action.type !== 'string' || m.action.type.length > 64) {
      return fail(ws, `${shape}: "action" must be an object with a "type"`);
    }
    try {
      const room = rooms.get(id);
      if (o.canAct && room?.match && !(await o.canAct(room.match, sub.client, m.action as Action))) return fail(ws, 'it is not for this connection to act in this match');
      await append(String(id), m.seq as number, [m.action as Action], sub.client.request);
    } catch (e) {
      if (e instanceof HttpError) return send(ws, { error: e.message, status: e.status });
      console.error(e);
      fail(ws, 'the server failed on this action (its log has the error)');
    }
  }
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host.toLowerCase() === String(host ?? '').toLowerCase();
  } catch {
    return false;
  }
}

/** One process: a notice goes straight to its rooms (makeLive already told them). */
export async function localFanout(): Promise<Fanout> {
  return { publish() {}, tell() {}, close: async () => {} };
}

/** NOTIFY takes at most 8000 bytes of payload. */
const MAX_NEWS = 7900;

/** Several processes on one PostgreSQL: a NOTIFY per accepted change, and a LISTEN that hands each notice to this
 * process's rooms. A listener that loses its connection reconnects and then re-reads every room, since notices
 * sent meanwhile are gone. */
export function postgresFanout(url: string) {
  return async (local: (id: number, steps: number) => void, resync: () => void, heard: (id: number, news: News) => void): Promise<Fanout> => {
    // A notice is "<match>:<steps>"; news is JSON naming the process that sent it, which does not act on it again.
    const origin = randomBytes(8).toString('hex');
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    pool.on('error', () => {});
    let closed = false;
    let listener: pg.Client | null = null;
    const listen = async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (n) => {
        const payload = n.payload ?? '';
        if (payload.startsWith('{')) return hear(payload);
        const [id, steps] = payload.split(':').map(Number);
        if (Number.isInteger(id) && Number.isInteger(steps)) local(id, steps);
      });
      c.on('error', () => {
        if (listener === c) listener = null;
        c.end().catch(() => {});
        if (!closed) setTimeout(() => void reconnect(), 500);
      });
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      listener = c;
    };
    const hear = (payload: string) => {
      let n: { from?: unknown; id?: unknown; say?: unknown; back?: unknown };
      try {
        n = JSON.parse(payload);
      } catch {
        return;
      }
      if (n.from === origin || !Number.isInteger(n.id)) return;
      if (Number.isInteger(n.back)) heard(n.id as number, { back: n.back as number });
      else if (n.say !== undefined) heard(n.id as number, { say: n.say });
    };
    const reconnect = async () => {
      if (closed || listener) return;
      try {
        await listen();
        resync();
      } catch {
        setTimeout(() => void reconnect(), 1000);
      }
    };
    await listen();
    return {
      publish(id, steps) {
        pool.query('SELECT pg_notify($1, $2)', [CHANNEL, `${id}:${steps}`]).catch((e: Error) => console.error(`live: a notice was not sent (${e.message})`));
      },
      tell(id, news) {
        const payload = JSON.stringify({ from: origin, id, ...news });
        if (payload.length > MAX_NEWS) return console.error(`live: news of match ${id} is too long for a notice (${payload.length} bytes)`);
        pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch((e: Error) => console.error(`live: news was not sent (${e.message})`));
      },
      async close() {
        closed = true;
        await listener?.end().catch(() => {});
        await pool.end();
      },
    };
  };
}
