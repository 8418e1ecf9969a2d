// The JSON API: health, and list / get / create / save / delete of matches. Every save is re-played before it is
// stored, so what is in the database always resumes; a row broken behind our back is reported on get, by number.

import { botNames } from '../bots/index';
import { rulesets } from '../index';
import { checkRecord, isInputError, resumeProblem } from './check';
import { HttpError, type Req, type Route } from './http';
import type { NewMatch, Seats, Store } from './store';

function idOf(req: Req): number {
  const id = Number(req.params[0]);
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(400, 'the path must end in a match number, a whole number from 1');
  return id;
}

function seatsOf(value: unknown, seats: string[]): Seats {
  const out: Seats = {};
  const given = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const bots = botNames();
  for (const seat of seats) {
    const who = given[seat] ?? 'human';
    if (who !== 'human' && !(typeof who === 'string' && who.startsWith('bot:') && bots.includes(who.slice(4)))) {
      throw new HttpError(400, `seats.${seat}: expected "human" or one of ${bots.map((b) => `"bot:${b}"`).join(', ')}`);
    }
    out[seat] = who as string;
  }
  return out;
}

async function saveOf(req: Req): Promise<NewMatch> {
  const body = (await req.body()) as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'expected a JSON object with a "record"');
  let checked;
  try {
    checked = checkRecord(body.record);
  } catch (e) {
    if (isInputError(e)) throw new HttpError(400, `the save was refused: ${e.message}`);
    throw e;
  }
  const info = rulesets().find((r) => r.id === checked.record.ruleset)!;
  const title = typeof body.title === 'string' && body.title.trim() ? body.title.trim().slice(0, 200) : `${info.name} match`;
  return {
    ruleset: checked.record.ruleset,
    title,
    status: checked.status,
    steps: checked.steps,
    result: checked.result,
    seats: seatsOf(body.seats, info.seats),
    record: checked.record,
  };
}

export function apiRoutes(store: Store): Route[] {
  return [
    [
      'GET',
      /^\/api\/health$/,
      async () => ({ json: { ok: true, storage: store.kind, rulesets: rulesets().map((r) => r.id) } }),
    ],
    ['GET', /^\/api\/matches$/, async () => ({ json: await store.list() })],
    [
      'GET',
      /^\/api\/matches\/([^/]+)$/,
      async (req) => {
        const id = idOf(req);
        const m = await store.get(id);
        if (!m) throw new HttpError(404, 'there is no match with that number');
        return { json: { ...m, problem: resumeProblem(m.record) } };
      },
    ],
    ['POST', /^\/api\/matches$/, async (req) => ({ status: 201, json: await store.create(await saveOf(req)) })],
    [
      'PUT',
      /^\/api\/matches\/([^/]+)$/,
      async (req) => {
        const id = idOf(req);
        const m = await store.update(id, await saveOf(req));
        if (!m) throw new HttpError(404, 'there is no match with that number');
        return { json: m };
      },
    ],
    [
      'DELETE',
      /^\/api\/matches\/([^/]+)$/,
      async (req) => {
        const id = idOf(req);
        if (!(await store.delete(id))) throw new HttpError(404, 'there is no match with that number');
        return { json: { deleted: id } };
      },
    ],
  ];
}
