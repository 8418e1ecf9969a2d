// A whole gridiron league season run in the browser, for the league browser tests: a commissioner creates the
// league on the Leagues tab; two coaches, each in a browser context of their own, enter teams (one built in the team
// builder, one loaded from a team file, after a malformed file is refused in one line); the commissioner adds bot
// entries and starts the season; bot-v-bot fixtures start and play themselves on the server (the page's button
// retries any still waiting); the coaches' fixture is reported at the table, rejected, reported again and confirmed by the opponent; the
// bots' fixtures against coaches are settled by the commissioner's ruling. Everything is clicked; the API is only read, to check the page.

import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { readyTeam, teamFile } from '../../web/src/team-build';
import type { Harness } from './harness';

export interface Coach {
  ctx: BrowserContext;
  page: Page;
  name: string;
}

export async function coach(h: Harness, name: string, viewport = { width: 1366, height: 768 }): Promise<Coach> {
  const ctx = await h.browser.newContext({ viewport });
  const r = await ctx.request.post(new URL("/api/accounts", h.url).href, { data: { name, password: 'correct horse battery' } });
  if (!r.ok()) throw new Error(`sign up ${name}: ${r.status()}`);
  const page = await ctx.newPage();
  page.on('dialog', (d) => void d.accept());
  return { ctx, page, name };
}

/** The league as the API has it, read in the coach's page. */
export const leagueOf = (p: Page, id: number) => p.evaluate(async (n) => (await fetch(`/api/leagues/${n}`)).json(), id) as Promise<any>;

const BOT_ROSTERS = ['orc', 'dwarf', 'skaven', 'chaos', 'norse', 'lizardmen'];

export interface Season {
  id: number;
  com: Coach;
  ada: Coach;
  bob: Coach;
  league: any;
}

/** Creates, fills and plays the league to its end; `bots` bot entries beside the two coaches. */
/** Takes a screenshot of the page as it is, at desktop and phone size (TURNOVER_SCREENSHOTS=1). */
export type Shot = (name: string, p: Page) => Promise<void>;

export async function runSeason(h: Harness, bots: number, log: (s: string) => void = () => {}, shot: Shot = async () => {}): Promise<Season> {
  const com = await coach(h, 'commissioner');
  const ada = await coach(h, 'ada');
  const bob = await coach(h, 'bob');

  // The commissioner creates the league: gridiron, round robin, two-one-zero points, the default tie-breakers.
  await com.page.goto(`${h.url}#/leagues`);
  await com.page.fill('#league-name', 'Browser Bowl');
  await shot('new', com.page);
  expect(await com.page.inputValue('#league-game')).toBe('gridiron');
  await com.page.click('[data-testid=create-league]');
  await com.page.waitForURL(/#\/league\/\d+$/);
  const id = Number(/league\/(\d+)/.exec(com.page.url())![1]);
  await com.page.waitForSelector('[aria-label=commissioner]');

  // Ada builds her team: a malformed file first (one line naming the field, not echoing it), then by hand.
  await ada.page.goto(`${h.url}#/league/${id}`);
  await ada.page.waitForSelector('[aria-label="team builder"]');
  const bad = JSON.parse(teamFile(readyTeam('gridiron', 'human', 'Bad')));
  bad.players[0].position = 'SECRETPOSITION';
  await ada.page.setInputFiles('[data-testid=tb-file]', { name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
  const refusal = await ada.page.textContent('[data-testid=tb-error]');
  expect(refusal).toMatch(/^team file: players\[0\]\.position: /);
  expect(refusal).not.toContain('SECRETPOSITION');
  await ada.page.selectOption('#tb-roster', 'human');
  await ada.page.fill('#tb-name', 'Ada Reavers');
  await ada.page.click('[data-testid=tb-start]');
  for (let i = 0; i < 4; i++) await ada.page.click('[data-position="Blitzer"] button');
  expect(await ada.page.isDisabled('[data-position="Blitzer"] button')).toBe(true);
  for (let i = 0; i < 7; i++) await ada.page.click('[data-position="Lineman"] button');
  for (let i = 0; i < 2; i++) await ada.page.click('[data-item="rerolls"] button');
  await ada.page.fill('[aria-label="name of #1"]', 'Griff Oberwald');
  await ada.page.press('[aria-label="name of #1"]', 'Tab');
  expect(await ada.page.textContent('[data-testid=tb-money]')).toContain('11 players');
  await shot('builder', ada.page);
  await ada.page.click('[data-testid=tb-enter]');
  await ada.page.waitForSelector('[aria-label=entries] li');

  // Bob loads his team from a turnover-team/1 file.
  await bob.page.goto(`${h.url}#/league/${id}`);
  await bob.page.waitForSelector('[aria-label="team builder"]');
  // Carried in from an earlier season: his first player has 16 SPP and two advancement rolls still to spend.
  const bobTeam = readyTeam('gridiron', 'dwarf', 'Bob Longbeards');
  bobTeam.players[0] = { ...bobTeam.players[0], spp: 16, advances: [{ rank: 'Experienced', dice: [5, 5] }, { rank: 'Emerging Star', dice: [2, 3] }] };
  await bob.page.setInputFiles('[data-testid=tb-file]', { name: 'bob.json', mimeType: 'application/json', buffer: Buffer.from(teamFile(bobTeam)) });
  await bob.page.click('[data-testid=tb-enter]');
  await bob.page.waitForSelector('[aria-label=entries] li >> nth=1');

  // The commissioner adds the bots, each with a ready team of its roster, and starts the season.
  await com.page.reload();
  for (let i = 0; i < bots; i++) {
    await com.page.fill('[aria-label="bot team name"]', `Bot ${BOT_ROSTERS[i]}`);
    await com.page.selectOption('[aria-label=bot]', 'scripted');
    await com.page.selectOption('[aria-label="bot roster"]', BOT_ROSTERS[i]);
    await com.page.click('[data-testid=add-bot]');
    await com.page.waitForSelector(`[aria-label=entries] li >> nth=${i + 2}`);
  }
  await shot('entries', com.page);
  await com.page.click('[data-testid=start-season]');
  await com.page.waitForSelector('[aria-label=fixtures] tr[data-fixture]');
  await shot('running', com.page);
  const drawn = await leagueOf(com.page, id);
  const n = bots + 2;
  expect(drawn.fixtures).toHaveLength((n * (n - 1)) / 2);

  const coachOf = (entry: number) => drawn.entries.find((e: any) => e.id === entry).coach as string;
  const isBot = (entry: number) => coachOf(entry).startsWith('bot:');
  const pageOf = (entry: number) => (drawn.entries.find((e: any) => e.id === entry).name === 'Ada Reavers' ? ada : bob);
  const row = (p: Page, f: number) => p.locator(`[data-fixture="${f}"]`);
  // A fresh look at the league page (a goto to the hash the page is on already would not load it again).
  const visit = async (p: Page) => {
    await p.goto(`${h.url}#/league/${id}`);
    await p.reload();
    await p.waitForSelector('[aria-label=fixtures] tr[data-fixture]');
  };

  // Round by round in the order drawn, as a commissioner would run them.
  const rounds = [...new Set<number>(drawn.fixtures.map((f: any) => f.round))];
  for (const round of rounds) {
    const t0 = Date.now();
    const fixtures = drawn.fixtures.filter((f: any) => f.round === round);
    for (const f of fixtures) {
      if (isBot(f.home.id) && isBot(f.away.id)) continue;
      if (!isBot(f.home.id) && !isBot(f.away.id)) {
        // The coaches' fixture at the table: the home coach reports a wrong score, the away coach rejects it; the
        // home coach reports again and the away coach confirms.
        const home = pageOf(f.home.id);
        const away = pageOf(f.away.id);
        const report = async (h: string, a: string, facts = false) => {
          await visit(home.page);
          const r = row(home.page, f.id);
          await r.locator('[data-testid=report]').click();
          await r.locator('[data-testid=home-score]').fill(h);
          await r.locator('[data-testid=away-score]').fill(a);
          if (facts) {
            // The match's facts, chosen from the two teams: a touchdown by the first player listed (the home team's
            // lowest number), who was then hurt by nobody in particular and rolled a Smashed Hip (-1 MA).
            await r.locator('[data-testid=add-fact]').click();
            await r.locator('[aria-label=fact]').selectOption('casualty');
            await r.locator('[data-testid=add-fact]').click();
            await r.locator('[data-testid=fact] >> nth=1').locator('[aria-label=injury]').selectOption('-1 MA');
            await shot('report-form', home.page);
          }
          await r.locator('[data-testid=send-score]').click();
          await row(home.page, f.id).getByText("awaiting the opponent's confirmation").waitFor();
          // The reporter may not answer his own report.
          expect(await row(home.page, f.id).locator('[data-testid=confirm]').count()).toBe(0);
        };
        await report('0', '3');
        await visit(away.page);
        await row(away.page, f.id).locator('[data-testid=reject]').click();
        await row(away.page, f.id).getByText('to play').waitFor();
        await report('2', '1', true);
        // The opponent's page, left open since the rejection, shows the new report by itself (it looks again while
        // a table fixture of its coach waits for a report).
        await row(away.page, f.id).locator('[data-testid=confirm]').waitFor({ timeout: 15_000 });
        await shot('report', away.page);
        await row(away.page, f.id).locator('[data-testid=confirm]').click();
        await row(away.page, f.id).locator('[data-testid=confirm]').waitFor({ state: 'detached' });
        // On the confirmation the post-match sequence ran from the reported facts: the scorer's touchdown (3 SPP)
        // and his lasting injury are on the home team.
        const page = await away.page.evaluate(async ([l, n]) => (await fetch(`/api/leagues/${l}/entries/${n}`)).json(), [id, f.home.id]);
        const pm = page.history.find((x: any) => x.fixture === f.id).postMatch;
        expect(pm.injuries).toEqual([expect.objectContaining({ effect: '-1 MA', applied: true })]);
        expect(pm.spp.find((x: any) => x.id === pm.injuries[0].id).earned).toBeGreaterThanOrEqual(3);
        expect(page.team.players.find((p: any) => p.id === pm.injuries[0].id)).toMatchObject({ injuries: ['-1 MA'], missNextGame: true });
        continue;
      }
      // A coach against a bot: the commissioner's ruling, home by a touchdown.
      await visit(com.page);
      await row(com.page, f.id).locator('[data-testid=rule]').click();
      await row(com.page, f.id).locator('[data-testid=home-score]').fill('1');
      await row(com.page, f.id).locator('[data-testid=send-score]').click();
      await row(com.page, f.id).getByText('1–0').waitFor();
    }
    // The round's bot-v-bot fixtures: the server starts them as the round is drawn and as the bots' earlier matches
    // end; the page follows them to their results, and its button starts any that are still waiting.
    await visit(com.page);
    for (;;) {
      const l = await leagueOf(com.page, id);
      const left = l.fixtures.filter((f: any) => f.round === round && !f.result);
      if (left.length === 0) break;
      const start = com.page.locator('[data-testid=start-bots]');
      if (await start.isEnabled()) await start.click();
      await com.page.waitForTimeout(1000);
    }
    // The page shows each played match's score as it ends.
    for (const f of fixtures) await row(com.page, f.id).locator('td >> nth=1').filter({ hasText: /^\d+–\d+$/ }).waitFor({ timeout: 20_000 });
    log(`round ${round}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }

  // Every fixture played: the commissioner closes the season.
  await com.page.click('[data-testid=next-round]');
  await com.page.waitForSelector('[data-testid=final]');
  await shot('table', com.page);
  return { id, com, ada, bob, league: await leagueOf(com.page, id) };
}

/** Checks the finished league's pages against the API: table, a bot team's SPP, a replay, a hire. */
export async function checkSeason(h: Harness, s: Season, minMatches = 1, shot: Shot = async () => {}): Promise<{ matches: number; spp: number; /** Lasting injuries and deaths over every bot team. */ injuries: number }> {
  const { com, ada, id, league } = s;
  const p = com.page;
  const rows = await p.$$eval('[aria-label=standings] tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
  expect(rows.map((r) => r[1])).toEqual(league.standings.map((x: any) => x.name));
  expect(rows.map((r) => Number(r[8]))).toEqual(league.standings.map((x: any) => x.points));
  expect(league.standings.every((x: any) => x.played === league.entries.length - 1)).toBe(true);

  // A bot's team page: each player's SPP as the API keeps it, the sum of what his matches gave him.
  // The bot with the most matches played online: its SPP carried from match to match.
  const pages = await Promise.all(league.entries.filter((e: any) => e.coach.startsWith('bot:')).map((e: any) => p.evaluate(async ([l, n]) => (await fetch(`/api/leagues/${l}/entries/${n}`)).json(), [id, e.id])));
  const online = (x: any) => x.history.filter((m: any) => m.postMatch).length;
  const page = pages.reduce((a: any, b: any) => (online(b) > online(a) ? b : a));
  const bot = { id: page.id };
  // Every bot's lasting injuries and deaths are the sum of what its matches did: each carried into the next.
  let lasting = 0;
  for (const t of pages) {
    for (const pl of t.team.players) {
      const hurt = t.history.flatMap((m: any) => m.postMatch?.injuries ?? []).filter((i: any) => i.id === pl.id && i.applied);
      const carried = hurt.filter((i: any) => i.effect === 'Niggling Injury' || /^-1 (MA|ST|AG|AV)$/.test(i.effect)).map((i: any) => i.effect);
      expect([...(pl.injuries ?? [])].sort()).toEqual(carried.sort());
      expect(!!pl.dead).toBe(hurt.some((i: any) => i.effect === 'Dead'));
      lasting += carried.length + (pl.dead ? 1 : 0);
    }
  }
  const played = page.history.filter((x: any) => x.postMatch);
  expect(played.length).toBeGreaterThanOrEqual(minMatches);
  for (const pl of page.team.players) {
    const earned = played.flatMap((x: any) => x.postMatch.spp ?? []).filter((x: any) => x.id === pl.id).reduce((a: number, x: any) => a + x.earned, 0);
    expect(pl.spp ?? 0).toBe(earned);
  }
  await p.goto(`${h.url}#/league/${id}/team/${bot.id}`);
  await p.waitForSelector('[aria-label=team] tbody tr');
  await shot('team', p);
  const shown = await p.$$eval('[aria-label=team] tbody tr', (trs) => trs.map((tr) => [tr.getAttribute('data-player'), tr.querySelectorAll('td')[3].textContent, tr.querySelectorAll('td')[5].textContent]));
  for (const [pid, spp, injuries] of shown) {
    const pl = page.team.players.find((x: any) => x.id === pid);
    expect(Number(spp)).toBe(pl.spp ?? 0);
    expect(injuries).toBe((pl.injuries ?? []).join(', '));
  }

  // The bot match's replay opens from the team page.
  await p.click('[aria-label=history] a.button');
  await p.waitForURL(/#\/replay\/\d+$/);
  await p.waitForSelector('[data-testid=step]');

  // Between matches Ada hires a rookie: the treasury pays for him.
  const adaEntry = league.entries.find((e: any) => e.name === 'Ada Reavers');
  await ada.page.goto(`${h.url}#/league/${id}/team/${adaEntry.id}`);
  await ada.page.waitForSelector('[aria-label="between matches"]');
  await shot('manage', ada.page);
  const before = await ada.page.evaluate(async ([l, e]) => (await fetch(`/api/leagues/${l}/entries/${e}`)).json(), [id, adaEntry.id]);
  await ada.page.selectOption('[aria-label="position to hire"]', 'Lineman');
  await ada.page.fill('[aria-label="new player\'s name"]', 'Late Signing');
  await ada.page.click('[data-testid=hire]');
  await ada.page.getByText('Late Signing').first().waitFor();
  const after = await ada.page.evaluate(async ([l, e]) => (await fetch(`/api/leagues/${l}/entries/${e}`)).json(), [id, adaEntry.id]);
  expect(after.team.treasury).toBe(before.team.treasury - 50_000);
  expect(after.team.players).toHaveLength(before.team.players.length + 1);
  // Bob spends his player's two rolls: 5+5 gives +1 MA or +1 AV, 2+3 a skill of the position's categories.
  const bobEntry = league.entries.find((e: any) => e.name === 'Bob Longbeards');
  const bob = s.bob.page;
  await bob.goto(`${h.url}#/league/${id}/team/${bobEntry.id}`);
  await bob.waitForSelector('[data-advance="p1"]');
  expect(await bob.$$eval('[data-advance="p1"] [data-stat]', (bs) => bs.map((b) => b.getAttribute('data-stat')))).toEqual(['ma', 'av']);
  await bob.click('[data-advance="p1"] [data-stat="av"]');
  await bob.waitForFunction(() => !document.querySelector('[data-advance="p1"] [data-stat]'));
  const skills = await bob.$$eval('[data-advance="p1"] select option', (os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  expect(skills.length).toBeGreaterThan(0);
  await bob.selectOption('[data-advance="p1"] select', skills[0]);
  await bob.waitForSelector('[data-advance="p1"]', { state: 'detached' });
  await bob.getByText('No advancement roll waiting.').waitFor();
  const spent = await bob.evaluate(async ([l, e]) => (await fetch(`/api/leagues/${l}/entries/${e}`)).json(), [id, bobEntry.id]);
  expect(spent.team.players[0]).toMatchObject({ spp: 16, stats: { av: 1 }, skills: [skills[0]], advances: [] });
  expect(await bob.textContent('[data-player="p1"]')).toContain(`${skills[0]}, +1 AV`);

  return {
    matches: played.length,
    spp: page.team.players.reduce((a: number, x: any) => a + (x.spp ?? 0), 0),
    injuries: lasting,
  };
}

