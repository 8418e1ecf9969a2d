// A browser, as far as the server can tell: a cookie jar and the CSRF token it was told, sent on every call. Shared
// by the server tests that sign in (online play, leagues, rate limits); every answer's text can be kept in `seen`, to
// look for what must never be in one.

import { expect } from 'vitest';
import WebSocket from 'ws';

export class SessionClient {
  cookie = '';
  csrf = '';
  /** `base` is read at each call: test servers get their address in a beforeAll. */
  constructor(
    private readonly base: () => string,
    private readonly seen: string[] = [],
  ) {}

  async call(method: string, path: string, body: unknown = method === 'GET' ? undefined : {}, opts: { csrf?: boolean } = {}) {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    if (this.csrf && opts.csrf !== false) headers['x-csrf-token'] = this.csrf;
    const res = await fetch(this.base() + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0];
    const text = await res.text();
    this.seen.push(text);
    const json = JSON.parse(text) as any;
    if (json?.csrf) this.csrf = json.csrf;
    if (json?.guest?.csrf) this.csrf = json.guest.csrf;
    return { status: res.status, json, setCookie: set };
  }

  /** A new account by that name, signed in. */
  static async signedUp(base: () => string, name: string, seen?: string[]): Promise<SessionClient> {
    const c = new SessionClient(base, seen);
    expect((await c.call('POST', '/api/accounts', { name, password: 'correct horse' })).status).toBe(201);
    return c;
  }
}

/** A live socket on match `id` with that session's cookie, keeping every message; `until` waits (to a deadline, not a
 * count of polls, which a loaded machine stretches) for the first message that `pred` holds of. */
export function watchLive(base: string, id: number, cookie: string) {
  const got: any[] = [];
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/matches/${id}/live`, { headers: { cookie } });
  ws.on('message', (d) => got.push(JSON.parse(d.toString())));
  ws.on('error', () => {});
  const until = async (pred: (m: any) => boolean) => {
    for (const end = Date.now() + 20_000; Date.now() < end; ) {
      const m = got.find(pred);
      if (m) return m;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`never came; got ${JSON.stringify(got).slice(-500)}`);
  };
  return { got, until, close: () => ws.close() };
}
