// Undo in hot seat and against a bot: a save marked `takeBack` replaces the stored match with the same record less its
// last actions, when it names the step count it takes back from; anything else about it is refused as any save is.

import { describe, expect, it } from 'vitest';
import { finishRecord, play, startMatch, type Action } from '../../src/index';
import { useTestServer } from './test-server';
import './tiny-ruleset';

const srv = useTestServer('takeback');

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(srv.base + path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as any };
}

function record(steps: number, pick: (i: number) => Action['type'] = () => 'wait') {
  const m = startMatch('tiny-test', { seed: 'take-back' });
  for (let i = 0; i < steps; i++) play(m, { type: pick(i) });
  return finishRecord(m);
}

describe('taking back actions in a stored match', () => {
  it('stores the shorter record when it is the stored one less its last actions', async () => {
    const id = (await call('POST', '/api/matches', { record: record(6) })).json.id;
    const r = await call('PUT', `/api/matches/${id}`, { record: record(4), seq: 6, takeBack: true });
    expect(r.status).toBe(200);
    expect(r.json.steps).toBe(4);
    const got = await call('GET', `/api/matches/${id}`);
    expect(got.json.record.actions).toHaveLength(4);
    expect(got.json.problem).toBeNull();
    // Play goes on from there, by another step than the one taken back.
    expect((await call('PUT', `/api/matches/${id}`, { record: record(5, (i) => (i === 4 ? 'step' : 'wait')), seq: 4 })).status).toBe(200);
  });

  it('refuses a take-back without the step count, from a stale count, or of other steps', async () => {
    const id = (await call('POST', '/api/matches', { record: record(6) })).json.id;
    expect((await call('PUT', `/api/matches/${id}`, { record: record(4), takeBack: true })).status).toBe(400);
    expect((await call('PUT', `/api/matches/${id}`, { record: record(4), seq: 5, takeBack: true })).status).toBe(409);
    const other = await call('PUT', `/api/matches/${id}`, { record: record(4, (i) => (i === 2 ? 'step' : 'wait')), seq: 6, takeBack: true });
    expect(other.status).toBe(409);
    expect(other.json.error).toMatch(/step 3 differs/);
    expect((await call('PUT', `/api/matches/${id}`, { record: record(6), seq: 6, takeBack: true })).status).toBe(400);
    // Without the mark, a shorter save is still a stale tab's.
    expect((await call('PUT', `/api/matches/${id}`, { record: record(4) })).status).toBe(409);
    expect((await call('GET', `/api/matches/${id}`)).json.steps).toBe(6);
  });
});
