// Online play over a real server: accounts and sessions (argon2, HttpOnly cookie, CSRF token), seats taken by invite
// links (an account or a guest), the server as referee (out of turn and for another seat: 403), nothing of the seed
// in any answer while the match runs, and the revealed seed verified against its commitment by `turnover replay
// --verify`; a wrong seed fails it.

import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayCommand } from '../../src/cli/commands/replay';
import { SessionClient } from './session-client';
import { useTestServer } from './test-server';
import { timeoutAction } from '../../src/server/seats';
import { newGame } from '../../src/index';
import './tiny-ruleset';

const srv = useTestServer('online');

/** Every answer's text, to look for what must never be in one. */
const seen: string[] = [];


const signedUp = (name: string) => SessionClient.signedUp(() => srv.base, name, seen);
class Client extends SessionClient {
  constructor() {
    super(() => srv.base, seen);
  }
}

describe('accounts', () => {
  it('signs up, in and out, with an HttpOnly SameSite=Lax session cookie', async () => {
    const c = new Client();
    const up = await c.call('POST', '/api/accounts', { name: 'ada', password: 'correct horse' });
    expect(up.status).toBe(201);
    expect(up.json).toMatchObject({ name: 'ada', kind: 'account' });
    expect(up.setCookie).toMatch(/HttpOnly/i);
    expect(up.setCookie).toMatch(/SameSite=Lax/i);
    expect((await c.call('GET', '/api/session')).json.name).toBe('ada');
    expect((await c.call('POST', '/api/accounts', { name: 'ada', password: 'another one' })).status).toBe(409);
    // The database has the password only as an argon2id hash, and the session only as its token's sha256.
    const db = new Database(srv.file, { readonly: true });
    expect((db.prepare('SELECT hash FROM accounts WHERE name = ?').get('ada') as { hash: string }).hash).toMatch(/^\$argon2id\$/);
    const token = up.setCookie!.split(';')[0].split('=')[1];
    expect(db.prepare('SELECT 1 FROM sessions WHERE token_hash = ?').get(token)).toBeUndefined();
    expect(db.prepare('SELECT 1 FROM sessions WHERE token_hash = ?').get(createHash('sha256').update(token).digest('hex'))).toBeDefined();
    db.close();
    // A session older than its 90 days is no session.
    const rw = new Database(srv.file);
    rw.prepare('UPDATE sessions SET created = ?').run(new Date(Date.now() - 91 * 86_400_000).toISOString());
    rw.close();
    expect((await c.call('GET', '/api/session')).json.name).toBeNull();
    const back = await c.call('POST', '/api/session', { name: 'ada', password: 'correct horse' });
    expect(back.status).toBe(200);
    expect((await c.call('GET', '/api/session')).json.name).toBe('ada');

    expect((await c.call('DELETE', '/api/session')).status).toBe(200);
    expect((await c.call('GET', '/api/session')).json.name).toBeNull();

    const again = new Client();
    const inn = await again.call('POST', '/api/session', { name: 'ada', password: 'correct horse' });
    expect(inn.status).toBe(200);
    expect((await again.call('GET', '/api/session')).json).toMatchObject({ name: 'ada', kind: 'account' });
  });

  it('a wrong password or an unknown name gets the same one line', async () => {
    await signedUp('bea');
    const wrong = await new Client().call('POST', '/api/session', { name: 'bea', password: 'not the one' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ error: 'wrong name or password' });
    const nobody = await new Client().call('POST', '/api/session', { name: 'nobody', password: 'not the one' });
    expect(nobody.json).toEqual(wrong.json);
  });

  it('refuses a state-changing request that carries the session cookie without its CSRF token', async () => {
    const c = await signedUp('cid');
    const r = await c.call('POST', '/api/online', { ruleset: 'tiny-test', seat: 'home' }, { csrf: false });
    expect(r.status).toBe(403);
    expect(r.json.error).toMatch(/CSRF token/);
    const forged = await c.call('DELETE', '/api/session', undefined, { csrf: false });
    expect(forged.status).toBe(403);
    expect((await c.call('GET', '/api/session')).json.name).toBe('cid');
    c.csrf = 'x'.repeat(43);
    expect((await c.call('POST', '/api/online', { ruleset: 'tiny-test' })).status).toBe(403);
  });
});

describe('an online match', () => {
  it('is played by the holders of its seats, refereed by the server, and verified at the end', async () => {
    const start = seen.length;
    const home = await signedUp('dee');
    const created = await home.call('POST', '/api/online', { ruleset: 'tiny-test', seat: 'home', title: 'Strip race' });
    expect(created.status).toBe(201);
    const id = created.json.id;
    expect(created.json.commit).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(created.json.invites)).toEqual(['away']);
    expect(created.json.legal.length).toBeGreaterThan(0);

    // The away seat: a guest who opens the link, with no account and no session before.
    const away = new Client();
    const joined = await away.call('POST', `/api/matches/${id}/join`, { invite: created.json.invites.away.token });
    expect(joined.status).toBe(200);
    expect(joined.json).toMatchObject({ seat: 'away', guest: { name: 'Guest' } });
    expect(joined.json.legal).toEqual([]);
    // The seat is taken: a third person with the same link is refused.
    expect((await new Client().call('POST', `/api/matches/${id}/join`, { invite: created.json.invites.away.token })).status).toBe(409);
    expect((await new Client().call('POST', `/api/matches/${id}/join`, { invite: 'made-up' })).status).toBe(403);

    // Out of turn: home is to act, away may not.
    const outOfTurn = await away.call('POST', `/api/matches/${id}/actions`, { seq: 0, actions: [{ type: 'step' }] });
    expect(outOfTurn.status).toBe(403);
    expect(outOfTurn.json.error).toBe("it is not your seat's decision: the home seat is to act");
    // Someone with no seat at all.
    const stranger = await signedUp('eve');
    expect((await stranger.call('POST', `/api/matches/${id}/actions`, { seq: 0, actions: [{ type: 'step' }] })).status).toBe(403);
    // For the other seat: home's two actions in one go would play away's turn as well.
    const forOther = await home.call('POST', `/api/matches/${id}/actions`, { seq: 0, actions: [{ type: 'step' }, { type: 'step' }] });
    expect(forOther.status).toBe(403);
    // An illegal action is the engine's to refuse.
    expect((await home.call('POST', `/api/matches/${id}/actions`, { seq: 0, actions: [{ type: 'fly' }] })).status).toBe(400);
    // Saving over it whole, or deleting it, is not for anyone.
    expect((await home.call('PUT', `/api/matches/${id}`, { record: {} })).status).toBeGreaterThanOrEqual(400);
    expect((await home.call('DELETE', `/api/matches/${id}`)).status).toBe(403);

    // A spectator by link sees the match and may act for nobody; without the link, nothing.
    const watcher = new Client();
    const watch = await watcher.call('GET', `/api/matches/${id}/play?spectate=${created.json.spectate.token}`);
    expect(watch.status).toBe(200);
    expect(watch.json).toMatchObject({ seat: null, legal: [] });
    expect((await watcher.call('GET', `/api/matches/${id}/play`)).status).toBe(403);

    // Play it out, each seat in turn, every roll made by the server.
    let seq = 0;
    let last: any = null;
    for (let turn = 0; turn < 200; turn++) {
      const who = turn % 2 === 0 ? home : away;
      const r = await who.call('POST', `/api/matches/${id}/actions`, { seq, actions: [{ type: 'step' }] });
      expect(r.status).toBe(200);
      expect(r.json.events.some((e: any) => e.type === 'roll')).toBe(true);
      seq = r.json.steps;
      last = r.json;
      if (r.json.status === 'finished') break;
      expect(r.json.record).toBeUndefined();
      // Whatever else anyone asks meanwhile is kept to the same rule (checked below, with every other answer).
      if (turn === 1) {
        expect((await stranger.call('GET', `/api/matches/${id}`)).json.record).toBeUndefined();
        expect((await stranger.call('GET', '/api/matches')).status).toBe(200);
        expect((await watcher.call('GET', `/api/matches/${id}/play?spectate=${created.json.spectate.token}`)).status).toBe(200);
        expect((await away.call('GET', `/api/matches/${id}/play`)).json.seat).toBe('away');
      }
    }
    expect(last.status).toBe('finished');

    // While it ran, no answer to anyone held the seed, the generator's state or a dice script.
    const running = seen.slice(start, -1).join('\n');
    expect(running).not.toMatch(/"seed"|"rng"|"script"/);

    // Over: the seed is revealed, and it is the one committed to.
    const over = await watcher.call('GET', `/api/matches/${id}`);
    expect(over.json.record.commit).toBe(created.json.commit);
    expect(over.json.record.seed).toMatch(/^sfc32:[0-9a-f]{32}$/);
    const file = join(srv.dir, 'revealed.json');
    writeFileSync(file, JSON.stringify(over.json.record));
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (t: string) => out.push(t), err: (t: string) => err.push(t) } as any;
    expect(await replayCommand.run([file, '--verify'], io)).toBe(0);
    expect(out[0]).toMatch(/^verified: the seed matches its commitment and every roll replays/);

    // Another seed, even one that happens to replay, does not match the commitment.
    const wrong = join(srv.dir, 'wrong.json');
    writeFileSync(wrong, JSON.stringify({ ...over.json.record, seed: `${over.json.record.seed}0` }));
    expect(await replayCommand.run([wrong, '--verify'], io)).toBe(1);
    expect(err.at(-1)).toMatch(/^not verified: the seed is not the one the server committed to/);
  });

  it('gives a seat to an account that opens its link, and a guest session to one with no body sent', async () => {
    const host = await signedUp('hal');
    const created = await host.call('POST', '/api/online', { ruleset: 'tiny-test', seat: 'away' });
    const friend = await signedUp('ivy');
    const joined = await friend.call('POST', `/api/matches/${created.json.id}/join`, { invite: created.json.invites.home.token });
    expect(joined.status).toBe(200);
    expect(joined.json).toMatchObject({ seat: 'home', taken: { home: true, away: true } });
    expect(joined.json.guest).toBeUndefined();
    expect(joined.json.legal.length).toBeGreaterThan(0);
    // Each one's list says whose turn it is: home (ivy) is to act, not away (hal).
    expect((await friend.call('GET', '/api/online/mine')).json).toMatchObject([{ id: created.json.id, seat: 'home', toAct: 'home', yourTurn: true }]);
    expect((await host.call('GET', '/api/online/mine')).json).toMatchObject([{ id: created.json.id, seat: 'away', yourTurn: false }]);
    expect((await new Client().call('GET', '/api/online/mine')).json).toEqual([]);
    const g = new Client();
    expect((await g.call('POST', '/api/guest')).json).toMatchObject({ name: 'Guest', kind: 'guest' });
  });

  it('refuses a seed or scripted dice in its options, and creation without a session', async () => {
    const c = await signedUp('fay');
    expect((await c.call('POST', '/api/online', { ruleset: 'tiny-test', options: { seed: 'mine' } })).json.error).toMatch(/^options.seed:/);
    expect((await c.call('POST', '/api/online', { ruleset: 'tiny-test', options: { scenario: { dice: [6] } } })).status).toBe(400);
    expect((await new Client().call('POST', '/api/online', { ruleset: 'tiny-test' })).status).toBe(401);
  });
});

describe('turn timers', () => {
  it('plays a decision left past its time for its seat, one per period, when the match is next looked at', async () => {
    const home = await signedUp('gus');
    // Periods far longer than the test runs, so the server's own timer (at the deadline) never plays first.
    const created = await home.call('POST', '/api/online', { ruleset: 'tiny-test', seat: 'home', turnSeconds: 600 });
    expect(created.json.turnSeconds).toBe(600);
    expect((await home.call('GET', `/api/matches/${created.json.id}/play`)).json.steps).toBe(0);
    // 25 minutes since the last move: two periods of 10 have run out.
    const db = new Database(srv.file);
    db.prepare('UPDATE matches SET updated = ? WHERE id = ?').run(new Date(Date.now() - 1_500_000).toISOString(), created.json.id);
    db.close();
    const after = await home.call('GET', `/api/matches/${created.json.id}/play`);
    expect(after.json.steps).toBe(2);
    expect(after.json.pending.seat).toBe('home');
  });


  it('a timed-out decision is played as end-turn when legal, else as the first legal action', () => {
    const g = newGame('tiny-test', { seed: 't' });
    expect(timeoutAction(g)).toEqual({ type: 'step' });
    g.pending = { ...g.pending!, actions: [{ type: 'move' }, { type: 'end-turn' }] };
    expect(timeoutAction(g)).toEqual({ type: 'end-turn' });
  });
});
