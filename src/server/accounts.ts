// Who is asking: accounts (a name and a password hashed with argon2id, by @node-rs/argon2: prebuilt for each
// platform, no compiler; the `argon2` package's prebuilt Linux binary crashed on load here under Node 20), guests
// (a name only, for playing by a link), and their sessions. A session is a random 32-byte token in an HttpOnly, SameSite=Lax cookie; the database keeps
// only its sha256, so a leaked table signs nobody in. Each session has a CSRF token: a request that changes
// something and carries a session cookie must carry that token in its x-csrf-token header too, which a page of
// another site cannot read, so it cannot act with the cookie its browser adds (the Origin checks in http.ts stay).
// A request with no session acts as nobody: it can sign up, sign in, or play a match on one screen as before.

import cookie from '@fastify/cookie';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpError } from './http';
import { makeLimits, type Limits } from './limits';
import type { SessionRow, Store } from './store';

export const SESSION_COOKIE = 'turnover_session';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const SESSION_DAYS = 90;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');

/** The identity of a request, read from its session cookie; null when it has none. */
export interface Who {
  identity: string;
  name: string;
  kind: 'account' | 'guest';
  csrf: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    who: Who | null;
  }
}

const CREDENTIALS = {
  type: 'object',
  required: ['name', 'password'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', pattern: '^[A-Za-z0-9_.-]{2,32}$' },
    password: { type: 'string', minLength: 8, maxLength: 200 },
  },
} as const;

const GUEST = {
  type: 'object',
  additionalProperties: false,
  properties: { name: { type: 'string', pattern: '^[A-Za-z0-9_. -]{1,32}$' } },
} as const;

/** A hash to check a password against when the name has no account, so that an unknown name costs as much time as
 * a wrong password and the two cannot be told apart. */
let decoy: Promise<string> | null = null;

/** The library's Algorithm.Argon2id (a const enum, which an isolated module cannot read). */
const ARGON2ID = 2;

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum), the parameters kept in the hash. */
const password = (text: string) => argon2Hash(text, { algorithm: ARGON2ID });

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function whoOf(s: SessionRow): Who {
  return { identity: s.identity, name: s.name, kind: s.identity.startsWith('account:') ? 'account' : 'guest', csrf: s.csrf };
}

/** Opens a session for `identity` and sets its cookie; what the client is told (its name and CSRF token). */
export async function openSession(store: Store, req: FastifyRequest, reply: FastifyReply, identity: string, name: string): Promise<Who> {
  const token = randomToken();
  const row: SessionRow = { tokenHash: sha256(token), identity, name, csrf: randomToken(), created: new Date().toISOString() };
  await store.createSession(row);
  void reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', secure: req.protocol === 'https', maxAge: SESSION_DAYS * 86_400 });
  req.who = whoOf(row);
  return req.who;
}

/** A new guest's session, for someone who opens an invite without one. */
export async function guestSession(store: Store, req: FastifyRequest, reply: FastifyReply, name = 'Guest'): Promise<Who> {
  return openSession(store, req, reply, `guest:${randomBytes(16).toString('hex')}`, name);
}

// `id`: the account as leagues name their coaches and commissioner (`account:<n>`), so the app knows which are you.
const told = (w: Who) => ({ name: w.name, kind: w.kind, csrf: w.csrf, id: w.kind === 'account' ? w.identity : null });

export function accountRoutes(store: Store, limits: Limits = makeLimits()): (app: FastifyInstance) => void {
  /** A password is checked (hashed) only this often from one address. */
  const passwordCheck = (req: FastifyRequest) => {
    if (!limits.passwords.hit(req.ip)) throw new HttpError(429, 'too many sign-ins and sign-ups from this address: wait a minute and try again');
  };
  return (app) => {
    void app.register(cookie);
    app.decorateRequest('who', null);

    // After the body is read and checked, before any route: who is asking, and, for a change, their CSRF token.
    app.addHook('preHandler', async (req) => {
      const token = req.cookies?.[SESSION_COOKIE];
      const s = token && token.length <= 64 ? await store.session(sha256(token)) : null;
      // A session lasts as long as its cookie, whatever a client does with the cookie's own expiry.
      req.who = s && Date.now() - Date.parse(s.created) < SESSION_DAYS * 86_400_000 ? whoOf(s) : null;
      if (req.who && STATE_CHANGING.has(req.method)) {
        const sent = req.headers['x-csrf-token'];
        if (typeof sent !== 'string' || !sameText(sent, req.who.csrf)) {
          throw new HttpError(403, 'this request lacks its session\'s CSRF token (the x-csrf-token header): reload the page');
        }
        if (!limits.changes.hit(req.who.identity)) throw new HttpError(429, `too many changes from this account: at most ${limits.changes.max} a minute`);
      }
    });

    app.get('/api/session', async (req) => (req.who ? told(req.who) : { name: null, kind: null, csrf: null }));

    app.post<{ Body: { name: string; password: string } }>('/api/accounts', { schema: { body: CREDENTIALS } }, async (req, reply) => {
      passwordCheck(req);
      const hash = await password(req.body.password);
      const id = await store.createAccount(req.body.name, hash);
      if (id === null) throw new HttpError(409, 'that name is taken: choose another');
      void reply.code(201);
      return told(await openSession(store, req, reply, `account:${id}`, req.body.name));
    });

    app.post<{ Body: { name: string; password: string } }>('/api/session', { schema: { body: CREDENTIALS } }, async (req, reply) => {
      passwordCheck(req);
      // Guessing one account's password: a name tried wrongly too often from one address is not tried for a while.
      const tries = `${req.body.name.toLowerCase()} ${req.ip}`;
      if (limits.failed.full(tries)) throw new HttpError(429, 'too many wrong passwords for this name: wait 15 minutes and try again');
      const a = await store.account(req.body.name);
      decoy ??= password(randomToken());
      const ok = await argon2Verify(a ? a.hash : await decoy, req.body.password);
      if (!a || !ok) {
        limits.failed.hit(tries);
        throw new HttpError(401, 'wrong name or password');
      }
      return told(await openSession(store, req, reply, `account:${a.id}`, a.name));
    });

    app.post<{ Body: { name?: string } | undefined }>('/api/guest', {
      schema: { body: GUEST },
      // Sent with no body at all is sent with no name.
      preValidation: async (req) => {
        req.body ??= {};
      },
    }, async (req, reply) => {
      return told(await guestSession(store, req, reply, req.body?.name?.trim() || 'Guest'));
    });

    app.delete('/api/session', async (req, reply) => {
      const token = req.cookies?.[SESSION_COOKIE];
      if (token && req.who) await store.deleteSession(sha256(token));
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { signedOut: true };
    });
  };
}
