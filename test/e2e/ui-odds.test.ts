// Odds on the board, in the browser: a gridiron position (a scenario) where a planned path needs a dodge and GFIs,
// hovered: the chance shown is the odds engine's for that path's steps, worked out here in Node on the same position
// (the record replayed); then a block target's knock-down and casualty chances, the same way.
// With TURNOVER_SCREENSHOTS=1 it writes docs/screenshot-odds.png (1366x768) with the path and its odds.

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { odds } from '../../src/core/odds';
import { blockOdds } from '../../src/games/gridiron/odds-block';
import { replay, startMatch, type Action, type MatchRecord } from '../../src/index';
import { PROJECT_DIR } from '../../src/server/app';
import { pathPlan } from '../../web/src/odds-ui';
import { reachable } from '../../web/src/path';
import { seen, send } from './drive';
import type { Harness } from './harness';
import { useHarness } from './use-harness';

let h: Harness;
let page: Page;

useHarness((x, p) => {
  h = x;
  page = p;
});

// A thrower (MA 4) holding the ball with a marker beside him, a lineman to block, one team re-roll.
const scenario = {
  end: 'turn',
  rerolls: { home: 1 },
  ball: { carrier: 'home-1' },
  players: [
    { side: 'home', number: 1, ma: 4, st: 3, ag: 3, av: 8, x: 8, y: 7 },
    { side: 'home', number: 2, ma: 6, st: 4, ag: 3, av: 8, x: 12, y: 10 },
    { side: 'away', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 9, y: 8 },
    { side: 'away', number: 2, ma: 6, st: 3, ag: 3, av: 8, x: 13, y: 10 },
    { side: 'away', number: 3, ma: 6, st: 3, ag: 3, av: 8, x: 6, y: 4 },
  ],
};

/** The position the page shows, replayed here from its record. */
async function here() {
  const record = (await page.evaluate(() => JSON.parse(JSON.stringify((window as any).turnover.record)))) as MatchRecord;
  // The live record's `final` is the one it was stored with; the actions are what count here.
  delete (record as { final?: unknown }).final;
  return replay(record).game;
}

const hover = (x: number, y: number) => page.hover(`svg.board .hit polygon[data-x="${x}"][data-y="${y}"]`);
/** The odds shown once ready (the engine works after the pointer settles; "…" until then). */
async function shownOdds(): Promise<{ p: number; text: string }> {
  await page.waitForSelector('[data-testid=odds]:not([data-odds=""])', { timeout: 20_000 });
  const el = page.locator('[data-testid=odds]');
  return { p: Number(await el.getAttribute('data-odds')), text: (await page.textContent('.gameboard .hover')) ?? '' };
}
const pct = (p: number) => `${Math.round(p * 1000) / 10}%`.replace(/\.0%$/, '%');

describe('odds on the board: gridiron', () => {
  it("shows a planned path's chance, the odds engine's for that path", async () => {
    const { record } = startMatch('gridiron', { seed: 'odds', scenario } as never);
    await page.goto(h.url);
    const id = await page.evaluate(async (rec: string) => {
      const res = await fetch('/api/matches', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': (await (await fetch('/api/session')).json()).csrf ?? '' }, body: JSON.stringify({ title: 'odds', seats: { home: 'human', away: 'human' }, record: JSON.parse(rec) }) });
      return (await res.json()).id as number;
    }, JSON.stringify(record));
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${h.url}#/match/${id}`);
    await page.waitForFunction(() => (window as any).turnover?.game.seed === 'odds' && (window as any).turnover?.game.pending);
    await send(page, (await seen(page)).pending!.actions.find((a) => a.type === 'start-action' && a.player === 'home-1' && a.action === 'move')!);
    await page.waitForSelector('svg.board [data-reach]');

    // The longest path with a dodge and a GFI on it, as the page's own path finder (the same module) finds it.
    const game = await here();
    const reach = [...reachable(game).values()].filter((r) => r.path.some((s) => /dodge/.test(s.hint)) && r.path.some((s) => /GFI/.test(s.hint)));
    expect(reach.length).toBeGreaterThan(0);
    const cell = reach.sort((a, b) => b.path.length - a.path.length)[0];
    await hover(cell.x, cell.y);
    const shown = await shownOdds();
    const engine = odds(game, pathPlan(cell));
    expect(shown.p).toBe(engine.success.noReroll);
    expect(engine.success.noReroll).toBeGreaterThan(0);
    expect(engine.success.noReroll).toBeLessThan(1);
    // Words: the chance with the ball (he holds it), the rolls, the re-roll's best use, where it most likely fails.
    expect(shown.text).toContain(`${pct(engine.success.noReroll)} with the ball (`);
    expect(shown.text).toMatch(/dodge \d\+/);
    expect(shown.text).toContain(`best use of a re-roll: ${pct(engine.success.best)}`);
    expect(shown.text).toMatch(/most likely fails: home-1 down at \(\d+, \d+\)/);
    expect(await page.locator(`svg.board .path[data-path="${cell.x},${cell.y}"] .roll-mark`).count()).toBeGreaterThan(1);
    if (process.env.TURNOVER_SCREENSHOTS === '1') await page.screenshot({ path: join(PROJECT_DIR, 'docs', 'screenshot-odds.png') });
  });

  it("shows a block target's dice, knock-down and casualty chances, the odds engine's", async () => {
    await send(page, (await seen(page)).pending!.actions.find((a) => a.type === 'end-action')!);
    await send(page, (await seen(page)).pending!.actions.find((a) => a.type === 'start-action' && a.player === 'home-2' && a.action === 'block')!);
    const game = await here();
    const block = game.pending!.actions.find((a: Action) => a.type === 'block' && a.target === 'away-2')!;
    expect(block).toBeTruthy();
    await hover(13, 10);
    const shown = await shownOdds();
    const engine = blockOdds(game, 'home-2', 'away-2');
    expect(shown.p).toBe(engine.knockDown);
    // With a team re-roll in hand, the chance without one is shown beside the best.
    expect(shown.text).toContain(`2 dice, you pick, knock-down ${pct(engine.knockDown)} (${pct(engine.noReroll.knockDown)} without a re-roll), casualty ${pct(engine.casualty)}`);
  });
});
