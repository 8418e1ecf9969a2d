// Turn timers played by the server: an online match with `turnSeconds` has its timed-out decision played at its
// deadline (last move + turnSeconds) even when nobody is looking, by the same code the lazy path runs when someone
// looks (seats.ts: onTime), so the move is the same whichever comes first.
//
// Deadlines live in the database, not here: each is the match's last write time plus its seconds, so a server that
// starts finds every running one again (start), and one that hears of a change, its own or another process's through
// the fan-out, reads that match's deadline again (watch). With several processes on one PostgreSQL every one of them
// sets the same timer; at the deadline each tries, and the store's conditional append (step and state hash) lets
// exactly one write: the others find the match moved on and go on from what is stored.

import type { Store } from './store';

/** Where time comes from: the real one, or a test's that it moves by hand. */
export interface Clock {
  now(): number;
  /** Runs `run` once the time is `time` or later; the answer cancels it. */
  at(time: number, run: () => void): () => void;
}

/** setTimeout takes at most 2^31-1 ms (about 24 days); a later time is waited for in steps. */
const LONGEST = 2 ** 31 - 1;

export const realClock: Clock = {
  now: () => Date.now(),
  at(time, run) {
    let handle: NodeJS.Timeout;
    const wait = () => {
      const left = time - Date.now();
      handle = setTimeout(left > LONGEST ? wait : run, Math.max(0, Math.min(left, LONGEST)));
      handle.unref?.();
    };
    wait();
    return () => clearTimeout(handle);
  },
};

/** A clock that stands still until the test sets it: `set` runs every timer due by then, in time order. */
export function manualClock(start = Date.now()): Clock & { set(time: number): void } {
  let now = start;
  const timers = new Set<{ time: number; run: () => void }>();
  return {
    now: () => now,
    at(time, run) {
      const t = { time, run };
      // Already due, as setTimeout with a time past: run soon, not at the next set.
      if (time <= now) {
        const handle = setImmediate(run);
        return () => clearImmediate(handle);
      }
      timers.add(t);
      return () => void timers.delete(t);
    },
    set(time) {
      now = Math.max(now, time);
      for (const t of [...timers].sort((a, b) => a.time - b.time)) {
        if (t.time > now) break;
        timers.delete(t);
        t.run();
      }
    },
  };
}

/** A timer's margin past its deadline, so the period has surely run out when the match is read at that time. */
export const MARGIN_MS = 5;
/** How often every deadline is read again from the database, in case a notice was lost. */
const SWEEP_MS = 60_000;

export interface TurnTimers {
  /** Reads match `id`'s deadline from the store and sets (or clears) its timer: after any change to it. */
  watch(id: number): void;
  /** Reads every running timed match's deadline from the store: at start, and when notices may have been lost. */
  sweep(): Promise<void>;
  /** Resolves once every deadline being acted on now is done (for tests). */
  idle(): Promise<void>;
  /** When this process's timer for match `id` is set to run, if it has one. */
  deadline(id: number): number | undefined;
  /** The timed-out decisions this process's timers played (a lost race is not counted). */
  readonly played: number;
  close(): Promise<void>;
}

/** `due(id)` plays match `id`'s timed-out decisions as the lazy path would and answers how many this process wrote. */
export function turnTimers(store: Store, due: (id: number) => Promise<number>, clock: Clock = realClock): TurnTimers {
  const timers = new Map<number, { at: number; cancel: () => void }>();
  // Seconds per decision of the online matches seen, null for none; a match's timer option never changes.
  const seconds = new Map<number, number | null>();
  const busy = new Set<Promise<unknown>>();
  let played = 0;
  let closed = false;
  let sweeper: (() => void) | null = null;

  const track = <T>(p: Promise<T>) => {
    busy.add(p);
    void p.finally(() => busy.delete(p)).catch(() => {});
    return p;
  };

  const set = (id: number, at: number) => {
    const old = timers.get(id);
    if (old?.at === at) return;
    old?.cancel();
    timers.set(id, { at, cancel: clock.at(at, () => fire(id)) });
  };

  const clear = (id: number) => {
    timers.get(id)?.cancel();
    timers.delete(id);
  };

  const fire = (id: number) => {
    timers.delete(id);
    if (closed) return;
    track(
      due(id)
        .then((n) => void (played += n))
        .catch((e: Error) => console.error(`turn timers: match ${id}: ${e.message}`))
        // The next deadline; if the database cannot say now, the next sweep sets it.
        .then(() => reread(id))
        .catch((e: Error) => console.error(`turn timers: match ${id}: ${e.message}`)),
    );
  };

  const deadline = (row: { turnSeconds: number; updated: string }) => Date.parse(row.updated) + row.turnSeconds * 1000 + MARGIN_MS;

  const reread = async (id: number) => {
    if (closed) return;
    let turn = seconds.get(id);
    if (turn === undefined) {
      turn = (await store.online(id))?.turnSeconds ?? null;
      if (seconds.size > 100_000) seconds.clear();
      seconds.set(id, turn);
    }
    if (turn === null) return;
    const [row] = await store.timed(id);
    if (closed) return;
    if (row) set(id, deadline(row));
    else clear(id); // over
  };

  const sweep = async () => {
    if (closed) return;
    const rows = await store.timed();
    const running = new Set(rows.map((r) => r.matchId));
    for (const id of timers.keys()) if (!running.has(id)) clear(id);
    for (const r of rows) {
      seconds.set(r.matchId, r.turnSeconds);
      set(r.matchId, deadline(r));
    }
  };

  const sweepLater = () => {
    sweeper = clock.at(clock.now() + SWEEP_MS, () => {
      track(sweep().catch((e: Error) => console.error(`turn timers: reading the deadlines failed (${e.message})`)));
      if (!closed) sweepLater();
    });
  };
  sweepLater();

  return {
    watch(id) {
      track(reread(id).catch((e: Error) => console.error(`turn timers: match ${id}: ${e.message}`)));
    },
    sweep: () => track(sweep()),
    deadline: (id) => timers.get(id)?.at,
    async idle() {
      // A timer already due runs on the next turn of the event loop: let it start first.
      do {
        await new Promise((r) => setImmediate(r));
        await Promise.allSettled([...busy]);
      } while (busy.size);
    },
    get played() {
      return played;
    },
    async close() {
      closed = true;
      sweeper?.();
      for (const id of [...timers.keys()]) clear(id);
      while (busy.size) await Promise.allSettled([...busy]);
    },
  };
}
