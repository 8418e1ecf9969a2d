// What holds up a process's event loop during a bench run, so a slow move can be told apart as the server's or the
// simulated clients' own: the loop's delay (perf_hooks' histogram), each garbage collection (kind and pause), and
// every stall over STALL_MS with the wall-clock time it ended, to line up with the moves that were slow then.

import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver, constants } from 'node:perf_hooks';

/** The main thread's time on a CPU and waiting for one (ready to run, another process on it), ms, from Linux's
 * schedstat; NaN elsewhere. */
function sched(): [number, number] {
  try {
    const [run, wait] = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ').map(Number);
    return [run / 1e6, wait / 1e6];
  } catch {
    return [NaN, NaN];
  }
}

/** A timer that fires this late is a stall worth listing. */
const STALL_MS = 30;
const TICK_MS = 5;

/** Wall-clock ms with sub-ms precision, comparable between processes on one machine. */
export const wallNow = () => performance.timeOrigin + performance.now();

export interface StallReport {
  /** Event-loop delay over the window, ms. */
  loop: { p50: number; p99: number; max: number };
  /** Garbage collections: count and total / longest pause (ms) by kind. */
  gc: Record<string, { count: number; totalMs: number; maxMs: number }>;
  /** Stalls over STALL_MS: when each ended (wall ms) and how long it was, and the GC pauses inside it. */
  stalls: { at: number; ms: number; gcMs: number; cpuMs: number; queuedMs: number }[];
}

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};

export function watchStalls() {
  const h = monitorEventLoopDelay({ resolution: 10 });
  let gc: StallReport['gc'] = {};
  let gcs: { end: number; ms: number }[] = [];
  let stalls: StallReport['stalls'] = [];
  const obs = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = GC_KINDS[((e as { detail?: unknown }).detail as { kind?: number } | undefined)?.kind ?? -1] ?? 'other';
      const g = (gc[kind] ??= { count: 0, totalMs: 0, maxMs: 0 });
      g.count++;
      g.totalMs += e.duration;
      g.maxMs = Math.max(g.maxMs, e.duration);
      gcs.push({ end: performance.timeOrigin + e.startTime + e.duration, ms: e.duration });
    }
  });
  obs.observe({ entryTypes: ['gc'] });
  // The main thread's CPU time across a stall tells a loop busy working (CPU time near the stall's length) from one
  // that was waiting: ready but queued behind other processes (a busy machine), or blocked in a system call such as
  // a disk flush (the rest).
  let last = performance.now();
  let lastSched = sched();
  const tick = setInterval(() => {
    const now = performance.now();
    const late = now - last - TICK_MS;
    last = now;
    const [run, wait] = sched();
    const [run0, wait0] = lastSched;
    lastSched = [run, wait];
    if (late > STALL_MS) {
      const end = performance.timeOrigin + now;
      stalls.push({ at: end, ms: late, gcMs: 0, cpuMs: run - run0, queuedMs: wait - wait0 });
    }
  }, TICK_MS);
  tick.unref();
  h.enable();
  const round = (n: number) => +n.toFixed(1);
  return {
    /** Starts the window afresh (after the set-up, before the measured moves). */
    reset() {
      h.reset();
      gc = {};
      gcs = [];
      stalls = [];
    },
    report(): StallReport {
      // GC pauses that fell inside each stall: what share of it the collector explains.
      for (const s of stalls) s.gcMs = round(gcs.filter((g) => g.end <= s.at + 1 && g.end >= s.at - s.ms - TICK_MS).reduce((t, g) => t + g.ms, 0));
      const ms = (ns: number) => round(ns / 1e6);
      for (const g of Object.values(gc)) (g.totalMs = round(g.totalMs)), (g.maxMs = round(g.maxMs));
      return {
        loop: { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max) },
        gc,
        stalls: stalls.map((s) => ({ at: Math.round(s.at), ms: round(s.ms), gcMs: s.gcMs, cpuMs: round(s.cpuMs), queuedMs: round(s.queuedMs) })),
      };
    },
    stop() {
      clearInterval(tick);
      obs.disconnect();
      h.disable();
    },
  };
}
