// A hostile or broken request is refused with a 4xx and one line that names the problem, never repeating what was
// sent: a marker put in the path, the body, the record and the seats of each endpoint must not come back.

import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishRecord, play, startMatch } from '../../src/index';
import { startServer } from '../../src/server/app';
import './tiny-ruleset';

const M = 'ZZ_MARKER_123';
const dir = mkdtempSync(join(tmpdir(), 'turnover-noecho-api-'));
const file = join(dir, 'data', 'm.sqlite');
let base = '';
let close: () => Promise<void>;

beforeAll(async () => {
  mkdirSync(join(dir, 'web'));
  writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><title>app</title>');
  const s = await startServer({ sqliteFile: file, staticDir: join(dir, 'web') }, 0);
  base = s.url.replace(/\/$/, '');
  close = s.close;
});
afterAll(async () => {
  await close?.();
  rmSync(dir, { recursive: true, force: true });
});

function record(change: (r: any) => void = () => {}) {
  const m = startMatch('tiny-test', { seed: 'no-echo' });
  play(m, { type: 'step' });
  play(m, { type: 'wait' });
  const r: any = finishRecord(m);
  change(r);
  return r;
}

async function refused(method: string, path: string, body?: string, forbid = M) {
  const res = await fetch(base + path, { method, headers: { 'content-type': 'application/json' }, body });
  const text = await res.text();
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  const { error } = JSON.parse(text);
  expect(typeof error).toBe('string');
  expect(error).not.toContain('\n');
  expect(text.toLowerCase()).not.toContain(forbid.toLowerCase());
  return res.status;
}

const save = (value: unknown) => JSON.stringify(value);

describe('no endpoint repeats what a request sent', () => {
  it.each([
    ['GET a match by a word', 'GET', `/api/matches/${M}`, undefined, 400],
    ['PUT a match by a word', 'PUT', `/api/matches/${M}`, save({ record: record() }), 400],
    ['DELETE a match by a word', 'DELETE', `/api/matches/${M}`, undefined, 400],
    ['an API path that is no route', 'GET', `/api/${M}`, undefined, 404],
    ['a method a route does not take', 'PATCH', `/api/matches/${M}`, undefined, 405],
    ['a method outside the API', 'POST', `/${M}`, '{}', 405],
    ['a body that is not JSON', 'POST', '/api/matches', `{"${M}": ${M}`, 400],
    ['a body that is no object', 'POST', '/api/matches', save([M]), 400],
    ['a record that is text but not JSON', 'POST', '/api/matches', save({ record: `{"${M}` }), 400],
    ['a record that is no object', 'POST', '/api/matches', save({ record: [M] }), 400],
    ['a record of another format', 'POST', '/api/matches', save({ record: record((r) => (r.format = M)) }), 400],
    ['a record of no known ruleset', 'POST', '/api/matches', save({ record: record((r) => (r.ruleset = M)) }), 400],
    ['a record with an unknown option', 'POST', '/api/matches', save({ record: record((r) => (r.options = { [M]: M })) }), 400],
    ['a record with an action type no game has', 'POST', '/api/matches', save({ record: record((r) => (r.actions[1] = { type: M })) }), 400],
    ['a record with an action of fields no action has', 'POST', '/api/matches', save({ record: record((r) => (r.actions[1] = { type: 'wait', [M]: M })) }), 400],
    ['a record whose final hash is not its own', 'POST', '/api/matches', save({ record: record((r) => (r.final.hash = M)) }), 400],
    ['a seat that is no player', 'POST', '/api/matches', save({ record: record(), seats: { away: M } }), 400],
    ['a seat that is no bot', 'POST', '/api/matches', save({ record: record(), seats: { away: `bot:${M}` } }), 400],
    ['a gridiron team file', 'POST', '/api/matches', save({ record: { ...finishRecord(startMatch('gridiron', { seed: 1 })), options: { seed: '1', home: { roster: M, [M]: 1, players: [M] } } } }), 400],
    ['a gridiron scenario', 'POST', '/api/matches', save({ record: { ...finishRecord(startMatch('gridiron', { seed: 1 })), options: { seed: '1', scenario: { players: [{ side: M }] } } } }), 400],
    ['a runeball team file', 'POST', '/api/matches', save({ record: { ...finishRecord(startMatch('runeball', { seed: 1 })), options: { seed: '1', away: { format: M } } } }), 400],
    ['a body field no save has', 'POST', '/api/matches', save({ record: record(), [M]: M }), 400],
    ['a title that is no text', 'POST', '/api/matches', save({ record: record(), title: { [M]: M } }), 400],
    ['a sequence that is no count', 'POST', '/api/matches', save({ record: record(), seq: M }), 400],
    ['a record whose final result is forged', 'POST', '/api/matches', save({ record: record((r) => (r.final.result = { winner: M, reason: M })) }), 400],
    ['a record whose final is no object', 'POST', '/api/matches', save({ record: record((r) => (r.final = [M])) }), 400],
    ['a scenario with a __proto__ key', 'POST', '/api/matches', save({ record: JSON.stringify({ ...finishRecord(startMatch('gridiron', { seed: 1 })), options: { seed: '1', scenario: { players: [] } } }).replace('"players":[]', `"players":[],"__proto__":{"${M}":1}`) }), 400],
    ['actions for a match by a word', 'POST', `/api/matches/${M}/actions`, save({ seq: 0, actions: [{ type: 'wait' }] }), 400],
    ['actions with a sequence that is no count', 'POST', '/api/matches/1/actions', save({ seq: M, actions: [{ type: 'wait' }] }), 400],
    ['actions that are no objects', 'POST', '/api/matches/1/actions', save({ seq: 0, actions: [M] }), 400],
    ['a method the actions route does not take', 'PUT', `/api/matches/1/actions`, save({ seq: 0, actions: [{ type: M }] }), 405],
    ['a body with a __proto__ key', 'POST', '/api/matches', `{"record": ${save(record())}, "__proto__": {"${M}": 1}}`, 400],
  ])('%s', async (_what, method, path, body, status) => {
    expect(await refused(method, path, body)).toBe(status);
  });

  it('a number is not repeated either: a match that is not there, a record of another version', async () => {
    expect(await refused('GET', '/api/matches/999123', undefined, '999123')).toBe(404);
    expect(await refused('DELETE', '/api/matches/999123', undefined, '999123')).toBe(404);
    // Past the 32-bit numbers PostgreSQL gives matches: no such match either, not a failed query.
    expect(await refused('GET', '/api/matches/99999912300', undefined, '99999912300')).toBe(404);
    expect(await refused('DELETE', '/api/matches/99999912300', undefined, '99999912300')).toBe(404);
    expect(await refused('POST', '/api/matches', save({ record: record((r) => (r.version = 999123)) }), '999123')).toBe(400);
  });

  it('a conflict repeats nothing of the save that lost', async () => {
    const made = await (await fetch(`${base}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: save({ record: record() }) })).json();
    expect(await refused('POST', `/api/matches/${made.id}/actions`, save({ seq: 999123, actions: [{ type: 'wait' }] }), '999123')).toBe(409);
    expect(await refused('POST', `/api/matches/${made.id}/actions`, save({ seq: 2, actions: [{ type: M }] }))).toBe(400);
    expect(await refused('POST', `/api/matches/${made.id}/actions`, save({ seq: 2, actions: [{ type: 'wait', [M]: M }] }))).toBe(400);
    const put = (body: unknown) => refused('PUT', `/api/matches/${made.id}`, save(body), '999123');
    expect(await put({ record: record(), seq: 999123 })).toBe(409);
    expect(await put({ record: record((r) => ((r.seed = '999123'), delete r.final)) })).toBe(409);
    expect(await refused('PUT', `/api/matches/${made.id}`, save({ record: record((r) => ((r.actions = r.actions.slice(0, 1)), delete r.final)), title: M }))).toBe(409);
  });

  it('a stored save broken behind the server\'s back is reported in one line that repeats nothing of it', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await (await fetch(`${base}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: save({ record: record() }) })).json()).id);
    const db = new Database(file);
    const put = db.prepare('UPDATE matches SET record = ? WHERE id = ?');
    put.run(save(record((r) => (r.ruleset = M))), ids[0]);
    put.run(save(record((r) => (r.actions[0] = { type: M }))), ids[1]);
    put.run(`{"${M}`, ids[2]);
    db.close();
    for (const id of ids) {
      const res = await fetch(`${base}/api/matches/${id}`);
      expect(res.status).toBe(200);
      const m = await res.json();
      expect(m.problem).toMatch(/^this match cannot be resumed: /);
      expect(m.problem).not.toContain('\n');
      expect(m.problem).not.toContain(M);
    }
  });
});
