// The live channel: every accepted action reaches every subscriber of its match (in well under 100 ms here: the
// latencies are printed, and measured under load by bench/server.ts, not asserted), whichever way it
// came; a reconnect with the last seq seen resumes without a gap or a repeat; a stale seq over the socket gets a
// one-line conflict that repeats nothing sent; big messages and floods are cut off. On PostgreSQL, two servers on
// one database serve the same match: a client on one sees an action sent to the other (LISTEN/NOTIFY).

import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { act, finishRecord, play, start, startMatch, type Action } from '../../src/index';
import { startServer } from '../../src/server/app';
import { MAX_MESSAGE } from '../../src/server/live';
import { useTestDatabase } from './test-database';
import './tiny-ruleset';

/** Prints how long a push took to arrive: speed is the benchmarks' to judge, this only shows it. */
const latency = (what: string, sent: number) => console.log(`live: ${what} in ${Date.now() - sent} ms`);

const dir = mkdtempSync(join(tmpdir(), 'turnover-live-'));
mkdirSync(join(dir, 'web'));
writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><title>app</title>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function record(steps: number, seed = 'live') {
  const m = startMatch('tiny-test', { seed });
  for (let i = 0; i < steps; i++) play(m, { type: i % 2 ? 'wait' : 'step' });
  return finishRecord(m);
}

async function call(base: string, method: string, path: string, body?: unknown) {
  const res = await fetch(base + path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as any };
}

const WAIT = 30_000;

/** A socket that keeps what it was sent, to be awaited message by message. */
class Client {
  readonly ws: WebSocket;
  readonly got: any[] = [];
  private waiters: (() => void)[] = [];
  closed: number | null = null;
  constructor(url: string, headers: Record<string, string> = {}) {
    this.ws = new WebSocket(url, { headers });
    this.ws.on('message', (d) => {
      this.got.push(JSON.parse(d.toString()));
      this.waiters.splice(0).forEach((w) => w());
    });
    this.ws.on('close', (code) => {
      this.closed = code;
      this.waiters.splice(0).forEach((w) => w());
    });
    this.ws.on('error', () => {});
  }
  /** Waits until `count` messages have come (or the socket closed), at most `ms`: a bound for a stuck test, long
   * enough that a loaded machine never reaches it. */
  async until(count: number, ms = WAIT): Promise<any[]> {
    return this.untilSome(() => this.got.length >= count, ms);
  }
  /** Waits until `done` holds of what has come (or the socket closed), at most `ms`: a process that is behind may
   * send two steps and one state where a quick one sends a state after each. */
  async untilSome(done: (got: any[]) => boolean, ms = WAIT): Promise<any[]> {
    const end = Date.now() + ms;
    while (!done(this.got) && this.closed === null && Date.now() < end) {
      await new Promise<void>((r) => {
        this.waiters.push(r);
        setTimeout(r, end - Date.now());
      });
    }
    return this.got;
  }
  send(v: unknown) {
    this.ws.send(typeof v === 'string' ? v : JSON.stringify(v));
  }
  close() {
    this.ws.close();
  }
  /** Waits for the server to close the socket, and gives its code. */
  async untilClosed(): Promise<number | null> {
    await this.untilSome(() => false);
    return this.closed;
  }
}

const liveUrl = (base: string, id: number, from?: number) => `${base.replace(/^http/, 'ws')}/api/matches/${id}/live${from === undefined ? '' : `?from=${from}`}`;

/** The events the engine gives for each action of a record, to compare with what the channel sent. */
function eventsOf(actions: Action[], seed = 'live') {
  const { game } = start('tiny-test', { seed });
  return actions.map((a) => act(game, a));
}

describe('live channel on one server (SQLite)', () => {
  let base = '';
  let close: () => Promise<void>;
  beforeAll(async () => {
    const s = await startServer({ sqliteFile: join(dir, 'live.sqlite'), staticDir: join(dir, 'web'), live: { messagesPerSecond: 20 } }, 0);
    base = s.url.replace(/\/$/, '');
    close = s.close;
  });
  afterAll(() => close?.());

  it('pushes each appended action with its events to every subscriber', async () => {
    const id = (await call(base, 'POST', '/api/matches', { record: record(2) })).json.id;
    const a = new Client(liveUrl(base, id, 2));
    const b = new Client(liveUrl(base, id, 2));
    expect(await a.until(1)).toEqual([{ live: 2 }]);
    expect(await b.until(1)).toEqual([{ live: 2 }]);
    const sent = Date.now();
    expect((await call(base, 'POST', `/api/matches/${id}/actions`, { seq: 2, actions: [{ type: 'step' }] })).status).toBe(200);
    await Promise.all([a.until(2), b.until(2)]);
    latency('append route to two subscribers', sent);
    const events = eventsOf(record(3).actions);
    for (const c of [a, b]) expect(c.got[1]).toEqual({ seq: 3, action: { type: 'step' }, events: events[2] });
    // A save (the whole record) is pushed as its new actions.
    expect((await call(base, 'PUT', `/api/matches/${id}`, { record: record(5), seq: 3 })).status).toBe(200);
    expect((await a.until(4)).slice(2).map((m) => m.seq)).toEqual([4, 5]);
    // The append after the save plays on the saved match, not on the game kept from before it (hot.ts).
    expect((await call(base, 'POST', `/api/matches/${id}/actions`, { seq: 3, actions: [{ type: 'wait' }] })).status).toBe(409);
    expect((await call(base, 'POST', `/api/matches/${id}/actions`, { seq: 5, actions: [{ type: 'step' }] })).json.steps).toBe(6);
    const got = await call(base, 'GET', `/api/matches/${id}`);
    expect(got.json.problem).toBeNull();
    expect(got.json.record.final.hash).toBe(finishRecord((() => {
      const m = startMatch('tiny-test', { seed: 'live' });
      for (const act of [...record(5).actions, { type: 'step' }]) play(m, act);
      return m;
    })()).final!.hash);
    a.close();
    b.close();
  });

  it('takes actions over the socket with the append checks, and refuses a stale seq in one line', async () => {
    const id = (await call(base, 'POST', '/api/matches', { record: record(0) })).json.id;
    const a = new Client(liveUrl(base, id));
    const watcher = new Client(liveUrl(base, id));
    await Promise.all([a.until(1), watcher.until(1)]);
    a.send({ seq: 0, action: { type: 'step' } });
    expect((await watcher.until(2))[1]).toMatchObject({ seq: 1, action: { type: 'step' } });
    expect((await a.until(2))[1]).toMatchObject({ seq: 1 });
    // Stale: the match is at step 1. The marker must not come back.
    a.send({ seq: 0, action: { type: 'wait', note: 'MARKER-123' } });
    const stale = (await a.until(3))[2];
    expect(stale).toEqual({ status: 409, error: 'the match is at step 1, not the step these actions follow: reload the match to go on' });
    // Illegal in the game: refused by the re-play, as the route refuses it.
    a.send({ seq: 1, action: { type: 'fly' } });
    const illegal = (await a.until(4))[3];
    expect(illegal.status).toBe(400);
    for (const bad of ['not json MARKER-123', { seq: -1, action: { type: 'wait' } }, { seq: 1, action: 'MARKER-123' }, { seq: 1, action: { type: 'wait' }, more: 'MARKER-123' }]) {
      const before = a.got.length;
      a.send(bad);
      const err = (await a.until(before + 1))[before];
      expect(err.error).toMatch(/^a live message must be JSON/);
    }
    const before = a.got.length;
    a.send('{"seq": 1, "action": {"type": "wait", "__proto__": {"MARKER": 1}}}');
    expect((await a.until(before + 1))[before].error).toBe('the message has a "__proto__" or "constructor" key, which this server refuses');
    for (const m of a.got.filter((m) => m.error)) {
      expect(m.error).not.toContain('MARKER');
      expect(m.error).not.toContain('\n');
    }
    // Nothing refused reached the watcher: the next accepted step is the next thing it gets (a marker, rather than a
    // pause that a loaded machine may cut short).
    a.send({ seq: 1, action: { type: 'wait' } });
    await watcher.until(3);
    expect(watcher.got.map((m) => m.seq ?? 'live')).toEqual(['live', 1, 2]);
    a.close();
    watcher.close();
  });

  it('resumes a reconnect from the last seq seen, then goes on live, with no gap and no repeat', async () => {
    const id = (await call(base, 'POST', '/api/matches', { record: record(3) })).json.id;
    const a = new Client(liveUrl(base, id, 3));
    await a.until(1);
    a.close();
    // While it is away, three actions.
    for (let seq = 3; seq < 6; seq++) expect((await call(base, 'POST', `/api/matches/${id}/actions`, { seq, actions: [{ type: 'wait' }] })).status).toBe(200);
    const back = new Client(liveUrl(base, id, 3));
    const got = await back.until(4);
    expect(got.map((m) => m.seq ?? `live ${m.live}`)).toEqual([4, 5, 6, 'live 6']);
    back.send({ seq: 6, action: { type: 'step' } });
    expect((await back.until(5))[4]).toMatchObject({ seq: 7 });
    const events = eventsOf(record(7).actions);
    expect(got[0].events).toEqual(events[3]);
    // From 0: the whole match.
    const all = new Client(liveUrl(base, id, 0));
    expect((await all.until(8)).map((m) => m.seq ?? 'live')).toEqual([1, 2, 3, 4, 5, 6, 7, 'live']);
    // From past the match's end: refused.
    const ahead = new Client(liveUrl(base, id, 99));
    expect((await ahead.until(1))[0].error).toBe('the match is at step 7: "from" cannot be past it');
    back.close();
    all.close();
  });

  it('refuses an unknown match, another site\'s page, an oversized message and a flood', async () => {
    const none = new Client(liveUrl(base, 999999));
    expect((await none.until(1))[0]).toEqual({ error: 'there is no match with that number' });
    const id = (await call(base, 'POST', '/api/matches', { record: record(0) })).json.id;
    const foreign = new Client(liveUrl(base, id), { origin: 'http://evil.example' });
    const refused = await new Promise<number>((r) => foreign.ws.on('unexpected-response', (_q, res) => r(res.statusCode ?? 0)));
    expect(refused).toBe(403);
    const big = new Client(liveUrl(base, id));
    await big.until(1);
    big.send({ seq: 0, action: { type: 'wait', pad: 'x'.repeat(MAX_MESSAGE) } });
    expect(await big.untilClosed()).toBe(1009);
    // 20 a second, 40 in a burst: of 120 at once, 80 are refused as too many when they arrive together; a loaded
    // server reading them in pieces seconds apart lets more through, so the test asks for half that.
    const flood = new Client(liveUrl(base, id));
    await flood.until(1);
    for (let i = 0; i < 120; i++) flood.send({ seq: 1000, action: { type: 'wait' } });
    const got = await flood.until(121);
    expect(got.filter((m) => m.error === 'too many messages: at most 20 a second').length).toBeGreaterThanOrEqual(40);
    flood.close();
  });

  it('gives each seat of an online match its own view, a spectator the spectator\'s, and lets only the seat to act act', async () => {
    const jar = async (path: string, body: unknown, cookie = '') => {
      const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
      return { cookie: res.headers.get('set-cookie')?.split(';')[0] ?? cookie, json: (await res.json()) as any };
    };
    const host = await jar('/api/accounts', { name: 'live-host', password: 'correct horse' });
    const made = await fetch(`${base}/api/online`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: host.cookie, 'x-csrf-token': host.json.csrf },
      body: JSON.stringify({ ruleset: 'tiny-test', seat: 'home' }),
    });
    expect(made.status).toBe(201);
    const m = (await made.json()) as any;
    const away = await jar(`/api/matches/${m.id}/join`, { invite: m.invites.away.token });
    const spectate = `?spectate=${m.spectate.token}`;
    const url = (from = 0, extra = '') => `${liveUrl(base, m.id, from)}${extra.replace('?', '&')}`;

    // Someone with no seat and no spectator link is not let in while it runs.
    const stranger = new Client(url());
    expect((await stranger.until(1))[0]).toEqual({ error: 'this match is not yours to watch' });
    expect(await stranger.untilClosed()).toBe(1008);

    const home = new Client(url(), { cookie: host.cookie });
    const guest = new Client(url(), { cookie: away.cookie });
    const watcher = new Client(url(0, spectate));
    await Promise.all([home.until(2), guest.until(2), watcher.until(2)]);
    // First the game as each may see it, then the marker: home is to act, and only home is offered actions.
    expect(home.got[0].state).toMatchObject({ seat: 'home', step: 0, pending: { seat: 'home' } });
    expect(home.got[0].state.legal.length).toBeGreaterThan(0);
    expect(guest.got[0].state).toMatchObject({ seat: 'away', legal: [] });
    expect(watcher.got[0].state).toMatchObject({ seat: null, legal: [] });
    expect(home.got[1]).toEqual({ live: 0 });

    // Out of turn, and a spectator acting at all: refused, and nobody sees a step.
    guest.send({ seq: 0, action: { type: 'step' } });
    expect((await guest.until(3))[2]).toEqual({ status: 403, error: "it is not your seat's decision: the home seat is to act" });
    watcher.send({ seq: 0, action: { type: 'step' } });
    expect((await watcher.until(3))[2]).toEqual({ error: 'it is not for this connection to act in this match' });

    // Home acts: every watcher gets the step and the new state; now away is offered actions.
    const sent = Date.now();
    home.send({ seq: 0, action: { type: 'step' } });
    await Promise.all([home.until(4), guest.until(5), watcher.until(5)]);
    latency('an online seat to both seats and a spectator', sent);
    expect(guest.got[3]).toMatchObject({ seq: 1, action: { type: 'step' } });
    expect(guest.got[3].events.some((e: any) => e.type === 'roll')).toBe(true);
    expect(guest.got[4].state).toMatchObject({ step: 1, pending: { seat: 'away' } });
    expect(guest.got[4].state.legal.length).toBeGreaterThan(0);
    expect(watcher.got[4].state).toMatchObject({ step: 1, legal: [] });

    // Away drops; two steps later it reconnects from the last step it saw and misses nothing.
    guest.close();
    await jarAct(1, away);
    home.send({ seq: 2, action: { type: 'wait' } });
    // Step 3 having reached home (not a count of messages: steps 2 and 3 may come with one state or with two).
    await home.untilSome((got) => got.some((x) => x.seq === 3));
    const back = new Client(url(1), { cookie: away.cookie });
    const got = await back.until(4);
    expect(got.map((x) => x.seq ?? (x.state ? `state ${x.state.step}` : `live ${x.live}`))).toEqual([2, 3, 'state 3', 'live 3']);

    // While it runs, nothing sent to anyone holds the seed, the dice state or the record.
    const all = JSON.stringify([home.got, guest.got, watcher.got, back.got]);
    expect(all).not.toMatch(/"seed"|"rng"|"script"|sfc32|"record"/);
    for (const c of [home, watcher, back]) c.close();

    async function jarAct(seq: number, who: { cookie: string; json: any }) {
      const res = await fetch(`${base}/api/matches/${m.id}/actions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: who.cookie, 'x-csrf-token': who.json.guest.csrf },
        body: JSON.stringify({ seq, actions: [{ type: 'wait' }] }),
      });
      expect(res.status).toBe(200);
    }
  });

  it('sends the moves a turn timer makes for a late seat, when someone next looks at the match', async () => {
    const up = await fetch(`${base}/api/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'live-timer', password: 'correct horse' }) });
    const cookie = up.headers.get('set-cookie')!.split(';')[0];
    const { csrf } = (await up.json()) as { csrf: string };
    const made = await fetch(`${base}/api/online`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
      // Periods far longer than the test runs, so the server's own timer (at the deadline) never plays first.
      body: JSON.stringify({ ruleset: 'tiny-test', seat: 'home', turnSeconds: 600 }),
    });
    const { id } = (await made.json()) as { id: number };
    const c = new Client(liveUrl(base, id), { cookie });
    await c.until(2);
    // 25 min since the last move: two periods of 10 ran out, and the next look plays them.
    const db = new Database(join(dir, 'live.sqlite'));
    db.prepare('UPDATE matches SET updated = ? WHERE id = ?').run(new Date(Date.now() - 1_500_000).toISOString(), id);
    db.close();
    expect((await (await fetch(`${base}/api/matches/${id}/play`, { headers: { cookie } })).json()).steps).toBe(2);
    const got = await c.until(5);
    expect(got.slice(2).map((x) => x.seq ?? `state ${x.state?.step}`)).toEqual([1, 2, 'state 2']);
    c.close();
  });
});

describe('live channel on two servers sharing one PostgreSQL', () => {
  const db = useTestDatabase();

  it('shows a client on server A the actions sent to server B, and B\'s to A', async () => {
    const a = await startServer({ databaseUrl: db.url, staticDir: join(dir, 'web') }, 0);
    const b = await startServer({ databaseUrl: db.url, staticDir: join(dir, 'web') }, 0);
    try {
      const baseA = a.url.replace(/\/$/, '');
      const baseB = b.url.replace(/\/$/, '');
      const id = (await call(baseA, 'POST', '/api/matches', { record: record(0, 'pg') })).json.id;
      const onA = new Client(liveUrl(baseA, id, 0));
      const onB = new Client(liveUrl(baseB, id, 0));
      await Promise.all([onA.until(1), onB.until(1)]);
      // Home plays on B, away on A: each sees the other's move.
      let seq = 0;
      for (let turn = 0; turn < 6; turn++) {
        const [mover, other] = turn % 2 ? [onA, onB] : [onB, onA];
        const sent = Date.now();
        mover.send({ seq, action: { type: 'step' } });
        seq++;
        const count = seq + 1;
        await Promise.all([mover.until(count), other.until(count)]);
        latency('a move on one server to a watcher on the other', sent);
        expect(other.got[count - 1]).toMatchObject({ seq, action: { type: 'step' } });
      }
      const events = eventsOf(Array.from({ length: 6 }, () => ({ type: 'step' })), 'pg');
      expect(onA.got.slice(1, 7).map((m) => m.events)).toEqual(events);
      // The route on B reaches the socket on A too.
      expect((await call(baseB, 'POST', `/api/matches/${id}/actions`, { seq, actions: [{ type: 'wait' }] })).status).toBe(200);
      expect((await onA.until(seq + 2))[seq + 1]).toMatchObject({ seq: seq + 1, action: { type: 'wait' } });
      onA.close();
      onB.close();
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);

  it('plays an online match with one seat on each server: each sees the other\'s step and its own state', async () => {
    const a = await startServer({ databaseUrl: db.url, staticDir: join(dir, 'web') }, 0);
    const b = await startServer({ databaseUrl: db.url, staticDir: join(dir, 'web') }, 0);
    try {
      const baseA = a.url.replace(/\/$/, '');
      const baseB = b.url.replace(/\/$/, '');
      const post = async (base: string, path: string, body: unknown, cookie = '', csrf = '') => {
        const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie, 'x-csrf-token': csrf } : {}) }, body: JSON.stringify(body) });
        return { cookie: res.headers.get('set-cookie')?.split(';')[0] ?? cookie, json: (await res.json()) as any };
      };
      const host = await post(baseA, '/api/accounts', { name: 'pg-host', password: 'correct horse' });
      const made = await post(baseA, '/api/online', { ruleset: 'tiny-test', seat: 'home' }, host.cookie, host.json.csrf);
      const id = made.json.id;
      const guest = await post(baseB, `/api/matches/${id}/join`, { invite: made.json.invites.away.token });
      const home = new Client(liveUrl(baseA, id), { cookie: host.cookie });
      const away = new Client(liveUrl(baseB, id), { cookie: guest.cookie });
      await Promise.all([home.until(2), away.until(2)]);
      home.send({ seq: 0, action: { type: 'step' } });
      await away.until(4);
      expect(away.got[2]).toMatchObject({ seq: 1, action: { type: 'step' } });
      expect(away.got[3].state).toMatchObject({ seat: 'away', step: 1, pending: { seat: 'away' } });
      expect(away.got[3].state.legal.length).toBeGreaterThan(0);
      away.send({ seq: 1, action: { type: 'wait' } });
      // Server A may not have sent home's own step before away's wait was stored: then it sends both steps and one
      // state, so the test looks for the messages rather than counting them.
      await home.untilSome((got) => got.some((m) => m.state?.step === 2));
      const waited = home.got.findIndex((m) => m.seq === 2);
      const stated = home.got.findIndex((m) => m.state?.step === 2);
      expect(home.got[waited]).toMatchObject({ seq: 2, action: { type: 'wait' } });
      expect(waited).toBeLessThan(stated);
      expect(home.got[stated].state).toMatchObject({ seat: 'home', step: 2, pending: { seat: 'home' } });
      expect(JSON.stringify([home.got, away.got])).not.toMatch(/"seed"|sfc32/);
      home.close();
      away.close();
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);
});
