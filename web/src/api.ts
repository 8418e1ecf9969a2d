// The server's JSON API, as the app calls it. Errors come back as the server's own sentence.

import type { MatchRecord } from '../../src/index';
import type { MatchSummary, Seats, StoredMatch as Stored } from '../../src/api/matches';
import type { EntryPageView, LeadersView, LeagueSummary, LeagueView } from '../../src/api/leagues';
import type { ReportFacts } from './league-view';
import type { LadderSummary, LadderView } from '../../src/api/ladders';

import { isLocal, offlineCall } from './offline';

// The API's own shapes, shared with the server, so client and API cannot drift.
export type { MatchSummary, Seats } from '../../src/api/matches';

/** A stored match as the API sends it: with the reason it cannot be resumed, if it cannot. */
export interface StoredMatch extends Stored {
  problem: string | null;
}

/** The session's CSRF token, which every change must carry once signed in (or a guest): told by the server when the
 * session opens, or read once from GET /api/session. */
let csrf: string | null = null;
let asked: Promise<void> | null = null;
export function setCsrf(token: string | null): void {
  csrf = token;
  asked = Promise.resolve();
}
async function csrfToken(): Promise<string | null> {
  asked ??= fetch('/api/session')
    .then((r) => r.json())
    .then((s: { csrf?: string | null }) => void (csrf = s.csrf ?? null))
    .catch(() => undefined);
  await asked;
  return csrf;
}

export async function call<T>(method: string, path: string, body?: unknown, keepalive = false): Promise<T> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  if (isLocal(path)) return offlineCall(method, path, body) as T;
  const headers: Record<string, string> = {};
  if (method !== 'GET') {
    // The server takes a change only as JSON, body or not (a page from elsewhere cannot send that without asking).
    headers['content-type'] = 'application/json';
    const token = await csrfToken();
    if (token) headers['x-csrf-token'] = token;
  }
  let res: Response;
  try {
    res = await fetch(path, {
    method,
    // Browsers cap a keepalive body at 64 KiB; a longer save goes as an ordinary request.
    keepalive: keepalive && (text?.length ?? 0) < 60_000,
    headers,
    body: text,
    });
  } catch (e) {
    // No server (offline): the match is kept on this device instead (offline.ts).
    if (e instanceof TypeError) return offlineCall(method, path, body) as T;
    throw e;
  }
  const answer = await res.text();
  let json: unknown = null;
  try {
    json = answer ? JSON.parse(answer) : null;
  } catch {
    throw new Error(`the server answered ${res.status} without JSON`);
  }
  // A 409 says the match moved on elsewhere (another tab saved it): the match screen then reloads it (the error's
  // `status` says which answer it was).
  if (!res.ok) throw Object.assign(new Error((json as { error?: string })?.error ?? `the server answered ${res.status}`), { status: res.status });
  return json as T;
}

export const api = {
  list: () => call<MatchSummary[]>('GET', '/api/matches'),
  get: (id: number) => call<StoredMatch>('GET', `/api/matches/${id}`),
  create: (m: { title: string; seats: Seats; record: MatchRecord }) => call<MatchSummary>('POST', '/api/matches', m),
  /** `keepalive` lets the request outlive the page (a save on leaving it). */
  /** `takeBack` (an undo): the record is the stored one, of `seq` steps, less its last actions. */
  save: (id: number, m: { title: string; seats: Seats; record: MatchRecord; seq?: number; takeBack?: boolean }, keepalive = false) =>
    call<MatchSummary>('PUT', `/api/matches/${id}`, m, keepalive),
  remove: (id: number) => call<{ deleted: number }>('DELETE', `/api/matches/${id}`),
  leagues: () => call<LeagueSummary[]>('GET', '/api/leagues'),
  ladders: () => call<LadderSummary[]>('GET', '/api/ladders'),
  ladder: (name: string) => call<LadderView>('GET', `/api/ladders/${encodeURIComponent(name)}`),
  league: (id: number) => call<LeagueView>('GET', `/api/leagues/${id}`),
  leaders: (id: number) => call<LeadersView>('GET', `/api/leagues/${id}/leaders`),
  entry: (league: number, entry: number) => call<EntryPageView>('GET', `/api/leagues/${league}/entries/${entry}`),
  createLeague: (l: NewLeague) => call<LeagueView>('POST', '/api/leagues', l),
  /** `coach`: the commissioner's only: another account's name or `bot:<name>`. */
  enter: (league: number, e: { name: string; team?: unknown; coach?: string }) => call<{ id: number }>('POST', `/api/leagues/${league}/entries`, e),
  /** Draws the schedule (a round robin at once), or the next swiss round, or the playoffs' next ties. */
  nextRound: (league: number) => call<LeagueView>('POST', `/api/leagues/${league}/schedule`),
  startMatch: (league: number, fixture: number) => call<{ matchId: number; link: string }>('POST', `/api/leagues/${league}/fixtures/${fixture}/match`),
  report: (league: number, fixture: number, r: { homeScore: number; awayScore: number; winner?: 'home' | 'away' | null; landslide?: boolean } & Partial<ReportFacts>) =>
    call<LeagueView>('POST', `/api/leagues/${league}/fixtures/${fixture}/result`, r),
  answer: (league: number, fixture: number, verb: 'confirm' | 'reject') => call<LeagueView>('POST', `/api/leagues/${league}/fixtures/${fixture}/result/${verb}`),
  /** One change between matches: an advancement spent, a player hired or fired. */
  changeTeam: (league: number, entry: number, change: TeamChange) => call<{ team: EntryPageView['team']; teamValue: number }>('POST', `/api/leagues/${league}/entries/${entry}/team`, change),
};

export interface NewLeague {
  name: string;
  game: string;
  houseRules?: Record<string, unknown>;
  schedule?: 'round-robin' | 'swiss';
  rounds?: number;
  legs?: number;
  roundDays?: number | null;
  points?: string | { win: number; draw: number; loss: number; landslideWin?: number; landslideLoss?: number };
  tieBreakers?: string[];
  playoffTeams?: number;
}

export type TeamChange =
  | { advance: { player: string; skill?: string; stat?: 'ma' | 'st' | 'ag' | 'av' } }
  | { hire: { position: string; name: string; number?: number } }
  | { fire: { player: string } };
