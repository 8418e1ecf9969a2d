// Matches kept on this device when the server cannot be reached (the app installed and offline): the engine runs in
// the page, so hot seat and vs bot need the server only to store the record. Offline matches get negative ids, so
// they never meet the server's, and stay here (listed on the home screen) until deleted.

import type { MatchRecord } from '../../src/index';
import type { MatchSummary, Seats, StoredMatch } from '../../src/api/matches';

const KEY = 'turnover-offline-matches';

interface Shelf {
  next: number;
  matches: Record<string, StoredMatch>;
}

function read(): Shelf {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '') as Shelf;
  } catch {
    return { next: -1, matches: {} };
  }
}

const write = (s: Shelf) => localStorage.setItem(KEY, JSON.stringify(s));

function summary(m: StoredMatch): MatchSummary {
  const { record: _, ...rest } = m;
  return rest;
}

type Body = { title: string; seats: Seats; record: MatchRecord; seq?: number; takeBack?: boolean };

/** Whether a path names a match kept here. */
export const isLocal = (path: string) => /^\/api\/matches\/-\d+$/.test(path);

/** Answers an API call from this device's shelf, as the server would. */
export function offlineCall(method: string, path: string, body?: unknown): unknown {
  const s = read();
  const id = Number(/\/api\/matches\/(-?\d+)$/.exec(path)?.[1]);
  const now = new Date().toISOString();
  if (method === 'GET' && path === '/api/matches') return Object.values(s.matches).map(summary);
  if (method === 'POST' && path === '/api/matches') {
    const b = body as Body;
    const m: StoredMatch = { id: s.next, ruleset: b.record.ruleset, title: b.title, status: b.record.final?.result ? 'finished' : 'playing', steps: b.record.actions.length, seats: b.seats, result: b.record.final?.result ?? null, created: now, updated: now, record: b.record };
    s.matches[m.id] = m;
    s.next -= 1;
    write(s);
    return summary(m);
  }
  const m = s.matches[id];
  if (!m) throw new Error(`match ${id} is not on this device, and the server cannot be reached`);
  if (method === 'GET') return { ...m, problem: null };
  if (method === 'DELETE') {
    delete s.matches[id];
    write(s);
    return { deleted: 1 };
  }
  if (method === 'PUT') {
    const b = body as Body;
    Object.assign(m, { title: b.title, seats: b.seats, record: b.record, steps: b.record.actions.length, result: b.record.final?.result ?? null, status: b.record.final?.result ? 'finished' : 'playing', updated: now });
    write(s);
    return summary(m);
  }
  throw new Error(`${method} ${path} cannot be answered offline`);
}
