// The HTTP API over a real server on a free port with a temporary SQLite file: saves are re-played before they are
// stored, and a save broken behind the server's back is reported by number without harming the others.

import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishRecord, play, startMatch } from '../../src/index';
import { startServer } from '../../src/server/app';
import './tiny-ruleset';

const dir = mkdtempSync(join(tmpdir(), 'turnover-api-'));
const file = join(dir, 'data', 'm.sqlite');
const web = join(dir, 'web');
let base = '';
let close: () => Promise<void>;

beforeAll(async () => {
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>app</title>');
  const s = await startServer({ sqliteFile: file, staticDir: web }, 0);
  base = s.url.replace(/\/$/, '');
  close = s.close;
});
afterAll(async () => {
  await close?.();
  rmSync(dir, { recursive: true, force: true });
});

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(base + path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as any };
}

function record(steps: number) {
  const m = startMatch('tiny-test', { seed: 'api' });
  for (let i = 0; i < steps && m.game.pending; i++) play(m, { type: i % 3 === 2 ? 'wait' : 'step' });
  return finishRecord(m);
}

describe('match API', () => {
  it('answers the health check', async () => {
    const r = await call('GET', '/api/health');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ ok: true, storage: 'sqlite' });
    expect(r.json.rulesets).toContain('tiny-test');
  });

  it('creates, saves, lists, gets and deletes', async () => {
    const created = await call('POST', '/api/matches', { title: 'Strip race', seats: { away: 'bot:random' }, record: record(2) });
    expect(created.status).toBe(201);
    const id = created.json.id;
    expect(created.json).toMatchObject({ ruleset: 'tiny-test', title: 'Strip race', status: 'playing', steps: 2, seats: { home: 'human', away: 'bot:random' } });

    const saved = await call('PUT', `/api/matches/${id}`, { title: 'Strip race', seats: { away: 'bot:random' }, record: record(40) });
    expect(saved.status).toBe(200);
    expect(saved.json.status).toBe('finished');
    expect(saved.json.result.reason).toMatch(/reached the end/);

    const list = await call('GET', '/api/matches');
    expect(list.json.find((m: any) => m.id === id)).toMatchObject({ status: 'finished' });

    const got = await call('GET', `/api/matches/${id}`);
    expect(got.json.problem).toBeNull();
    expect(got.json.record.actions.length).toBe(got.json.steps);

    expect((await call('DELETE', `/api/matches/${id}`)).status).toBe(200);
    expect((await call('GET', `/api/matches/${id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/matches/${id}`)).status).toBe(404);
  });

  it('refuses a save that does not replay, naming the step', async () => {
    const bad = record(3);
    bad.actions[1] = { type: 'fly' };
    delete bad.final;
    const r = await call('POST', '/api/matches', { record: bad });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/^the save was refused: step 2: the action's type is not legal now/);
  });

  it('refuses bad seats, bad ids and non-JSON bodies', async () => {
    expect((await call('POST', '/api/matches', { record: record(1), seats: { away: 'bot:nobody' } })).status).toBe(400);
    expect((await call('GET', '/api/matches/abc')).status).toBe(400);
    expect((await fetch(`${base}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' })).status).toBe(400);
    expect((await call('PATCH', '/api/matches/1')).status).toBe(405);
    expect((await call('GET', '/api/nothing')).status).toBe(404);
  });

  it('reports a save corrupted in the database and keeps serving the others', async () => {
    const good = (await call('POST', '/api/matches', { record: record(5) })).json.id;
    const victim = (await call('POST', '/api/matches', { record: record(6) })).json.id;
    const tampered = (await call('POST', '/api/matches', { record: record(6) })).json.id;
    const unknown = (await call('POST', '/api/matches', { record: record(1) })).json.id;
    const db = new Database(file);
    db.prepare('UPDATE matches SET record = ? WHERE id = ?').run('{"format": "turnover-rec', victim);
    const r6 = record(6);
    r6.actions[3] = { type: 'teleport' };
    db.prepare('UPDATE matches SET record = ? WHERE id = ?').run(JSON.stringify(r6), tampered);
    db.prepare('UPDATE matches SET record = ? WHERE id = ?').run(JSON.stringify({ ...record(1), ruleset: 'quidditch' }), unknown);
    db.close();

    expect((await call('GET', `/api/matches/${victim}`)).json.problem).toBe('this match cannot be resumed: the stored save is not JSON');
    expect((await call('GET', `/api/matches/${tampered}`)).json.problem).toBe(
      "this match cannot be resumed: step 4: the action's type is not legal now: away: step or wait; legal action types: step, wait",
    );
    expect((await call('GET', `/api/matches/${unknown}`)).json.problem).toBe(
      'this match cannot be resumed: it was played under a ruleset this server does not have (known: ' +
        (await call('GET', '/api/health')).json.rulesets.join(', ') + ')',
    );
    expect((await call('GET', `/api/matches/${good}`)).json.problem).toBeNull();
    const list = await call('GET', '/api/matches');
    expect(list.status).toBe(200);
    expect(list.json.map((m: any) => m.id)).toEqual(expect.arrayContaining([good, victim, tampered, unknown]));
  });

  it('serves the web app, with its page for unknown paths and never a file outside it', async () => {
    const page = await fetch(`${base}/`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('<title>app</title>');
    const escape = await fetch(`${base}/..%2f..%2fdata%2fm.sqlite`);
    expect(await escape.text()).toContain('<title>app</title>');
  });
});
