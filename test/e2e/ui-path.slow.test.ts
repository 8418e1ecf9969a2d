// Moving and deciding in the browser: gridiron against the bot, a player moved four squares in one click along a path
// that rolls nothing (four steps in the log), a path through a tackle zone with its roll marker, a step taken back
// by Undo and Undo refused after a dodge, End turn asking first; then a rush model running along a path too.
// With TURNOVER_SCREENSHOTS=1 it writes docs/screenshot-path.png (1366x768) with a path shown.

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/index';
import { PROJECT_DIR } from '../../src/server/app';
import { clickCell, saveReloadResume, seen, send, near } from './drive';
import { choose } from './rush-coach';
import type { Harness } from './harness';
import { useHarness } from './use-harness';

let h: Harness;
let page: Page;

useHarness((x, p) => {
  h = x;
  page = p;
});

const stepNow = () => page.evaluate(() => (window as any).turnover.game.step as number);
const actionLines = () => page.locator('.log .line[data-kind=action]').count();
const hoverText = async (k: string) => {
  await page.hover(`svg.board .hit polygon[data-x="${k.split(',')[0]}"][data-y="${k.split(',')[1]}"]`);
  return (await page.textContent('.gameboard .hover')) ?? '';
};

/** Plays the human's decisions (set-up, kick) until the human's first turn, waiting for the bot in between. */
async function toHumanTurn(seat: string): Promise<void> {
  const formed = new Set<string>();
  for (let i = 0; i < 80; i++) {
    await page.waitForFunction((st) => (window as any).turnover?.game.pending?.seat === st, seat, { timeout: 60_000 });
    const s = await seen(page);
    const d = s.pending!;
    if (d.kind === 'turn') return;
    let a: Action = d.actions[0];
    if (d.kind === 'setup') {
      a = formed.has(d.seat) ? d.actions.find((x) => x.type === 'setup-done')! : d.actions.find((x) => x.type === 'setup-formation')!;
      formed.add(d.seat);
    } else if (d.kind === 'kick') a = d.actions.find((x) => x.y === 7 && (x.x === 4 || x.x === 21)) ?? d.actions[0];
    await send(page, a);
  }
  throw new Error('never reached the human turn');
}

describe('moving and deciding: gridiron against the bot', () => {
  it('moves a player four squares in one click, the log showing four steps', async () => {
    await page.goto(h.url);
    await page.click('label.pick:has-text("Gridiron")');
    await page.fill('#opt-seed', '2024');
    await page.selectOption('#opponent', 'bot:random');
    await page.click('[data-testid=start]');
    await page.waitForURL(/#\/match\/\d+$/);
    await toHumanTurn('home');
    const s = await seen(page);
    const mover = s.pending!.actions.find((a) => a.type === 'start-action' && a.action === 'move' && !near(s, a.player as string))!;
    // Select the player by clicking it, then its Move.
    await send(page, mover);
    await page.waitForSelector('svg.board [data-reach]');
    expect(await page.locator('[data-testid=reach-legend]').count()).toBe(1);
    const from = (await seen(page)).players.find((p) => p.id === mover.player)!;
    const free = await page.locator('svg.board [data-reach][data-rolls="0"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-reach')!));
    const four = free.filter((k) => {
      const [x, y] = k.split(',').map(Number);
      return Math.max(Math.abs(x - from.x), Math.abs(y - from.y)) === 4;
    });
    let target = '';
    for (const k of four) if (/^4 steps, no roll/.test(await hoverText(k))) (target = k);
    expect(target).not.toBe('');
    expect(await page.locator('svg.board .path .path-line').count()).toBe(1);
    const lines = await actionLines();
    const before = await stepNow();
    const [tx, ty] = target.split(',').map(Number);
    await clickCell(page, tx, ty);
    await page.waitForFunction((b) => (window as any).turnover?.game.step === b + 4, before, { timeout: 20_000 });
    const moved = (await seen(page)).players.find((p) => p.id === mover.player)!;
    expect([moved.x, moved.y]).toEqual([tx, ty]);
    expect((await actionLines()) - lines).toBe(4);
    expect(await page.locator('.log .line[data-kind=action]').filter({ hasText: /move/ }).count()).toBeGreaterThanOrEqual(4);

    // The server holds the four steps before any is taken back.
    await page.click('[data-testid=save]');
    await page.waitForSelector('[data-testid=save]:text-is("Saved")');
    // Undo takes back the last step: the player stands on the square before.
    expect(await page.isEnabled('[data-testid=undo]')).toBe(true);
    await page.click('[data-testid=undo]');
    await page.waitForFunction((b) => (window as any).turnover?.game.step === b + 3, before);
    const back = (await seen(page)).players.find((p) => p.id === mover.player)!;
    expect(Math.max(Math.abs(back.x - tx), Math.abs(back.y - ty))).toBe(1);
    expect((await actionLines()) - lines).toBe(3);
    // Ctrl+Z does the same.
    await page.keyboard.press('Control+z');
    await page.waitForFunction((b) => (window as any).turnover?.game.step === b + 2, before);
    // The shorter record replaces the stored one: a reload resumes two steps back.
    const { before: was, after } = await saveReloadResume(page);
    expect(after.step).toBe(before + 2);
    expect(after.players).toEqual(was.players);
    expect(await actionLines()).toBe(after.step);
    await page.waitForSelector('svg.board [data-reach]');
  });

  it('shows a path through a tackle zone with a marker on its rolled square', async () => {
    const risky = await page.locator('svg.board [data-reach]:not([data-rolls="0"])').evaluateAll((els) => els.map((e) => e.getAttribute('data-reach')!));
    expect(risky.length).toBeGreaterThan(0);
    let dodge = '';
    for (const k of risky.slice(0, 60)) {
      if (/dodge/.test(await hoverText(k))) {
        dodge = k;
        break;
      }
    }
    expect(dodge).not.toBe('');
    expect(await page.locator('svg.board .path .roll-mark').count()).toBeGreaterThan(0);
    expect(await page.locator('svg.board .path .roll-mark title').first().textContent()).toMatch(/dodge \d\+/);
    if (process.env.TURNOVER_SCREENSHOTS === '1') await page.screenshot({ path: join(PROJECT_DIR, 'docs', 'screenshot-path.png') });
  });

  it('asks before ending the turn while players could still act', async () => {
    await send(page, (await seen(page)).pending!.actions.find((a) => a.type === 'end-action')!);
    const s = await seen(page);
    expect(s.pending!.kind).toBe('turn');
    await page.click('[data-testid=end-turn]');
    expect(await page.textContent('[data-testid=end-confirm]')).toMatch(/could still act/);
    await page.click('[data-testid=end-cancel]');
    expect(await stepNow()).toBe(s.step);
    expect(await page.locator('[data-testid=end-confirm]').count()).toBe(0);
    // The button is not among the step and player buttons: it sits in its own row.
    expect(await page.locator('.decision .end-turn [data-testid=end-turn]').count()).toBe(1);
    expect(await page.locator('.decision .buttons [data-action=end-turn]').count()).toBe(0);
  });

  it('refuses to undo past a dodge roll', async () => {
    let s = await seen(page);
    const marked = s.pending!.actions.find((a) => a.type === 'start-action' && a.action === 'move' && near(s, a.player as string));
    expect(marked).toBeTruthy();
    await send(page, marked!);
    s = await seen(page);
    const dodge = s.pending!.actions.find((a) => a.type === 'move' && typeof a.hint === 'string' && /dodge/.test(a.hint))!;
    expect(dodge).toBeTruthy();
    const before = s.step;
    await send(page, dodge);
    // Whether the dodge worked or not, it rolled: nothing before it comes back.
    expect(await page.locator('.log .line[data-kind=roll]').last().textContent()).toMatch(/dodge/i);
    expect(await page.isDisabled('[data-testid=undo]')).toBe(true);
    await page.keyboard.press('Control+z');
    expect(await stepNow()).toBeGreaterThan(before);
  });
});

describe('moving by path in rush (hot seat)', () => {
  it('runs a model several hexes in one click', async () => {
    await page.goto(h.url);
    await page.click('label.pick:has-text("Rush")');
    await page.fill('#opt-seed', '3');
    await page.click('[data-testid=start]');
    await page.waitForURL(/#\/match\/\d+$/);
    await page.waitForFunction(() => (window as any).turnover?.game.pending);
    const state = { placed: 0, runs: 0, steps: 0 };
    for (let i = 0; i < 40; i++) {
      const s = await seen(page);
      if (s.pending!.kind === 'move') break;
      const a = choose(s, state);
      if (a.type === 'place') state.placed++;
      await send(page, a);
    }
    expect((await seen(page)).pending!.kind).toBe('move');
    await page.waitForSelector('svg.board [data-reach]');
    const cells = await page.locator('svg.board [data-reach][data-rolls="0"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-reach')!));
    let target = '';
    let steps = 0;
    for (const k of cells) {
      const m = /^(\d+) steps, no roll/.exec(await hoverText(k));
      if (m && Number(m[1]) >= 2) {
        target = k;
        steps = Number(m[1]);
        break;
      }
    }
    expect(target).not.toBe('');
    const before = await stepNow();
    const [x, y] = target.split(',').map(Number);
    await clickCell(page, x, y);
    await page.waitForFunction((b) => (window as any).turnover?.game.step === b[0] + b[1], [before, steps], { timeout: 20_000 });
    const pos = await page.evaluate(() => {
      const v = (window as any).turnover.view();
      return v.players.filter((p: any) => p.at === 'pitch').map((p: any) => `${p.x},${p.y}`);
    });
    expect(pos).toContain(target);
  });
});
