// The other three games on a phone (390x844, touch) against the bot, a few turns each, every decision tapped:
// the board's cells, the players, the decision's buttons. The whole gridiron match is in phone-match.slow.test.ts.

import { describe, expect, it } from 'vitest';
import { seen } from './drive';
import type { Harness } from './harness';
import { GAMES } from './phone-coaches';
import { device, tap } from './tap';
import { useHarness } from './use-harness';

let h: Harness;
useHarness((x) => {
  h = x;
});

describe('the other games on a phone, by tapping against the bot', () => {
  for (const g of GAMES)
    it(`${g.pick}: a few turns tapped, the bot playing between them`, async () => {
      const { ctx, page } = await device(h.browser);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(h.url);
      await page.tap(`label.pick:has-text("${g.pick}")`);
      await page.selectOption('#opponent', 'bot:random');
      await page.fill('#opt-seed', g.seed);
      await page.tap('[data-testid=start]');
      await page.waitForURL(/#\/match\/\d+$/);
      await page.waitForFunction(() => (window as any).turnover?.game);
      await page.tap('[data-testid=pace-fast]');
      const coach = g.coach();
      // The bot's stretches between the person's taps: five make a few turns each way (set-ups and kick-offs count too).
      // Counted from one decision of the person's to the next (each tap is one step): more steps between them were
      // the bot's. (The server plays the bot: its moves may be in before the tap's own answer, so the step right
      // after a tap is no mark.)
      let last = -1;
      let botStretches = 0;
      let taps = 0;
      for (; taps < 120 && botStretches < 5; taps++) {
        await page.waitForFunction(() => (window as any).turnover?.game.pending?.seat === 'home' || (window as any).turnover?.game.result, null, { timeout: 30_000 });
        const s = await seen(page);
        if (!s.pending) break;
        if (last >= 0 && s.step > last + 1) botStretches++;
        last = s.step;
        await tap(page, coach(s));
      }
      expect(botStretches).toBe(5);
      expect(errors).toEqual([]);
      console.log(`${g.pick} on a phone: ${taps} decisions tapped`);
      await ctx.close();
    }, 60_000);
});
