// End to end: the built app in Chromium against a real server and a temporary SQLite file, driven by clicks.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  page = await h.page();
}, 180_000);
afterAll(async () => {
  await h?.stop();
});

describe('the gamemaster panel', () => {
  it('resolves a spot rule from its form', async () => {
    await page.goto(`${h.url}#/spot/resistance`);
    await page.fill('#in-active', '12');
    await page.fill('#in-passive', '10');
    await page.click('summary:has-text("Seed and scripted dice")');
    await page.fill('#spot-dice', '37');
    await page.click('[data-testid=roll]');
    const result = page.locator('[data-testid=spot-result]');
    await expect.poll(() => result.count()).toBe(1);
    expect(await result.textContent()).toContain('12 vs 10 = 60%, rolled 37, success');
    expect(await result.locator('.die').textContent()).toBe('37');
  });

  it('steps a round-based rule round by round', async () => {
    await page.goto(`${h.url}#/spot/drowning`);
    await page.fill('#in-con', '12');
    await page.click('[data-testid=roll]');
    await page.click('button:has-text("Roll round 2")');
    await expect.poll(() => page.locator('[data-testid=spot-result]').count()).toBe(2);
    expect(await page.locator('[data-testid=spot-result]').first().textContent()).toContain('round 2');
  });

  it('names a bad input instead of rolling', async () => {
    await page.goto(`${h.url}#/spot/resistance`);
    await page.fill('#in-active', '12');
    await page.fill('#in-passive', '');
    await page.evaluate(() => document.querySelectorAll('input').forEach((i) => (i.required = false)));
    await page.click('[data-testid=roll]');
    expect(await page.locator('.problem').textContent()).toContain('missing --passive');
  });
});
