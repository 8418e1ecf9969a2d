// Undo online, issue 18: "every step that has rolled no die can be taken back until the next roll (...) online the
// opponent must agree". The seat that just acted asks; the request reaches the other seat over the live channel;
// declined, nothing changes; accepted, the server takes the steps back and every watcher is told {"back": step}.
// Never past a roll, only the seat that acted, and a request the match has moved past is refused as stale. With two
// servers on one PostgreSQL, a request made on one is answered on the other, and both seats' sockets go back.

import { describe, expect, it } from 'vitest';
import { SessionClient, watchLive } from './session-client';
import { join } from 'node:path';
import { startServer } from '../../src/server/app';
import { useTestDatabase } from './test-database';
import { useTestServer } from './test-server';

const srv = useTestServer('online-take-back');

/** A browser as the server sees it. */
class Seat extends SessionClient {
  constructor() {
    super(() => srv.base);
  }
}

const watch = (seat: Seat, id: number) => watchLive(srv.base, id, seat.cookie);

describe('taking back steps in an online match', () => {
  it('is asked by the seat that acted, answered by the other, and never reaches past a roll or a later step', async () => {
    const home = new Seat();
    await home.call('POST', '/api/accounts', { name: 'tba', password: 'correct horse' });
    const made = await home.call('POST', '/api/online', { ruleset: 'gridiron', seat: 'home' });
    expect(made.status).toBe(201);
    const id = made.json.id as number;
    const joiner = new Seat();
    expect((await joiner.call('POST', `/api/matches/${id}/join`, { invite: made.json.invites.away.token })).status).toBe(200);
    const seats: Record<string, Seat> = { home, away: joiner };
    let seq = 0;
    let actor = 'away';
    const play = async (pick: (legal: any[]) => any) => {
      const now = await home.call('GET', `/api/matches/${id}/play`);
      actor = now.json.pending.seat;
      const r = await seats[actor].call('POST', `/api/matches/${id}/actions`, { seq: now.json.steps, actions: [pick((await seats[actor].call('GET', `/api/matches/${id}/play`)).json.legal)] });
      expect(r.status).toBe(200);
      seq = r.json.steps;
    };
    // The coin toss (a die), then the toss's winner chooses to kick (no die) and sets up a formation (none).
    await play((l) => l[0]);
    await play((l) => l.find((a) => a.value === 'kick'));
    const away = seats[actor];
    const other = actor === 'home' ? joiner : home;
    await play((l) => l.find((a) => a.type === 'setup-formation'));
    expect(seq).toBe(3);
        const homeLive = watch(other, id);
    const awayLive = watch(away, id);
    await homeLive.until((m) => typeof m.live === 'number');
    await awayLive.until((m) => typeof m.live === 'number');

    const ask = (who: Seat, body: unknown) => who.call('POST', `/api/matches/${id}/take-back`, body);
    const answer = (who: Seat, body: unknown) => who.call('POST', `/api/matches/${id}/take-back/answer`, body);
    // Only the seat that acted asks; nothing past the coin toss's roll; not at a step the match has left.
    expect((await ask(other, { seq: 3, steps: 1 })).status).toBe(403);
    const pastRoll = await ask(away, { seq: 3, steps: 3 });
    expect(pastRoll.status).toBe(409);
    expect(pastRoll.json.error).toMatch(/step 1 rolled a die/);
    expect((await ask(away, { seq: 2, steps: 1 })).status).toBe(409);
    expect((await ask(new Seat(), { seq: 3, steps: 1 })).status).toBe(401);

    // Asked: the other seat hears it over the live channel, and the asker cannot answer it himself.
    expect((await ask(away, { seq: 3, steps: 2 })).status).toBe(202);
    expect((await homeLive.until((m) => m.takeBack)).takeBack).toEqual({ seat: actor, seq: 3, steps: 2 });
    expect((await other.call('GET', `/api/matches/${id}/play`)).json.takeBack).toEqual({ seat: actor, seq: 3, steps: 2 });
    expect((await answer(away, { seq: 3, accept: true })).status).toBe(403);
    // Declined: nothing changes, the asker is told, and there is nothing left to answer.
    expect((await answer(other, { seq: 3, accept: false })).status).toBe(200);
    expect((await awayLive.until((m) => m.declined)).declined).toBe(actor);
    expect((await answer(other, { seq: 3, accept: true })).status).toBe(409);
    expect((await away.call('GET', `/api/matches/${id}/play`)).json.steps).toBe(3);

    // Asked again, then a step played: the request is stale and accepting it changes nothing.
    expect((await ask(away, { seq: 3, steps: 1 })).status).toBe(202);
    await play((l) => l.find((a) => a.type === 'setup-formation'));
    expect(seq).toBe(4);
    expect((await answer(other, { seq: 3, accept: true })).status).toBe(409);
    expect((await away.call('GET', `/api/matches/${id}/play`)).json.steps).toBe(4);

    // Accepted: three free steps go back to just after the coin toss, every watcher is told, and play goes on.
    expect((await ask(away, { seq: 4, steps: 3 })).status).toBe(202);
    await homeLive.until((m) => m.takeBack?.seq === 4);
    const done = await answer(other, { seq: 4, accept: true });
    expect(done.status).toBe(200);
    expect(done.json.step).toBe(1);
    for (const w of [homeLive, awayLive]) {
      await w.until((m) => m.back === 1);
      const after = w.got.slice(w.got.findIndex((m) => m.back === 1));
      expect(after.find((m) => m.state)?.state).toMatchObject({ step: 1, pending: { seat: actor, kind: 'kick-or-receive' } });
    }
    const now = await away.call('GET', `/api/matches/${id}/play`);
    expect(now.json).toMatchObject({ steps: 1, step: 1, takeBack: null });
    await play((l) => l.find((a) => a.value === 'receive'));
    expect(seq).toBe(2);
    // The channel's step 2 now is the new one, sent after the going back.
    const step2 = await homeLive.until((m) => m.seq === 2 && homeLive.got.indexOf(m) > homeLive.got.findIndex((b) => b.back === 1));
    expect(step2.action).toMatchObject({ value: 'receive' });
    homeLive.close();
    awayLive.close();
  });
});

describe('taking back steps across two servers sharing one PostgreSQL', () => {
  const db = useTestDatabase();
  const web = join(srv.dir, 'web');

  /** A browser that may call either server: they share the database, so its session is good on both. */
  class Browser extends SessionClient {
    constructor(readonly server: string) {
      super(() => server);
    }
    watch(id: number) {
      return watchLive(this.server, id, this.cookie);
    }
  }


  it('is asked on one server, answered on another (one started later too), and both seats\' sockets go back', async () => {
    const a = await startServer({ databaseUrl: db.url, staticDir: web }, 0);
    const b = await startServer({ databaseUrl: db.url, staticDir: web }, 0);
    try {
      // Home plays on server A, away on server B.
      const home = new Browser(a.url.replace(/\/$/, ''));
      const away = new Browser(b.url.replace(/\/$/, ''));
      expect((await home.call('POST', '/api/accounts', { name: 'tb-two', password: 'correct horse' })).status).toBe(201);
      const made = await home.call('POST', '/api/online', { ruleset: 'gridiron', seat: 'home' });
      expect(made.status).toBe(201);
      const id = made.json.id as number;
      expect((await away.call('POST', `/api/matches/${id}/join`, { invite: made.json.invites.away.token })).status).toBe(200);
      const seats: Record<string, Browser> = { home, away };
      let actor = '';
      const play = async (pick: (legal: any[]) => any) => {
        actor = (await home.call('GET', `/api/matches/${id}/play`)).json.pending.seat;
        const now = await seats[actor].call('GET', `/api/matches/${id}/play`);
        const r = await seats[actor].call('POST', `/api/matches/${id}/actions`, { seq: now.json.steps, actions: [pick(now.json.legal)] });
        expect(r.status).toBe(200);
        return r.json.steps as number;
      };
      // The coin toss (a die), the winner's choice to kick and its formation (no die): those two may be taken back.
      await play((l) => l[0]);
      await play((l) => l.find((x) => x.value === 'kick'));
      const asker = seats[actor];
      const other = asker === home ? away : home;
      expect(await play((l) => l.find((x) => x.type === 'setup-formation'))).toBe(3);
      const askerLive = asker.watch(id);
      const otherLive = other.watch(id);
      await Promise.all([askerLive.until((m) => typeof m.live === 'number'), otherLive.until((m) => typeof m.live === 'number')]);

      // Asked on the asker's server: the other seat, on the other server, hears it and sees it on its play page.
      expect((await asker.call('POST', `/api/matches/${id}/take-back`, { seq: 3, steps: 2 })).status).toBe(202);
      expect((await otherLive.until((m) => m.takeBack)).takeBack).toEqual({ seat: actor, seq: 3, steps: 2 });
      expect((await other.call('GET', `/api/matches/${id}/play`)).json.takeBack).toEqual({ seat: actor, seq: 3, steps: 2 });
      // Declined there: the asker's socket is told, and neither server has anything left to answer.
      expect((await other.call('POST', `/api/matches/${id}/take-back/answer`, { seq: 3, accept: false })).status).toBe(200);
      expect((await askerLive.until((m) => m.declined)).declined).toBe(actor);
      await expect.poll(async () => (await asker.call('GET', `/api/matches/${id}/play`)).json.takeBack).toBeNull();
      expect((await other.call('POST', `/api/matches/${id}/take-back/answer`, { seq: 3, accept: true })).status).toBe(409);

      // Asked again; a third server, started after the asking, finds the request in the database, and accepting it
      // there sends both sockets (on the first two) {back: 1} and the state at step 1.
      expect((await asker.call('POST', `/api/matches/${id}/take-back`, { seq: 3, steps: 2 })).status).toBe(202);
      await otherLive.until((m) => m.takeBack && otherLive.got.indexOf(m) > otherLive.got.findIndex((d) => d.declined));
      const c = await startServer({ databaseUrl: db.url, staticDir: web }, 0);
      let done;
      try {
        const late = Object.assign(new Browser(c.url.replace(/\/$/, '')), { cookie: other.cookie, csrf: other.csrf });
        expect((await late.call('GET', `/api/matches/${id}/play`)).json.takeBack).toEqual({ seat: actor, seq: 3, steps: 2 });
        done = await late.call('POST', `/api/matches/${id}/take-back/answer`, { seq: 3, accept: true });
      } finally {
        await c.close();
      }
      expect(done.status).toBe(200);
      expect(done.json.step).toBe(1);
      for (const w of [askerLive, otherLive]) {
        await w.until((m) => m.back === 1);
        const after = w.got.slice(w.got.findIndex((m) => m.back === 1));
        await w.until((m) => m.state?.step === 1 && w.got.indexOf(m) > w.got.findIndex((x) => x.back === 1));
        expect(after.filter((m) => m.back !== undefined)).toEqual([{ back: 1 }]);
      }
      expect((await asker.call('GET', `/api/matches/${id}/play`)).json).toMatchObject({ steps: 1, takeBack: null });
      // Play goes on from there, on the asker's server.
      expect(await play((l) => l.find((x) => x.value === 'receive'))).toBe(2);
      askerLive.close();
      otherLive.close();
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);
});
