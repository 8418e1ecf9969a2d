// The "done when" for the other three games: on a phone (390x844, touch) a newcomer plays a whole match of
// dungeon, rush and runeball against the bot by tapping, to its end, takes back a mis-tapped step with Undo, and
// sees a banner for every turnover; the app's record, replayed outside the browser, says which steps had one.
// GAME=rush (etc.) plays one of them; each takes 15-25 s here. Gridiron's is phone-match.slow.test.ts.

import { describe, expect, it } from 'vitest';
import { parseRecord, replay } from '../../src/core/replay';
import { momentsOf } from '../../web/src/moments';
import { seen } from './drive';
import type { Harness } from './harness';
import { GAMES, rushChaser } from './phone-coaches';
import { device, tap } from './tap';
import { useHarness } from './use-harness';

let h: Harness;
useHarness((x) => {
  h = x;
});

const only = process.env.GAME;
/** Seeds whose matches have turnovers to check (rush's chaser drops or fails a pick-up in seed 4's; most of its
 * matches have none, the bot seldom reaching the ball). SEED=... plays another. */
const SEEDS: Record<string, string> = { dungeon: '5', rush: '4', runeball: '5' };

describe('the other games on a phone, whole matches', () => {
  for (const g of GAMES.filter((x) => !only || x.ruleset === only))
    it(`${g.pick}: tapped against the bot to its end, with an undo, every turnover shown`, async () => {
      const t0 = Date.now();
      const { ctx, page } = await device(h.browser);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(h.url);
      await page.tap(`label.pick:has-text("${g.pick}")`);
      await page.selectOption('#opponent', 'bot:random');
      await page.fill('#opt-seed', process.env.SEED ?? SEEDS[g.ruleset] ?? g.seed);
      await page.tap('[data-testid=start]');
      await page.waitForURL(/#\/match\/\d+$/);
      await page.waitForFunction(() => (window as any).turnover?.game);
      await page.evaluate(() => {
        const seenBanners: { kind: string; text: string; step: number }[] = ((window as any).banners = []);
        new MutationObserver((list) => {
          for (const m of list)
            for (const n of m.addedNodes)
              if (n instanceof HTMLElement && n.matches('[data-testid=banner]'))
                seenBanners.push({ kind: n.dataset.kind!, text: n.textContent ?? '', step: (window as any).turnover?.game.step });
        }).observe(document.body, { childList: true, subtree: true });
      });
      await page.tap('[data-testid=pace-fast]');
      const coach: (s: any) => any = g.ruleset === 'rush' ? rushChaser() : g.coach();
      let undone = false;
      let taps = 0;
      for (; taps < 3000; taps++) {
        await page.waitForFunction(() => (window as any).turnover?.game.pending?.seat === 'home' || (window as any).turnover?.game.result, null, { timeout: 60_000 });
        const s = await seen(page);
        if (!s.pending) break;
        const a = coach({ ...s, ball: await page.evaluate(() => (window as any).turnover.view().ball) });
        await tap(page, a);
        // The mis-tap: the first step that leaves the newcomer to act and the Undo button lit is taken back, and the
        // board is as it was; then the same choice is tapped again, so the coach's own count stays true.
        if (!undone && (await seen(page)).pending?.seat === 'home' && (await page.locator('[data-testid=undo]').isEnabled())) {
          undone = true;
          await page.tap('[data-testid=undo]');
          await page.waitForFunction((b) => (window as any).turnover?.game.step === b, s.step);
          expect((await seen(page)).players).toEqual(s.players);
          // A banner of the step taken back belongs to a step the record no longer has.
          await page.evaluate((b) => {
            const all: { step: number }[] = (window as any).banners;
            all.splice(0, all.length, ...all.filter((x) => x.step <= b));
          }, s.step);
          await tap(page, a);
        }
      }
      expect(undone).toBe(true);
      const result = await page.evaluate(() => (window as any).turnover.game.result);
      expect(result).not.toBeNull();

      // The steps that had a turnover, by the record the server keeps, replayed here.
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
        if (momentsOf(g.ruleset, events, game).banner?.kind === 'turnover') turnovers.push(step);
      });
      const banners: { kind: string; text: string; step: number }[] = await page.evaluate(() => (window as any).banners);
      const shown = banners.filter((b) => b.kind === 'turnover');
      expect(turnovers.length).toBeGreaterThan(0);
      expect(shown.map((b) => b.step)).toEqual(turnovers);
      for (const b of shown) expect(b.text).toMatch(/^Turnover\s*\S/);
      console.log(`${g.pick} phone match: ${steps} steps, ${taps} taps, ${turnovers.length} turnovers each shown, ${result.reason}; ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      expect(errors).toEqual([]);
      await ctx.close();
    }, 600_000);
});
