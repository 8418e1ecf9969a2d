// Seeing what happened, in the browser: a turnover's banner with the game's words (and none when banners are off),
// bots held at step pace until "next", a bot v bot match started from the form and run to its end at fast pace, and
// the replay's scrubber moving to a chosen step.

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PROJECT_DIR } from '../../src/server/app';
import { describe, expect, it } from 'vitest';
import { play, startMatch, type Action, type MatchRecord } from '../../src/index';
import { makeBot } from '../../src/bots/index';
import { momentsOf, type Banner } from '../../web/src/moments';
import { byName } from '../../web/src/moments-ui';
import { send } from './drive';
import type { Harness } from './harness';
import { useHarness } from './use-harness';

let h: Harness;
let page: Page;

useHarness((x, p) => {
  h = x;
  page = p;
});

const step = () => page.evaluate(() => (window as any).turnover.game.step as number);

/** Records in the page, from now on, every knock-down flash and every banner as it comes up: both last a moment (0.8
 * and 2 s), which a loaded machine may let pass between two of the test's looks, so the page keeps them. */
async function recordMoments(): Promise<void> {
  await page.evaluate(() => {
    const seen = { flashes: 0, banners: [] as { kind: string | null; title: string | null; text: string | null; pointerEvents: string }[] };
    (window as any).moments = seen;
    const look = (el: Element) => {
      if (el.matches('[data-testid=banner]')) {
        seen.banners.push({ kind: el.getAttribute('data-kind'), title: el.querySelector('b')?.textContent ?? null, text: el.querySelector('span')?.textContent ?? null, pointerEvents: getComputedStyle(el).pointerEvents });
      }
    };
    new MutationObserver((changes) => {
      for (const c of changes) {
        if (c.type === 'attributes' && (c.target as Element).classList.contains('flash-knock')) seen.flashes++;
        for (const n of c.addedNodes) if (n instanceof Element) [n, ...n.querySelectorAll('[data-testid=banner]')].forEach(look);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
}
const moments = () => page.evaluate(() => (window as any).moments as { flashes: number; banners: { kind: string; title: string; text: string; pointerEvents: string }[] });

/** A seeded gridiron match between two random bots, cut just before the first move that ends in a turnover: the
 * record up to it, that move, and the banner (players by name) it should raise. */
function turnoverAhead(): { record: MatchRecord; action: Action; banner: Banner } {
  for (const seed of ['ui-1', 'ui-2', 'ui-3', 'ui-4']) {
    const m = startMatch('gridiron', { seed });
    const bots: Record<string, ReturnType<typeof makeBot>> = { home: makeBot('random', `${seed}h`), away: makeBot('random', `${seed}a`) };
    for (let n = 0; n < 4000 && m.game.pending; n++) {
      const a = bots[m.game.pending.seat].choose(m.game, m.game.pending);
      const events = play(m, a);
      const { banner } = momentsOf('gridiron', events, m.game);
      if (banner?.kind === 'turnover' && a.type === 'move') {
        return { record: { ...m.record, actions: m.record.actions.slice(0, -1) }, action: a, banner: { ...banner, text: byName('gridiron', banner.text, m.game) } };
      }
    }
  }
  throw new Error('no seed gave a turnover on a move');
}

async function create(record: MatchRecord, seats: Record<string, string>, title: string): Promise<number> {
  const res = await fetch(`${h.url}api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title, seats, record }) });
  return ((await res.json()) as { id: number }).id;
}

async function open(id: number): Promise<void> {
  await page.goto(`${h.url}#/match/${id}`);
  // The handle names its match: after a hash change the old screen's handle can still be there for a moment.
  await page.waitForFunction((n) => (window as any).turnover?.id === n && document.querySelector('.decision'), id);
}

describe('seeing what happened', () => {
  const ahead = turnoverAhead();
  let watched = 0;

  it("shows a turnover's banner over the board with the game's words, without blocking the board", async () => {
    const id = await create(ahead.record, { home: 'human', away: 'human' }, 'turnover ahead');
    await open(id);
    await page.waitForFunction(() => (window as any).turnover?.game.pending);
    expect(await page.locator('[data-testid=banner]').count()).toBe(0);
    await recordMoments();
    await send(page, ahead.action);
    // The failed move knocked the mover down: its cell flashes.
    await page.waitForFunction(() => (window as any).moments.flashes > 0, null, { timeout: 20_000 });
    await page.waitForFunction(() => (window as any).moments.banners.length > 0, null, { timeout: 20_000 });
    const [shown, ...more] = (await moments()).banners;
    expect(more).toEqual([]);
    expect(shown).toEqual({ kind: 'turnover', title: 'Turnover', text: ahead.banner.text, pointerEvents: 'none' }); // clicks go through to the board
    if (process.env.TURNOVER_SCREENSHOTS === '1') await page.screenshot({ path: join(PROJECT_DIR, 'docs', 'screenshot-banner.png') });
    // Then it goes (after two seconds: how long is the app's to say, BANNER_MS, not the test's to time).
    await page.locator('[data-testid=banner]').waitFor({ state: 'detached', timeout: 20_000 });
  });

  it('shows no banner once banners are switched off in the settings, which the browser keeps', async () => {
    await page.click('[data-testid=settings]');
    await page.uncheck('[data-testid=set-banners]');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('turnover.ui')!).banners)).toBe(false);
    const id = await create(ahead.record, { home: 'human', away: 'human' }, 'turnover ahead, quietly');
    await page.reload();
    await open(id);
    const before = await page.locator('.log .line').count();
    await recordMoments();
    await send(page, ahead.action);
    // The turnover happened (the log grew with it, the cell flashed: the step's moments were shown, a banner's
    // turn came and went), but no banner came up at any time.
    expect(await page.locator('.log .line').count()).toBeGreaterThan(before);
    await page.waitForFunction(() => (window as any).moments.flashes > 0, null, { timeout: 20_000 });
    expect((await moments()).banners).toEqual([]);
    expect(await page.locator('[data-testid=banner]').count()).toBe(0);
    await page.click('[data-testid=settings]');
    await page.check('[data-testid=set-banners]');
  });

  it('at step pace, a bot waits for "next" before each move', async () => {
    if (!(await page.locator('[data-testid=set-pace]').isVisible())) await page.click('[data-testid=settings]');
    await page.selectOption('[data-testid=set-pace]', 'step');
    const m = startMatch('rush', { seed: 'pace' });
    const id = await create(m.record, { home: 'bot:random', away: 'bot:random' }, 'bots at step pace');
    await open(id);
    // The page says the bot is held (its "next" is up) before the test watches it not move: the pause then gives a
    // bot that wrongly played on time to show it, and a slow page cannot pass it by not having started yet.
    await page.waitForSelector('[data-testid=bot-next]', { timeout: 20_000 });
    const start = await step();
    await page.waitForTimeout(1500);
    expect(await step()).toBe(start);
    await page.click('[data-testid=bot-next]');
    await page.waitForFunction((s) => (window as any).turnover?.game.step === s + 1, start);
    await page.waitForTimeout(800);
    expect(await step()).toBe(start + 1);
    await page.click('[data-testid=bot-next]');
    await page.waitForFunction((s) => (window as any).turnover?.game.step === s + 2, start);
    // Skipping lets them play on without "next".
    await page.click('[data-testid=skip]');
    await page.waitForFunction((s) => (window as any).turnover?.game.step > s + 10, start, { timeout: 20_000 });
  });

  it('plays a bot v bot rush match, started from the form, to its end at fast pace', async () => {
    await page.goto(h.url);
    await page.click('label.pick:has-text("Rush")');
    await page.selectOption('#opponent', 'bot:random');
    await page.selectOption('#mine', 'bot:random');
    await page.click('[data-testid=start]');
    await page.waitForURL(/#\/match\/\d+$/);
    watched = Number(page.url().split('/').pop());
    await page.waitForSelector('[data-testid=pace-fast]');
    expect(await page.textContent('[data-testid=skip]')).toBe('skip to the end');
    await page.click('[data-testid=pace-fast]');
    await page.waitForFunction(() => (window as any).turnover?.game.result, undefined, { timeout: 180_000 });
    expect(await page.textContent('.decision .final')).toMatch(/Full time/);
    // The record is saved with the result, for the list and the replay.
    await page.click('[data-testid=save]');
    await page.waitForSelector('[data-testid=save]:text-is("Saved")');
  }, 240_000);

  it("moves the replay to the step chosen on the scrubber and shows that step's event", async () => {
    await page.goto(`${h.url}#/replay/${watched}`);
    await page.waitForSelector('[data-testid=step]');
    const total = Number(/of (\d+)/.exec((await page.textContent('[data-testid=step]'))!)![1]);
    expect(total).toBeGreaterThan(20);
    const chosen = Math.floor(total / 2);
    await page.locator('input.scrub').evaluate((el, v) => {
      const input = el as HTMLInputElement;
      input.value = String(v);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, chosen);
    expect(await page.textContent('[data-testid=step]')).toBe(`step ${chosen} of ${total}`);
    expect(await page.inputValue('input.scrub')).toBe(String(chosen));
    // The step's event is the one the log marks as now.
    const said = (await page.textContent('[data-testid=step-event]'))!.trim();
    expect(said.length).toBeGreaterThan(3);
    const act = (await page.locator('.log .line.now[data-kind=action]').textContent())!;
    const seat = (await page.locator('.log .line.now[data-kind=action] b').textContent())!;
    const moment = /^(Strike!|Turnover|Knocked out|Killed|Out of play|Sudden death|Match over)/.test(said);
    if (!moment) expect(said).toContain(`${seat}: ${act.slice(seat.length).trim()}`);
  });
});
