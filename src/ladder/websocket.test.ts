import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { replay } from '../core/replay';
import '../games/index';
import type { LadderSpec } from './ladder';
import { playFixture } from './play';
import { runInProcess } from './run';
import { sqliteStore } from './sqlite-store';
import { standings } from './table';

const root = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'turnover-wsbot-'));
/** Put in everything a bad bot sends, so that a test can see it is never repeated. */
const MARK = 'SECRET-FROM-THE-BOT';
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function spec(url: string, timeoutMs = 5000, name = 'ws-proto'): LadderSpec {
  return {
    name,
    ruleset: 'gridiron',
    options: {},
    entries: [
      { name: 'ws', url, timeoutMs },
      { name: 'rnd', bot: 'random' },
    ],
    seed: 7,
    maxActions: 100_000,
  };
}

// examples/ladder_bot_ws.py needs Python's `websockets` package, which a machine with only Node 20 lacks: a test of
// it would be skipped there, so it is not one (docs/bot-protocol.md says how it was checked).
const examples: [string, string[]][] = [['ladder_bot_ws.mjs', [process.execPath, join(root, 'examples', 'ladder_bot_ws.mjs')]]];
for (const [file, command] of examples) {
  describe(`a WebSocket bot (examples/${file}) on a ladder`, () => {
    let child: ChildProcess;
    let url: string;
    beforeAll(async () => {
      child = spawn(command[0], [...command.slice(1), '0'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
      const line = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once('line', resolve));
      url = /^listening on (ws:\/\/127\.0\.0\.1:\d+)$/.exec(line)![1];
    });
    afterAll(() => {
      child.kill();
    });

    it('plays a round at both seats against a built-in bot and itself; every record replays and the table rates it', async () => {
      const store = sqliteStore(join(dir, `${file}.sqlite`));
      // Two entries at one address: their meetings hold two connections to the bot at once.
      const s: LadderSpec = {
        ...spec(url, 10_000, 'ws-ladder'),
        entries: [{ name: 'ws', url, timeoutMs: 10_000 }, { name: 'kind', bot: 'random-kind' }, { name: 'ws2', url }],
      };
      await store.saveLadder(s);
      await store.extend(s, 6);
      await runInProcess(store, s);
      const rows = await store.fixtures(s.name);
      expect(rows.map((r) => r.status)).toEqual(Array(6).fill('played'));
      for (const r of rows) {
        const record = (await store.record(s.name, r.n))!;
        expect(record.final?.result).not.toBeNull();
        expect(() => replay(record)).not.toThrow();
      }
      expect(standings(s, rows).map((t) => t.played)).toEqual([4, 4, 4]);
      await store.close();
    }, 120_000);
  });
}

describe('a WebSocket bot that fails', () => {
  let server: WebSocketServer;
  let base: string;
  /** Resolves when the ladder has closed its end of the last connection. */
  let lastClosed: Promise<void> = Promise.resolve();
  /** The steps the last connection was asked about, in order. */
  let steps: number[] = [];
  const answer = (socket: WebSocket) => socket.send(JSON.stringify({ index: 0 }));
  const behaviours: Record<string, (socket: WebSocket, asked: number) => void> = {
    garbage: (s) => s.send(`not json ${MARK}`),
    binary: (s) => s.send(Buffer.from(`{"index": 0} ${MARK}`)),
    neither: (s) => s.send(JSON.stringify({ choice: MARK })),
    range: (s) => s.send(JSON.stringify({ index: 9999 })),
    illegal: (s) => s.send(JSON.stringify({ action: { type: MARK } })),
    silent: () => {},
    floods: (s) => {
      for (let i = 0; i < 100; i++) s.send(`{"index": 0, "${MARK}": ${i}}`);
    },
    huge: (s) => s.send(`"${MARK}${'x'.repeat(2 << 20)}"`),
    // Answers three decisions, then leaves: with a close frame and a reason, or by dropping the connection.
    leaves: (s, asked) => (asked <= 3 ? answer(s) : s.close(4000, MARK)),
    drops: (s, asked) => (asked <= 3 ? answer(s) : s.terminate()),
  };

  beforeAll(async () => {
    server = new WebSocketServer({ host: '127.0.0.1', port: 0, verifyClient: (info: { req: { url?: string } }) => info.req.url !== '/refuses' });
    server.on('connection', (socket, req) => {
      const how = behaviours[req.url!.slice(1)];
      steps = [];
      lastClosed = new Promise((resolve) => socket.once('close', () => resolve()));
      socket.on('message', (data) => {
        steps.push((JSON.parse(data.toString()) as { step: number }).step);
        how(socket, steps.length);
      });
    });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const failures: [string, RegExp][] = [
    ['garbage', /^bot ws: its reply is not JSON \(step \d+, [\w-]+\)$/],
    ['binary', /^bot ws: its reply is not JSON \(step \d+, /],
    ['neither', /^bot ws: its reply has neither "index" nor "action" \(step \d+, /],
    ['range', /^bot ws: its reply's "index" is not one of 0 to \d+ \(step \d+, /],
    ['illegal', /^bot ws: its reply's "action" is not legal now: .* \(step \d+, /],
    ['silent', /^bot ws: no reply within 800 ms \(step \d+, [\w-]+\)$/],
    ['floods', /^bot ws: sent more answers than it was asked for \(step \d+, [\w-]+\)$/],
    ['huge', /^bot ws: sent a message over 1048576 bytes \(step \d+, /],
    ['leaves', /^bot ws: closed the connection \(code 4000\) \(step \d+, [\w-]+\)$/],
    ['drops', /^bot ws: closed the connection \(code 1006\) \(step \d+, [\w-]+\)$/],
    ['refuses', /^bot ws: could not connect \(handshake refused\) \(step \d+, /],
  ];
  for (const [how, message] of failures) {
    it(`loses its match with one line that does not repeat what it sent (${how})`, async () => {
      const started = Date.now();
      // Fixture 0 seats the WebSocket bot at home; it is asked before the match can end.
      const err = await playFixture(spec(`${base}/${how}`, 800), 0).then(() => null, (e: Error) => e);
      expect(err?.name).toBe('BotError');
      expect(err?.message).toMatch(message);
      expect(err?.message).not.toContain('\n');
      expect(err?.message).not.toContain(MARK);
      // The worker is free again at once: within the time limit, and its end of the connection is closed.
      expect(Date.now() - started).toBeLessThan(5000);
      await lastClosed;
      // A bot that left mid-match is named at the decision it left on, after the three it answered.
      if (how === 'leaves' || how === 'drops') {
        expect(steps.length).toBe(4);
        expect(err?.message).toContain(`(step ${steps[3]}, `);
      }
    }, 20_000);
  }

  it('gives up on an address that takes the connection but never answers the handshake', async () => {
    const mute = createServer(() => {});
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    const started = Date.now();
    const err = await playFixture(spec(`ws://127.0.0.1:${(mute.address() as AddressInfo).port}`, 800), 0).then(() => null, (e: Error) => e);
    expect(err?.message).toMatch(/^bot ws: no reply within 800 ms \(step \d+, [\w-]+\)$/);
    expect(Date.now() - started).toBeLessThan(5000);
    mute.close();
  });

  it('names an address where nothing listens', async () => {
    const free = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => free.once('listening', resolve));
    const port = (free.address() as AddressInfo).port;
    await new Promise((resolve) => free.close(resolve));
    const err = await playFixture(spec(`ws://127.0.0.1:${port}`, 800), 0).then(() => null, (e: Error) => e);
    expect(err?.message).toMatch(/^bot ws: could not connect \(ECONNREFUSED\) \(step \d+, [\w-]+\)$/);
  });

  it('keeps a match the bot left as an error on the ladder, unrated, and plays on', async () => {
    const store = sqliteStore(join(dir, 'fail.sqlite'));
    const s = spec(`${base}/leaves`, 800, 'ws-leaves');
    await store.saveLadder(s);
    await store.extend(s, 2);
    await runInProcess(store, s);
    const rows = await store.fixtures(s.name);
    expect(rows.map((r) => r.status)).toEqual(['error', 'error']);
    expect(rows[0].error).toMatch(/^bot ws: closed the connection \(code 4000\)/);
    expect(standings(s, rows).every((t) => t.played === 0)).toBe(true);
    await store.close();
  }, 20_000);
});
