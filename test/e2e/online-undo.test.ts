// Undo online, in the browser (issue 18: "online the opponent must agree"): two people, each in a browser context
// of their own, play a gridiron match; the one who just set up asks to undo it, the other refuses, then allows it;
// both pages go back to the step before, the log without the step taken back, and play goes on from there.

import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seen, send } from './drive';
import type { Harness } from './harness';
import { useHarness } from './use-harness';

let h: Harness;
let host: Page;
const errors: string[] = [];
useHarness((x, p) => {
  h = x;
  host = p;
});

const ready = (p: Page, step = 0) => p.waitForFunction((s) => (window as any).turnover?.online && (window as any).turnover.game.step === s && (window as any).turnover.connected, step, { timeout: 30_000 });
const pendingSeat = (p: Page) => p.evaluate(() => (window as any).turnover.game.pending?.seat as string | undefined);

describe('undo in an online match', () => {
  it('is asked by the seat that acted, refused, asked again and allowed by the other; both pages go back', async () => {
    host.on('pageerror', (e) => errors.push(e.message));
    await host.goto(`${h.url}#/online`);
    await host.waitForSelector('[data-testid=signed-in], [data-testid=sign-up]');
    if (!(await host.locator('[data-testid=signed-in]').count())) {
      await host.fill('#acct-name', 'undo-e2e');
      await host.fill('#acct-password', 'correct horse battery');
      await host.click('[data-testid=sign-up]');
      await host.waitForSelector('[data-testid=signed-in]');
    }
    await host.click('label.pick:has-text("Gridiron")');
    await host.click('[data-testid=create-online]');
    await host.waitForSelector('[data-testid=invites]');
    const link = await host.locator('[data-testid=invite-away]').inputValue();
    await host.click('[data-testid=open-online]');
    await ready(host);
    const ctx: BrowserContext = await h.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const away = await ctx.newPage();
    away.on('pageerror', (e) => errors.push(e.message));
    await away.goto(link);
    await ready(away);
    const pages: Record<string, Page> = { home: host, away };

    // The coin toss (a die), the choice to kick, and a formation: the last two rolled nothing.
    let atTwo: Awaited<ReturnType<typeof seen>> | null = null;
    for (let step = 0; step < 3; step++) {
      const mover = pages[(await pendingSeat(host))!];
      const s = await seen(mover);
      const a = s.pending!.kind === 'setup' ? s.pending!.actions.find((x) => x.type === 'setup-formation')! : s.pending!.actions.find((x) => x.value === 'kick') ?? s.pending!.actions[0];
      if (step === 2) {
        expect(await mover.locator('[data-testid=undo]').isEnabled()).toBe(true);
        atTwo = s;
      }
      await send(mover, a);
      await Promise.all([ready(host, step + 1), ready(away, step + 1)]);
    }
    const seat = (await pendingSeat(host))!;
    const mover = pages[seat];
    const other = pages[seat === 'home' ? 'away' : 'home'];
    // Only the seat that acted may ask.
    expect(await other.locator('[data-testid=undo]').isEnabled()).toBe(false);
    const logBefore = await other.locator('.log .line').count();

    // Asked, and refused: nothing changes, the asker is told.
    await mover.click('[data-testid=undo]');
    await mover.waitForSelector('[data-testid=take-back]:has-text("waiting for")');
    await other.waitForSelector('[data-testid=take-back-decline]');
    expect(await other.locator('[data-testid=take-back]').textContent()).toMatch(/ask to take back their last step \(no die was rolled\)/);
    await other.click('[data-testid=take-back-decline]');
    await mover.waitForSelector('[data-testid=take-back-note]:has-text("declined")');
    expect(await mover.locator('[data-testid=take-back]').count()).toBe(0);
    expect(await other.evaluate(() => (window as any).turnover.game.step)).toBe(3);

    // Asked again, and allowed: both pages go back to step 2, the formation gone from the board and the log.
    await mover.click('[data-testid=undo]');
    await other.click('[data-testid=take-back-accept]');
    await Promise.all([ready(host, 2), ready(away, 2)]);
    for (const p of [mover, other]) await p.waitForSelector('[data-testid=take-back-note]:has-text("went back to step 2")');
    const after = await seen(mover);
    expect(after.pending!.kind).toBe('setup');
    expect(after.pending!.seat).toBe(seat);
    expect(after.players).toEqual(atTwo!.players);
    expect(after.pending!.actions).toEqual(atTwo!.pending!.actions);
    await other.waitForFunction((n) => document.querySelectorAll('.log .line').length < n, logBefore);

    // Play goes on from there: the same seat sets up again.
    await send(mover, after.pending!.actions.find((x) => x.type === 'setup-formation')!);
    await Promise.all([ready(host, 3), ready(away, 3)]);
    await ctx.close();
    expect(errors).toEqual([]);
  }, 120_000);
});
