// A whole match against the bot with the server's dice (src/server/seats.ts: solo; web/src/refereed.ts): no seed
// given, so the server draws a secret one; the page plays each step with the dice the server sends, the bot is the
// server's, and nothing the page receives holds the seed until the end. At full time "Verify the dice" checks the
// revealed seed against the commitment and every roll shown, and the page's game is the server's (hash without seed).

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Action, Game, MatchRecord } from '../../src/index';
import { publicHash } from '../../src/core/refereed';
import { gameOf } from '../../src/server/referee';
import { seen, send } from './drive';
import type { Harness } from './harness';
import { useHarness } from './use-harness';

let h: Harness;
let page: Page;
useHarness((x, p) => {
  h = x;
  page = p;
});

describe('a match against the bot, refereed by the server', () => {
  it('plays to full time with the server\'s dice, never sees the seed before the end, and verifies', async () => {
    // Everything the page receives: HTTP answers and live-channel frames, in order.
    const received: string[] = [];
    page.on('response', (r) => void (r.url().includes('/api/') && r.text().then((t) => received.push(t), () => {})));
    page.on('websocket', (ws) => ws.on('framereceived', (f) => received.push(String(f.payload))));
    await page.goto(h.url);
    await page.click('label.pick:has-text("Gridiron")');
    const turns = page.locator('#opt-turnsPerHalf');
    if (!(await turns.isVisible())) await page.click('summary:has-text("ptions")').catch(() => {});
    await turns.fill('1');
    await page.selectOption('#opponent', 'bot:random');
    await page.click('[data-testid=start]');
    await page.waitForURL(/#\/match\/\d+$/);
    await page.waitForFunction(() => (window as any).turnover?.game.pending);
    await page.click('[data-testid=pace-fast]');
    const formed = new Set<string>();
    for (let i = 0; i < 200; i++) {
      await page.waitForFunction(() => (window as any).turnover?.game.result || (window as any).turnover?.game.pending?.seat === 'home', null, { timeout: 30_000 });
      const s = await seen(page);
      if (!s.pending || (await page.evaluate(() => !!(window as any).turnover.game.result))) break;
      const d = s.pending;
      let a: Action = d.actions[0];
      if (d.kind === 'setup') {
        a = formed.has(`${d.seat}:${s.step}`) ? d.actions.find((x) => x.type === 'setup-done')! : (d.actions.find((x) => x.type === 'setup-formation') ?? d.actions.find((x) => x.type === 'setup-done')!);
        formed.add(`${d.seat}:${s.step + 1}`);
      } else if (d.kind === 'kick') a = d.actions.find((x) => x.y === 7 && (x.x === 4 || x.x === 21)) ?? a;
      else if (d.kind === 'turn') a = d.actions.find((x) => x.type === 'end-turn') ?? a;
      await send(page, a);
    }
    await page.waitForSelector('.final');
    const game = (await page.evaluate(() => JSON.parse(JSON.stringify((window as any).turnover.game)))) as Game;
    expect(game.result).toBeTruthy();
    // The page's game never held the server's seed: its own is a stand-in, its dice all came from the server.
    expect(game.seed).toBe('refereed');
    const id = await page.evaluate(() => (window as any).turnover.id as number);
    const shown = received.length;

    await page.click('[data-testid=verify]');
    await page.waitForSelector('[data-testid=verified]:text-matches("^(verified|not verified|cannot)")');
    expect(await page.textContent('[data-testid=verified]')).toMatch(/^verified: the seed matches its commitment/);

    const record = (await (await fetch(`${h.url}api/matches/${id}`)).json()).record as MatchRecord;
    expect(String(record.seed)).toMatch(/^sfc32:[0-9a-f]{32}$/);
    // Nothing the page had been sent while the match ran held the seed.
    expect(received.slice(0, shown).some((t) => t.includes(String(record.seed)))).toBe(false);
    // The bot's moves were the server's, and the page's game is the server's.
    expect(record.actions.length).toBe(game.step);
    expect(publicHash(game)).toBe(publicHash(gameOf(record, null)));
  });
});
