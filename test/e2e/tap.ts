// Playing on a phone: a touch screen of 390x844, and sending an action by tapping what a thumb would tap.

import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Action, Decision } from '../../src/index';
import { keyOf, seen, type Seen } from './drive';

export const PHONE = { width: 390, height: 844 };

export async function device(browser: Browser, size: { width: number; height: number } = PHONE, touch = true): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ viewport: size, hasTouch: touch, isMobile: touch, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  page.on('dialog', (d) => void d.accept());
  return { ctx, page };
}

/** Taps what sends `a`, as a thumb would: its cell (after its player's), else its player then its button, else its
 * button (End turn confirmed when it asks); waits for the game to move on. */
export async function tap(page: Page, a: Action): Promise<void> {
  const s = await seen(page);
  const cell = (x: number, y: number) => page.tap(`svg.board .hit polygon[data-x="${x}"][data-y="${y}"]`);
  const player = (id: unknown) => s.players.find((p) => p.id === String(id) && p.x >= 0 && (p.place === 'pitch' || p.place === 'field'));
  const button = page.locator(`.decision button.act[data-key="${keyOf(a)}"]`).first();
  // A hot seat or vs-bot action goes to the server's referee first: whether a tap moved the game is known once
  // its answer is in (turnover.busy).
  const moved = async () => {
    await page.waitForFunction(() => !(window as any).turnover?.busy);
    return page.evaluate((b) => (window as any).turnover.game.step > b, s.step);
  };
  if (typeof a.x === 'number' && typeof a.y === 'number' && a.x >= 0) {
    const p = player(a.player);
    // A player not on the board yet (a kicker to place) is tapped in its dugout first.
    const benched = a.player !== undefined ? page.locator(`.dugouts button[data-player="${String(a.player)}"]:not([disabled])`) : null;
    if (p) await cell(p.x, p.y);
    else if (benched && (await benched.count())) await benched.first().tap();
    await cell(a.x, a.y);
  } else if (player(a.player ?? a.target)) {
    const p = player(a.player ?? a.target)!;
    await cell(p.x, p.y);
  }
  if (!(await moved())) {
    if (await button.count()) await button.tap();
    else if (a.type === 'end-turn' || a.type === 'end-rush') await page.tap('[data-testid=end-turn]');
    else await page.locator(`.decision [data-key="${keyOf(a)}"]`).first().tap();
    const yes = page.locator('[data-testid=end-yes]');
    if (!(await moved()) && (await yes.count())) await yes.tap();
  }
  await page.waitForFunction((b) => (window as any).turnover?.game.step > b, s.step, { timeout: 20_000 });
}

export const free = (s: Seen, id: unknown) => {
  const p = s.players.find((q) => q.id === String(id))!;
  return !s.players.some((q) => q.side !== p.side && q.place === 'pitch' && Math.abs(q.x - p.x) <= 1 && Math.abs(q.y - p.y) <= 1);
};

/** A newcomer's choice: set up by formation, kick to the middle, each turn move one player a square (every third turn
 * one that needs a roll, so turnovers of both sides happen) and end the turn; anything else, the first offer. */
export function newcomer(s: Seen, d: Decision, mine: { turn: string; acted: boolean; formed: boolean; turns: number; steps: number }): Action {
  const find = (f: (a: Action) => boolean) => d.actions.find(f);
  if (d.kind === 'setup') {
    const a = mine.formed ? find((a) => a.type === 'setup-done') : find((a) => a.type === 'setup-formation');
    mine.formed = !mine.formed;
    if (a) return a;
  }
  if (d.kind === 'kick') return find((a) => a.y === 7 && (a.x === 4 || a.x === 21)) ?? d.actions[0];
  if (d.kind === 'turn') {
    if (d.prompt !== mine.turn) (mine.turn = d.prompt), (mine.acted = false), mine.turns++;
    const mover = find((a) => a.type === 'start-action' && a.action === 'move' && free(s, a.player));
    if (!mine.acted && mover) return (mine.acted = true), (mine.steps = 0), mover;
    return find((a) => a.type === 'end-turn') ?? d.actions[0];
  }
  const steps = d.actions.filter((a) => a.type === 'move' && typeof a.x === 'number');
  if (steps.length && mine.acted && d.actions.some((a) => a.type === 'end-action')) {
    const risky = mine.turns % 3 === 0;
    const step = steps.find((a) => !!a.hint === risky);
    if (step && mine.steps++ === 0) return step;
    return find((a) => a.type === 'end-action')!;
  }
  return d.actions[0];
}
