// A save is taken only as the continuation of the stored match: a stale tab (fewer steps, or other steps from the
// same start) gets 409 Conflict and the longer match stays as it was; of two saves racing from the same step, one
// wins. What was acknowledged is in the database: a fresh server on the same file has it.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { finishRecord, play, startMatch, type Action } from '../../src/index';
import { startServer } from '../../src/server/app';
import { useTestServer } from './test-server';
import './tiny-ruleset';

const srv = useTestServer('conflict');

async function call(method: string, path: string, body?: unknown, url = srv.base) {
  const res = await fetch(url + path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as any };
}

/** A record of `steps` actions chosen by `pick` (the tiny game never ends on waits, so any count is reachable). */
function record(steps: number, pick: (i: number) => Action['type'] = () => 'wait') {
  const m = startMatch('tiny-test', { seed: 'conflict' });
  for (let i = 0; i < steps; i++) play(m, { type: pick(i) });
  return finishRecord(m);
}

describe('a stale save never overwrites a longer match', () => {
  it('refuses a save with fewer steps, and keeps the longer match', async () => {
    const id = (await call('POST', '/api/matches', { record: record(2) })).json.id;
    expect((await call('PUT', `/api/matches/${id}`, { record: record(10) })).json.steps).toBe(10);
    // The stale tab still has the match at step 5.
    const stale = await call('PUT', `/api/matches/${id}`, { record: record(5) });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toBe('this save is behind the stored match, which is at step 10: reload the match to go on');
    const got = await call('GET', `/api/matches/${id}`);
    expect(got.json.steps).toBe(10);
    expect(got.json.record.actions).toHaveLength(10);
  });

  it('refuses a longer save whose steps branch off the stored ones', async () => {
    const id = (await call('POST', '/api/matches', { record: record(4) })).json.id;
    // Same seed, same first three steps, then a step where the stored match waited.
    const branch = await call('PUT', `/api/matches/${id}`, { record: record(12, (i) => (i === 3 ? 'step' : 'wait')) });
    expect(branch.status).toBe(409);
    expect(branch.json.error).toMatch(/^this save does not continue the stored match/);
    expect((await call('GET', `/api/matches/${id}`)).json.steps).toBe(4);
    // Continuing it is fine.
    expect((await call('PUT', `/api/matches/${id}`, { record: record(12) })).status).toBe(200);
  });

  it('refuses a save of another match (another seed) over this one', async () => {
    const id = (await call('POST', '/api/matches', { record: record(3) })).json.id;
    const other = { ...record(6), seed: 'elsewhere' };
    delete (other as { final?: unknown }).final;
    const r = await call('PUT', `/api/matches/${id}`, { record: other });
    expect(r.status).toBe(409);
    expect(r.json.error).toMatch(/another match/);
  });

  it('refuses a save that names a step count the match has left behind', async () => {
    const id = (await call('POST', '/api/matches', { record: record(3) })).json.id;
    expect((await call('PUT', `/api/matches/${id}`, { record: record(6), seq: 3 })).status).toBe(200);
    const r = await call('PUT', `/api/matches/${id}`, { record: record(9), seq: 3 });
    expect(r.status).toBe(409);
    expect(r.json.error).toMatch(/moved on .* now at step 6/);
    expect((await call('PUT', `/api/matches/${id}`, { record: record(9), seq: 6 })).status).toBe(200);
  });

  it('of two saves racing from the same step, exactly one is taken', async () => {
    const id = (await call('POST', '/api/matches', { record: record(2) })).json.id;
    const a = record(8);
    const b = record(8, (i) => (i >= 2 ? 'step' : 'wait'));
    const answers = await Promise.all([call('PUT', `/api/matches/${id}`, { record: a }), call('PUT', `/api/matches/${id}`, { record: b })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = answers[0].status === 200 ? a : b;
    expect((await call('GET', `/api/matches/${id}`)).json.record.actions).toEqual(winner.actions);
  });

  it('appends actions after the step the sender saw, and refuses them after any other', async () => {
    const id = (await call('POST', '/api/matches', { record: record(2) })).json.id;
    const first = await call('POST', `/api/matches/${id}/actions`, { seq: 2, actions: [{ type: 'wait' }, { type: 'wait', label: 'Wait' }] });
    expect(first.status).toBe(200);
    expect(first.json.steps).toBe(4);
    // A second tab that also saw step 2.
    const stale = await call('POST', `/api/matches/${id}/actions`, { seq: 2, actions: [{ type: 'step' }] });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toBe('the match is at step 4, not the step these actions follow: reload the match to go on');
    const illegal = await call('POST', `/api/matches/${id}/actions`, { seq: 4, actions: [{ type: 'wait' }, { type: 'fly' }] });
    expect(illegal.status).toBe(400);
    expect(illegal.json.error).toMatch(/^the actions were refused: step 6: /);
    const got = await call('GET', `/api/matches/${id}`);
    expect(got.json.record.actions).toEqual(record(4).actions);
    expect(got.json.record.final).toEqual(record(4).final);
    // The whole record from a tab that played on from there is still taken.
    expect((await call('PUT', `/api/matches/${id}`, { record: record(7) })).json.steps).toBe(7);
    expect((await call('POST', `/api/matches/${id}/actions`, { seq: 7, actions: [] })).status).toBe(400);
    expect((await call('POST', `/api/matches/999999/actions`, { seq: 0, actions: [{ type: 'wait' }] })).status).toBe(404);
  });

  it('keeps an acknowledged save: a server started afresh on the same file has it', async () => {
    const id = (await call('POST', '/api/matches', { record: record(1) })).json.id;
    expect((await call('PUT', `/api/matches/${id}`, { record: record(7) })).status).toBe(200);
    const again = await startServer({ sqliteFile: srv.file, staticDir: join(srv.dir, 'web') }, 0);
    try {
      const got = await call('GET', `/api/matches/${id}`, undefined, again.url.replace(/\/$/, ''));
      expect(got.json.steps).toBe(7);
      expect(got.json.problem).toBeNull();
    } finally {
      await again.close();
    }
  });
});
