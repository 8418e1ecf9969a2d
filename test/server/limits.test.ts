// Rate limits by who is asking (limits.ts): a session's changes a minute, over HTTP and over the live socket alike,
// whichever address they come from and without holding back another account on the same address; wrong passwords
// for one name from one address; and password checks from one address over all names.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServer } from '../../src/server/app';
import { manualClock } from '../../src/server/turn-timers';
import { SessionClient } from './session-client';
import './tiny-ruleset';

const dir = mkdtempSync(join(tmpdir(), 'turnover-limits-'));
let base = '';
let close: () => Promise<void>;
beforeAll(async () => {
  mkdirSync(join(dir, 'web'));
  writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><title>app</title>');
  // A clock that stands still: the limits count per minute, and a loaded machine may take longer than that to run
  // these tests (argon2 is slow), which would open a new window half-way and let through what the test refuses.
  const clock = manualClock();
  const s = await startServer({ sqliteFile: join(dir, 'l.sqlite'), staticDir: join(dir, 'web'), limits: { changesPerMinute: 5, failedSignIns: 3, passwordsPerMinute: 9 }, clock }, 0);
  base = s.url.replace(/\/$/, '');
  close = s.close;
});
afterAll(async () => {
  await close?.();
  rmSync(dir, { recursive: true, force: true });
});


class Client extends SessionClient {
  constructor() {
    super(() => base);
  }
}

describe('rate limits per account', () => {
  it('lets a session make so many changes a minute, over HTTP and the socket, and no more; another account goes on', async () => {
    const ada = new Client();
    expect((await ada.call('POST', '/api/accounts', { name: 'ada', password: 'correct horse' })).status).toBe(201);
    let id = 0;
    for (let i = 0; i < 4; i++) {
      const r = await ada.call('POST', '/api/online', { ruleset: 'tiny-test', seat: 'home' });
      expect(r.status).toBe(201);
      id = r.json.id;
    }
    // The fifth change goes over the live socket; the sixth, over HTTP, is one too many.
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/matches/${id}/live`, { headers: { cookie: ada.cookie } });
    const got: any[] = [];
    const next = (n: number) => new Promise<void>((r) => { const t = setInterval(() => got.length >= n && (clearInterval(t), r()), 10); });
    ws.on('message', (d) => got.push(JSON.parse(d.toString())));
    await next(2);
    ws.send(JSON.stringify({ seq: 0, action: { type: 'step' } }));
    await next(4);
    expect(got[2]).toMatchObject({ seq: 1 });
    ws.send(JSON.stringify({ seq: 1, action: { type: 'wait' } }));
    await next(5);
    expect(got[4]).toEqual({ status: 429, error: 'too many changes from this account: at most 5 a minute' });
    ws.close();
    const over = await ada.call('POST', '/api/online', { ruleset: 'tiny-test', seat: 'home' });
    expect(over).toMatchObject({ status: 429, json: { error: 'too many changes from this account: at most 5 a minute' } });
    // Reading is not a change; another account on the same address is not held back.
    expect((await ada.call('GET', '/api/session')).status).toBe(200);
    const bea = new Client();
    await bea.call('POST', '/api/accounts', { name: 'bea', password: 'correct horse' });
    expect((await bea.call('POST', '/api/online', { ruleset: 'tiny-test', seat: 'home' })).status).toBe(201);
  });

  it('stops guessing one name\'s password after a few wrong ones, and password checks from one address', async () => {
    for (let i = 0; i < 3; i++) expect((await new Client().call('POST', '/api/session', { name: 'ada', password: `guess ${i} xx` })).status).toBe(401);
    // Now even the right password waits: the guesser cannot tell it was right.
    const locked = await new Client().call('POST', '/api/session', { name: 'ada', password: 'correct horse' });
    expect(locked).toMatchObject({ status: 429, json: { error: 'too many wrong passwords for this name: wait 15 minutes and try again' } });
    // Another name from the same address is still let in.
    expect((await new Client().call('POST', '/api/session', { name: 'bea', password: 'correct horse' })).status).toBe(200);
    // Nine password checks a minute from this address: two sign-ups and five sign-ins so far, then two more, then none.
    expect((await new Client().call('POST', '/api/session', { name: 'bea', password: 'correct horse' })).status).toBe(200);
    expect((await new Client().call('POST', '/api/accounts', { name: 'cid', password: 'correct horse' })).status).toBe(201);
    const tooMany = await new Client().call('POST', '/api/accounts', { name: 'dee', password: 'correct horse' });
    expect(tooMany).toMatchObject({ status: 429, json: { error: 'too many sign-ins and sign-ups from this address: wait a minute and try again' } });
  });
});
