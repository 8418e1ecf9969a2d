// The board's pointer gestures, by mouse and by finger. Dragging a path through waypoints: pointer down on the moving player, through a square two steps off, on to one
// two steps aside from there, let go: the player walks that way (not the shortest way), the drawn path re-planned
// leg by leg as the pointer goes, each roll marked. By mouse on a desktop and by finger on a phone (390x844, touch
// events sent as a touch screen sends them). A player's card over the board: the mouse resting on him, or a finger
// held on him (which chooses nothing).

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PROJECT_DIR } from '../../src/server/app';
import { describe, expect, it } from 'vitest';
import { seen, send, near, type Seen } from './drive';
import type { Harness } from './harness';
import { device } from './tap';
import { useHarness } from './use-harness';

let h: Harness;
let desktop: Page;
useHarness((x, p) => {
  h = x;
  desktop = p;
});

/** A hot-seat gridiron match at its first turn, a player free of tackle zones starting a Move. */
async function moving(page: Page): Promise<{ s: Seen; player: string }> {
  await page.goto(h.url);
  await page.click('label.pick:has-text("Gridiron")');
  await page.fill('#opt-seed', '2024');
  await page.click('[data-testid=start]');
  await page.waitForURL(/#\/match\/\d+$/);
  await page.waitForFunction(() => (window as any).turnover?.game.pending);
  const formed = new Set<string>();
  for (let i = 0; i < 40; i++) {
    const d = (await seen(page)).pending!;
    if (d.kind === 'turn') break;
    let a = d.actions[0];
    if (d.kind === 'setup') {
      a = formed.has(d.seat) ? d.actions.find((x) => x.type === 'setup-done')! : d.actions.find((x) => x.type === 'setup-formation')!;
      formed.add(d.seat);
    } else if (d.kind === 'kick') a = d.actions.find((x) => x.y === 7 && (x.x === 4 || x.x === 21)) ?? a;
    await send(page, a);
  }
  const s = await seen(page);
  const mover = s.pending!.actions.find((a) => a.type === 'start-action' && a.action === 'move' && !near(s, a.player as string))!;
  await send(page, mover);
  await page.waitForSelector('svg.board [data-reach]');
  return { s: await seen(page), player: mover.player as string };
}

/** An L of free squares from the player: two steps one way (the waypoint), then two at a right angle (the end). */
async function anL(page: Page, from: { x: number; y: number }): Promise<[number, number][]> {
  const free = new Set(
    await page.evaluate(() => [
      ...[...document.querySelectorAll('svg.board [data-reach][data-rolls="0"]')].map((e) => e.getAttribute('data-reach')!),
      ...[...document.querySelectorAll('svg.board .target.safe')].map((e) => e.getAttribute('data-cell')!),
    ]),
  );
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]])
    for (const [ex, ey] of dx ? [[0, 1], [0, -1]] : [[1, 0], [-1, 0]]) {
      const cells: [number, number][] = [1, 2].map((i) => [from.x + dx * i, from.y + dy * i] as [number, number]);
      cells.push(...[1, 2].map((i) => [from.x + 2 * dx + ex * i, from.y + 2 * dy + ey * i] as [number, number]));
      if (cells.every(([x, y]) => free.has(`${x},${y}`))) return cells;
    }
  throw new Error('no free L from the mover');
}

const centreOf = async (page: Page, x: number, y: number) => {
  const b = (await page.locator(`svg.board .hit polygon[data-x="${x}"][data-y="${y}"]`).boundingBox())!;
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
};

/** After the drag: the player on the L's end, the last four recorded steps being the L's squares in order. */
async function walkedTheL(page: Page, before: number, player: string, cells: [number, number][]) {
  await page.waitForFunction((b) => (window as any).turnover?.game.step === b + 4, before, { timeout: 20_000 });
  const s = await seen(page);
  expect(s.players.find((p) => p.id === player)).toMatchObject({ x: cells[3][0], y: cells[3][1] });
  const steps = await page.evaluate(() => (window as any).turnover.record.actions.slice(-4).map((a: any) => [a.x, a.y]));
  expect(steps).toEqual(cells);
}

describe('dragging a path through waypoints', () => {
  it('by mouse: the path is drawn leg by leg while dragging, and walked as dragged when let go', async () => {
    const { s, player } = await moving(desktop);
    const from = s.players.find((p) => p.id === player)!;
    const cells = await anL(desktop, from);
    const start = await centreOf(desktop, from.x, from.y);
    await desktop.mouse.move(start.x, start.y);
    await desktop.mouse.down();
    for (const [x, y] of cells.slice(0, 2)) {
      const c = await centreOf(desktop, x, y);
      await desktop.mouse.move(c.x, c.y, { steps: 4 });
    }
    // Half way, the drawn path ends on the waypoint.
    await expect.poll(() => desktop.locator('svg.board .path').getAttribute('data-path')).toBe(`${cells[1][0]},${cells[1][1]}`);
    expect(await desktop.locator('svg.board .path').getAttribute('data-steps')).toBe('2');
    for (const [x, y] of cells.slice(2)) {
      const c = await centreOf(desktop, x, y);
      await desktop.mouse.move(c.x, c.y, { steps: 4 });
    }
    await expect.poll(() => desktop.locator('svg.board .path').getAttribute('data-steps')).toBe('4');
    expect(await desktop.textContent('.gameboard .hover')).toMatch(/^4 steps, no roll/);
    await desktop.mouse.up();
    await walkedTheL(desktop, s.step, player, cells);
  });

  it('by finger on a phone: the same drag walks the same way, and the page does not scroll', async () => {
    const { ctx, page } = await device(h.browser);
    const { s, player } = await moving(page);
    const from = s.players.find((p) => p.id === player)!;
    const cells = await anL(page, from);
    // The mover mid-screen, so the whole L is under the finger's reach.
    await page.locator(`svg.board .hit polygon[data-x="${from.x}"][data-y="${from.y}"]`).evaluate((e) => e.scrollIntoView({ block: 'center' }));
    const scrolled = await page.evaluate(() => scrollY);
    const cdp = await ctx.newCDPSession(page);
    const touch = (type: string, p?: { x: number; y: number }) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] } as any);
    let at = await centreOf(page, from.x, from.y);
    await touch('touchStart', at);
    for (const [x, y] of cells) {
      const c = await centreOf(page, x, y);
      for (let i = 1; i <= 4; i++) await touch('touchMove', { x: at.x + ((c.x - at.x) * i) / 4, y: at.y + ((c.y - at.y) * i) / 4 });
      at = c;
    }
    await expect.poll(() => page.locator('svg.board .path').getAttribute('data-steps')).toBe('4');
    await touch('touchEnd');
    await walkedTheL(page, s.step, player, cells);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    await ctx.close();
  });
});

describe("a player's card without choosing him", () => {
  const opponent = (s: Seen) => s.players.find((p) => p.side !== s.pending!.seat && p.place === 'pitch')!;
  const empty = (s: Seen) => {
    for (let x = 0; x < 26; x++) if (!s.players.some((p) => p.x === x && p.y === 0)) return [x, 0];
    throw new Error('no empty square');
  };

  it('shows while the mouse rests on a player, and goes when it leaves him', async () => {
    const { s } = await moving(desktop);
    const him = opponent(s);
    await desktop.hover(`svg.board .hit polygon[data-x="${him.x}"][data-y="${him.y}"]`);
    const card = desktop.locator(`[data-testid=peek-card] [data-testid=player-card][data-player="${him.id}"]`);
    await card.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await card.textContent()).toMatch(/MA\s*\d/);
    const [ex, ey] = empty(s);
    await desktop.hover(`svg.board .hit polygon[data-x="${ex}"][data-y="${ey}"]`);
    await expect.poll(() => desktop.locator('[data-testid=peek-card]').count()).toBe(0);
    expect((await seen(desktop)).step).toBe(s.step);
  });

  it('shows after a long press on a phone, chooses nothing, and goes at the next touch', async () => {
    const { ctx, page } = await device(h.browser);
    const { s } = await moving(page);
    const him = opponent(s);
    const cell = page.locator(`svg.board .hit polygon[data-x="${him.x}"][data-y="${him.y}"]`);
    await cell.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    const cdp = await ctx.newCDPSession(page);
    const at = await centreOf(page, him.x, him.y);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] } as any);
    await page.waitForTimeout(800);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] } as any);
    const card = page.locator(`[data-testid=peek-card] [data-testid=player-card][data-player="${him.id}"]`);
    await card.waitFor({ state: 'visible', timeout: 20_000 });
    if (process.env.TURNOVER_SCREENSHOTS === '1') await page.screenshot({ path: join(PROJECT_DIR, 'docs', 'screenshot-phone-card.png') });
    expect((await seen(page)).step).toBe(s.step);
    expect(await page.locator('.chooser').count()).toBe(0);
    // A short tap is still a tap: it puts the card away.
    const [ex, ey] = empty(s);
    await page.tap(`svg.board .hit polygon[data-x="${ex}"][data-y="${ey}"]`);
    await expect.poll(() => page.locator('[data-testid=peek-card]').count()).toBe(0);
    await ctx.close();
  });
});
