// Runeball in the browser: the hex field, a hot-seat match started from the form, the kick-off answered, players
// moved hex by hex toward the opposition until one can block, the block clicked, then save, reload and resume.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { distance } from '../../src/core/grid/hex';
import type { Action } from '../../src/index';
import { saveReloadResume, seen, send, type Seen } from './drive';
import type { Harness } from './harness';
import { useHarness } from './use-harness';

let h: Harness;
let page: Page;

useHarness((x, p) => {
  h = x;
  page = p;
});

/** How close a hex is to the nearest standing opponent of the seat to act. */
function nearness(s: Seen, x: number, y: number): number {
  const seat = s.pending!.seat;
  const foes = s.players.filter((p) => p.side !== seat && p.place === 'field' && p.x >= 0);
  return Math.min(...foes.map((f) => distance({ x, y }, { x: f.x, y: f.y })));
}

/** The tests' coach: block when it can, else step toward the opposition, else the first choice offered. */
function choose(s: Seen): Action {
  const acts = s.pending!.actions;
  const block = acts.find((a) => a.type === 'block');
  if (block) return block;
  if (s.pending!.kind === 'kick-target') return acts.find((a) => a.x === 9 && a.y === 7) ?? acts[0];
  const moves = acts.filter((a) => a.type === 'move');
  if (moves.length) return moves.reduce((best, a) => (nearness(s, a.x as number, a.y as number) < nearness(s, best.x as number, best.y as number) ? a : best));
  return acts.find((a) => a.type === 'formation' || a.type === 'receive' || a.type === 'activate') ?? acts[0];
}

describe('runeball in the browser', () => {
  let moved = false;
  let blocked = false;

  it('starts a hot-seat match on the hex field', async () => {
    await page.goto(h.url);
    await page.click('label.pick:has-text("Runeball")');
    await page.fill('#opt-seed', '5');
    await page.click('[data-testid=start]');
    await page.waitForURL(/#\/match\/\d+$/);
    await page.waitForFunction(() => (window as any).turnover?.game.pending);
    expect(await page.locator('svg.board .hit polygon').count()).toBe(31 * 15);
    expect(await page.locator('svg.board .post').count()).toBe(2);
  });

  it('moves by clicking hexes and blocks by clicking an opponent', async () => {
    for (let i = 0; i < 150 && !blocked; i++) {
      const s = await seen(page);
      if (!s.pending) break;
      const a = choose(s);
      await send(page, a);
      if (a.type === 'move') moved = true;
      if (a.type === 'block') blocked = true;
    }
    expect(moved).toBe(true);
    expect(blocked).toBe(true);
    expect(await page.locator('.log .line[data-kind=action]').filter({ hasText: /block/ }).count()).toBeGreaterThan(0);
  });

  it('saves, reloads and resumes', async () => {
    const { before, after } = await saveReloadResume(page);
    expect(after.step).toBe(before.step);
    expect(after.players).toEqual(before.players);
    expect(after.pending).toEqual(before.pending);
  });
});
