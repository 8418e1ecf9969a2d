// The Leagues tab in the browser: a league run over the API (accounts, entries, a drawn round robin, results at the
// table, one still unconfirmed, and a fixture played online to its end) shows its list, its table in the order
// the results give, each fixture's state, and the played match's replay link.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import { useHarness } from './use-harness';
import '../server/tiny-ruleset';

let h: Harness;
let page: Page;
useHarness((x, p) => {
  h = x;
  page = p;
});

const jar: Record<string, { cookie: string; csrf: string }> = {};
async function call(who: string, method: string, path: string, body: unknown = method === 'GET' ? undefined : {}) {
  const c = (jar[who] ??= { cookie: '', csrf: '' });
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (c.cookie) headers.cookie = c.cookie;
  if (c.csrf) headers['x-csrf-token'] = c.csrf;
  const res = await fetch(new URL(path, h.url), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const set = res.headers.get('set-cookie');
  if (set) c.cookie = set.split(';')[0];
  const j = (await res.json()) as any;
  if (j?.csrf) c.csrf = j.csrf;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${j.error}`);
  return j;
}

describe('the Leagues tab', () => {
  it('lists the league and shows its table, fixtures and a replay link', async () => {
    for (const n of ['ada', 'bob', 'cy']) await call(n, 'POST', '/api/accounts', { name: n, password: 'correct horse' });
    const l = await call('ada', 'POST', '/api/leagues', { name: 'Browser Cup', game: 'tiny-test', points: 'two-one-zero' });
    const team: Record<string, string> = {};
    for (const n of ['ada', 'bob', 'cy']) team[n] = (await call(n, 'POST', `/api/leagues/${l.id}/entries`, { name: `${n} FC` })).name;
    const drawn = await call('ada', 'POST', `/api/leagues/${l.id}/schedule`);
    const coach = (name: string) => name.split(' ')[0];
    const [first, second, third] = drawn.fixtures;
    // Round 1 at the table, confirmed: home wins 3-0. Round 2 reported, not confirmed. Round 3 online, played out.
    await call(coach(first.home.name), 'POST', `/api/leagues/${l.id}/fixtures/${first.id}/result`, { homeScore: 3, awayScore: 0 });
    await call(coach(first.away.name), 'POST', `/api/leagues/${l.id}/fixtures/${first.id}/result/confirm`);
    await call(coach(second.home.name), 'POST', `/api/leagues/${l.id}/fixtures/${second.id}/result`, { homeScore: 1, awayScore: 1 });
    const online = await call(coach(third.home.name), 'POST', `/api/leagues/${l.id}/fixtures/${third.id}/match`);
    const by: Record<string, string> = { home: coach(third.home.name), away: coach(third.away.name) };
    for (let guard = 0; guard < 500; guard++) {
      const look = await call(by.home, 'GET', `/api/matches/${online.matchId}/play`);
      if (look.status === 'finished') break;
      await call(by[look.pending.seat], 'POST', `/api/matches/${online.matchId}/actions`, { seq: look.steps, actions: [{ type: 'step' }] });
    }

    await page.goto(`${h.url}#/leagues`);
    await page.click(`[data-league="${l.id}"] a`);
    await page.waitForSelector('[aria-label=standings] tbody tr');
    const league = await call('cy', 'GET', `/api/leagues/${l.id}`);
    const rows = await page.$$eval('[aria-label=standings] tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows.map((r) => r[1])).toEqual(league.standings.map((s: any) => s.name));
    expect(rows.map((r) => Number(r[8]))).toEqual(league.standings.map((s: any) => s.points));
    const text = (id: number) => page.textContent(`[data-fixture="${id}"]`);
    expect(await text(first.id)).toContain('3–0');
    expect(await text(second.id)).toContain("1–1, awaiting the opponent's confirmation");
    expect(await page.getAttribute(`[data-fixture="${third.id}"] a`, 'href')).toBe(`#/replay/${online.matchId}`);
    expect(await page.$(`[data-fixture="${first.id}"] a`)).toBeNull();
  });
});
