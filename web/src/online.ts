// Online play as the app sees it: who you are (an account, a guest or nobody), the online routes, and the live
// socket that plays a match. The server holds the game and rolls the dice; the app holds only what its seat is
// sent (a view, the legal actions, the events), so it never has the seed.

import { call, setCsrf } from './api';
import type { Action, Event, MatchRecord, Result } from './engine';

export interface Me {
  name: string | null;
  kind: 'account' | 'guest' | null;
  csrf: string | null;
  /** An account's identity as leagues name coaches (`account:<n>`); null for a guest or nobody. */
  id?: string | null;
}

/** What a seat (or a spectator, seat null) is sent of a match as it stands. */
export interface SeatState {
  seat: string | null;
  step: number;
  view: Record<string, unknown>;
  pending: { seat: string; kind: string; prompt: string } | null;
  legal: Action[];
  result: Result | null;
  /** A take-back asked and not yet answered (seats.ts). */
  takeBack?: TakeBack | null;
}

/** A seat's request to take back its last `steps` steps, asked at step count `seq`. */
export interface TakeBack {
  seat: string;
  seq: number;
  steps: number;
}

export interface OnlineMatch extends SeatState {
  id: number;
  title: string;
  ruleset: string;
  status: 'playing' | 'finished';
  steps: number;
  commit: string;
  turnSeconds: number | null;
  taken: Record<string, boolean>;
  record?: MatchRecord & { commit: string };
}

export interface Created extends OnlineMatch {
  invites: Record<string, { token: string; link: string }>;
  spectate: { token: string; link: string };
}

export interface Mine {
  id: number;
  title: string;
  ruleset: string;
  status: 'playing' | 'finished';
  steps: number;
  updated: string;
  result: Result | null;
  seat: string;
  toAct: string | null;
  yourTurn: boolean;
}

/** A match on the open list: its creator waits for any opponent to take `seat`. */
export interface OpenMatch {
  id: number;
  game: string;
  title: string;
  by: string;
  seat: string;
  created: string;
}

const told = (me: Me) => {
  setCsrf(me.csrf);
  return me;
};

export const online = {
  me: () => call<Me>('GET', '/api/session').then(told),
  signUp: (name: string, password: string) => call<Me>('POST', '/api/accounts', { name, password }).then(told),
  signIn: (name: string, password: string) => call<Me>('POST', '/api/session', { name, password }).then(told),
  guest: (name?: string) => call<Me>('POST', '/api/guest', name ? { name } : {}).then(told),
  signOut: () => call('DELETE', '/api/session').then(() => told({ name: null, kind: null, csrf: null })),
  create: (ruleset: string, options: Record<string, unknown>, seat: string, turnSeconds?: number, open?: boolean) =>
    call<Created>('POST', '/api/online', { ruleset, options, seat, ...(turnSeconds ? { turnSeconds } : {}), ...(open ? { open } : {}) }),
  join: async (id: number, invite: string) => {
    const j = await call<OnlineMatch & { guest?: { name: string; csrf: string } }>('POST', `/api/matches/${id}/join`, { invite });
    if (j.guest) setCsrf(j.guest.csrf);
    return j;
  },
  openList: () => call<OpenMatch[]>('GET', '/api/online/open'),
  /** Takes the open seat of match `id` (a guest session made when there is none). */
  take: async (id: number) => {
    const j = await call<OnlineMatch & { guest?: { name: string; csrf: string } }>('POST', `/api/matches/${id}/take`);
    if (j.guest) setCsrf(j.guest.csrf);
    return j;
  },
  play: (id: number, spectate?: string) => call<OnlineMatch>('GET', `/api/matches/${id}/play${spectate ? `?spectate=${encodeURIComponent(spectate)}` : ''}`),
  mine: () => call<Mine[]>('GET', '/api/online/mine'),
  /** The match once over, its record (seed included) revealed. */
  /** Asks the other seat to let this one take back its last `steps` steps (none of which rolled). */
  askTakeBack: (id: number, seq: number, steps: number) => call<{ takeBack: TakeBack }>('POST', `/api/matches/${id}/take-back`, { seq, steps }),
  answerTakeBack: (id: number, seq: number, accept: boolean) => call<unknown>('POST', `/api/matches/${id}/take-back/answer`, { seq, accept }),
  revealed: (id: number) => call<{ record?: MatchRecord & { commit: string } }>('GET', `/api/matches/${id}`),
};

/** One step as the live channel sends it. */
export interface Step {
  seq: number;
  action: Action;
  events: Event[];
}

export interface LiveHandlers {
  step(s: Step): void;
  state(s: SeatState): void;
  /** Caught up to the match as it stands (after every (re)connect). */
  live(seq: number): void;
  error(message: string): void;
  connected(on: boolean): void;
  /** The match went back to step `seq` (a take-back accepted): steps after it are gone; the state follows. */
  back?(seq: number): void;
  /** A take-back asked (or, null, answered); `declined` names the seat whose request was declined. */
  takeBack?(t: TakeBack | null, declined?: string): void;
}

/** Follows a match over its live socket; a dropped connection comes back by itself and resumes from the last step
 * seen (`from=seq`), so nothing is missed or seen twice. */
export function follow(id: number, spectate: string | undefined, h: LiveHandlers) {
  let seq = 0;
  let ws: WebSocket | null = null;
  let stopped = false;
  let wait = 500;
  const open = () => {
    if (stopped) return;
    const url = new URL(`/api/matches/${id}/live`, location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('from', String(seq));
    if (spectate) url.searchParams.set('spectate', spectate);
    const sock = new WebSocket(url);
    ws = sock;
    sock.onmessage = (e) => {
      const m = JSON.parse(String(e.data)) as Record<string, unknown>;
      if (typeof m.seq === 'number' && m.action) {
        if (m.seq <= seq) return;
        seq = m.seq;
        h.step(m as unknown as Step);
      } else if (typeof m.back === 'number') {
        seq = m.back;
        h.back?.(m.back);
      } else if (m.takeBack !== undefined) h.takeBack?.(m.takeBack as TakeBack | null, m.declined as string | undefined);
      else if (m.state) h.state(m.state as SeatState);
      else if (typeof m.live === 'number') {
        wait = 500;
        h.connected(true);
        h.live(m.live);
      } else if (typeof m.error === 'string') h.error(m.error);
    };
    sock.onclose = (e) => {
      if (ws !== sock) return;
      h.connected(false);
      // Refused for good (not yours to watch, no such match): no point knocking again.
      if (e.code === 1008 || stopped) return;
      setTimeout(open, wait);
      wait = Math.min(wait * 2, 10_000);
    };
  };
  open();
  return {
    send(step: number, action: Action) {
      if (!ws || ws.readyState !== WebSocket.OPEN) return false;
      ws.send(JSON.stringify({ seq: step, action }));
      return true;
    },
    /** Drops the connection (as a network would): it comes back by itself. */
    drop() {
      ws?.close();
    },
    stop() {
      stopped = true;
      ws?.close();
    },
  };
}

/** The hex sha256 of a text, as the server computes a commitment. */
export async function sha256(text: string): Promise<string> {
  const d = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(d)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
