// The "done when": a person picks rush in the app and plays a whole match against the bot, and the record of
// that match replays exactly. Clicked to full time in Chromium by the plain coach of rush-coach.ts (about a minute
// and a half on 2 cores, so it is in the slow suite); the app's record is then replayed by the engine, outside the
// browser, to the same final state.

import { describe, expect, it } from 'vitest';
import { parseRecord, replay } from '../../src/core/replay';
import { publicHash } from '../../src/core/refereed';
import { seen, send } from './drive';
import type { Harness } from './harness';
import { choose } from './rush-coach';
import { useHarness } from './use-harness';
import type { Page } from 'playwright-core';

let h: Harness;
let page: Page;
const consoleErrors: string[] = [];

useHarness((x, p) => {
  h = x;
  page = p;
  p.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())));
});

describe('rush in the browser, a whole match', () => {
  it('plays a whole match against the bot to full time by clicking, and its record replays exactly', async () => {
    await page.goto(h.url);
    await page.click('label.pick:has-text("Rush")');
    await page.selectOption('#opponent', 'bot:random');
    await page.fill('#opt-seed', '8');
    await page.click('[data-testid=start]');
    await page.waitForURL(/#\/match\/\d+$/);
    await page.waitForFunction(() => (window as any).turnover?.game.pending);
    // Home's coach: the formation, then in each rush one Run of a few steps and the rush ended.
    const state = { placed: 2, runs: 2, steps: 0 };
    for (let clicks = 0; clicks < 400; clicks++) {
      await page.waitForFunction(() => (window as any).turnover?.game.pending?.seat === 'home' || (window as any).turnover?.game.result, null, { timeout: 60_000 });
      const s = await seen(page);
      if (!s.pending) break;
      const a = choose(s, state);
      if (a.type === 'run') (state.runs++, (state.steps = 0));
      if (a.type === 'step') state.steps++;
      if (a.type === 'end-rush') state.runs = 2;
      await send(page, a);
    }
    const result = await page.evaluate(() => (window as any).turnover.game.result);
    expect(result).not.toBeNull();
    await page.locator('.decision .final').waitFor();
    expect(await page.locator('.decision .final').textContent()).toMatch(/^Full time\. (.* win|A draw)/);

    // The record the server keeps (stored with every action), once it has the last action: replayed outside the
    // browser, it reaches the same state (replay checks the record's final hash) and the same result.
    const id = page.url().match(/match\/(\d+)$/)![1];
    const steps = await page.evaluate(() => (window as any).turnover.game.step as number);
    let saved: any = null;
    // Bounded by a deadline, not a count of polls (each poll's fetch and pause run long on a loaded machine).
    for (const end = Date.now() + 30_000; saved?.final?.step !== steps && Date.now() < end; ) {
      saved = (await (await fetch(`${h.url}api/matches/${id}`)).json()).record;
      if (saved?.final?.step !== steps) await new Promise((r) => setTimeout(r, 100));
    }
    const again = replay(parseRecord(saved));
    expect(again.game.step).toBe(steps);
    expect(again.game.result).toEqual(result);
    const live = await page.evaluate(() => JSON.parse(JSON.stringify((window as any).turnover.game)));
    // The page's copy of a refereed match holds no seed and no generator (the server rolls): everything else is equal.
    expect(publicHash(again.game)).toBe(publicHash(live));
    expect(consoleErrors).toEqual([]);
  }, 300_000);
});
