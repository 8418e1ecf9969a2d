// Rush in the browser: a match against the bot started from the form; the hex pitch drawn from its board data (strike
// zones and their bands, Strike, Bonus, launch, entrance and bounce hexes), every model with its facing and role, the
// rush marker, the score track and the tokens; set-up placed and models run by clicking until the bot has taken its
// rush; a model's threat hexes on hover. Then a hot-seat match says whose decision it is; a Slam's target's coach gets
// Slamback and Dodge as two named buttons (a downed model lies flat beside them); and nothing was logged as a console
// error. (A whole match clicked to full time is rush-match.slow.test.ts.) With TURNOVER_SCREENSHOTS=1 it writes
// docs/screenshot-rush{,-phone}.png.

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROJECT_DIR } from '../../src/server/app';
import { seen, send } from './drive';
import { choose } from './rush-coach';
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

const rushNo = () => page.evaluate(() => (window as any).turnover.view().rush as number);


describe('rush in the browser', () => {
  it('starts a match against the bot and draws the pitch from its data', async () => {
    await page.goto(h.url);
    await page.click('label.pick:has-text("Rush")');
    await page.selectOption('#opponent', 'bot:random');
    await page.fill('#opt-seed', '3');
    await page.click('[data-testid=start]');
    await page.waitForURL(/#\/match\/\d+$/);
    await page.waitForFunction(() => (window as any).turnover?.game.pending);
    const board = 'svg.board';
    expect(await page.locator(`${board} .hit polygon`).count()).toBe(26 * 14);
    expect(await page.locator(`${board} .feature.strike`).count()).toBe(6);
    expect(await page.locator(`${board} .feature.bonus`).count()).toBe(6);
    expect((await page.locator(`${board} .feature.launch text`).allTextContents()).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(await page.locator(`${board} .feature.entrance`).count()).toBe(2);
    expect(await page.locator(`${board} .feature.bounce`).count()).toBe(6);
    // Six strike zones of nine hexes, each in three bands.
    expect(await page.locator(`${board} .cell.strike-zone`).count()).toBe(54);
    for (const band of [1, 2, 3]) expect(await page.locator(`${board} .cell.strike-zone.band-${band}`).count()).toBe(18);
    expect(await page.locator('.score-track .step').count()).toBe(15);
    expect(await page.locator('.score-track .step.marker').textContent()).toBe('0');
    // Set-up: the models wait on the bench.
    expect(await page.locator('.dugouts .place').first().textContent()).toBe('bench');
  });

  it('sets up and runs models by clicking until the bot has taken its rush', async () => {
    const state = { placed: 0, runs: 0, steps: 0 };
    let clicks = 0;
    for (; clicks < 80; clicks++) {
      if ((await rushNo()) >= 3) break;
      await page.waitForFunction(() => (window as any).turnover?.game.pending?.seat === 'home' || (window as any).turnover?.game.result, null, { timeout: 60_000 });
      const s = await seen(page);
      if (!s.pending) break;
      const a = choose(s, state);
      if (a.type === 'place') state.placed++;
      if (a.type === 'run') (state.runs++, (state.steps = 0));
      if (a.type === 'step') state.steps++;
      if (a.type === 'end-rush') state.runs = 0;
      await send(page, a);
    }
    expect(state.placed).toBe(2);
    expect(await rushNo()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('.log .line[data-kind=action]').filter({ hasText: /run/ }).count()).toBeGreaterThan(0);
    // Every model on the pitch shows its facing (or lies down) and its role.
    const onPitch = await page.evaluate(() => (window as any).turnover.view().players.filter((p: any) => p.at === 'pitch').length);
    expect(onPitch).toBe(12);
    expect((await page.locator('svg.board .piece polygon.facing').count()) + (await page.locator('svg.board .piece ellipse.lying').count())).toBe(12);
    const letters = new Set(await page.locator('svg.board .piece text.num').allTextContents());
    expect([...letters].every((l) => /^[SJG]$/.test(l))).toBe(true);
    expect(await page.locator('.scoreline .clock').textContent()).toMatch(/^Rush \d+ of 14 · (Trontek 29ers|Greenmoon Smackers) rushing · \d tokens? left$/);
  }, 300_000);

  it('shows the threat hexes of the model under the pointer', async () => {
    const model = await page.evaluate(() => (window as any).turnover.view().players.find((p: any) => p.at === 'pitch' && !p.down && p.threat.length === 3));
    await page.hover(`svg.board .hit polygon[data-x="${model.x}"][data-y="${model.y}"]`);
    const shown = (await page.locator('svg.board .threat').evaluateAll((els) => els.map((e) => e.getAttribute('data-threat')))).sort();
    const inside = model.threat.filter(([x, y]: number[]) => x >= 0 && y >= 0 && x < 26 && y < 14).map(([x, y]: number[]) => `${x},${y}`).sort();
    expect(shown).toEqual(inside);
    expect(shown.length).toBeGreaterThan(0);
    if (SHOTS) {
      await page.screenshot({ path: join(PROJECT_DIR, 'docs', 'screenshot-rush.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(PROJECT_DIR, 'docs', 'screenshot-rush-phone.png'), fullPage: true });
      await page.setViewportSize({ width: 1366, height: 768 });
    }
  });

  it('in hot seat says whose decision it is', async () => {
    await page.goto(h.url);
    await page.click('label.pick:has-text("Rush")');
    await page.selectOption('#opponent', 'human');
    await page.click('[data-testid=start]');
    await page.waitForURL(/#\/match\/\d+$/);
    await page.waitForFunction(() => (window as any).turnover?.game.pending);
    expect(await page.locator('.decision .prompt .who').textContent()).toMatch(/^Trontek 29ers/);
    await page.click('.decision button.act[data-key="type=formation"]');
    await page.waitForFunction(() => (window as any).turnover?.game.pending?.seat === 'away');
    expect(await page.locator('.decision .prompt .who').textContent()).toMatch(/^Greenmoon Smackers/);
  });

  it("asks the Slam's target's coach Slamback or Dodge with two named buttons, naming that coach", async () => {
    // A Guard of Home beside a Goblin Jack facing him (so a Slamback is allowed), both coaches at this screen.
    // A Striker of Home lies on the floor nearby.
    const scenario = { active: 'home', players: [{ id: 'home-7', x: 10, y: 6, facing: 3 }, { id: 'away-4', x: 11, y: 6, facing: 6 }, { id: 'home-1', x: 8, y: 8, down: true }] };
    const id = await page.evaluate(async (sc) => {
      const record = { format: 'turnover-record/1', ruleset: 'rush', version: 1, seed: 'slam', options: { scenario: sc }, actions: [] };
      const res = await fetch('/api/matches', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': (await (await fetch('/api/session')).json()).csrf ?? '' }, body: JSON.stringify({ title: 'slam', seats: { home: 'human', away: 'human' }, record }) });
      return (await res.json()).id as number;
    }, scenario);
    await page.goto(`${h.url}#/match/${id}`);
    await page.waitForFunction(() => (window as any).turnover?.game.seed === 'slam' && (window as any).turnover?.game.pending);
    for (let i = 0; i < 6; i++) {
      const s = await seen(page);
      const d = s.pending!;
      if (d.kind === 'slam-reaction') break;
      const a =
        d.kind === 'action'
          ? d.actions.find((x) => x.type === 'slam' && x.player === 'home-7')!
          : d.kind === 'target'
            ? d.actions.find((x) => x.target === 'away-4')!
            : d.actions.find((x) => x.type === 'stop' && (x.facing === 3 || x.facing === undefined))!;
      await send(page, a);
    }
    expect((await seen(page)).pending!.kind).toBe('slam-reaction');
    // The downed Striker is drawn lying, with no facing (a model that is down has no front).
    const downed = page.locator('svg.board .piece[data-piece="home-1"]');
    expect(await downed.locator('ellipse.lying').count()).toBe(1);
    expect(await downed.locator('polygon.facing').count()).toBe(0);
    if (process.env.RUSH_SHOT) await page.screenshot({ path: process.env.RUSH_SHOT });
    expect(await page.locator('.decision .prompt .who').textContent()).toMatch(/^Greenmoon Smackers/);
    expect(await page.locator('.decision button.act').allTextContents()).toEqual(['Slamback', 'Dodge']);
    await page.click('.decision button.act:has-text("Dodge")');
    await page.waitForFunction(() => (window as any).turnover?.game.pending?.kind !== 'slam-reaction');
    expect(await page.locator('.log .line[data-kind=action]').filter({ hasText: /Dodge/ }).count()).toBeGreaterThan(0);
  });

  it('logged no console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
