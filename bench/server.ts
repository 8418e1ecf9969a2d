// `npm run bench:server`: simulated players on the real WebSocket API. Each match is a hot-seat client (one socket
// plays both seats, as the app's hot seat does) whose moves are gridiron's random bot; it sends a move, waits for the
// server's push of that move (its echo), and sends the next. Reported per configuration: moves/s over the window,
// and p50/p99/max latency from send to own echo, taken in the client's message handler.
//
// So that a slow move can be put down to its cause, both sides watch their event loops (stalls.ts): the servers (each
// in a process of its own) report their loop delay, GC, stalls (time on a CPU against time queued for one), the
// time each move spent inside them (message in to echo out) and SQLite's commit times; the clients (the bench's
// own process) report their loop delay and CPU per move. Each move slower than 50 ms is then put down to a server
// stall, a client stall, or neither (time spent in the server's work or its writer, not a stall of either loop).
//
// Bounded: at most 1,000 matches and 60 s a run, loopback (127.0.0.1) only. Configurations: one process on SQLite,
// one on PostgreSQL, two on PostgreSQL (clients split between them, fan-out by LISTEN/NOTIFY); PostgreSQL is the
// embedded one the tests use. The machine is shared: --repeat runs each configuration again and the table gives
// medians, with the load average seen at each run.
//   npm run bench:server -- [--matches 50,200,1000] [--seconds 10] [--setups sqlite,pg1,pg2] [--think ms] [--repeat n]
//   BENCH_DETAIL=1 prints each run's stalls in full; BENCH_SERVER_FLAGS passes node flags to the servers.

import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { randomBot } from '../src/bots/random';
import { act, finishRecord, pending, start, startMatch, type Game } from '../src/index';
import { startEmbedded } from '../test/server/test-database';
import { watchStalls, wallNow, type StallReport } from './stalls';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const sizes = arg('matches', '50,200,1000').split(',').map(Number).map((n) => Math.min(1000, Math.max(1, n)));
const seconds = Math.min(60, Math.max(1, Number(arg('seconds', '10'))));
const setups = arg('setups', 'sqlite,pg1,pg2').split(',');
const repeat = Math.min(5, Math.max(1, Number(arg('repeat', '1'))));
// A player's pause between seeing its move and sending the next, in ms (uniform over 0..2x, so players do not march
// in step). 0 sends at once: a closed loop, whose latency is then matches / throughput by construction.
const think = Math.min(60_000, Math.max(0, Number(arg('think', '0'))));

async function startServerProcess(databaseUrl?: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', join(import.meta.dirname, 'server-process.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (d: Buffer) => resolve(JSON.parse(d.toString().split('\n')[0]).url));
    child.once('exit', (code) => reject(new Error(`the server process exited (${code})`)));
  });
  return { url: url.replace(/\/$/, ''), child };
}

interface Player {
  ws: WebSocket;
  game: Game;
  seq: number;
  sentAt: number;
}

async function createMatch(base: string, seed: string): Promise<{ id: number; game: Game }> {
  const m = startMatch('gridiron', { seed });
  const res = await fetch(`${base}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ record: finishRecord(m) }) });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return { id: ((await res.json()) as { id: number }).id, game: m.game };
}

/** CPU time (user + system, ms) the processes have used so far, from /proc (Linux; NaN elsewhere). A figure the
 * machine's other work hardly moves, unlike latency: what a move costs the server, not how long it waited. */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // The command name (field 2) may hold spaces: the fields after its closing parenthesis are fixed.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return NaN;
    }
  }
  return ticks * 10;
}

type ServerReport = StallReport & { inside: { p50: number; p99: number; max: number }; commit: { batches: number; appendsPerBatch: number; p50: number; p99: number; max: number }; wal: { count: number; maxMs: number; pages: number }; slowInside: { at: number; ms: number }[] };

/** Asks each server process for its report of the window. */
const reports = (children: ChildProcess[]) =>
  Promise.all(
    children.map(
      (c) =>
        new Promise<ServerReport>((resolve) => {
          const on = (m: { report?: ServerReport }) => m.report && (c.off('message', on), resolve(m.report));
          c.on('message', on);
          c.send('report');
        }),
    ),
  );

const client = watchStalls();

/** The servers' main threads (their event loops): time on a CPU and time queued for one, ms, from schedstat (Linux;
 * NaN elsewhere). The first is what a move costs the loop, which decides when it saturates; the second is what the
 * machine's other work made it wait. */
function mainThreadMs(pids: number[]): [number, number] {
  let run = 0;
  let wait = 0;
  for (const pid of pids) {
    try {
      const [r, w] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
      run += r / 1e6;
      wait += w / 1e6;
    } catch {
      return [NaN, NaN];
    }
  }
  return [run, wait];
}

async function run(bases: string[], matches: number, label: string, pids: number[], children: ChildProcess[]) {
  const latencies: number[] = [];
  /** Each measured move: when it was sent and when its echo came (wall ms), for lining slow ones up with stalls. */
  const sends: { sent: number; got: number }[] = [];
  let moves = 0;
  let errors = 0;
  let limited = 0;
  let measuring = false;
  const players: Player[] = [];
  // Matches made and sockets opened 20 at a time, before the clock starts.
  for (let i = 0; i < matches; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, matches - i) }, async (_, k) => {
        const n = i + k;
        const base = bases[n % bases.length];
        const { id, game } = await createMatch(base, `bench-${label}-${matches}-${n}`);
        const bot = randomBot(n + 1);
        const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/matches/${id}/live?from=0`);
        const p: Player = { ws, game, seq: 0, sentAt: 0 };
        const next = () => {
          const d = pending(p.game);
          if (!d || !measuring) return;
          p.sentAt = performance.now();
          ws.send(JSON.stringify({ seq: p.seq, action: bot.choose(p.game, d) }));
        };
        await new Promise<void>((resolve, reject) => {
          ws.on('error', reject);
          ws.on('message', (data) => {
            const m = JSON.parse(data.toString()) as { seq?: number; action?: never; live?: number; error?: string };
            if (m.live !== undefined) return resolve();
            if (m.error?.startsWith('too many messages')) {
              // The socket's own rate limit (50 a second): a player that fast waits and sends again.
              limited++;
              setTimeout(next, 50);
              return;
            }
            if (m.error) {
              if (errors++ === 0) console.error(`first error: ${m.error}`);
              return;
            }
            act(p.game, m.action!);
            p.seq = m.seq!;
            if (measuring) {
              const now = performance.now();
              latencies.push(now - p.sentAt);
              sends.push({ sent: performance.timeOrigin + p.sentAt, got: performance.timeOrigin + now });
              moves++;
            }
            if (think) setTimeout(next, Math.random() * 2 * think);
            else next();
          });
        });
        players.push(Object.assign(p, { next }));
      }),
    );
  }
  measuring = true;
  client.reset();
  for (const c of children) c.send('reset');
  const cpu0 = cpuMs(pids);
  const main0 = mainThreadMs(pids);
  const own0 = process.cpuUsage();
  const t0 = performance.now();
  // With think time, each player's first move comes after a think too, as a human's would: 1,000 first moves sent in
  // the same millisecond would measure a burst no real server sees.
  for (const p of players) {
    const next = (p as Player & { next: () => void }).next;
    if (think) setTimeout(next, Math.random() * 2 * think);
    else next();
  }
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = cpuMs(pids) - cpu0;
  const main1 = mainThreadMs(pids);
  const own = process.cpuUsage(own0);
  const mine = client.report();
  const theirs = await reports(children);
  await new Promise((r) => setTimeout(r, 500));
  for (const p of players) p.ws.close();
  // Moves still in flight finish before the servers are stopped (else their stores close under them).
  await new Promise((r) => setTimeout(r, 1500));
  latencies.sort((a, b) => a - b);
  const q = (f: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(f * latencies.length))] : NaN);
  const blame = attribute(sends, mine, theirs);
  const load = +loadavg()[0].toFixed(1);
  const serverLoop = theirs.reduce((w, r) => (r.loop.p99 > w.p99 ? r.loop : w), theirs[0].loop);
  const row = {
    setup: label,
    matches,
    movesPerSecond: Math.round(moves / elapsed),
    p50: +q(0.5).toFixed(1),
    p99: +q(0.99).toFixed(1),
    max: +q(1).toFixed(1),
    cpuPerMove: moves ? +(cpu / moves).toFixed(3) : NaN,
    loopCpuPerMove: moves ? +((main1[0] - main0[0]) / moves).toFixed(3) : NaN,
    loopQueuedPerMove: moves ? +((main1[1] - main0[1]) / moves).toFixed(3) : NaN,
    clientCpuPerMove: moves ? +((own.user + own.system) / 1000 / moves).toFixed(3) : NaN,
    errors,
    limited,
    load,
    inside99: Math.max(...theirs.map((r) => r.inside.p99)),
    commit: theirs[0].commit,
    wal: theirs[0].wal,
    serverLoop,
    clientLoop: mine.loop,
    blame,
  };
  console.log(JSON.stringify(row));
  if (process.env.BENCH_DETAIL) console.log(JSON.stringify({ client: mine, servers: theirs }, null, 1));
  return row;
}

/** Each move slower than SLOW_MS put down to what overlapped most of its time: a stall of a server's event loop, of
 * the clients' own, or neither (time in the server's work or in the kernel between them, not a stall). */
const SLOW_MS = 50;
function attribute(sends: { sent: number; got: number }[], mine: StallReport, theirs: ServerReport[]) {
  const spans = (r: StallReport) => r.stalls.map((s) => [s.at - s.ms, s.at] as const);
  const server = theirs.flatMap(spans);
  const clientSpans = spans(mine);
  const overlap = (a: number, b: number, list: (readonly [number, number])[]) => list.reduce((t, [x, y]) => t + Math.max(0, Math.min(b, y) - Math.max(a, x)), 0);
  const out = { slow: 0, server: 0, client: 0, neither: 0 };
  for (const m of sends) {
    if (m.got - m.sent <= SLOW_MS) continue;
    out.slow++;
    const sv = overlap(m.sent, m.got, server);
    const cl = overlap(m.sent, m.got, clientSpans);
    const half = (m.got - m.sent) / 2;
    if (sv >= cl && sv >= half) out.server++;
    else if (cl > sv && cl >= half) out.client++;
    else out.neither++;
  }
  return out;
}

const rows: Awaited<ReturnType<typeof run>>[] = [];
const children: ChildProcess[] = [];
let pgStop: (() => Promise<void>) | null = null;
try {
  for (const setup of setups) {
    let url: string | undefined;
    if (setup !== 'sqlite') {
      if (!pgStop) {
        const pg = await startEmbedded();
        pgStop = pg.stop;
        url = pg.url;
        (globalThis as { pgUrl?: string }).pgUrl = url;
      }
      url = (globalThis as { pgUrl?: string }).pgUrl;
    }
    const count = setup === 'pg2' ? 2 : 1;
    const servers = await Promise.all(Array.from({ length: count }, () => startServerProcess(url)));
    children.push(...servers.map((s) => s.child));
    for (const n of sizes) for (let r = 0; r < repeat; r++) rows.push(await run(servers.map((s) => s.url), n, setup, servers.map((s) => s.child.pid!), servers.map((s) => s.child)));
    await Promise.all(servers.map((s) => new Promise((r) => (s.child.once('exit', r), s.child.kill('SIGTERM')))));
  }
} finally {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  await pgStop?.();
}
const names: Record<string, string> = { sqlite: '1 process, SQLite', pg1: '1 process, PostgreSQL', pg2: '2 processes, PostgreSQL' };
const median = (xs: number[]) => {
  const v = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return v.length ? v[Math.floor((v.length - 1) / 2)] : NaN;
};
const fmt = (n: number) => (Number.isNaN(n) ? '-' : n >= 100 ? Math.round(n).toLocaleString('en') : String(+n.toFixed(n >= 10 ? 1 : 2)));
console.log(`\nthink time ${think ? `0-${2 * think} ms` : 'none'}, ${seconds} s a run, ${repeat === 1 ? 'one run' : `median of ${repeat} runs`} a row; ${new Date().toISOString().slice(0, 16)}Z`);
console.log(
  '| Setup | Matches | Moves/s | p50 / p99 / max ms | server CPU ms a move (event loop) | server loop queued for a CPU, ms a move | server loop p99 / max ms | client loop p99 / max ms | client CPU ms a move | slow moves: server stall / client stall / neither | errors | load average |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const setup of setups) {
  for (const n of sizes) {
    const rs = rows.filter((r) => r.setup === setup && r.matches === n);
    if (!rs.length) continue;
    const m = (f: (r: (typeof rs)[number]) => number) => fmt(median(rs.map(f)));
    const loads = rs.map((r) => r.load);
    console.log(
      `| ${names[setup] ?? setup} | ${n.toLocaleString('en')} | ${m((r) => r.movesPerSecond)} | ${m((r) => r.p50)} / ${m((r) => r.p99)} / ${m((r) => r.max)} | ${m((r) => r.cpuPerMove)} (${m((r) => r.loopCpuPerMove)}) | ${m((r) => r.loopQueuedPerMove)} | ${m((r) => r.serverLoop.p99)} / ${m((r) => r.serverLoop.max)} | ${m((r) => r.clientLoop.p99)} / ${m((r) => r.clientLoop.max)} | ${m((r) => r.clientCpuPerMove)} | ${m((r) => r.blame.server)} / ${m((r) => r.blame.client)} / ${m((r) => r.blame.neither)} | ${rs.reduce((t, r) => t + r.errors, 0)} | ${Math.min(...loads)}-${Math.max(...loads)} |`,
    );
  }
}
