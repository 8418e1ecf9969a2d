// Gridiron in the browser: a hot-seat match started from the form, set up and kicked off by clicking, a move and a
// block by clicking the pitch, the block's decisions answered, then save, reload, resume, and a replay stepped.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/index';
import { saveReloadResume, seen, send, near } from './drive';
import type { Harness } from './harness';
import { useHarness } from './use-harness';

let h: Harness;
let page: Page;
let matchUrl = '';

useHarness((x, p) => {
  h = x;
  page = p;
});

describe('gridiron in the browser', () => {
  it('starts a hot-seat match from the form and plays to the first turn by clicking', async () => {
    await page.goto(h.url);
    await page.click('label.pick:has-text("Gridiron")');
    await page.selectOption('#opt-home', 'human');
    await page.selectOption('#opt-away', 'orc');
    await page.fill('#opt-seed', '2024');
    await page.click('[data-testid=start]');
    await page.waitForURL(/#\/match\/\d+$/);
    matchUrl = page.url();
    await page.waitForFunction(() => (window as any).turnover?.game.pending);
    const formed = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const s = await seen(page);
      const d = s.pending!;
      if (d.kind === 'turn') break;
      let a: Action = d.actions[0];
      if (d.kind === 'setup') {
        a = formed.has(d.seat) ? d.actions.find((x) => x.type === 'setup-done')! : d.actions.find((x) => x.type === 'setup-formation')!;
        formed.add(d.seat);
      } else if (d.kind === 'kick') {
        // Deep in the receiving half, away from the sidelines.
        a = d.actions.find((x) => x.y === 7 && (x.x === 4 || x.x === 21)) ?? d.actions[0];
      }
      await send(page, a);
    }
    const s = await seen(page);
    expect(s.pending?.kind).toBe('turn');
    expect(await page.locator('svg.board .piece').count()).toBeGreaterThanOrEqual(22);
    expect(await page.locator('.log .line[data-kind=roll]').count()).toBeGreaterThan(3);
  });

  it('moves a player by clicking a highlighted square', async () => {
    let s = await seen(page);
    const seat = s.pending!.seat;
    const mover = s.pending!.actions.find((a) => a.type === 'start-action' && a.action === 'move' && !near(s, a.player as string))!;
    expect(mover).toBeTruthy();
    await send(page, mover);
    s = await seen(page);
    const step = s.pending!.actions.find((a) => a.type === 'move' && !a.hint)!;
    expect(await page.locator('svg.board .target').count()).toBeGreaterThan(0);
    await send(page, step);
    s = await seen(page);
    const moved = s.players.find((p) => p.id === mover.player)!;
    expect([moved.x, moved.y]).toEqual([step.x, step.y]);
    const done = s.pending!.actions.find((a) => a.type === 'end-action');
    if (done && s.pending!.seat === seat) await send(page, done);
  });

  it('blocks by clicking the opponent and answers the block decisions', async () => {
    let s = await seen(page);
    const blocker = s.pending!.actions.find((a) => a.type === 'start-action' && a.action === 'block')!;
    expect(blocker).toBeTruthy();
    await send(page, blocker);
    s = await seen(page);
    const block = s.pending!.actions.find((a) => a.type === 'block')!;
    await send(page, block);
    const answered: string[] = [];
    for (let i = 0; i < 12; i++) {
      s = await seen(page);
      if (!s.pending || s.pending.kind === 'turn' || s.pending.kind === 'action') break;
      answered.push(s.pending.kind);
      await send(page, s.pending.actions[0]);
    }
    expect(answered.length).toBeGreaterThan(0);
    const log = await page.locator('.log [data-rule="gridiron.block"]').last().textContent();
    expect(log).toMatch(/Block/);
  });

  it('saves, reloads the page and resumes where it was', async () => {
    const { before, after } = await saveReloadResume(page);
    expect(after.step).toBe(before.step);
    expect(after.players).toEqual(before.players);
    expect(after.pending).toEqual(before.pending);
    expect(await page.locator('.log .line[data-kind=action]').count()).toBe(before.step);
  });

  it('steps through the replay', async () => {
    const id = matchUrl.split('/').pop();
    await page.goto(h.url);
    await page.click(`tr[data-match="${id}"] a:has-text("Replay")`);
    await page.waitForSelector('[data-testid=step]');
    const total = Number(/of (\d+)/.exec((await page.textContent('[data-testid=step]'))!)![1]);
    expect(total).toBeGreaterThan(10);
    for (let i = 0; i < 3; i++) await page.click('[data-testid=next]');
    expect(await page.textContent('[data-testid=step]')).toBe(`step 3 of ${total}`);
    expect(await page.locator('.log .line.now').count()).toBeGreaterThan(0);
    // Event by event: one line at a time, the board moving on at each new step.
    await page.click('[data-testid=by-event]');
    const lines = await page.locator('.log .line').count();
    await page.click('[data-testid=next]');
    await page.click('[data-testid=next]');
    expect(await page.locator('.log .line').count()).toBe(lines + 2);
    expect(await page.locator('.log .line.now').count()).toBe(1);
    expect(await page.textContent('[data-testid=event]')).toMatch(/line \d+ of \d+/);
    await page.click('[data-testid=prev]');
    expect(await page.locator('.log .line').count()).toBe(lines + 1);
    await page.click('[data-testid=by-step]');
    await page.click('button[title="last step"]');
    expect(await page.textContent('[data-testid=step]')).toBe(`step ${total} of ${total}`);
    expect(await page.locator('svg.board .piece').count()).toBeGreaterThanOrEqual(22);
  });
});

describe('gridiron against a bot', () => {
  it('lets the bot answer its own decisions', async () => {
    await page.goto(h.url);
    await page.click('label.pick:has-text("Gridiron")');
    await page.fill('#opt-seed', '77');
    await page.selectOption('#opponent', 'bot:random');
    await page.click('[data-testid=start]');
    await page.waitForURL(/#\/match\/\d+$/);
    // The away coach calls the toss: the bot does it without a click.
    await page.waitForFunction(() => (window as any).turnover?.game.step >= 1, undefined, { timeout: 20_000 });
    expect(await page.locator('.log .line[data-kind=action]').first().textContent()).toMatch(/^away/i);
    const s = await seen(page);
    expect(s.pending?.seat === 'home' || s.step >= 1).toBe(true);
  });
});
