// One server for bench/server.ts, in a process of its own so the simulated clients do not share its event loop.
// Prints its address as one line of JSON. The per-IP HTTP rate limit is lifted (every simulated player comes from
// 127.0.0.1); the live channel keeps its default per-connection limit.
//
// Over the IPC channel the bench asks it to start a window ("reset") and for its report ("report"): its event-loop
// delay, garbage collections and stalls (stalls.ts), and how long each move took inside it, from the socket's
// message event to the first message it sent back on that socket (its echo), so the reader can tell time spent in
// the server from time spent queued in either process.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startServer } from '../src/server/app';
import { subscribe } from 'node:diagnostics_channel';
import { watchStalls, wallNow } from './stalls';

const watch = watchStalls();
// Each socket's last message in, and the time from it to the next message out (one move's time inside the server).
const inside: number[] = [];
const slow: { at: number; ms: number }[] = [];
const ARRIVED = Symbol('arrived');
type Stamped = WebSocket & { [ARRIVED]?: number };
const emit = WebSocket.prototype.emit;
WebSocket.prototype.emit = function (this: Stamped, event: string | symbol, ...args: unknown[]) {
  if (event === 'message') this[ARRIVED] = wallNow();
  return emit.call(this, event, ...args);
} as typeof emit;
const send = WebSocket.prototype.send;
WebSocket.prototype.send = function (this: Stamped, ...args: Parameters<typeof send>) {
  const t = this[ARRIVED];
  if (t !== undefined) {
    const now = wallNow();
    inside.push(now - t);
    if (now - t > 30) slow.push({ at: Math.round(now), ms: +(now - t).toFixed(1) });
    this[ARRIVED] = undefined;
  }
  return send.apply(this, args);
} as typeof send;

// SQLite's commits (the writer thread's batches: size and time, disk flush included).
const commits: { appends: number; ms: number }[] = [];
subscribe('turnover:sqlite-commit', (m) => void commits.push(m as { appends: number; ms: number }));
const walCheckpoints: { ms: number; pages: number }[] = [];
subscribe('turnover:sqlite-checkpoint', (m) => void walCheckpoints.push(m as { ms: number; pages: number }));

const databaseUrl = process.env.DATABASE_URL || undefined;
const s = await startServer(
  { databaseUrl, sqliteFile: databaseUrl ? undefined : join(mkdtempSync(join(tmpdir(), 'turnover-bench-')), 'bench.sqlite'), rateLimit: 1_000_000 },
  0,
);
console.log(JSON.stringify({ url: s.url }));
process.on('message', (m: string) => {
  if (m === 'reset') {
    watch.reset();
    inside.length = 0;
    slow.length = 0;
    commits.length = 0;
    walCheckpoints.length = 0;
  } else if (m === 'report') {
    inside.sort((a, b) => a - b);
    const q = (f: number) => (inside.length ? +inside[Math.min(inside.length - 1, Math.floor(f * inside.length))].toFixed(1) : NaN);
    const ms = commits.map((c) => c.ms).sort((a, b) => a - b);
    const c = (f: number) => (ms.length ? +ms[Math.min(ms.length - 1, Math.floor(f * ms.length))].toFixed(1) : NaN);
    const commit = { batches: ms.length, appendsPerBatch: ms.length ? +(commits.reduce((t, x) => t + x.appends, 0) / ms.length).toFixed(1) : NaN, p50: c(0.5), p99: c(0.99), max: c(1) };
    const wal = { count: walCheckpoints.length, maxMs: +Math.max(0, ...walCheckpoints.map((w) => w.ms)).toFixed(1), pages: walCheckpoints.reduce((t, w) => t + w.pages, 0) };
    process.send!({ report: { ...watch.report(), inside: { p50: q(0.5), p99: q(0.99), max: q(1) }, commit, wal, slowInside: slow } });
  }
});
process.on('SIGTERM', () => void s.close().then(() => process.exit(0)));
