// Two tabs on one match stay in step: the second follows the first live (the server's channel, src/server/live.ts)
// instead of overwriting it; each plays the other's moves as they are stored; and when both play the same step
// different ways, the one stored first wins and the other tab loads it again, saying so.

import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seen, send } from './drive';
import type { Harness } from './harness';
import { useHarness } from './use-harness';

let h: Harness;
let ctx: BrowserContext | undefined;
let a: Page;
let b: Page;
useHarness((x) => {
  h = x;
});

/** Two tabs of one browser (one context: they share storage and can hear each other). */
async function tabs(): Promise<void> {
  if (ctx) return;
  ctx = await h.browser.newContext({ viewport: { width: 1366, height: 768 } });
  a = await ctx.newPage();
  b = await ctx.newPage();
}

const stepOf = (p: Page) => p.evaluate(() => (window as any).turnover?.game.step as number);
const follows = (p: Page, step: number) => p.waitForFunction((s) => (window as any).turnover?.game.step === s, step, { timeout: 20_000 });
const logText = (p: Page) => p.locator('.log').textContent();

describe('two tabs on one match', () => {
  it('the second follows the first live, and the first the second', async () => {
    await tabs();
    await a.goto(h.url);
    await a.click('label.pick:has-text("Gridiron")');
    await a.fill('#opt-seed', '77');
    await a.click('[data-testid=start]');
    await a.waitForURL(/#\/match\/\d+$/);
    await a.waitForFunction(() => (window as any).turnover?.game.pending);
    await b.goto(a.url());
    await b.waitForFunction(() => (window as any).turnover?.game.pending);
    // A plays the toss and the choice; B, touching nothing, shows each step, its log the same.
    for (let i = 0; i < 2; i++) {
      await send(a, (await seen(a)).pending!.actions[0]);
      await a.click('[data-testid=save]');
      await follows(b, await stepOf(a));
    }
    expect(await logText(b)).toBe(await logText(a));
    // And the other way round, B's move saved by itself a moment later.
    const before = await stepOf(b);
    await send(b, (await seen(b)).pending!.actions[0]);
    await follows(a, before + 1);
    expect((await seen(a)).players).toEqual((await seen(b)).players);
    expect(await logText(a)).toBe(await logText(b));
  });

  it('when both play the same step differently, the stored one wins and the other tab loads it again', async () => {
    const s = await seen(a);
    expect(await stepOf(b)).toBe(s.step);
    const [one, two] = s.pending!.actions.filter((x) => x.type === 'setup-formation');
    expect(two).toBeTruthy();
    // B's action is held back on its way to the referee until A's different move is stored: the order forced, not
    // left to a pause that a loaded machine may outlast. (The steps are asked as the match's player, from A: the
    // server shows them, never the seed, to no one else while it runs.)
    const id = await a.evaluate(() => (window as any).turnover.id);
    const storedSteps = () => a.evaluate(async (n) => (await (await fetch(`/api/matches/${n}/play`)).json()).solo.actions.length as number, id);
    await b.route('**/api/matches/*/actions', async (r) => {
      if (r.request().method() === 'POST') {
        for (const end = Date.now() + 30_000; (await storedSteps()) <= s.step && Date.now() < end; ) await new Promise((ok) => setTimeout(ok, 50));
      }
      await r.continue().catch(() => {});
    });
    // B's move waits for the referee's answer before it shows: B clicks, and while its action is on its way A plays.
    const sentByB = b.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/actions'));
    const late = send(b, one);
    await sentByB;
    await send(a, two);
    await a.click('[data-testid=save]');
    await b.waitForSelector('[data-testid=resynced]', { timeout: 20_000 });
    expect(await b.textContent('[data-testid=resynced]')).toMatch(/another tab/);
    const name = String(two.name);
    await b.waitForFunction((n: string) => (window as any).turnover?.record.actions.at(-1)?.name === n, name, { timeout: 20_000 });
    expect(await stepOf(b)).toBe(s.step + 1);
    await late;
    await b.unroute('**/api/matches/*/actions');
    // Still in step afterwards: A's next move reaches B.
    await send(a, (await seen(a)).pending!.actions.find((x) => x.type === 'setup-done')!);
    await a.click('[data-testid=save]');
    await follows(b, s.step + 2);
    // The server kept A's record: B never overwrote it.
    const stored = await a.evaluate(async (n) => (await (await fetch(`/api/matches/${n}/play`)).json()).solo, id);
    expect(stored.actions.length).toBe(s.step + 2);
    expect(stored.actions[s.step]).toMatchObject({ name: two.name });
  });

  it('against the bot, the follower does not race the leader with its own bot: neither tab has to load again', async () => {
    await tabs();
    await a.goto(h.url);
    await a.click('label.pick:has-text("Gridiron")');
    await a.selectOption('#opponent', 'bot:random');
    await a.fill('#opt-seed', '31');
    await a.click('[data-testid=start]');
    await a.waitForURL(/#\/match\/\d+$/);
    await a.waitForFunction(() => (window as any).turnover?.game.pending);
    // What the follower saves: nothing, as its bot never plays (the leader's moves all come on the channel).
    let saves = 0;
    b.on('request', (r) => void (r.method() === 'PUT' && saves++));
    await b.goto(a.url());
    await b.waitForFunction(() => (window as any).turnover?.game.pending);
    for (const p of [a, b]) await p.click('[data-testid=pace-fast]');
    const formed = new Set<string>();
    for (let i = 0; i < 7; i++) {
      await a.waitForFunction(() => (window as any).turnover?.game.pending?.seat === 'home', null, { timeout: 30_000 });
      const d = (await seen(a)).pending!;
      let x = d.actions[0];
      if (d.kind === 'setup') x = formed.has(d.seat) ? d.actions.find((y) => y.type === 'setup-done')! : d.actions.find((y) => y.type === 'setup-formation')!, formed.add(d.seat);
      else if (d.kind === 'kick') x = d.actions.find((y) => y.y === 7 && (y.x === 4 || y.x === 21)) ?? x;
      else if (d.kind === 'turn') x = d.actions.find((y) => y.type === 'end-turn') ?? x;
      await send(a, x);
    }
    await a.waitForFunction(() => (window as any).turnover?.game.pending?.seat === 'home', null, { timeout: 30_000 });
    await follows(b, await stepOf(a));
    expect(await a.locator('[data-testid=resynced]').count()).toBe(0);
    expect(await b.locator('[data-testid=resynced]').count()).toBe(0);
    expect(saves).toBe(0);
    expect(await b.evaluate(() => JSON.stringify((window as any).turnover.record.actions))).toBe(await a.evaluate(() => JSON.stringify((window as any).turnover.record.actions)));
  });
});
