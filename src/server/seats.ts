// Online matches: seats, invites, spectators, provably fair dice and turn timers.
//
// Creating one draws a secret seed (16 random bytes, the dice generator's whole state) on the server and publishes only its sha256, the commitment;
// each seat gets an invite token (whoever opens the link takes the seat, with an account or as a guest) and the match
// a spectator token. While the match runs nothing it sends holds the seed, the generator's state or the record: a
// seat gets referee.ts's view of it. When the match is over the record, seed included, is revealed, and
// `turnover replay --verify` checks the seed against the commitment and re-plays every roll.
//
// Turn timers (option `turnSeconds`): a decision left longer than that is played for its seat, as "end-turn" when
// that is legal and the first legal action otherwise, one per period elapsed. The server plays it at the deadline
// (turn-timers.ts calls timeUp), and the clock is also checked whenever the match is looked at or acted on, so
// whichever comes first makes the same moves, and the store's conditional append lets only one of them write.
//
// Take-backs asked and answered go through the live channel's fan-out (live.ts), so with several processes on one
// PostgreSQL a request made on one can be answered on another: each process keeps the requests it has heard of, and
// the store keeps the one waiting, for a process that started after it was asked or missed the news.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { act as play, rulesets, start, type Action, type Game, type MatchRecord } from '../index';
import { RECORD_FORMAT } from '../core/replay';
import { botNames } from '../bots/index';
import { guestSession, randomToken, sha256 } from './accounts';
import { HttpError } from './http';
import type { LiveHooks } from './live';
import { finalOf, gameOf, referee, seatView, seen, soloHistory } from './referee';
import type { Checkpoint, OnlineRow, Store, StoredMatch } from './store';

const ID = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } } } as const;

const CREATE = {
  type: 'object',
  required: ['ruleset'],
  additionalProperties: false,
  properties: {
    ruleset: { type: 'string', maxLength: 64 },
    title: { type: 'string', maxLength: 200 },
    options: { type: 'object', maxProperties: 64 },
    /** The seat the creator takes; none when they only set the match up. */
    seat: { type: 'string', maxLength: 64 },
    turnSeconds: { type: 'integer', minimum: 10, maximum: 60 * 60 * 24 * 14 },
    /** The seats besides the creator's are open to any opponent: on the open list (GET /api/online/open) for the
     * first taker, as well as their invites. */
    open: { type: 'boolean' },
    /** Hot seat or vs bot: each seat "human" (all held by the creator, a guest session made if need be) or
     * "bot:<name>" (played by the server, bot-seats.ts). */
    solo: { type: 'object', maxProperties: 16, additionalProperties: { type: 'string', maxLength: 64 } },
  },
} as const;

const JOIN = { type: 'object', required: ['invite'], additionalProperties: false, properties: { invite: { type: 'string', maxLength: 64 } } } as const;
const OPEN_LIST = 50;
const SPECTATE = { type: 'object', additionalProperties: false, properties: { spectate: { type: 'string', maxLength: 64 } } } as const;

/** Options an online match may not be given: the seed is the server's, and scripted dice are not dice. */
const SERVER_ONLY = ['seed', 'scenario'];

/** A decision timed out is played as this when legal, else as the first legal action. */
export function timeoutAction(game: Game): Action | null {
  const legal = game.pending?.actions ?? [];
  return legal.find((a) => a.type === 'end-turn') ?? legal[0] ?? null;
}

const inRange = (id: string) => Number(id) <= 2 ** 31 - 1;
/** A seat held by a bot (bot-seats.ts: BOT; not imported, as bot-seats.ts imports this module). */
const BOT = 'bot:';

const TAKE_BACK = { type: 'object', required: ['seq', 'steps'], additionalProperties: false, properties: { seq: { type: 'integer', minimum: 0 }, steps: { type: 'integer', minimum: 1, maximum: 100 } } } as const;
const ANSWER = { type: 'object', required: ['seq', 'accept'], additionalProperties: false, properties: { seq: { type: 'integer', minimum: 0 }, accept: { type: 'boolean' } } } as const;

/** A take-back asked for and not yet answered: the seat asking, the step count it was asked at, how many steps. */
export interface TakeBack {
  seat: string;
  seq: number;
  steps: number;
}

/** What seats.ts tells the live channel besides accepted actions: a message for every watcher of a match, and that
 * the match went back to a step. Both reach every process serving the match (live.ts), whose seats hear them through
 * the `told` hook. */
export interface Channel {
  say(id: number, message: unknown): void;
  back(id: number, steps: number): void;
}

/** A take-back's news as the channel carries it: asked (takeBack set), declined (takeBack null), or done (back). */
export interface TakeBackNews {
  takeBack?: TakeBack | null;
  declined?: string;
}

/** The game `record` was at before its last `n` actions, if `seat` may take those back: each was chosen by `seat`,
 * none rolled a die (a die once seen stays, as in hot seat's undo: web/src/undo.ts) and `seat` is still to act
 * after them. Throws the reason otherwise. */
export function takenBack(record: MatchRecord, checkpoint: Checkpoint | null, seat: string, n: number): Game {
  const len = record.actions.length;
  if (n > len) throw new HttpError(400, `the match has only ${len} steps to take back`);
  // A checkpoint is a state of the kept steps: one past where the match goes back would be of another match.
  if (checkpoint && checkpoint.step > len - n) throw new HttpError(409, `the match cannot be taken back past step ${checkpoint.step}`);
  const game = gameOf({ ...record, actions: record.actions.slice(0, len - n) }, checkpoint);
  const before = JSON.parse(JSON.stringify(game)) as Game;
  for (let i = len - n; i < len; i++) {
    const chooser = game.pending?.seat;
    if (play(game, record.actions[i]).some((e) => e.type === 'roll')) throw new HttpError(409, `step ${i + 1} rolled a die: nothing is taken back past a roll`);
    if (chooser !== seat) throw new HttpError(403, `step ${i + 1} was the ${chooser ?? 'no'} seat's: a seat takes back only its own steps`);
  }
  if (game.result || game.pending?.seat !== seat) throw new HttpError(409, 'only the seat still to act after its steps may ask to take them back');
  return before;
}

/** What opening an online match gives: the match, its online row, and the tokens only its creator is told. */
export interface Opened {
  m: StoredMatch;
  o: OnlineRow;
  record: MatchRecord;
  game: Game;
  /** Invite tokens of the seats nobody holds yet. */
  invites: Record<string, string>;
  spectate: string;
}

/** Opens an online match: a secret seed, its commitment, a seat for each of the ruleset's seats (those in `holders`
 * already held by the identity given, the others with an invite), a spectator token. The league's fixtures open
 * theirs here too (leagues.ts), with both seats held by the entries' coaches. */
export async function openOnline(
  store: Store,
  p: { ruleset: string; title?: string; options?: Record<string, unknown>; turnSeconds?: number; holders: Record<string, string>; seats?: Record<string, string>; fixedSeed?: string; openedBy?: string },
): Promise<Opened> {
  const info = rulesets().find((r) => r.id === p.ruleset);
  if (!info) throw new HttpError(400, `there is no such ruleset (known: ${rulesets().map((r) => r.id).join(', ')})`);
  const options = p.options ?? {};
  for (const k of SERVER_ONLY) if (Object.hasOwn(options, k)) throw new HttpError(400, `options.${k}: an online match's dice are the server's: leave it out`);
  // 128 random bits, all of them in the dice generator's state (core/rng.ts: WIDE_SEED); or, on a server started for
  // tests only (ServerOptions.fixedSeeds), the seed a test gave, so its match is the same every run.
  const seed = p.fixedSeed ?? `sfc32:${randomBytes(16).toString('hex')}`;
  let game: Game;
  try {
    game = start(info.id, { ...options, seed }).game;
  } catch (e) {
    throw new HttpError(400, `options: ${(e as Error).message}`.slice(0, 300));
  }
  const record: MatchRecord = { format: RECORD_FORMAT, ruleset: game.ruleset, version: game.version, seed: game.seed, options: game.options, actions: [], final: finalOf(game) };
  const title = p.title?.trim() || `${info.name} online match`;
  const m = await store.create({ ruleset: info.id, title, status: 'playing', steps: 0, result: null, seats: p.seats ?? Object.fromEntries(info.seats.map((s) => [s, 'human'])), record });
  const invites: Record<string, string> = {};
  const spectate = randomToken();
  const o: OnlineRow = {
    matchId: m.id,
    commit: sha256(String(seed)),
    spectateHash: sha256(spectate),
    turnSeconds: p.turnSeconds ?? null,
    seats: info.seats.map((seat) => {
      const token = randomToken();
      const holder = Object.hasOwn(p.holders, seat) ? p.holders[seat] : null;
      if (holder === null) invites[seat] = token;
      return { seat, inviteHash: sha256(token), holder, ...(holder === null && p.openedBy ? { openedBy: p.openedBy } : {}) };
    }),
  };
  await store.createOnline(o);
  return { m: { ...m, record }, o, record, game, invites, spectate };
}

/** Writes `game` (reached from `m` by `added`) as the online match's new state, if no one else moved it meanwhile:
 * a seat's actions (act below), a bot seat's (bot-seats.ts) and a timer's are stored alike. The write is the
 * store's append, on condition of the step count and the state hash it was played on, so a writer that read the
 * match before a take-back and a replay back to the same step count cannot write over it either. */
export async function saveOnline(store: Store, m: StoredMatch, added: Action[], game: Game): Promise<StoredMatch> {
  const rec = m.record as MatchRecord;
  const final = finalOf(game);
  const record: MatchRecord = { ...rec, actions: [...rec.actions, ...added], final };
  const status = game.result ? 'finished' : 'playing';
  const s = rec.final?.hash
    ? await store.append(m.id, m.steps, rec.final.hash, added, { status, steps: game.step, result: game.result, hash: final.hash })
    : await store.update(m.id, { ruleset: m.ruleset, title: m.title, status, steps: game.step, result: game.result, seats: m.seats, record }, m.steps);
  if (!s) throw new HttpError(409, 'the match moved on meanwhile: reload it to go on');
  return { ...s, record };
}

export function seatsRoutes(
  store: Store,
  accepted: (id: number, steps: number) => void = () => {},
  channel: Channel = { say() {}, back() {} },
  now: () => number = Date.now,
  opts: { fixedSeeds?: boolean } = {},
): {
  routes: (app: FastifyInstance) => void;
  act: (req: FastifyRequest, m: StoredMatch, o: OnlineRow, seq: number, actions: Action[]) => Promise<unknown>;
  shown: (m: StoredMatch, o: OnlineRow) => unknown;
  live: LiveHooks;
  timeUp: (id: number) => Promise<number>;
} {
  const found = async (id: string): Promise<{ m: StoredMatch; o: OnlineRow }> => {
    const m = inRange(id) ? await store.get(Number(id)) : null;
    const o = m ? await store.online(m.id) : null;
    if (!m || !o || typeof m.record === 'string') throw new HttpError(404, 'there is no online match with that number');
    return { m, o };
  };

  const save = (m: StoredMatch, added: Action[], game: Game) => saveOnline(store, m, added, game);

  /** Hot seat or vs bot, for this asker: every seat is theirs or a bot's (and one at least theirs). Such a match
   * is theirs alone, and they are sent each step's dice (core/refereed.ts) to keep the game on their screen. */
  const solo = (req: FastifyRequest, o: OnlineRow): boolean =>
    !!req.who && o.seats.some((s) => s.holder === req.who!.identity) && o.seats.every((s) => s.holder === req.who!.identity || !!s.holder?.startsWith(BOT));

  /** The match with any timed-out decisions played for their seats; `played` is how many this call wrote. */
  const onTime = async (m: StoredMatch, o: OnlineRow): Promise<{ m: StoredMatch; game: Game; played?: number }> => {
    const game = gameOf(m.record as MatchRecord, await store.checkpoint(m.id));
    if (!o.turnSeconds || !game.pending) return { m, game };
    const periods = Math.min(100, Math.floor((now() - Date.parse(m.updated)) / (o.turnSeconds * 1000)));
    const added: Action[] = [];
    for (let i = 0; i < periods && game.pending; i++) {
      const a = timeoutAction(game)!;
      referee(game, game.pending.seat, [a]);
      added.push(a);
    }
    if (added.length === 0) return { m, game };
    try {
      const saved = await save(m, added, game);
      // The moves made for the late seat reach the live channel as any other.
      accepted(saved.id, saved.steps);
      return { m: saved, game, played: added.length };
    } catch {
      // Someone else played or timed it out meanwhile: what is stored is the match.
      const again = await store.get(m.id);
      return { m: again!, game: gameOf(again!.record as MatchRecord, await store.checkpoint(m.id)) };
    }
  };

  /** A timer's deadline came (turn-timers.ts): the timed-out decisions played as a look at the match would play
   * them; how many this process wrote (none when another process or a look did it first). */
  const timeUp = async (id: number): Promise<number> => {
    const m = await store.get(id);
    const o = m && m.status === 'playing' && typeof m.record !== 'string' ? await store.online(id) : null;
    return o ? ((await onTime(m!, o)).played ?? 0) : 0;
  };

  /** Take-backs waiting for the other seat's answer, by match: those asked here and those heard of from other
   * processes through the channel (`told` below), so either seat may answer on any process. */
  const asked = new Map<number, TakeBack>();
  /** What a take-back's news means for the requests kept here, whichever process it came from. */
  const told = (id: number, news: { say?: unknown; back?: number }) => {
    const said = news.say as TakeBackNews | undefined;
    if (news.back !== undefined || (said && said.takeBack === null)) asked.delete(id);
    else if (said?.takeBack) asked.set(id, said.takeBack);
  };
  /** The take-back waiting on match `m` at step `seq`, if any; one asked at an earlier step is stale and dropped. One
   * asked at a later step is kept: news from another process may come before this process has read that step. */
  const askedAt = (id: number, seq: number): TakeBack | null => {
    const t = asked.get(id);
    if (t && t.seq < seq) asked.delete(id);
    return t && t.seq === seq ? t : null;
  };
  /** As askedAt, asking the store when this process has heard of none (it started later, or missed the news). */
  const waiting = async (id: number, seq: number): Promise<TakeBack | null> => {
    const heard = askedAt(id, seq);
    if (heard) return heard;
    const kept = await store.takeBack(id);
    if (!kept || kept.seq !== seq) return null;
    asked.set(id, kept);
    return kept;
  };

  const seatOf = (req: FastifyRequest, o: OnlineRow): string | null => (req.who ? (o.seats.find((s) => s.holder === req.who!.identity)?.seat ?? null) : null);
  /** Every seat the asker holds: one online, all but the bots' in hot seat and vs bot. */
  const seatsOf = (req: FastifyRequest, o: OnlineRow): string[] => (req.who ? o.seats.filter((s) => s.holder === req.who!.identity).map((s) => s.seat) : []);
  /** The seat the asker answers for now: the pending one when they hold it (hot seat), else the first they hold. */
  const actingSeat = (req: FastifyRequest, o: OnlineRow, game: Game): string | null => {
    const held = seatsOf(req, o);
    return held.find((s) => s === game.pending?.seat) ?? held[0] ?? null;
  };

  /** What anyone may know of an online match: its summary, commitment, seats (taken or open) and clock; the seed
   * and the whole record once it is over. */
  const shown = (m: StoredMatch, o: OnlineRow) => {
    const { record, ...summary } = m;
    return {
      ...summary,
      online: true,
      commit: o.commit,
      turnSeconds: o.turnSeconds,
      taken: Object.fromEntries(o.seats.map((s) => [s.seat, s.holder !== null])),
      ...(m.status === 'finished' && typeof record !== 'string' ? { record: { ...record, commit: o.commit } } : {}),
    };
  };

  const act = async (req: FastifyRequest, stored: StoredMatch, o: OnlineRow, seq: number, actions: Action[]) => {
    if (!req.who) throw new HttpError(401, 'sign in, or open your invite link, to play this match');
    const held = seatsOf(req, o);
    if (held.length === 0) throw new HttpError(403, 'you hold no seat in this match');
    const { m, game } = await onTime(stored, o);
    if (seq !== m.steps) throw new HttpError(409, `the match is at step ${m.steps}, not the step these actions follow: reload the match to go on`);
    const { played, events, dice } = referee(game, held, actions);
    const saved = await save(m, played, game);
    // A step played answers any take-back asked before it: it is stale now.
    asked.delete(m.id);
    return { ...shown(saved, o), ...seatView(game, actingSeat(req, o, game)), events, ...(solo(req, o) ? { dice } : {}) };
  };

  /** The asker, or a guest session made for them now (no account needed); `told` is what the answer tells a new
   * guest of their session. */
  const asker = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.who) return { who: req.who, told: {} };
    const who = await guestSession(store, req, reply);
    return { who, told: { guest: { name: who.name, csrf: who.csrf } } };
  };

  /** The asker seated in `seat` (by an invite or from the open list) unless it is theirs already: the store's
   * conditional write gives it to one taker only, however many ask at once. */
  const sit = async (req: FastifyRequest, reply: FastifyReply, m: StoredMatch, o: OnlineRow, seat: OnlineRow['seats'][number]) => {
    if (seat.holder !== null && seat.holder !== req.who?.identity) throw new HttpError(409, 'this seat is taken');
    const { who, told } = await asker(req, reply);
    if (seat.holder !== who.identity) {
      if (o.seats.some((s) => s.holder === who.identity)) throw new HttpError(409, 'you already hold another seat in this match');
      if (!(await store.takeSeat(m.id, seat.seat, who.identity))) throw new HttpError(409, 'this seat is taken');
      seat.holder = who.identity;
    }
    const now = await onTime(m, o);
    return { ...shown(now.m, o), ...seatView(now.game, seat.seat), ...told };
  };

  /** Hot seat or vs bot: the creator (a guest session made now if they have none: no account needed) holds every seat
   * that is not a bot's, so no one else can act in it, and is sent what keeps the game on their screen
   * (soloHistory: the dice, never the seed). The server's bots play the others (bot-seats.ts, started by
   * `accepted`). */
  const createSolo = async (req: FastifyRequest<{ Body: { title?: string; options?: Record<string, unknown> } }>, reply: FastifyReply, ruleset: string, names: string[], given: Record<string, string>) => {
    const bots = botNames();
    const seats: Record<string, string> = {};
    for (const seat of names) {
      const who = Object.hasOwn(given, seat) ? given[seat] : 'human';
      if (who !== 'human' && !(who.startsWith(BOT) && bots.includes(who.slice(BOT.length)))) {
        throw new HttpError(400, `solo.${seat}: expected "human" or one of ${bots.map((b) => `"${BOT}${b}"`).join(', ')}`);
      }
      seats[seat] = who;
    }
    for (const k of Object.keys(given)) if (!names.includes(k)) throw new HttpError(400, `solo: expected seats among ${names.join(', ')}`);
    if (!Object.values(seats).includes('human')) throw new HttpError(400, 'solo: a match played here needs a person in one seat at least');
    const { who, told } = await asker(req, reply);
    const holders = Object.fromEntries(Object.entries(seats).map(([seat, w]) => [seat, w === 'human' ? who.identity : w]));
    const { seed, ...options } = req.body.options ?? {};
    if (seed !== undefined && seed !== '' && !opts.fixedSeeds) throw new HttpError(400, 'options.seed: the server rolls this match\'s dice from its own secret seed: leave the seed out');
    const fixedSeed = seed !== undefined && seed !== '' ? String(seed) : undefined;
    const { m, o, record, game } = await openOnline(store, { ruleset, title: req.body.title, options, holders, seats, fixedSeed });
    // A bot may have the first decision.
    accepted(m.id, 0);
    void reply.code(201);
    return {
      ...shown(m, o),
      ...seatView(game, game.pending && seats[game.pending.seat] === 'human' ? game.pending.seat : (names.find((s) => seats[s] === 'human') ?? null)),
      solo: soloHistory(record),
      ...told,
    };
  };

  /** The match taken back `steps` steps of `seat`'s (takenBack's rule), stored, and its watchers told. */
  const goBack = async (m: StoredMatch, o: OnlineRow, seat: string, steps: number, viewer: string) => {
    const game = takenBack(m.record as MatchRecord, await store.checkpoint(m.id), seat, steps);
    const rec = m.record as MatchRecord;
    const record: MatchRecord = { ...rec, actions: rec.actions.slice(0, rec.actions.length - steps), final: finalOf(game) };
    const s = await store.update(m.id, { ruleset: m.ruleset, title: m.title, status: 'playing', steps: game.step, result: null, seats: m.seats, record }, m.steps);
    if (!s) throw new HttpError(409, 'the match moved on meanwhile: this take-back is stale');
    asked.delete(m.id);
    await store.setTakeBack(m.id, null);
    channel.back(m.id, game.step);
    return { ...shown({ ...s, record }, o), ...seatView(game, viewer) };
  };
  const takeBackNow = async (m: StoredMatch, o: OnlineRow, seat: string, steps: number) => ({ ...(await goBack(m, o, seat, steps, seat)), takenBack: { seat, seq: m.steps, steps } });

  const routes = (app: FastifyInstance) => {
    app.post<{ Body: { ruleset: string; title?: string; options?: Record<string, unknown>; seat?: string; turnSeconds?: number; open?: boolean; solo?: Record<string, string> } }>(
      '/api/online',
      { schema: { body: CREATE } },
      async (req, reply: FastifyReply) => {
        const info = rulesets().find((r) => r.id === req.body.ruleset);
        if (!info) throw new HttpError(400, `there is no such ruleset (known: ${rulesets().map((r) => r.id).join(', ')})`);
        if (req.body.solo) return createSolo(req, reply, info.id, info.seats, req.body.solo);
        if (!req.who) throw new HttpError(401, 'sign in or play as a guest to create an online match');
        if (req.body.seat !== undefined && !info.seats.includes(req.body.seat)) throw new HttpError(400, `seat: expected one of ${info.seats.join(', ')}`);
        // An open seat is the creator's opponent's: a match set up for others to play has no one to open it to.
        if (req.body.open && req.body.seat === undefined) throw new HttpError(400, 'open: take a seat yourself to open the other to any opponent');
        const holders = req.body.seat === undefined ? {} : { [req.body.seat]: req.who.identity };
        const openedBy = req.body.open ? req.who.name : undefined;
        const { m, o, record, game, invites, spectate } = await openOnline(store, { ruleset: info.id, title: req.body.title, options: req.body.options, turnSeconds: req.body.turnSeconds, holders, openedBy });
        // Every process hears of the new match, so each sets its timer (turn-timers.ts).
        if (o.turnSeconds) accepted(m.id, 0);
        void reply.code(201);
        return {
          ...shown(m, o),
          invites: Object.fromEntries(Object.entries(invites).map(([seat, token]) => [seat, { token, link: `/#/join/${m.id}/${token}` }])),
          spectate: { token: spectate, link: `/#/watch/${m.id}/${spectate}` },
          ...seatView(game, req.body.seat ?? null),
        };
      },
    );

    // Your online matches, with whose turn it is in each: the app's list and its "your turn" badge ask this.
    app.get('/api/online/mine', async (req) => {
      if (!req.who) return [];
      const held = await store.heldBy(req.who.identity, 30);
      const out = [];
      for (const h of held) {
        const m = await store.get(h.matchId);
        if (!m || typeof m.record === 'string') continue;
        // Hot seat and vs bot are the app's own match list's, not waiting for anyone.
        const o = await store.online(m.id);
        if (o && solo(req, o)) continue;
        const toAct = m.status === 'playing' ? (gameOf(m.record, await store.checkpoint(m.id)).pending?.seat ?? null) : null;
        out.push({ id: m.id, title: m.title, ruleset: m.ruleset, status: m.status, steps: m.steps, updated: m.updated, result: m.result, seat: h.seat, toAct, yourTurn: toAct === h.seat });
      }
      return out;
    });

    // The open list: matches whose creator waits for any opponent, but the asker's own. Nothing secret in it (no
    // invite, no seed).
    app.get('/api/online/open', { schema: { querystring: { type: 'object', additionalProperties: false, properties: {} } } }, async (req) =>
      (await store.openSeats(OPEN_LIST, req.who?.identity)).map((s) => ({ id: s.matchId, game: s.ruleset, title: s.title, by: s.by, seat: s.seat, created: s.created })),
    );

    // Taking a seat from the open list: as an invite's join, with the seat's being open in place of the invite.
    // The store's conditional write gives it to one taker only, however many ask at once.
    app.post<{ Params: { id: string } }>('/api/matches/:id/take', { schema: { params: ID } }, async (req, reply) => {
      const { m, o } = await found(req.params.id);
      const seat = o.seats.find((s) => s.openedBy && s.holder === null) ?? o.seats.find((s) => s.openedBy);
      if (!seat) throw new HttpError(403, 'this match has no seat open to any opponent');
      if (m.status === 'finished') throw new HttpError(409, 'this match is over');
      // Pressed twice (a second tab, a retry), the seat is already the asker's: sit answers with the match.
      return sit(req, reply, m, o, seat);
    });

    app.post<{ Params: { id: string }; Body: { invite: string } }>('/api/matches/:id/join', { schema: { params: ID, body: JOIN } }, async (req, reply) => {
      const { m, o } = await found(req.params.id);
      const seat = o.seats.find((s) => s.inviteHash === sha256(req.body.invite));
      if (!seat) throw new HttpError(403, 'this invite is not one of this match\'s');
      return sit(req, reply, m, o, seat);
    });

    // Undo online: the seat that just acted asks to take back its last steps that rolled no die; the request goes to
    // every watcher over the live channel, and the other seat accepts or declines. Asked or answered at a step
    // count the match has left, it is refused as stale.
    app.post<{ Params: { id: string }; Body: { seq: number; steps: number } }>('/api/matches/:id/take-back', { schema: { params: ID, body: TAKE_BACK } }, async (req, reply) => {
      const { m: stored, o } = await found(req.params.id);
      const seat = seatOf(req, o);
      if (!seat) throw new HttpError(req.who ? 403 : 401, 'only a seat of this match may ask to take steps back');
      const { m, game: now } = await onTime(stored, o);
      if (req.body.seq !== m.steps) throw new HttpError(409, `the match is at step ${m.steps}, not ${req.body.seq}: this take-back is stale`);
      // Hot seat and vs bot: no one else to ask. The same rule (own steps only, never past a roll), taken at once.
      if (solo(req, o)) return takeBackNow(m, o, actingSeat(req, o, now)!, req.body.steps);
      takenBack(m.record as MatchRecord, await store.checkpoint(m.id), seat, req.body.steps);
      const t: TakeBack = { seat, seq: m.steps, steps: req.body.steps };
      await store.setTakeBack(m.id, t);
      asked.set(m.id, t);
      channel.say(m.id, { takeBack: t });
      void reply.code(202);
      return { takeBack: t };
    });

    app.post<{ Params: { id: string }; Body: { seq: number; accept: boolean } }>('/api/matches/:id/take-back/answer', { schema: { params: ID, body: ANSWER } }, async (req) => {
      const { m: stored, o } = await found(req.params.id);
      const seat = seatOf(req, o);
      if (!seat) throw new HttpError(req.who ? 403 : 401, 'only a seat of this match may answer a take-back');
      const { m } = await onTime(stored, o);
      const t = await waiting(m.id, m.steps);
      if (!t || req.body.seq !== t.seq) throw new HttpError(409, `no take-back is waiting at step ${req.body.seq} (the match is at step ${m.steps}): it is stale or was never asked`);
      if (t.seat === seat) throw new HttpError(403, 'a take-back is answered by the other seat, not the one that asked');
      if (!req.body.accept) {
        asked.delete(m.id);
        await store.setTakeBack(m.id, null);
        channel.say(m.id, { takeBack: null, declined: t.seat });
        return { declined: t };
      }
      return { ...(await goBack(m, o, t.seat, t.steps, seat)), takenBack: t };
    });

    app.get<{ Params: { id: string }; Querystring: { spectate?: string } }>('/api/matches/:id/play', { schema: { params: ID, querystring: SPECTATE } }, async (req) => {
      const { m, o } = await found(req.params.id);
      const seat = seatOf(req, o);
      const watching = req.query.spectate !== undefined && req.query.spectate.length > 0 && sha256(req.query.spectate) === o.spectateHash;
      if (!seat && !watching && m.status !== 'finished') throw new HttpError(403, 'you hold no seat in this match and have no spectator link for it');
      const now = await onTime(m, o);
      const mine = solo(req, o);
      return {
        ...shown(now.m, o),
        ...seatView(now.game, seat && mine ? actingSeat(req, o, now.game) : seat),
        takeBack: await waiting(now.m.id, now.m.steps),
        ...(mine ? { solo: soloHistory(now.m.record as MatchRecord) } : {}),
      };
    });
  };

  /** The live channel (live.ts) kept to the same rules as the play route: a seat's holder or a spectator by link
   * watches (anyone once it is over), each is sent its view of every step (events with secret dice as "?", never
   * the state, seed or record) and then, as {"state": ...}, seatView of the game as it stands; only a seat's holder
   * may send actions, which the referee takes only from the seat whose decision is pending. A match that is not
   * online is left open, as before. */
  const live: LiveHooks = {
    async canSee(m, client) {
      const o = await store.online(m.id);
      if (!o) return true;
      const req = client.request;
      const spectate = (req.query as { spectate?: string }).spectate;
      const watching = typeof spectate === 'string' && spectate.length > 0 && sha256(spectate) === o.spectateHash;
      client.seat = seatOf(req, o);
      client.refereed = true;
      // The state sent to this watcher shows a waiting take-back, even one asked before this process heard of it.
      await waiting(m.id, m.steps);
      client.solo = solo(req, o);
      return client.seat !== null || watching || m.status === 'finished';
    },
    viewFor(_m, client, message) {
      if (!client.refereed) return message;
      // Hot seat and vs bot: the one person at the screen is sent each step's dice to play it there too.
      if (client.solo) return message;
      return { seq: message.seq, action: message.action, events: message.events.map(seen) as typeof message.events };
    },
    stateFor(m, client, game) {
      return client.refereed ? { ...seatView(game, client.seat ?? null), takeBack: askedAt(m.id, game.step) } : null;
    },
    canAct(_m, client) {
      return !client.refereed || (client.seat ?? null) !== null;
    },
    told,
  };

  return { routes, act, shown, live, timeUp };
}
