// Words and player cards in the browser: a gridiron match after some bot turns, its log read in full (no rule id,
// no hole), a click on an opposing player opens his card with his skills' rule text, and the roster tab lists his
// team.

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PROJECT_DIR } from '../../src/server/app';
import { describe, expect, it } from 'vitest';
import { glossary, play, startMatch, view, type MatchRecord } from '../../src/index';
import { makeBot } from '../../src/bots/index';
import type { Harness } from './harness';
import { useHarness } from './use-harness';

let h: Harness;
let page: Page;

useHarness((x, p) => {
  h = x;
  page = p;
});

type P = { id: string; side: string; name: string; place: string; x: number; skills: string[] };

/** A seeded match played by two random bots for a few hundred steps, stopped where home is to choose its next
 * player: the record, and the players as the view gives them. */
function afterBotTurns(): { record: MatchRecord; players: P[] } {
  const m = startMatch('gridiron', { seed: 'ui-words-1' });
  const bots = { home: makeBot('random', 'w-home'), away: makeBot('random', 'w-away') } as Record<string, ReturnType<typeof makeBot>>;
  for (let n = 0; m.game.pending && n < 3000; n++) {
    const d = m.game.pending;
    if (n > 300 && d.seat === 'home' && d.actions.some((a) => a.type === 'start-action')) break;
    play(m, bots[d.seat].choose(m.game, d));
  }
  return { record: m.record, players: (view(m.game) as { players: P[] }).players };
}

describe('plain words and player cards in the browser', () => {
  const { record, players } = afterBotTurns();

  it('the log after bot turns reads without a rule id or a hole, rolls one hover away', async () => {
    const res = await fetch(`${h.url}api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'words', seats: { home: 'human', away: 'human' }, record }) });
    const { id } = (await res.json()) as { id: number };
    await page.goto(`${h.url}#/match/${id}`);
    await page.waitForFunction(() => (window as any).turnover?.game?.pending && document.querySelector('.log .line'));
    const earlier = page.locator('.log button.earlier');
    if (await earlier.count()) await earlier.click();
    const lines = await page.locator('.log .line').allTextContents();
    expect(lines.length).toBeGreaterThan(100);
    const titles = await page.locator('.log .roll').evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
    expect(titles.length).toBeGreaterThan(10);
    const ruleId = /\b(gridiron|dungeon|rush|runeball)\.[a-z]/;
    expect(lines.filter((l) => ruleId.test(l) || /undefined|NaN|\[object/.test(l))).toEqual([]);
    expect(titles.filter((t) => ruleId.test(t))).toEqual([]);
    const prompt = await page.locator('.decision .prompt').textContent();
    expect(prompt).not.toMatch(ruleId);
  });

  it('a click on an opposing player opens his card with his skills in words', async () => {
    const words = glossary('gridiron');
    const him = players.find((p) => p.side === 'away' && p.place === 'pitch' && p.skills.length > 0)!;
    expect(him).toBeDefined();
    await page.click(`svg.board .hit polygon[data-player="${him.id}"]`);
    const card = page.locator(`[data-testid=player-card][data-player="${him.id}"]`);
    await card.waitFor({ state: 'visible', timeout: 20_000 });
    const text = (await card.textContent()) ?? '';
    expect(text).toContain(him.name);
    for (const s of him.skills) expect(text).toContain(`${s}: ${words[s]}`);
    expect(text).toMatch(/SPP \d+/);
    if (process.env.TURNOVER_SCREENSHOTS === '1') await page.screenshot({ path: join(PROJECT_DIR, 'docs', 'screenshot-card.png') });
  });

  it('the roster tab lists every player of the team', async () => {
    await page.click('[data-testid=roster-away]');
    const rows = page.locator('[data-testid=roster] tr');
    const away = players.filter((p) => p.side === 'away');
    expect(await rows.count()).toBe(away.length);
    const text = (await page.locator('[data-testid=roster]').textContent()) ?? '';
    for (const p of away) expect(text).toContain(p.name);
    if (process.env.TURNOVER_SCREENSHOTS === '1') await page.screenshot({ path: join(PROJECT_DIR, 'docs', 'screenshot-roster.png') });
  });
});
