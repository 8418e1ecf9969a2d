// Turn timers played by the server (issue 15: "Turn timers as a match option"): a decision left past its deadline is
// played for its seat at the deadline, with nobody connected and nobody looking, as the lazy path would play it
// (seats.ts: timeoutAction); after a restart the deadlines are found again in the database; and two servers on one
// PostgreSQL, both with the timer set, play it exactly once, each server's watchers getting the step, and a server
// started after both stopped finds the next deadline in PostgreSQL. Time here is
// a clock the test sets by hand (turn-timers.ts: manualClock), so nothing waits for a real timer.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { watchLive } from './session-client';
import { startServer } from '../../src/server/app';
import { openPostgres } from '../../src/server/postgres';
import { openOnline, seatsRoutes } from '../../src/server/seats';
import type { Store } from '../../src/server/store';
import { MARGIN_MS, manualClock } from '../../src/server/turn-timers';
import { useTestDatabase } from './test-database';
import './tiny-ruleset';

const dir = mkdtempSync(join(tmpdir(), 'turnover-timers-'));
mkdirSync(join(dir, 'web'));
writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><title>app</title>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A browser: a cookie jar and its CSRF token, usable against any of the servers (they share the database). */
class Browser {
  cookie = '';
  csrf = '';
  async call(base: string, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.cookie) headers.cookie = this.cookie;
    if (this.csrf) headers['x-csrf-token'] = this.csrf;
    const res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0];
    const json = (await res.json()) as any;
    if (json?.csrf) this.csrf = json.csrf;
    if (json?.guest?.csrf) this.csrf = json.guest.csrf;
    return { status: res.status, json };
  }
}

const watch = (base: string, id: number, cookie: string) => watchLive(base, id, cookie);

/** Waits (bounded) until `ok` holds. */
async function eventually(ok: () => boolean | Promise<boolean>, what: string) {
  for (const end = Date.now() + 20_000; Date.now() < end; ) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${what} never happened`);
}

const base = (s: { url: string }) => s.url.replace(/\/$/, '');
const web = join(dir, 'web');

/** A signed-up creator and a 10-second timed tiny-test match, the creator home. */
async function timedMatch(on: string, name: string) {
  const host = new Browser();
  expect((await host.call(on, 'POST', '/api/accounts', { name, password: 'correct horse' })).status).toBe(201);
  const made = await host.call(on, 'POST', '/api/online', { ruleset: 'tiny-test', seat: 'home', turnSeconds: 10 });
  expect(made.status).toBe(201);
  return { host, made: made.json, id: made.json.id as number, due: Date.parse(made.json.updated) + 10_000 + MARGIN_MS };
}

describe('turn timers on one server (SQLite)', () => {
  it('plays a timed-out decision at its deadline with nobody connected, and not before', async () => {
    const clock = manualClock();
    const s = await startServer({ sqliteFile: join(dir, 'one.sqlite'), staticDir: web, clock }, 0);
    try {
      const { id, due } = await timedMatch(base(s), 'timer-one');
      await s.timers.idle();
      expect(s.timers.deadline(id)).toBe(due);
      // A second short of the deadline: nothing is played.
      clock.set(due - 1000);
      await s.timers.idle();
      expect((await s.store.get(id))!.steps).toBe(0);
      // At the deadline the server plays home's decision itself: the first legal action, as a look would.
      clock.set(due);
      await s.timers.idle();
      const m = await s.store.get(id);
      expect(m!.steps).toBe(1);
      expect((m!.record as any).actions).toEqual([{ type: 'step' }]);
      expect(s.timers.played).toBe(1);
      // The next deadline is from that move, and away's decision is played there.
      const next = Date.parse(m!.updated) + 10_000 + MARGIN_MS;
      expect(s.timers.deadline(id)).toBe(next);
      clock.set(next);
      await s.timers.idle();
      expect((await s.store.get(id))!.steps).toBe(2);
      expect(s.timers.played).toBe(2);
    } finally {
      await s.close();
    }
  });

  it('finds the deadlines again in the database after a restart', async () => {
    const file = join(dir, 'restart.sqlite');
    const first = await startServer({ sqliteFile: file, staticDir: web, clock: manualClock() }, 0);
    const { id, due } = await timedMatch(base(first), 'timer-restart');
    await first.close();
    // The server was down at the deadline: the one started after it plays the decision, without anyone looking.
    const clock = manualClock();
    const again = await startServer({ sqliteFile: file, staticDir: web, clock }, 0);
    try {
      expect(again.timers.deadline(id)).toBe(due);
      clock.set(due);
      await again.timers.idle();
      expect((await again.store.get(id))!.steps).toBe(1);
      expect(again.timers.played).toBe(1);
    } finally {
      await again.close();
    }
  });
});

describe('turn timers on two servers sharing one PostgreSQL', () => {
  const db = useTestDatabase();

  it('plays the timed-out decision exactly once, and both servers\' watchers get the step', async () => {
    const clock = manualClock();
    const a = await startServer({ databaseUrl: db.url, staticDir: web, clock }, 0);
    const b = await startServer({ databaseUrl: db.url, staticDir: web, clock }, 0);
    let running = true;
    try {
      const { host, made, id, due } = await timedMatch(base(a), 'timer-pg');
      const guest = new Browser();
      expect((await guest.call(base(b), 'POST', `/api/matches/${id}/join`, { invite: made.invites.away.token })).status).toBe(200);
      const onA = watch(base(a), id, host.cookie);
      const onB = watch(base(b), id, guest.cookie);
      await Promise.all([onA.until((m) => m.live === 0), onB.until((m) => m.live === 0)]);
      // B heard of the match from A through the fan-out and set the same timer.
      await eventually(() => a.timers.deadline(id) === due && b.timers.deadline(id) === due, 'both timers set');
      clock.set(due);
      await Promise.all([a.timers.idle(), b.timers.idle()]);
      expect(a.timers.played + b.timers.played).toBe(1);
      const m = await a.store.get(id);
      expect(m!.steps).toBe(1);
      expect((m!.record as any).actions).toEqual([{ type: 'step' }]);
      for (const w of [onA, onB]) {
        await w.until((x) => x.state?.step === 1);
        expect(w.got.filter((x) => x.seq !== undefined).map((x) => x.seq)).toEqual([1]);
      }
      expect(onB.got.find((x) => x.state?.step === 1).state).toMatchObject({ seat: 'away', pending: { seat: 'away' } });
      onA.close();
      onB.close();
      // Both servers stop; one started after finds the next deadline in PostgreSQL and plays away's decision.
      running = false;
      await Promise.all([a.close(), b.close()]);
      const c = await startServer({ databaseUrl: db.url, staticDir: web, clock }, 0);
      try {
        const next = Date.parse(m!.updated) + 10_000 + MARGIN_MS;
        expect(c.timers.deadline(id)).toBe(next);
        clock.set(next);
        await c.timers.idle();
        expect((await c.store.get(id))!.steps).toBe(2);
        expect(c.timers.played).toBe(1);
      } finally {
        await c.close();
      }
    } finally {
      if (running) await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);

  it('lets one of two processes that both read the match before either wrote play the timed-out decision', async () => {
    // Two stores are two processes' connections; each process reads the match, then waits for the other's read.
    const [one, two] = [await openPostgres(db.url), await openPostgres(db.url)];
    try {
      const { m } = await openOnline(one, { ruleset: 'tiny-test', turnSeconds: 10, holders: {} });
      let reads = 0;
      let bothRead: () => void = () => {};
      const barrier = new Promise<void>((r) => (bothRead = r));
      const held = (s: Store): Store => ({
        ...s,
        async get(id) {
          const got = await s.get(id);
          if (++reads === 2) bothRead();
          await barrier;
          return got;
        },
      });
      const at = () => Date.parse(m.updated) + 10_000 + MARGIN_MS;
      const played = await Promise.all([seatsRoutes(held(one), undefined, undefined, at).timeUp(m.id), seatsRoutes(held(two), undefined, undefined, at).timeUp(m.id)]);
      expect(played.sort()).toEqual([0, 1]);
      const after = await one.get(m.id);
      expect(after!.steps).toBe(1);
      expect((after!.record as any).actions).toEqual([{ type: 'step' }]);
    } finally {
      await one.close();
      await two.close();
    }
  }, 60_000);
});
