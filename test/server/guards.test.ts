// The guards every request passes before a route sees it: the Host must be one this server is reached by (DNS
// rebinding), a change must come from the server's own pages and be sent as JSON, a body has a size limit, and an
// address has a rate limit. Each refusal is one line that repeats nothing the request sent.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishRecord, play, startMatch } from '../../src/index';
import { startServer } from '../../src/server/app';
import { MAX_BODY } from '../../src/server/http';
import './tiny-ruleset';

const M = 'zz-marker-456';
const dir = mkdtempSync(join(tmpdir(), 'turnover-guards-'));
let port = 0;
const servers: (() => Promise<void>)[] = [];

async function start(options: { rateLimit?: number; allowedHosts?: string[] } = {}) {
  const s = await startServer({ sqliteFile: join(dir, `m${servers.length}.sqlite`), staticDir: join(dir, 'web'), ...options }, 0);
  servers.push(s.close);
  return Number(new URL(s.url).port);
}

beforeAll(async () => {
  mkdirSync(join(dir, 'web'));
  writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><title>app</title>');
  port = await start({ allowedHosts: ['turnover.example'] });
});
afterAll(async () => {
  for (const close of servers) await close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request, so that the Host header is ours to set (fetch sets its own). */
function send(method: string, path: string, headers: Record<string, string>, body?: string | Buffer, to = port): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: to, method, path, headers: { host: `127.0.0.1:${to}`, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, text: Buffer.concat(chunks).toString('utf8') }));
    });
    // The server may answer (413) and close before the whole body is sent.
    req.on('error', (e) => ((e as NodeJS.ErrnoException).code === 'EPIPE' || (e as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(e)));
    req.end(body);
  });
}

function record() {
  const m = startMatch('tiny-test', { seed: 'guards' });
  play(m, { type: 'step' });
  return finishRecord(m);
}

const JSON_TYPE = { 'content-type': 'application/json' };

function refusedInOneLine(r: { status: number; text: string }, status: number) {
  expect(r.status).toBe(status);
  const { error } = JSON.parse(r.text);
  expect(error).toMatch(/^[^\n]+$/);
  expect(r.text.toLowerCase()).not.toContain(M);
  return error as string;
}

describe('Host: no DNS rebinding', () => {
  it('answers loopback names, IP addresses and the configured host names', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `192.168.1.20:${port}`, `turnover.example:${port}`, 'TURNOVER.example']) {
      expect((await send('GET', '/api/health', { host })).status).toBe(200);
    }
  });

  it('refuses any other host name, for the API and the app alike', async () => {
    for (const path of ['/api/health', '/api/matches', '/']) {
      const error = refusedInOneLine(await send('GET', path, { host: `${M}.attacker.example:${port}` }), 421);
      expect(error).toMatch(/host name/);
    }
    refusedInOneLine(await send('POST', '/api/matches', { host: `${M}.example`, ...JSON_TYPE }, JSON.stringify({ record: record() })), 421);
  });
});

describe('a change must come from this server, as JSON', () => {
  it('refuses a cross-origin POST, PUT and DELETE', async () => {
    const body = JSON.stringify({ record: record() });
    for (const [method, path] of [['POST', '/api/matches'], ['PUT', '/api/matches/1'], ['DELETE', '/api/matches/1']]) {
      refusedInOneLine(await send(method, path, { origin: `http://${M}.example`, ...JSON_TYPE }, body), 403);
      refusedInOneLine(await send(method, path, { 'sec-fetch-site': 'cross-site', ...JSON_TYPE }, body), 403);
    }
  });

  it('takes a POST from its own page, and one from no page at all (a script)', async () => {
    const body = JSON.stringify({ record: record() });
    expect((await send('POST', '/api/matches', { origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin', ...JSON_TYPE }, body)).status).toBe(201);
    expect((await send('POST', '/api/matches', JSON_TYPE, body)).status).toBe(201);
  });

  it('refuses a change not sent as JSON with 415, even with no body (a form or a simple request)', async () => {
    const body = JSON.stringify({ record: record() });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      refusedInOneLine(await send('POST', '/api/matches', { 'content-type': type }, body), 415);
    }
    const made = JSON.parse((await send('POST', '/api/matches', JSON_TYPE, body)).text).id;
    refusedInOneLine(await send('DELETE', `/api/matches/${made}`, {}), 415);
    expect((await send('GET', `/api/matches/${made}`, {})).status).toBe(200);
    expect((await send('DELETE', `/api/matches/${made}`, JSON_TYPE)).status).toBe(200);
  });
});

describe('limits', () => {
  it('refuses a body over the limit with 413', async () => {
    const huge = Buffer.alloc(MAX_BODY + 1024, 'a');
    const error = refusedInOneLine(await send('POST', '/api/matches', { ...JSON_TYPE, 'content-length': String(huge.length) }, huge), 413);
    expect(error).toMatch(/larger than/);
  });

  it('refuses an address past its rate with 429, in one line', async () => {
    const limited = await start({ rateLimit: 5 });
    const statuses: number[] = [];
    let last = { status: 0, text: '' };
    for (let i = 0; i < 8; i++) {
      last = await send('GET', `/api/health?${M}`, {}, undefined, limited);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect(refusedInOneLine(last, 429)).toMatch(/too many requests/);
  });
});

describe('ids and bodies are checked by their schemas, and the refusal repeats none of it', () => {
  it.each([
    ['an id with a sign', 'GET', `/api/matches/-1`, undefined, 400],
    ['an id too long to be a number', 'GET', `/api/matches/1${'0'.repeat(40)}`, undefined, 400],
    ['an id with a word after it', 'GET', `/api/matches/1${M}`, undefined, 400],
    ['a body field this API does not take', 'POST', '/api/matches', JSON.stringify({ record: record(), [M]: 1 }), 400],
    ['a title that is not text', 'POST', '/api/matches', JSON.stringify({ record: record(), title: [M] }), 400],
    ['a seat that is not text', 'POST', '/api/matches', JSON.stringify({ record: record(), seats: { away: { [M]: M } } }), 400],
    ['a sequence that is not a count', 'PUT', '/api/matches/1', JSON.stringify({ record: record(), seq: M }), 400],
    ['a record without its actions', 'POST', '/api/matches', JSON.stringify({ record: { ...record(), actions: undefined, [M]: M } }), 400],
    ['a body with a __proto__ key', 'POST', '/api/matches', `{"record": ${JSON.stringify(record())}, "__proto__": {"${M}": 1}}`, 400],
  ])('%s', async (_what, method, path, body, status) => {
    refusedInOneLine(await send(method, path, JSON_TYPE, body), status);
  });

  it('names a __proto__ key as the problem', async () => {
    const body = `{"record": ${JSON.stringify(record())}, "__proto__": {"${M}": 1}}`;
    expect(refusedInOneLine(await send('POST', '/api/matches', JSON_TYPE, body), 400)).toMatch(/"__proto__"/);
  });
});
