// The luck report in the replay, in the browser: a stored gridiron record whose dice are scripted (a dodge failed
// and re-rolled, then a GFI failed), opened in the replay, "Luck" pressed: the figures shown are luck()'s, worked
// out here in Node from the same record, and the unluckiest roll's step link moves the replay there.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { luck } from '../../src/core/luck';
import { finishRecord, play, startMatch } from '../../src/index';
import type { Harness } from './harness';
import { useHarness } from './use-harness';

let h: Harness;
let page: Page;
useHarness((x, p) => {
  h = x;
  page = p;
});

// home-1 (AG 3, MA 1) dodges from away-1's zone (3+: scripted 2, re-rolled 4), then goes for it (2+: scripted 1).
const scenario = {
  end: 'turn',
  rerolls: { home: 1 },
  dice: [2, 4, 1, 3, 3],
  players: [
    { side: 'home', number: 1, ma: 1, st: 3, ag: 3, av: 8, x: 5, y: 5 },
    { side: 'away', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 6, y: 6 },
  ],
};

describe('the luck report in the replay', () => {
  it("shows each coach's index and the unluckiest rolls as luck() reports them", async () => {
    const m = startMatch('gridiron', { seed: 'luck', scenario } as never);
    for (const a of [
      { type: 'start-action', player: 'home-1', action: 'move' },
      { type: 'move', x: 4, y: 4 },
      { type: 'reroll', use: 'team' },
      { type: 'move', x: 3, y: 3 },
    ]) play(m, a);
    const record = finishRecord(m);
    const want = luck(record);
    const res = await fetch(`${h.url}api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'luck', record }) });
    const id = (await res.json()).id as number;
    await page.goto(`${h.url}#/replay/${id}`);
    await page.click('[data-testid=luck-toggle]');
    await page.waitForSelector('[data-testid=luck-home]', { timeout: 20_000 });
    const home = want.coaches.home;
    expect(await page.textContent('[data-testid=luck-home]')).toContain(`index ${home.index.toFixed(0)} · ${home.successes} of ${home.rolls} tests made`);
    expect(await page.textContent('[data-testid=luck-home]')).toContain(`turnovers ${home.turnovers!.actual} (${home.turnovers!.expected.toFixed(1)} expected)`);
    const rows = await page.locator('[data-testid=luck-rolls] tbody tr').allTextContents();
    expect(rows).toHaveLength(want.unluckiest.length);
    expect(rows[0]).toContain('gfi (2+)');
    expect(rows[0]).toContain('83%');
    expect(await page.locator('svg.luck-chart polyline').count()).toBe(2);
    await page.click('[data-testid=luck-rolls] tbody tr:first-child button');
    await page.waitForFunction((s) => document.querySelector('[data-testid=step]')?.textContent?.startsWith(`step ${s} of`), want.unluckiest[0].step, { timeout: 20_000 });
    if (process.env.TURNOVER_SCREENSHOTS) await page.screenshot({ path: 'docs/screenshot-luck.png' });
  }, 120_000);
});
