// Online play between browsers: two browser contexts (two people, each with their own cookies) play a gridiron
// match made on the Online screen, the second by its invite link, a third watches by the spectator link. Every move
// goes through the server's referee over the live socket; the pages never hold the seed. One player's connection
// drops and comes back, one closes the page and opens it again days later as it were, an out-of-turn move is
// refused by the server, and rush, the dungeon and runeball each start online and take a move. With
// TURNOVER_SCREENSHOTS=1 it writes docs/screenshot-online.png.

import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/index';
import { PROJECT_DIR } from '../../src/server/app';
import { seen, send } from './drive';
import type { Harness } from './harness';
import { useHarness } from './use-harness';

const SHOTS = process.env.TURNOVER_SCREENSHOTS === '1';

let h: Harness;
let host: Page;
const errors: string[] = [];

useHarness((x, p) => {
  h = x;
  host = p;
});

/** A second person: a browser context of their own (cookies apart), and its pages. */
async function person(): Promise<{ ctx: BrowserContext; page: () => Promise<Page> }> {
  const ctx = await h.browser.newContext({ viewport: { width: 1366, height: 768 } });
  return {
    ctx,
    page: async () => {
      const p = await ctx.newPage();
      p.on('pageerror', (e) => errors.push(e.message));
      return p;
    },
  };
}

const ready = (p: Page, step = 0) => p.waitForFunction((s) => (window as any).turnover?.online && (window as any).turnover.game.step >= s && (window as any).turnover.connected, step, { timeout: 30_000 });
const stepOf = (p: Page) => p.evaluate(() => (window as any).turnover.game.step as number);
const pendingSeat = (p: Page) => p.evaluate(() => (window as any).turnover.game.pending?.seat as string | undefined);

/** The host's account, made the first time a test needs it. */
async function signedUp(): Promise<void> {
  await host.goto(`${h.url}#/online`);
  await host.waitForSelector('[data-testid=signed-in], [data-testid=sign-up]');
  if (await host.locator('[data-testid=signed-in]').count()) return;
  await host.fill('#acct-name', 'host-e2e');
  await host.fill('#acct-password', 'correct horse battery');
  await host.click('[data-testid=sign-up]');
  await host.waitForSelector('[data-testid=signed-in]');
}

/** Makes an online match of `game` on the Online screen, as whoever `page` is signed in as; its invite and
 * spectator links. */
async function makeMatch(page: Page, game: string): Promise<{ invites: Record<string, string>; spectate: string; id: number }> {
  await page.goto(`${h.url}#/online`);
  await page.click(`label.pick:has-text("${game}")`);
  await page.click('[data-testid=create-online]');
  await page.waitForSelector('[data-testid=invites]');
  const invites: Record<string, string> = {};
  for (const el of await page.locator('[data-testid^=invite-]').all()) invites[(await el.getAttribute('data-testid'))!.slice(7)] = await el.inputValue();
  const spectate = await page.locator('[data-testid=spectate-link]').inputValue();
  const id = Number(/#\/watch\/(\d+)\//.exec(spectate)![1]);
  return { invites, spectate, id };
}

/** The action the tests' coach picks for gridiron's opening decisions. */
function opening(d: { kind: string; seat: string; actions: Action[] }, formed: Set<string>): Action {
  if (d.kind === 'setup') {
    const a = formed.has(d.seat) ? d.actions.find((x) => x.type === 'setup-done')! : d.actions.find((x) => x.type === 'setup-formation')!;
    formed.add(d.seat);
    return a;
  }
  if (d.kind === 'kick') return d.actions.find((x) => x.y === 7 && (x.x === 4 || x.x === 21)) ?? d.actions[0];
  return d.actions.find((a) => a.type === 'end-turn') ?? d.actions[0];
}

describe('online play in the browser', () => {
  it('two people play gridiron by an invite link, watched, with a drop, a reopened page and a refused move', async () => {
    // The host signs up; the match is made with an invite for away and a spectator link.
    await signedUp();
    const { invites, spectate, id } = await makeMatch(host, 'Gridiron');
    expect(Object.keys(invites)).toEqual(['away']);
    await host.click('[data-testid=open-online]');
    await ready(host);

    // Away: another browser, no account, opens the link and is a guest in the away seat.
    const friend = await person();
    let away = await friend.page();
    await away.goto(invites.away);
    await away.waitForURL(new RegExp(`#/online/${id}$`));
    await ready(away);
    expect(await away.evaluate(() => (window as any).turnover.seat)).toBe('away');

    const fan = await person();
    const watcher = await fan.page();
    await watcher.goto(spectate);
    await ready(watcher);
    expect(await watcher.evaluate(() => (window as any).turnover.seat)).toBeNull();
    await watcher.waitForSelector('[data-testid=online-status]:has-text("Watching")');

    // Nothing any page was sent holds the seed: each page's handle has only its view.
    for (const p of [host, away, watcher]) expect(await p.evaluate(() => JSON.stringify((window as any).turnover.view()))).not.toMatch(/"seed"|"rng"|sfc32/);

    // Out of turn: whoever is not to act forces a move onto the socket; the server refuses it.
    const first = await pendingSeat(host);
    const idle = first === 'home' ? away : host;
    const someAction = (await seen(first === 'home' ? host : away)).pending!.actions[0];
    await idle.evaluate((a: unknown) => (window as any).turnover.force(a), someAction as unknown);
    await idle.waitForSelector('[data-testid=online-error]');
    expect(await idle.locator('[data-testid=online-error]').textContent()).toMatch(/it is not your seat's decision/);
    expect(await stepOf(host)).toBe(0);

    // Play by clicking, each on their own page, until a few turns in; everyone sees every step.
    const pages = () => ({ home: host, away });
    const formed = new Set<string>();
    let turns = 0;
    for (let i = 0; i < 80 && turns < 4; i++) {
      const seat = (await pendingSeat(host))!;
      const mover = pages()[seat as 'home' | 'away'];
      const s = await seen(mover);
      expect(s.pending!.actions.length).toBeGreaterThan(0);
      if (s.pending!.kind === 'turn') turns++;
      const chosen = opening(s.pending as any, formed);
      await send(mover, chosen).catch(async (e) => {
        const err = await mover.locator('[data-testid=online-error]').textContent().catch(() => null);
        await mover.screenshot({ path: '/tmp/online-fail.png' });
        throw new Error(`step ${s.step} (${i}), ${s.pending!.kind} ${JSON.stringify(chosen)}: ${err} ${e.message}`);
      });
      const step = s.step + 1;
      await Promise.all([host, away, watcher].map((p) => ready(p, step)));

      if (i === 3) {
        // Away's connection drops (as a network would); it comes back from the last step it saw.
        // Seen inside the page, by polls that run before the page's half-second wait to reconnect can end: a poll
        // from here could miss the whole time it was down on a loaded machine.
        await away.evaluate(async () => {
          (window as any).turnover.drop();
          for (const end = Date.now() + 20_000; (window as any).turnover.connected && Date.now() < end; ) await new Promise((r) => setTimeout(r, 0));
          if ((window as any).turnover.connected) throw new Error('the connection never dropped');
        });
        await ready(away, step);
      }
      if (i === 6) {
        // Away closes the page and opens the match again later: the same seat, the match as it stands.
        await away.close();
        away = await friend.page();
        await away.goto(`${h.url}#/online/${id}`);
        await ready(away, step);
        expect(await away.evaluate(() => (window as any).turnover.seat)).toBe('away');
      }
    }
    expect(turns).toBeGreaterThanOrEqual(2);
    const [a, b, c] = await Promise.all([host, away, watcher].map((p) => seen(p)));
    expect(b.step).toBe(a.step);
    expect(c.step).toBe(a.step);
    expect(c.players).toEqual(a.players);
    expect(await watcher.locator('.log .line[data-kind=roll]').count()).toBeGreaterThan(0);

    // Whoever waits is told it is their turn: the header's badge, the match list, the tab's title.
    const toAct = (await pendingSeat(host)) === 'home' ? host : away;
    await expect.poll(() => toAct.title()).toMatch(/^Your turn/);
    if (SHOTS) await toAct.screenshot({ path: join(PROJECT_DIR, 'docs', 'screenshot-online.png') });
    await toAct.goto(`${h.url}#/online`);
    await toAct.waitForSelector('[data-testid=turn-badge]');
    await toAct.waitForSelector(`tr[data-online="${id}"] [data-testid=your-turn-badge]`);

    await friend.ctx.close();
    await fan.ctx.close();
  }, 240_000);

  it('plays a one-turn-a-half gridiron match to full time, and both players verify the dice', async () => {
    await signedUp();
    await host.goto(`${h.url}#/online`);
    await host.click('label.pick:has-text("Gridiron")');
    await host.fill('#opt-turnsPerHalf', '1');
    await host.click('[data-testid=create-online]');
    await host.waitForSelector('[data-testid=invites]');
    const link = await host.locator('[data-testid=invite-away]').inputValue();
    await host.click('[data-testid=open-online]');
    await ready(host);
    const friend = await person();
    const away = await friend.page();
    await away.goto(link);
    await ready(away);
    const formed = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const seat = await pendingSeat(host);
      if (!seat) break;
      const mover = seat === 'home' ? host : away;
      const s = await seen(mover);
      // Setting up again for the second half (or after a score): each team forms anew.
      if (s.pending!.kind === 'setup' && !s.pending!.actions.some((a) => a.type === 'setup-done')) formed.delete(seat);
      await send(mover, opening(s.pending as any, formed));
      await ready(host, s.step + 1);
    }
    expect(await pendingSeat(host)).toBeUndefined();
    for (const p of [host, away]) {
      await p.waitForSelector('.final:has-text("Full time")');
      await p.click('[data-testid=verify]');
      await p.waitForSelector('[data-testid=verified]:has-text("verified:")');
      expect(await p.locator('[data-testid=verified]').textContent()).toMatch(/^verified: the seed matches its commitment and all \d+ steps re-play, every roll as shown$/);
    }
    await friend.ctx.close();
  }, 240_000);

  for (const game of ['Rush', 'Dungeonbowl', 'Runeball']) {
    it(`${game} starts online and takes a move`, async () => {
      await signedUp();
      const { invites, id } = await makeMatch(host, game);
      await host.click('[data-testid=open-online]');
      await ready(host);
      const seats: Record<string, Page> = { [(await host.evaluate(() => (window as any).turnover.seat)) as string]: host };
      const others = await person();
      for (const [seat, link] of Object.entries(invites)) {
        const p = await others.page();
        await p.goto(link);
        await p.waitForURL(new RegExp(`#/online/${id}$`));
        await ready(p);
        seats[seat] = p;
      }
      const mover = seats[(await pendingSeat(host))!];
      const s = await seen(mover);
      await send(mover, s.pending!.actions[0]);
      for (const p of Object.values(seats)) await ready(p, s.step + 1);
      await others.ctx.close();
    }, 120_000);
  }

  it('a match for any opponent is on the open list, where another browser takes the seat with Play and moves', async () => {
    await signedUp();
    await host.goto(`${h.url}#/online`);
    await host.click('label.pick:has-text("Rush")');
    await host.check('[data-testid=any-opponent]');
    await host.click('[data-testid=create-online]');
    await host.waitForSelector('[data-testid=invites]');
    const id = Number(/#\/watch\/(\d+)\//.exec(await host.locator('[data-testid=spectate-link]').inputValue())![1]);
    await host.click('[data-testid=open-online]');
    await ready(host);

    // Someone with no account and no link: the Online screen lists the match, and Play takes the seat.
    const stranger = await person();
    const other = await stranger.page();
    await other.goto(`${h.url}#/online`);
    await other.click(`[data-testid=take-${id}]`);
    await other.waitForURL(new RegExp(`#/online/${id}$`));
    await ready(other);
    const seat = (await other.evaluate(() => (window as any).turnover.seat)) as string;
    expect(seat).not.toBe(await host.evaluate(() => (window as any).turnover.seat));
    const seats: Record<string, Page> = { [seat]: other, [(await host.evaluate(() => (window as any).turnover.seat)) as string]: host };
    // The taker moves when it is theirs to (else the host first, then the taker).
    let takerMoved = false;
    for (let i = 0; i < 10 && !takerMoved; i++) {
      const mover = seats[(await pendingSeat(host))!];
      const s = await seen(mover);
      await send(mover, s.pending!.actions[0]);
      await Promise.all([host, other].map((p) => ready(p, s.step + 1)));
      takerMoved = mover === other;
    }
    expect(takerMoved).toBe(true);
    await stranger.ctx.close();
  }, 120_000);

  it('a signed-in player\'s hot-seat match still saves: every change carries the session\'s CSRF token', async () => {
    await signedUp();
    await host.goto(h.url);
    await host.click('label.pick:has-text("Rush")');
    await host.click('[data-testid=start]');
    await host.waitForURL(/#\/match\/\d+$/);
    await host.waitForFunction(() => (window as any).turnover?.game.pending);
    const s = await seen(host);
    await send(host, s.pending!.actions[0]);
    await host.click('[data-testid=save]');
    await host.waitForSelector('[data-testid=save]:text-is("Saved")');
  });

  it('threw nothing in any page', () => {
    expect(errors).toEqual([]);
  });
});
