// Passing on the board: a gridiron thrower holding the ball with team-mates at Quick, Short and Long range and an
// opponent between them. Pointing at a team-mate draws the range bands around the thrower (the pointed one's band
// strongest) and rings the players who could intercept (the engine's own rule); a throw the ball can go uncontested
// rings nobody. Clicking the team-mate's square sends the pass, and the log shows it; the throw buttons are folded
// into "or choose from a list". Then a rush Striker throws at the Strike hex by clicking it. With
// TURNOVER_SCREENSHOTS=1 it writes docs/screenshot-pass.png (1366x768) with a pass pointed at.

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROJECT_DIR } from '../../src/server/app';
import { clickCell, seen, send } from './drive';
import type { Harness } from './harness';
import { useHarness } from './use-harness';

let h: Harness;
let page: Page;
const consoleErrors: string[] = [];

useHarness((x, p) => {
  h = x;
  page = p;
  p.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())));
});

const SHOTS = process.env.TURNOVER_SCREENSHOTS === '1';

/** Starts a hot-seat match from a scenario through the API, as a saved match the app opens. */
async function open(ruleset: string, seed: string, scenario: unknown): Promise<void> {
  if (!page.url().startsWith(h.url)) await page.goto(h.url);
  const id = await page.evaluate(
    async ([rs, sd, sc]) => {
      const record = { format: 'turnover-record/1', ruleset: rs, version: 1, seed: sd, options: { scenario: sc }, actions: [] };
      const res = await fetch('/api/matches', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': (await (await fetch('/api/session')).json()).csrf ?? '' }, body: JSON.stringify({ title: sd, seats: { home: 'human', away: 'human' }, record }) });
      return (await res.json()).id as number;
    },
    [ruleset, seed, scenario] as const,
  );
  await page.goto(`${h.url}#/match/${id}`);
  await page.waitForFunction((sd) => (window as any).turnover?.game.seed === sd && (window as any).turnover?.game.pending, seed);
}

const hover = (x: number, y: number) => page.hover(`svg.board .hit polygon[data-x="${x}"][data-y="${y}"]`);
const line = { ma: 6, st: 3, ag: 3, av: 8 };

describe('passing on the board', () => {
  it('points at team-mates to see the range bands and who could intercept, then passes by clicking one', async () => {
    // Thrower home-1 at (5,7) with the ball; home-2 two squares on (Quick), home-3 five (Short), home-4 nine (Long);
    // away-1 stands on the line to home-3 and home-4, away-2 far off the line.
    const scenario = {
      active: 'home',
      players: [
        { side: 'home', number: 1, ...line, x: 5, y: 7 },
        { side: 'home', number: 2, ...line, x: 7, y: 5 },
        { side: 'home', number: 3, ...line, x: 10, y: 7 },
        { side: 'home', number: 4, ...line, x: 14, y: 7 },
        { side: 'away', number: 1, ...line, x: 8, y: 7 },
        { side: 'away', number: 2, ...line, x: 20, y: 2 },
      ],
      ball: { carrier: 'home-1' },
    };
    await open('gridiron', 'pass', scenario);
    const s = await seen(page);
    await send(page, s.pending!.actions.find((a) => a.type === 'start-action' && a.player === 'home-1' && a.action === 'pass')!);
    const throws = ((await seen(page)).pending!.actions ?? []).filter((a) => a.type === 'throw');
    expect(throws.length).toBeGreaterThan(36);
    // The throws are on the board; their buttons are folded away.
    expect(await page.locator('[data-testid=throw-list]').count()).toBe(1);
    expect(await page.locator('[data-testid=throw-list]').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await page.locator('[data-testid=throw-list] summary').textContent()).toMatch(/^or choose from a list/);

    // Nothing is drawn until a target is pointed at.
    expect(await page.locator('svg.board .throw-layer').count()).toBe(0);
    const bandOf = (x: number, y: number) => throws.find((a) => a.x === x && a.y === y)!.hint as string;
    await hover(7, 5);
    expect(await page.locator('svg.board .throw-layer').getAttribute('data-band')).toBe(bandOf(7, 5).replace(/ \d\+$/, ''));
    expect(await page.locator('svg.board .interceptor').count()).toBe(0);
    await hover(10, 7);
    const layer = page.locator('svg.board .throw-layer');
    expect(await layer.getAttribute('data-throw')).toBe('10,7');
    expect(await layer.getAttribute('data-band')).toBe(bandOf(10, 7).replace(/ \d\+$/, ''));
    // Every throw square is shaded with its band; the pointed band, and only it, drawn strongest.
    const zones = await page.locator('svg.board .throw-zone').evaluateAll((els) => els.map((e) => [e.getAttribute('data-band'), e.classList.contains('this-band'), e.getAttribute('class')!.match(/band-(\d)/)![1]]));
    // (The crowd ring off the 26x15 pitch has no square on the board: those throws are in the list only.)
    expect(zones.length).toBe(throws.filter((a) => (a.x as number) >= 0 && (a.y as number) >= 0 && (a.x as number) < 26 && (a.y as number) < 15).length);
    const bands = [...new Set(zones.map((z) => z[0]))];
    expect(bands.sort()).toEqual(['Long Bomb', 'Long Pass', 'Quick Pass', 'Short Pass']);
    expect(zones.filter((z) => z[1]).every((z) => z[0] === 'Short Pass')).toBe(true);
    // Nearest band first: Quick, Short, Long, Long Bomb in the ruler's order of colours.
    const order = Object.fromEntries(zones.map((z) => [z[0], z[2]]));
    expect(order).toEqual({ 'Quick Pass': '0', 'Short Pass': '1', 'Long Pass': '2', 'Long Bomb': '3' });
    // away-1 stands under the ruler to home-3: ringed and named; away-2 is not.
    expect(await page.locator('svg.board .interceptor').evaluateAll((els) => els.map((e) => e.getAttribute('data-player')))).toEqual(['away-1']);
    expect(await page.textContent('[data-testid=throw-words]')).toMatch(/could be intercepted by/);
    if (SHOTS) await page.screenshot({ path: join(PROJECT_DIR, 'docs', 'screenshot-pass.png') });

    // A click on home-3's square sends the pass to it.
    const lines = await page.locator('.log .line[data-kind=action]').count();
    await clickCell(page, 10, 7);
    await page.waitForFunction(() => (window as any).turnover.record.actions.some((a: any) => a.type === 'throw'));
    // Recorded without its display words.
    expect(await page.evaluate(() => (window as any).turnover.record.actions.find((a: any) => a.type === 'throw'))).toEqual({ type: 'throw', x: 10, y: 7 });
    expect(await page.locator('.log .line[data-kind=action]').count()).toBeGreaterThan(lines);
    expect(await page.locator('.log .line[data-kind=action]').last().textContent()).toMatch(/throw/i);
  });

  it('throws at the rush Strike hex by clicking it', async () => {
    // A Jack of Home on zone 1's Bonus Hex, facing the Strike Hex (25,2) three hexes away, with the ball.
    await open('rush', 'strike', { active: 'home', players: [{ id: 'home-4', x: 22, y: 2, facing: 3 }], ball: { carrier: 'home-4' } });
    await send(page, (await seen(page)).pending!.actions.find((a) => a.type === 'throw' && a.player === 'home-4')!);
    await send(page, (await seen(page)).pending!.actions.find((a) => a.type === 'stop' && a.facing === 3)!);
    const d = (await seen(page)).pending!;
    expect(d.actions.find((a) => a.type === 'throw-at')).toMatchObject({ strike: true, x: 25, y: 2 });
    await hover(25, 2);
    expect(await page.locator('svg.board .throw-layer').getAttribute('data-throw')).toBe('25,2');
    await clickCell(page, 25, 2);
    await page.waitForFunction(() => (window as any).turnover.record.actions.some((a: any) => a.type === 'throw-at'));
    expect(await page.evaluate(() => (window as any).turnover.record.actions.find((a: any) => a.type === 'throw-at'))).toEqual({ type: 'throw-at', strike: true, x: 25, y: 2 });
    expect(await page.locator('.log .line[data-kind=action]').filter({ hasText: /Strike/ }).count()).toBeGreaterThan(0);
  });

  it('logged no console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
