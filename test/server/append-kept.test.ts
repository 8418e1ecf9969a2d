// A move on a match this process stored last is played on the game it kept and stored on condition that the match
// is still at that step and state (api.ts, hot.ts). Two servers on one database: the condition is what keeps a server
// whose kept game is out of date (the other server took moves back and played others) from writing on top of it.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishRecord, play, startMatch, type Action } from '../../src/index';
import { startServer } from '../../src/server/app';
import './tiny-ruleset';

const dir = mkdtempSync(join(tmpdir(), 'turnover-append-kept-'));
const servers: { url: string; close: () => Promise<void> }[] = [];

beforeAll(async () => {
  mkdirSync(join(dir, 'web'));
  writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><title>app</title>');
  for (let i = 0; i < 2; i++) servers.push(await startServer({ sqliteFile: join(dir, 'm.sqlite'), staticDir: join(dir, 'web') }, 0));
});
afterAll(async () => {
  for (const s of servers) await s.close();
  rmSync(dir, { recursive: true, force: true });
});

async function call(server: number, method: string, path: string, body?: unknown) {
  const res = await fetch(servers[server].url.replace(/\/$/, '') + path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as any };
}

function record(types: Action['type'][]) {
  const m = startMatch('tiny-test', { seed: 'kept' });
  for (const type of types) play(m, { type });
  return finishRecord(m);
}

describe('appending on a kept game', () => {
  it('never writes on a match another server changed under it, and says where the match is', async () => {
    const id = (await call(0, 'POST', '/api/matches', { record: record(['wait', 'wait']) })).json.id;
    expect((await call(0, 'POST', `/api/matches/${id}/actions`, { seq: 2, actions: [{ type: 'wait' }] })).json.steps).toBe(3);
    // Server B takes that move back and plays another: step 3 again, of another history.
    expect((await call(1, 'PUT', `/api/matches/${id}`, { record: record(['wait', 'wait']), seq: 3, takeBack: true })).status).toBe(200);
    expect((await call(1, 'POST', `/api/matches/${id}/actions`, { seq: 2, actions: [{ type: 'step' }] })).json.steps).toBe(3);
    // Server A kept the game of its own step 3: a move after step 3 is played on the stored match instead.
    const r = await call(0, 'POST', `/api/matches/${id}/actions`, { seq: 3, actions: [{ type: 'wait' }] });
    expect(r.status).toBe(200);
    const got = (await call(0, 'GET', `/api/matches/${id}`)).json;
    expect(got.record).toEqual(record(['wait', 'wait', 'step', 'wait']));
    expect(got.problem).toBeNull();
    // A stale tab on A, at a step it kept, gets the conflict.
    const stale = await call(0, 'POST', `/api/matches/${id}/actions`, { seq: 3, actions: [{ type: 'wait' }] });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatch(/at step 4/);
  });
});
