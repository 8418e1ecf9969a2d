// The "done when", on a phone: a newcomer plays a whole gridiron match against the bot at 390x844 by
// tapping (the board's cells, the decision's buttons, End turn), takes back a mis-tapped step with Undo, and sees a
// banner for every turnover of the match; the app's record, replayed outside the browser, says which steps had one.
// With TURNOVER_SCREENSHOTS=1 it writes docs/screenshot-phone-turnover.png (the first turnover's banner).

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_DIR } from '../../src/server/app';
import { parseRecord, replay } from '../../src/core/replay';
import { momentsOf } from '../../web/src/moments';
import { seen } from './drive';
import type { Harness } from './harness';
import { device, newcomer, tap } from './tap';
import { useHarness } from './use-harness';

const SHOTS = process.env.TURNOVER_SCREENSHOTS === '1';
let h: Harness;
useHarness((x) => {
  h = x;
});

describe('gridiron on a phone, a whole match', () => {
  it('is played by tapping against the bot to full time, with an undo, every turnover shown', async () => {
    const { ctx, page } = await device(h.browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(h.url);
    await page.tap('label.pick:has-text("Gridiron")');
    await page.selectOption('#opponent', 'bot:random');
    await page.fill('#opt-seed', '2024');
    await page.tap('[data-testid=start]');
    await page.waitForURL(/#\/match\/\d+$/);
    await page.waitForFunction(() => (window as any).turnover?.game);
    // Every banner the screen puts up, as it comes (each is a new element).
    await page.evaluate(() => {
      const seenBanners: { kind: string; text: string; step: number }[] = ((window as any).banners = []);
      new MutationObserver((list) => {
        for (const m of list)
          for (const n of m.addedNodes)
            if (n instanceof HTMLElement && n.matches('[data-testid=banner]'))
              seenBanners.push({ kind: n.dataset.kind!, text: n.textContent ?? '', step: (window as any).turnover?.game.step });
      }).observe(document.body, { childList: true, subtree: true });
    });
    // Bots at fast pace (the setting is kept): the newcomer taps it once.
    await page.tap('[data-testid=pace-fast]');
    const mine = { turn: '', acted: false, formed: false, turns: 0, steps: 0 };
    let undone = false;
    let shot = false;
    for (let taps = 0; taps < 3000; taps++) {
      await page.waitForFunction(() => (window as any).turnover?.game.pending?.seat === 'home' || (window as any).turnover?.game.result, null, { timeout: 120_000 });
      const s = await seen(page);
      if (!s.pending) break;
      if (SHOTS && !shot && (await page.locator('[data-testid=banner][data-kind=turnover]').count())) {
        shot = true;
        await page.waitForTimeout(400); // the banner's entrance played out
        await page.screenshot({ path: join(PROJECT_DIR, 'docs', 'screenshot-phone-turnover.png') });
      }
      const a = newcomer(s, s.pending, mine);
      await tap(page, a);
      // The mis-tap: the first free step of the match is taken back, and the player stands where he stood.
      if (!undone && a.type === 'move' && !a.hint) {
        const after = await seen(page);
        if (after.pending?.seat === 'home') {
          undone = true;
          await page.tap('[data-testid=undo]');
          await page.waitForFunction((b) => (window as any).turnover?.game.step === b, s.step);
          expect((await seen(page)).players).toEqual(s.players);
        }
      }
    }
    expect(undone).toBe(true);
    // Eight turns a half, two halves: every one of the newcomer's turns was played.
    expect(mine.turns).toBeGreaterThanOrEqual(16);
    const result = await page.evaluate(() => (window as any).turnover.game.result);
    expect(result).not.toBeNull();
    await page.locator('.decision .final').waitFor();
    expect(await page.locator('.decision .final').textContent()).toMatch(/^Full time\./);

    // The steps that had a turnover, by the record the server keeps (saved after every action), replayed here.
    const id = await page.evaluate(() => (window as any).turnover.id);
    const steps = await page.evaluate(() => (window as any).turnover.game.step as number);
    let saved: any = null;
    // Bounded by a deadline, not a count of polls (each poll's fetch and pause run long on a loaded machine).
    for (const end = Date.now() + 30_000; saved?.final?.step !== steps && Date.now() < end; ) {
      saved = (await (await fetch(`${h.url}api/matches/${id}`)).json()).record;
      if (saved?.final?.step !== steps) await new Promise((r) => setTimeout(r, 100));
    }
    const turnovers: number[] = [];
    replay(parseRecord(saved), (step, events, game) => {
      if (momentsOf('gridiron', events, game).banner?.kind === 'turnover') turnovers.push(step);
    });
    const banners: { kind: string; text: string; step: number }[] = await page.evaluate(() => (window as any).banners);
    const shown = banners.filter((b) => b.kind === 'turnover');
    expect(turnovers.length).toBeGreaterThan(0);
    expect(shown.map((b) => b.step)).toEqual(turnovers);
    for (const b of shown) expect(b.text).toMatch(/^Turnover\s*\S/);
    console.log(`phone match: ${steps} steps, ${mine.turns} turns tapped, ${turnovers.length} turnovers, each shown`);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 1_200_000);
});
