// The server's JSON API, as the app calls it. Errors come back as the server's own sentence.

import type { MatchRecord, Result } from '../../src/index';

export type Seats = Record<string, string>;

export interface MatchSummary {
  id: number;
  ruleset: string;
  title: string;
  status: 'playing' | 'finished';
  steps: number;
  seats: Seats;
  result: Result | null;
  created: string;
  updated: string;
}

export interface StoredMatch extends MatchSummary {
  record: MatchRecord | string;
  problem: string | null;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    throw new Error(`the server answered ${res.status} without JSON`);
  }
  if (!res.ok) throw new Error((json as { error?: string })?.error ?? `the server answered ${res.status}`);
  return json as T;
}

export const api = {
  list: () => call<MatchSummary[]>('GET', '/api/matches'),
  get: (id: number) => call<StoredMatch>('GET', `/api/matches/${id}`),
  create: (m: { title: string; seats: Seats; record: MatchRecord }) => call<MatchSummary>('POST', '/api/matches', m),
  save: (id: number, m: { title: string; seats: Seats; record: MatchRecord }) => call<MatchSummary>('PUT', `/api/matches/${id}`, m),
  remove: (id: number) => call<{ deleted: number }>('DELETE', `/api/matches/${id}`),
};
