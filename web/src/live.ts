// Following a stored match live (the server's channel, src/server/live.ts): a second tab on the same match is sent
// each action the first one stores, and plays it too, instead of going its own way and overwriting.

import type { Action } from './engine';

export interface Follower {
  /** An action the server stored as step `seq` (the match's step count once it is played). */
  action(seq: number, action: Action, dice?: number[]): void;
  /** The match went back to step `seq` (a take-back, from another tab of a refereed match). */
  back?(seq: number): void;
  /** The catch-up is done: the server's match is at `seq`. */
  live?(seq: number): void;
}

/** The same action, whatever the order of its fields; the words a decision gives it (label, hint) aside. */
export function sameAction(a: Action, b: Action): boolean {
  const key = (x: Action) => JSON.stringify(Object.keys(x).filter((k) => k !== 'label' && k !== 'hint').sort().map((k) => [k, x[k]]));
  return key(a) === key(b);
}

/** What a tab does with step `seq` the server sent, given its own record: `mine` (it has this very action there
 * already: its own, echoed), `play` (the next step: someone else's), or `diverged` (it went another way, or missed
 * steps; the stored match wins). */
export function judge(record: readonly Action[], seq: number, action: Action): 'mine' | 'play' | 'diverged' {
  if (seq <= record.length) return sameAction(record[seq - 1], action) ? 'mine' : 'diverged';
  return seq === record.length + 1 ? 'play' : 'diverged';
}

/** A dropped channel is opened again after a second, then twice as long each time it fails, up to half a minute
 * (a server that is away is not asked every second). */
const RETRY_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** Opens the channel from step `from`; on a drop, opens it again from the last step seen. Returns the stop. Nothing
 * to follow for a match kept on this device (negative numbers) or where the browser has no WebSocket. */
export function follow(id: number, from: number, f: Follower): () => void {
  if (id <= 0 || typeof WebSocket !== 'function') return () => {};
  let last = from;
  let ws: WebSocket | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let wait = RETRY_MS;
  const open = () => {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    ws = new WebSocket(`${scheme}://${location.host}/api/matches/${id}/live?from=${last}`);
    ws.onmessage = (e) => {
      let m: { seq?: number; action?: Action; live?: number; dice?: number[]; back?: number };
      try {
        m = JSON.parse(String(e.data));
      } catch {
        return;
      }
      wait = RETRY_MS;
      if (typeof m.live === 'number') f.live?.(m.live);
      if (typeof m.back === 'number') {
        last = m.back;
        f.back?.(m.back);
        return;
      }
      if (typeof m.seq !== 'number' || !m.action || m.seq <= last) return;
      last = m.seq;
      f.action(m.seq, m.action, Array.isArray(m.dice) ? m.dice : undefined);
    };
    // Refused (1008: no such match, or not one this channel serves) is final; any other drop is tried again.
    ws.onclose = (e) => {
      if (stopped || e.code === 1008) return;
      retry = setTimeout(open, wait);
      wait = Math.min(2 * wait, RETRY_MAX_MS);
    };
  };
  open();
  return () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    ws?.close();
  };
}
