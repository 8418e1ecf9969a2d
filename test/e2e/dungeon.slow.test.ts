// The dungeon in the browser: the map picker (previews, a bad map file refused in one line), a match against the bot
// on the classic map started from the form, its walls, chests and teleporters drawn, moves made by clicking until the
// bot has played a turn; then a second match played by clicking to its first touchdown. With TURNOVER_SCREENSHOTS=1 it writes docs/screenshot-dungeon{,-phone}.png.

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROJECT_DIR } from '../../src/server/app';
import type { Action } from '../../src/index';
import { coach } from './dungeon-coach';
import { seen, send, type Seen } from './drive';
import type { Harness } from './harness';
import { useHarness } from './use-harness';

let h: Harness;
let page: Page;

useHarness((x, p) => {
  h = x;
  page = p;
});

const SHOTS = process.env.TURNOVER_SCREENSHOTS === '1';

/** The map the form will start on: the checked radio of the picker. */
const pickedMap = () => page.locator('.map-picker input[name=map]:checked').getAttribute('value');

/** The away team's turn counter, as the view has it. */
const awayTurn = () => page.evaluate(() => (window as any).turnover.view().teams.away.turn as number);

/** The tests' coach, playing home: set up as placed, move one player a square or two, then end the turn. */
function choose(s: Seen, movedThisTurn: number): Action {
  const d = s.pending!;
  const acts = d.actions;
  const of = (t: string) => acts.find((a) => a.type === t);
  if (d.kind === 'setup') return of('setup-done') ?? acts[0];
  if (d.kind === 'turn') {
    if (movedThisTurn === 0) {
      const mover = acts.find((a) => a.type === 'start-action' && a.action === 'move');
      if (mover) return mover;
    }
    return of('end-turn') ?? acts[0];
  }
  // Inside an activation: safe steps (no dodge or GFI hint) while fewer than two are made, then stop.
  const step = acts.find((a) => a.type === 'move' && !a.hint);
  if (step && movedThisTurn < 3) return step;
  return acts.find((a) => /^end/.test(a.type)) ?? acts.find((a) => a.type !== 'move') ?? acts[0];
}

describe('the dungeon in the browser', () => {
  it('offers the dungeon with a map picker: a preview of each map', async () => {
    await page.goto(h.url);
    await page.click('label.pick:has-text("Dungeonbowl")');
    const maps = page.locator('.map-picker label.map');
    expect(await maps.count()).toBe(3);
    expect(await page.locator('.map-picker label.map svg.board-thumb').count()).toBe(3);
    expect(await pickedMap()).toBe('classic');
    await page.click('.map-picker label[data-map=hazards]');
    expect(await pickedMap()).toBe('hazards');
  });

  it('refuses a bad map file in one line that does not repeat it, and changes nothing', async () => {
    const secret = 'zz-secret-word';
    // A board with a legend key its rows use for a terrain no board has.
    const bad = { id: 'mine', name: secret, grid: 'square', width: 2, height: 1, rows: ['ab'], legend: { a: { terrain: 'floor' }, b: { terrain: secret } } };
    await page.setInputFiles('[data-testid=map-file]', { name: `${secret}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    const problem = page.locator('[data-testid=map-problem]');
    await problem.waitFor();
    const text = (await problem.textContent())!;
    expect(text).toMatch(/terrain/);
    expect(text).not.toContain(secret);
    expect(text.split('\n')).toHaveLength(1);
    expect(await pickedMap()).toBe('hazards');
    expect(await page.locator('.map-picker label[data-map=__file]').count()).toBe(0);

    await page.setInputFiles('[data-testid=map-file]', { name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(`{"rows": ["${secret}"`) });
    await page.waitForFunction(() => /not JSON/.test(document.querySelector('[data-testid=map-problem]')?.textContent ?? ''));
    expect(await problem.textContent()).not.toContain(secret);
    expect(await pickedMap()).toBe('hazards');
  });

  it('takes a good map file as "your map", with its preview', async () => {
    const { readFileSync } = await import('node:fs');
    const own = { ...JSON.parse(readFileSync(join(PROJECT_DIR, 'src/games/dungeon/boards/hazards.json'), 'utf8')), id: 'mine', name: 'Mine' };
    await page.setInputFiles('[data-testid=map-file]', { name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(own)) });
    await page.locator('.map-picker label[data-map=__file] svg.board-thumb').waitFor();
    expect(await pickedMap()).toBe('__file');
    expect(await page.locator('[data-testid=map-problem]').count()).toBe(0);
    // Picking a shipped map keeps the loaded one on offer.
    await page.click('.map-picker label[data-map=classic]');
    expect(await pickedMap()).toBe('classic');
    await page.click('.map-picker label[data-map=__file]');
    expect(await pickedMap()).toBe('__file');
  });

  it('starts a match against the bot on the classic map and draws its walls, chests and teleporters', async () => {
    await page.click('.map-picker label[data-map=classic]');
    await page.selectOption('#opponent', 'bot:random');
    await page.fill('#opt-seed', '7');
    await page.click('[data-testid=start]');
    await page.waitForURL(/#\/match\/\d+$/);
    await page.waitForFunction(() => (window as any).turnover?.game.pending);
    expect(await page.locator('svg.board .feature.chest').count()).toBe(6);
    expect(await page.locator('svg.board .feature.teleporter').count()).toBe(4);
    expect((await page.locator('svg.board .feature.teleporter text').allTextContents()).sort()).toEqual(['1', '1', '2', '2']);
    expect(await page.locator('svg.board line.mark-wall').count()).toBeGreaterThan(50);
    expect(await page.locator('svg.board .cell.rock').count()).toBeGreaterThan(50);
    // The secret roll (which chest holds the ball) is logged without its die.
    const chestRoll = page.locator('.log .roll[data-rule="dungeon.ball-chest"] .die');
    if (await chestRoll.count()) expect(await chestRoll.first().textContent()).toBe('?');
  });

  it('plays by clicking until the bot has played a turn', async () => {
    let moved = 0;
    let steps = 0;
    let seat = '';
    for (let i = 0; i < 120; i++) {
      if ((await awayTurn()) >= 1 && steps > 0) break;
      await page.waitForFunction(() => (window as any).turnover?.game.pending?.seat === 'home' || (window as any).turnover?.game.result, null, { timeout: 60_000 });
      const s = await seen(page);
      if (!s.pending) break;
      if (s.pending.kind === 'turn' && seat !== 'home-turn') {
        seat = 'home-turn';
        moved = 0;
      }
      const a = choose(s, moved);
      if (a.type === 'move') moved++;
      if (a.type === 'move') steps++;
      if (a.type === 'end-turn') seat = '';
      await send(page, a);
    }
    expect(steps).toBeGreaterThan(0);
    await page.waitForFunction(() => (window as any).turnover.view().teams.away.turn >= 1, null, { timeout: 60_000 });
    expect(await page.locator('.log .line[data-kind=action]').count()).toBeGreaterThan(2);
    if (SHOTS) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: join(PROJECT_DIR, 'docs', 'screenshot-dungeon.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(PROJECT_DIR, 'docs', 'screenshot-dungeon-phone.png') });
      await page.setViewportSize({ width: 1366, height: 768 });
    }
  });

  it('plays a match against the bot to its first touchdown, by clicking', async () => {
    await page.goto(h.url);
    await page.click('label.pick:has-text("Dungeonbowl")');
    await page.click('.map-picker label[data-map=classic]');
    await page.selectOption('#opponent', 'bot:random');
    // A seed where the plain coach finds the ball and runs it in (any seed plays the same way every time).
    await page.fill('#opt-seed', '11');
    await page.click('[data-testid=start]');
    await page.waitForURL(/#\/match\/\d+$/);
    let clicks = 0;
    for (; clicks < 400; clicks++) {
      await page.waitForFunction(() => (window as any).turnover?.game.pending?.seat === 'home' || (window as any).turnover?.game.result, null, { timeout: 60_000 });
      const { v, d } = await page.evaluate(() => {
        const t = (window as any).turnover;
        return JSON.parse(JSON.stringify({ v: t.view(), d: t.game.pending }));
      });
      if (!d) break;
      await send(page, coach(v, d));
    }
    const result = await page.evaluate(() => (window as any).turnover.game.result);
    expect(result).toMatchObject({ winner: 'home', score: { home: 1, away: 0 }, reason: 'the first touchdown wins' });
    await page.locator('.decision .final').waitFor();
    expect(await page.locator('.decision .final').textContent()).toMatch(/win/);
  }, 300_000);
});
