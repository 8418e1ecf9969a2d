// Playing on a phone: a touch screen of 390x844, and sending an action by tapping what a thumb would tap.

import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Action } from '../../src/index';
import { keyOf, seen } from './drive';

export const PHONE = { width: 390, height: 844 };

export async function device(browser: Browser, size: { width: number; height: number } = PHONE, touch = true): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ viewport: size, hasTouch: touch, isMobile: touch, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  page.on('dialog', (d) => void d.accept());
  return { ctx, page };
}

/** Taps what sends `a`, as a thumb would: its cell (after its player's), else its player then its button, else its
 * button (End turn confirmed when it asks); waits for the game to move on. */
export async function tap(page: Page, a: Action): Promise<void> {
  const s = await seen(page);
  const cell = (x: number, y: number) => page.tap(`svg.board .hit polygon[data-x="${x}"][data-y="${y}"]`);
  const player = (id: unknown) => s.players.find((p) => p.id === String(id) && p.x >= 0 && (p.place === 'pitch' || p.place === 'field'));
  const button = page.locator(`.decision button.act[data-key="${keyOf(a)}"]`).first();
  const moved = () => page.evaluate((b) => (window as any).turnover.game.step > b, s.step);
  if (typeof a.x === 'number' && typeof a.y === 'number' && a.x >= 0) {
    const p = player(a.player);
    if (p) await cell(p.x, p.y);
    await cell(a.x, a.y);
  } else if (player(a.player ?? a.target)) {
    const p = player(a.player ?? a.target)!;
    await cell(p.x, p.y);
  }
  if (!(await moved())) {
    if (await button.count()) await button.tap();
    else if (a.type === 'end-turn' || a.type === 'end-rush') await page.tap('[data-testid=end-turn]');
    else await page.locator(`.decision [data-key="${keyOf(a)}"]`).first().tap();
    const yes = page.locator('[data-testid=end-yes]');
    if (!(await moved()) && (await yes.count())) await yes.tap();
  }
  await page.waitForFunction((b) => (window as any).turnover?.game.step > b, s.step, { timeout: 10_000 });
}
