// The JSON API: health, and list / get / create / save / delete of matches. Every save is re-played before it is
// stored (replayer.ts: in a worker when long, from the last checkpoint), so what is in the database always resumes;
// a row broken behind our back is reported on get, by number.
//
// A save carries the whole record, and is taken only as the continuation of what is stored: its first steps must be
// the stored match's (checked against the stored state, not trusted), and when it names the step count it was built
// on (`seq`) that must be the stored one. The store then writes it only if the match still has that many steps, so
// of two tabs saving at once one wins and the other gets 409 Conflict, never a silent overwrite.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { botNames } from '../bots/index';
import { rulesets, type Action, type MatchRecord } from '../index';
import { makeHotGames, type Played } from './hot';
import { HttpError } from './http';
import type { Replayer } from './replayer';
import type { seatsRoutes } from './seats';
import type { ResumeOutcome } from './resume';
import type { MatchEnd, NewMatch, Seats, Store, StoredMatch } from './store';

const ID = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } } } as const;

/** A record's shape, checked field by field by parseRecord and by re-playing it: here only what lets it reach there. */
export const RECORD_OBJECT = {
  type: 'object',
  required: ['format', 'ruleset', 'version', 'seed', 'options', 'actions'],
  properties: {
    format: { type: 'string', maxLength: 64 },
    ruleset: { type: 'string', maxLength: 64 },
    version: { type: 'number' },
    seed: { type: ['number', 'string'] },
    options: { type: 'object' },
    actions: { type: 'array' },
    final: { type: 'object' },
  },
} as const;

const RECORD = {
  anyOf: [
    RECORD_OBJECT,
    // A record as text (a file read as is); it must parse to the object above.
    { type: 'string' },
  ],
} as const;

const SAVE = {
  type: 'object',
  required: ['record'],
  additionalProperties: false,
  properties: {
    title: { type: 'string', maxLength: 1000 },
    seats: { type: 'object', maxProperties: 16, additionalProperties: { type: 'string', maxLength: 64 } },
    record: RECORD,
    /** The step count of the stored save this one was built on. */
    seq: { type: 'integer', minimum: 0 },
    /** An undo: the record is the stored one less its last actions (needs `seq`). */
    takeBack: { type: 'boolean' },
  },
} as const;

/** Actions to append to a stored match, after the step count the sender saw. */
const APPEND = {
  type: 'object',
  required: ['seq', 'actions'],
  additionalProperties: false,
  properties: {
    seq: { type: 'integer', minimum: 0 },
    actions: {
      type: 'array',
      minItems: 1,
      maxItems: 10_000,
      items: { type: 'object', required: ['type'], properties: { type: { type: 'string', maxLength: 64 } } },
    },
  },
} as const;

interface AppendBody {
  seq: number;
  actions: Action[];
}

interface SaveBody {
  title?: string;
  seats?: Record<string, string>;
  record: MatchRecord | string;
  seq?: number;
  takeBack?: boolean;
}

function seatsOf(given: Record<string, string> | undefined, seats: string[]): Seats {
  const out: Seats = {};
  const bots = botNames();
  for (const seat of seats) {
    const who = given && Object.hasOwn(given, seat) ? given[seat] : 'human';
    if (who !== 'human' && !(who.startsWith('bot:') && bots.includes(who.slice(4)))) {
      throw new HttpError(400, `seats.${seat}: expected "human" or one of ${bots.map((b) => `"bot:${b}"`).join(', ')}`);
    }
    out[seat] = who;
  }
  return out;
}

function parsed(record: MatchRecord | string): MatchRecord {
  if (typeof record !== 'string') return record;
  try {
    return JSON.parse(record) as MatchRecord;
  } catch {
    throw new HttpError(400, 'the save was refused: not a match record: "record" is text that is not JSON');
  }
}

function refused(o: ResumeOutcome & { ok: false }): HttpError {
  return o.kind === 'conflict' ? new HttpError(409, o.error) : new HttpError(400, `the save was refused: ${o.error}`);
}

/** What the store keeps of a save that re-played: the record with the end this server computed. */
function toStore(body: SaveBody, record: MatchRecord, o: ResumeOutcome & { ok: true }): NewMatch {
  const info = rulesets().find((r) => r.id === record.ruleset)!;
  const title = body.title?.trim() ? body.title.trim().slice(0, 200) : `${info.name} match`;
  return {
    ruleset: record.ruleset,
    title,
    status: o.status,
    steps: o.steps,
    result: o.result,
    seats: seatsOf(body.seats, info.seats),
    record: { ...record, final: o.final },
  };
}

/** The fields of a record that say which match it is, as one comparable text. */
function header(r: MatchRecord): string {
  return JSON.stringify([r.format, r.ruleset, r.version, String(r.seed), r.options]);
}

/** Match numbers are 32-bit in PostgreSQL (SERIAL): a larger one names no match, rather than failing the query. */
const inRange = (id: string) => Number(id) <= 2 ** 31 - 1;

/** An online match is the referee's (seats.ts): only its own routes and its seats' actions change it, and it is
 * shown without its record (which holds the seed) until it is over. */
type Online = ReturnType<typeof seatsRoutes>;

async function foundIn(store: Store, id: string): Promise<StoredMatch> {
  const m = inRange(id) ? await store.get(Number(id)) : null;
  if (!m) throw new HttpError(404, 'there is no match with that number');
  return m;
}

/** Told of every accepted change to a match, once it is stored: the live channel (live.ts) pushes it on. `added`,
 * when given, are the actions that took the match to `steps` (so this process need not read them back). */
export type Accepted = (id: number, steps: number, added?: Action[], played?: Played) => void;

/** Appends actions after step `seq`, for `req` (who is asking: an online match's seats act only as themselves). */
export type Append = (idText: string, seq: number, actions: Action[], req: FastifyRequest) => Promise<unknown>;

/** Appends actions after step `seq`: the stored match's own record, extended, re-played (on the kept game, hot.ts,
 * or from its checkpoint), and written only if the match is still at `seq`. The answer's `steps` is the new sequence
 * number. An online match is the seats' referee's (seats.ts). Shared by the HTTP route and the live channel, so both
 * refuse the same things with the same words. */
export function appendActions(store: Store, replayer: Replayer, online: Online, accepted: Accepted = () => {}): Append {
  const hot = makeHotGames();
  return async (idText, seq, actions, req) => {
    // A client's labels and hints are for its display; the record keeps what play() keeps.
    const added = actions.map(({ label: _l, hint: _h, ...a }) => a as Action);
    // The common case, a move on a match this process stored last: played on the kept game and stored on condition
    // that the match is still at that step and state, without reading it (only hot-seat and vs-bot matches are
    // kept: an online one is the referee's). Anything else, or a condition that fails, takes the full way below,
    // which says exactly what is wrong.
    const id = Number(idText);
    const keptHash = inRange(idText) ? hot.hashAt(id, seq) : null;
    const kept = keptHash ? hot.append(id, null, seq, keptHash, added) : null;
    if (kept?.outcome.ok) {
      const m = await store.append(id, seq, keptHash!, added, endOf(kept.outcome));
      if (m) {
        kept.commit();
        accepted(m.id, m.steps, added, kept.played);
        return m;
      }
      hot.forget(id);
    }
    const stored = await foundIn(store, idText);
    const on = await store.online(stored.id);
    if (on && typeof stored.record !== 'string') {
      const done = (await online.act(req, stored, on, seq, actions)) as { steps: number };
      accepted(stored.id, done.steps);
      return done;
    }
    if (typeof stored.record === 'string') throw new HttpError(409, 'the stored match cannot be resumed, so no action can continue it');
    if (seq !== stored.steps) {
      throw new HttpError(409, `the match is at step ${stored.steps}, not the step these actions follow: reload the match to go on`);
    }
    const { final: _final, ...rest } = stored.record;
    const record: MatchRecord = { ...rest, actions: [...stored.record.actions, ...added] };
    const hash = stored.record.final?.hash ?? null;
    const fast = hot.append(stored.id, stored.record, stored.steps, hash, added);
    const o = fast
      ? fast.outcome
      : await replayer.run({ record, base: { steps: stored.steps, hash, checkpoint: await store.checkpoint(stored.id) } });
    if (!o.ok) throw o.kind === 'conflict' ? new HttpError(409, o.error) : new HttpError(400, `the actions were refused: ${o.error}`);
    // A stored record without its end (from an old version) is written whole, which gives it one.
    const m = hash
      ? await store.append(stored.id, stored.steps, hash, added, endOf(o))
      : await store.update(stored.id, toStore({ title: stored.title, seats: stored.seats, record }, record, o), stored.steps);
    if (!m) throw new HttpError(409, 'the match moved on while these actions were checked: reload the match to go on');
    fast?.commit();
    if (o.checkpoint) await store.saveCheckpoint(m.id, o.checkpoint);
    accepted(m.id, m.steps, added, fast?.played);
    return m;
  };
}

const endOf = (o: ResumeOutcome & { ok: true }): MatchEnd => ({ status: o.status, steps: o.steps, result: o.result, hash: o.final.hash });

export function apiRoutes(
  store: Store,
  replayer: Replayer,
  online: Online,
  accepted: Accepted = () => {},
  append = appendActions(store, replayer, online, accepted),
): (app: FastifyInstance) => void {
  const found = (id: string) => foundIn(store, id);
  const keep = async (id: number, o: ResumeOutcome) => {
    if (o.ok && o.checkpoint) await store.saveCheckpoint(id, o.checkpoint);
  };

  /** Why a stored match cannot be resumed, or null; and how many actions opening it re-played. The match is named by
   * the page, not here: the message repeats nothing a request sent. */
  const problemOf = async (m: StoredMatch): Promise<{ problem: string | null; replayed: number }> => {
    const cannot = (why: string) => ({ problem: `this match cannot be resumed: ${why}`, replayed: 0 });
    if (typeof m.record === 'string') return cannot('the stored save is not JSON');
    const known = rulesets().map((r) => r.id);
    const rs = (m.record as { ruleset?: unknown } | null)?.ruleset;
    if (typeof rs === 'string' && !known.includes(rs)) {
      return cannot(`it was played under a ruleset this server does not have (known: ${known.join(', ') || 'none'})`);
    }
    try {
      const o = await replayer.run({ record: m.record, checkpoint: await store.checkpoint(m.id) });
      if (!o.ok) return cannot(o.error);
      await keep(m.id, o);
      return { problem: null, replayed: o.replayed };
    } catch (e) {
      console.error(e);
      return cannot('replaying it failed on a rules error (the server log has it)');
    }
  };

  return (app) => {
    app.get('/api/health', async () => ({ ok: true, storage: store.kind, rulesets: rulesets().map((r) => r.id) }));
    app.get('/api/matches', async () => store.list());

    app.get<{ Params: { id: string } }>('/api/matches/:id', { schema: { params: ID } }, async (req, reply) => {
      const m = await found(req.params.id);
      const o = await store.online(m.id);
      if (o) return online.shown(m, o);
      const { problem, replayed } = await problemOf(m);
      void reply.header('x-turnover-replayed', String(replayed));
      return { ...m, problem };
    });

    app.post<{ Body: SaveBody }>('/api/matches', { schema: { body: SAVE } }, async (req, reply) => {
      if (req.body.seq !== undefined && req.body.seq !== 0) throw new HttpError(409, 'a new match builds on nothing: send "seq" as 0 or leave it out');
      const record = parsed(req.body.record);
      const o = await replayer.run({ record });
      if (!o.ok) throw refused(o);
      const m = await store.create(toStore(req.body, record, o));
      await keep(m.id, o);
      accepted(m.id, m.steps);
      void reply.code(201);
      return m;
    });

    app.put<{ Params: { id: string }; Body: SaveBody }>('/api/matches/:id', { schema: { params: ID, body: SAVE } }, async (req) => {
      const stored = await found(req.params.id);
      if (await store.online(stored.id)) throw new HttpError(403, 'an online match is played action by action by its seats, never saved whole');
      const record = parsed(req.body.record);
      if (typeof stored.record === 'string') throw new HttpError(409, 'the stored match cannot be resumed, so no save can continue it');
      if (req.body.seq !== undefined && req.body.seq !== stored.steps) {
        throw new HttpError(409, `the match has moved on since this save's tab loaded it (it is now at step ${stored.steps}): reload the match to go on`);
      }
      if (header(record) !== header(stored.record)) throw new HttpError(409, 'this save is of another match (its ruleset, seed or options differ)');
      if (req.body.takeBack) return takeBack(stored, stored.record, record, req.body);
      const o = await replayer.run({
        record,
        base: { steps: stored.steps, hash: stored.record.final?.hash ?? null, checkpoint: await store.checkpoint(stored.id) },
      });
      if (!o.ok) throw refused(o);
      const m = await store.update(stored.id, toStore(req.body, record, o), stored.steps);
      if (!m) throw new HttpError(409, 'the match was saved from elsewhere while this save was checked: reload the match to go on');
      await keep(m.id, o);
      accepted(m.id, m.steps);
      return m;
    });

    // An undo in hot seat or against a bot (every match today: no seat is played from another screen): the stored
    // record less its last actions. Only a true prefix of what is stored, sent by a tab that had all of it (`seq`),
    // and never back past the kept checkpoint (its prefix would no longer be the match's).
    const takeBack = async (stored: StoredMatch, kept: MatchRecord, record: MatchRecord, body: SaveBody) => {
      if (body.seq === undefined) throw new HttpError(400, 'the save was refused: a take-back names the step count it takes back from ("seq")');
      const n = record.actions.length;
      if (n >= stored.steps) throw new HttpError(400, `the save was refused: a take-back must have fewer steps than the stored ${stored.steps}`);
      const bare = ({ label: _l, hint: _h, ...a }: Action) => JSON.stringify(a);
      for (let i = 0; i < n; i++) {
        if (bare(record.actions[i]) !== JSON.stringify(kept.actions[i])) {
          throw new HttpError(409, `this take-back does not keep the stored match's first steps (step ${i + 1} differs): reload the match to go on`);
        }
      }
      const checkpoint = await store.checkpoint(stored.id);
      if (checkpoint && checkpoint.step > n) throw new HttpError(409, `the match cannot be taken back past step ${checkpoint.step}`);
      const o = await replayer.run({ record, checkpoint });
      if (!o.ok) throw refused(o);
      const m = await store.update(stored.id, toStore(body, record, o), stored.steps);
      if (!m) throw new HttpError(409, 'the match was saved from elsewhere while this take-back was checked: reload the match to go on');
      return m;
    };

    // One or more actions appended after step `seq` (appendActions above); the live channel takes them the same way.
    app.post<{ Params: { id: string }; Body: AppendBody }>('/api/matches/:id/actions', { schema: { params: ID, body: APPEND } }, async (req) =>
      append(req.params.id, req.body.seq, req.body.actions, req),
    );

    app.delete<{ Params: { id: string } }>('/api/matches/:id', { schema: { params: ID } }, async (req) => {
      const id = Number(req.params.id);
      if (inRange(req.params.id) && (await store.online(id))) throw new HttpError(403, 'an online match is not deleted: it stays so its dice can be verified');
      if (!inRange(req.params.id) || !(await store.delete(id))) throw new HttpError(404, 'there is no match with that number');
      return { deleted: id };
    });
  };
}
