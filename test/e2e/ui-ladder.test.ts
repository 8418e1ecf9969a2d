// The ladder page in the browser: a ladder kept by `turnover ladder` (a SQLite file with three rounds of results,
// stored as its workers store them) is listed on the Leagues tab; its page shows the Glicko-2 table with intervals
// in the API's order and the rating chart, one line per bot, the winner's line ending highest. With
// TURNOVER_SCREENSHOTS=1 it writes docs/screenshot-ladder.png.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureOf, roundSize, type LadderSpec } from '../../src/ladder/ladder';
import { sqliteStore } from '../../src/ladder/sqlite-store';
import { PROJECT_DIR } from '../../src/server/app';
import { startHarness, type Harness } from './harness';

const dir = mkdtempSync(join(tmpdir(), 'turnover-ladder-ui-'));
const ladderFile = join(dir, 'ladder.sqlite');
let h: Harness;
let page: Page;
beforeAll(async () => {
  h = await startHarness({ ladderFile });
  page = await h.page();
}, 180_000);
afterAll(async () => {
  await h?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const spec: LadderSpec = {
  name: 'five bots',
  ruleset: 'gridiron',
  options: {},
  entries: ['search', 'scripted', 'random-kind', 'random', 'idle'].map((name, i) => ({ name, bot: i === 4 ? 'random' : name })),
  seed: 1,
  maxActions: 1000,
};

describe('the ladder page', () => {
  it('shows the table with intervals and a line per bot in the rating chart', async () => {
    const store = sqliteStore(ladderFile);
    await store.saveLadder(spec);
    const total = 3 * roundSize(spec);
    await store.extend(spec, total);
    // The lower index wins, but one upset a round keeps the table honest.
    for (let n = 0; n < total; n++) {
      const f = fixtureOf(spec, n);
      const upset = n % 7 === 0;
      const winner = (f.home < f.away) !== upset ? 0 : 1;
      const play = (await store.begin(spec.name, n, 'w1'))!;
      await store.finish(play, spec.name, n, { n, winner, score: winner === 0 ? [2, 1] : [1, 2], reason: 'score', record: { stub: true } as never });
    }
    await store.close();

    await page.goto(`${h.url}#/leagues`);
    await page.click('[data-ladder="five bots"] a');
    await page.waitForSelector('[aria-label=ladder] tbody tr');
    const view = await page.evaluate(async () => (await fetch('/api/ladders/five%20bots')).json());
    const rows = await page.$$eval('[aria-label=ladder] tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim())));
    expect(rows.map((r) => r[1])).toEqual(view.table.map((t: any) => t.name));
    expect(rows.map((r) => r[2])).toEqual(view.table.map((t: any) => `${Math.round(t.rating)} ± ${Math.round(t.interval)}`));
    expect(rows[0][1]).toBe('search');
    const lines = await page.$$eval('.ladder-chart polyline', (ls) => ls.map((l) => [l.getAttribute('data-line'), l.getAttribute('points')!.split(' ').length, Number(l.getAttribute('points')!.split(' ').at(-1)!.split(',')[1])] as const));
    expect(lines).toHaveLength(5);
    expect(lines.every(([, n]) => n === 4)).toBe(true);
    const lastY: Record<string, number> = Object.fromEntries(lines.map(([name, , y]) => [name, y]));
    expect(Math.min(...Object.values(lastY))).toBe(lastY.search);
    if (process.env.TURNOVER_SCREENSHOTS === '1') {
      await page.screenshot({ path: join(PROJECT_DIR, 'docs', 'screenshot-ladder.png'), fullPage: true });
    }
  });
});
