// A league run in the browser, short: four gridiron teams (two coaches in browser contexts of their own, two bots),
// created, entered, started, played and closed by clicking (league-season.ts); then the table matches the API's, a
// bot's team page shows the SPP its match gave, the bot match's replay opens, and between matches one coach hires and
// the other spends two advancement rolls (a characteristic, then a skill).
// The eight-team season is league-season.slow.test.ts.

import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PROJECT_DIR } from '../../src/server/app';
import { afterAll, describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import { readyTeam, teamFile } from '../../web/src/team-build';
import { checkSeason, leagueOf, runSeason, type Season } from './league-season';
import { useHarness } from './use-harness';

let h: Harness;
useHarness((x: Harness, _p: Page) => {
  h = x;
});
let s: Season | undefined;
afterAll(async () => {
  for (const c of [s?.com, s?.ada, s?.bob]) await c?.ctx.close();
});

// Every step's page is looked at on a phone (390x844): nothing wider than the screen, no serious or critical axe
// fault. With TURNOVER_SCREENSHOTS=1 the README's pages are written at 1366x768 and 390x844 as
// docs/screenshot-league-<step>{,-phone}.png (TURNOVER_SCREENSHOTS=all: every step's, to look over).
const SHOTS = process.env.TURNOVER_SCREENSHOTS;
const DOCUMENTED = ['builder', 'table'];
const AXE: string = createRequire(import.meta.url)('axe-core').source;
const faults: string[] = [];
async function shot(name: string, p: Page) {
  const write = !!SHOTS && (SHOTS === 'all' || DOCUMENTED.includes(name));
  const size = p.viewportSize()!;
  if (write) await p.screenshot({ path: join(PROJECT_DIR, 'docs', `screenshot-league-${name}.png`), fullPage: true });
  await p.setViewportSize({ width: 390, height: 844 });
  const wide = await p.evaluate(() => document.documentElement.scrollWidth);
  if (wide > 390) faults.push(`${name}: ${wide} px wide on a 390 px phone`);
  await p.addScriptTag({ content: AXE });
  const found = await p.evaluate(async () => {
    const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v: any) => v.impact === 'serious' || v.impact === 'critical').map((v: any) => `${v.id} at ${v.nodes.slice(0, 2).map((n: any) => n.target.join(' ')).join(', ')}`);
  });
  faults.push(...found.map((f: string) => `${name}: ${f}`));
  if (write) await p.screenshot({ path: join(PROJECT_DIR, 'docs', `screenshot-league-${name}-phone.png`), fullPage: true });
  await p.setViewportSize(size);
}

describe('running a league in the browser', () => {
  it('creates, enters, plays and closes a four-team gridiron league', async () => {
    s = await runSeason(h, 2, (line) => console.log(line), shot);
    await checkSeason(h, s, 1, shot);
    expect(faults).toEqual([]);
  }, 300_000);

  it('opens a coach\'s fixture against a bot as the online match, his seat already his', async () => {
    const { com, ada } = s!;
    await com.page.goto(`${h.url}#/leagues`);
    await com.page.fill('#league-name', 'Online Cup');
    await com.page.click('[data-testid=create-league]');
    await com.page.waitForURL(/#\/league\/\d+$/);
    const id = Number(/league\/(\d+)/.exec(com.page.url())![1]);
    await ada.page.goto(`${h.url}#/league/${id}`);
    await ada.page.setInputFiles('[data-testid=tb-file]', { name: 'ada.json', mimeType: 'application/json', buffer: Buffer.from(teamFile(readyTeam('gridiron', 'human', 'Ada Online'))) });
    await ada.page.click('[data-testid=tb-enter]');
    await ada.page.waitForSelector('[aria-label=entries] li');
    await com.page.reload();
    await com.page.fill('[aria-label="bot team name"]', 'Online Bot');
    await com.page.click('[data-testid=add-bot]');
    await com.page.waitForSelector('[aria-label=entries] li >> nth=1');
    await com.page.click('[data-testid=start-season]');
    await com.page.waitForSelector('[aria-label=fixtures] tr[data-fixture]');

    await ada.page.reload();
    await ada.page.click('[data-testid=play]');
    await ada.page.waitForURL(/#\/online\/\d+$/);
    await ada.page.waitForFunction(() => (window as any).turnover?.online && (window as any).turnover.seat);
    const league = await leagueOf(ada.page, id);
    const f = league.fixtures[0];
    const adaSeat = f.home.name === 'Ada Online' ? 'home' : 'away';
    expect(await ada.page.evaluate(() => [(window as any).turnover.game.ruleset, (window as any).turnover.seat])).toEqual(['gridiron', adaSeat]);
    expect(f.matchId).toBe(await ada.page.evaluate(() => (window as any).turnover.id));
    // The league page now offers the coach his match to go back to.
    await ada.page.goto(`${h.url}#/league/${id}`);
    expect(await ada.page.getAttribute(`[data-fixture="${f.id}"] a.button`, 'href')).toBe(`#/online/${f.matchId}`);
    expect(await ada.page.textContent(`[data-fixture="${f.id}"] a.button`)).toBe('Play');
  });

  it('builds rush, dungeon and runeball teams in their own leagues', async () => {
    const { com, bob } = s!;
    const league = async (game: string, name: string) => {
      await com.page.goto(`${h.url}#/leagues`);
      await com.page.fill('#league-name', name);
      await com.page.selectOption('#league-game', game);
      await com.page.click('[data-testid=create-league]');
      await com.page.waitForURL(/#\/league\/\d+$/);
      const id = Number(/league\/(\d+)/.exec(com.page.url())![1]);
      await bob.page.goto(`${h.url}#/league/${id}`);
      await bob.page.waitForSelector('[aria-label="team builder"]');
      return id;
    };
    const enter = async (id: number) => {
      await bob.page.click('[data-testid=tb-enter]');
      await bob.page.waitForSelector('[aria-label=entries] li');
      const e = (await leagueOf(bob.page, id)).entries[0];
      return (await bob.page.evaluate(async ([l, n]) => (await fetch(`/api/leagues/${l}/entries/${n}`)).json(), [id, e.id])).team;
    };

    // Rush: the landslide points are the preset the game chooses; MC buy players and assets.
    await com.page.goto(`${h.url}#/leagues`);
    await com.page.selectOption('#league-game', 'rush');
    expect(await com.page.isChecked('input[name=points][value=landslide]')).toBe(true);
    const rush = await league('rush', 'Rush Cup');
    expect((await leagueOf(bob.page, rush)).config.points).toEqual({ win: 2, draw: 1, loss: 1, landslideWin: 3, landslideLoss: 0 });
    await bob.page.fill('#tb-name', 'Bob Strikers');
    await bob.page.click('[data-testid=tb-start]');
    for (let i = 0; i < 3; i++) await bob.page.click('[data-position="striker"] button');
    await bob.page.click('[data-item="cards"] button');
    expect(await bob.page.textContent('[data-testid=tb-money]')).toContain('treasury 60 MC');
    const rushTeam = await enter(rush);
    expect(rushTeam).toMatchObject({ game: 'rush', treasury: 60, cards: 1 });
    expect(rushTeam.players).toHaveLength(3);

    // Dungeon: the college decides the rosters offered.
    const dungeon = await league('dungeon', 'Dungeon Cup');
    await bob.page.selectOption('#tb-college', 'jade');
    expect(await bob.page.$$eval('#tb-roster option', (os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['orc', 'goblin']);
    await bob.page.selectOption('#tb-roster', 'goblin');
    await bob.page.fill('#tb-name', 'Bob Gobbos');
    await bob.page.click('[data-testid=tb-start]');
    for (let i = 0; i < 6; i++) await bob.page.click('[data-position="Goblin"] button');
    await bob.page.click('[data-item="apothecary"] button');
    expect(await enter(dungeon)).toMatchObject({ game: 'dungeon', college: 'jade', roster: 'goblin', apothecary: true });

    // Runeball: the roster's nine come with it, and nothing is for sale.
    const runeball = await league('runeball', 'Runeball Cup');
    await bob.page.fill('#tb-name', 'Bob Runners');
    await bob.page.click('[data-testid=tb-start]');
    expect(await bob.page.$$('[data-position]')).toHaveLength(0);
    expect(await bob.page.$$('table.roster tr')).toHaveLength(9);
    expect((await enter(runeball)).players).toHaveLength(9);
  });
});
