// End to end: the built app in Chromium against a real server and a temporary SQLite file, driven by clicks.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rulesets as allRulesets } from '../../src/index';
import type { Harness } from './harness';
import { useHarness } from './use-harness';

let h: Harness;
let page: Page;

useHarness((x, p) => {
  h = x;
  page = p;
});

describe('the gamemaster panel', () => {
  it('resolves a spot rule from its form', async () => {
    await page.goto(`${h.url}#/spot/resistance`);
    await page.fill('#in-active', '12');
    await page.fill('#in-passive', '10');
    await page.click('summary:has-text("Seed and scripted dice")');
    await page.fill('#spot-dice', '37');
    await page.click('[data-testid=roll]');
    const result = page.locator('[data-testid=spot-result]');
    await expect.poll(() => result.count()).toBe(1);
    expect(await result.textContent()).toContain('12 vs 10 = 60%, rolled 37, success');
    expect(await result.locator('.die').textContent()).toBe('37');
  });

  it('steps a round-based rule round by round', async () => {
    await page.goto(`${h.url}#/spot/drowning`);
    await page.fill('#in-con', '12');
    await page.click('[data-testid=roll]');
    await page.click('button:has-text("Roll round 2")');
    await expect.poll(() => page.locator('[data-testid=spot-result]').count()).toBe(2);
    expect(await page.locator('[data-testid=spot-result]').first().textContent()).toContain('round 2');
  });

  it('names a bad input instead of rolling', async () => {
    await page.goto(`${h.url}#/spot/resistance`);
    await page.fill('#in-active', '12');
    await page.fill('#in-passive', '');
    await page.evaluate(() => document.querySelectorAll('input').forEach((i) => (i.required = false)));
    await page.click('[data-testid=roll]');
    expect(await page.locator('.problem').textContent()).toContain('missing --passive');
  });
});

describe('matches', () => {
  async function finished(ruleset: string) {
    const { startMatch, play, finishRecord } = await import('../../src/index');
    const { makeBot } = await import('../../src/bots/index');
    const { rulesets } = await import('../../src/index');
    // The shortest match the ruleset allows, by whichever length option it has.
    const schema = rulesets().find((r) => r.id === ruleset)!.options;
    const short = Object.fromEntries(['turnsPerHalf', 'roundsPerHalf', 'turns', 'rounds'].filter((k) => k in schema).map((k) => [k, 1]));
    const m = startMatch(ruleset, { seed: 3, ...short });
    const bot = makeBot('random', 1);
    for (let i = 0; i < 20000 && m.game.pending; i++) play(m, bot.choose(m.game, m.game.pending));
    expect(m.game.result).not.toBeNull();
    const res = await fetch(`${h.url}api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: `${ruleset} finished`, seats: {}, record: finishRecord(m) }),
    });
    expect(res.status).toBe(201);
    return { id: (await res.json()).id as number, steps: m.game.step };
  }

  it('lists finished matches and replays each game to its final whistle', async () => {
    const { rulesets } = await import('../../src/index');
    for (const r of rulesets()) {
      const { id, steps } = await finished(r.id);
      await page.goto(h.url);
      await page.waitForSelector(`tr[data-match="${id}"] .pill.finished`);
      await page.click(`tr[data-match="${id}"] a:has-text("Replay")`);
      await page.waitForSelector('[data-testid=step]');
      expect(await page.textContent('[data-testid=step]')).toBe(`step 0 of ${steps}`);
      await page.click('[data-testid=next]');
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((want) => document.querySelector('[data-testid=step]')?.textContent === want, `step 2 of ${steps}`, { timeout: 20_000 });
      await page.click('button[title="last step"]');
      expect(await page.textContent('.decision .prompt')).toMatch(/^Final:/);
      await page.click('[data-testid=prev]');
      expect(await page.textContent('[data-testid=step]')).toBe(`step ${steps - 1} of ${steps}`);
    }
  }, 180_000);

  it('reports a save that cannot be resumed, and keeps the others', async () => {
    const { startMatch, finishRecord } = await import('../../src/index');
    const Database = (await import('better-sqlite3')).default;
    const { join } = await import('node:path');
    const record = finishRecord(startMatch('gridiron', { seed: 1 }));
    const post = async () =>
      (await (await fetch(`${h.url}api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ record }) })).json()).id as number;
    const good = await post();
    const bad = await post();
    const db = new Database(join(h.dir, 'data', 'e2e.sqlite'));
    db.prepare('UPDATE matches SET record = ? WHERE id = ?').run(JSON.stringify({ ...record, actions: [{ type: 'choose', value: 'edge' }] }), bad);
    db.close();
    await page.goto(`${h.url}#/match/${bad}`);
    await page.waitForSelector('.problem');
    expect(await page.textContent('.problem')).toMatch(/^this match cannot be resumed: step 1: /);
    await page.goto(`${h.url}#/match/${good}`);
    await page.waitForFunction(() => (window as any).turnover?.game.pending);
  });

  it('starts a match with a team loaded from a file', async () => {
    const team = {
      name: 'Upload Test Boyz',
      roster: 'orc',
      rerolls: 2,
      players: Array.from({ length: 11 }, (_, i) => ({ number: i + 1, name: `Orc ${i + 1}`, position: i < 4 ? 'Black Orc Blocker' : 'Lineman' })),
    };
    await page.goto(h.url);
    await page.click('label.pick:has-text("Gridiron")');
    await page.setInputFiles('.field.team:has(#opt-home) input[type=file]', { name: 'boyz.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(team)) });
    await expect.poll(() => page.inputValue('#opt-home')).toBe('__file');
    await page.click('[data-testid=start]');
    await page.waitForURL(/#\/match\/\d+$/);
    await page.waitForSelector('.scoreline .seat-0 .name:text-is("Upload Test Boyz")');

    // A file the ruleset refuses is reported on the form, with the reason.
    await page.goto(h.url);
    await page.click('label.pick:has-text("Gridiron")');
    const wrong = { ...team, rerolls: 9 };
    await page.setInputFiles('.field.team:has(#opt-home) input[type=file]', { name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(wrong)) });
    await expect.poll(() => page.inputValue('#opt-home')).toBe('__file');
    await page.click('[data-testid=start]');
    expect(await page.textContent('.new-match .problem')).toMatch(/rerolls/);
  });
});

describe('every game, by clicking', () => {
  // One walk per registered ruleset: a game that lands later is walked too.
  for (const r of allRulesets()) {
    it(`sends any action a ${r.id} decision offers: a random walk by clicks`, async () => {
      const { seen, send } = await import('./drive');
      await page.goto(h.url);
      await page.click(`label.pick:has(input[value="${r.id}"])`);
      await page.fill('#opt-seed', '31');
      await page.click('[data-testid=start]');
      await page.waitForURL(/#\/match\/\d+$/);
      await page.waitForFunction(() => (window as any).turnover?.game.pending);
      let x = 12345;
      const sent = new Set<string>();
      const count = new Map<string, number>();
      for (let i = 0; i < 70; i++) {
        const s = await seen(page);
        if (!s.pending) break;
        x = (x * 1103515245 + 12345) % 2147483648;
        // Ending the turn at random would make the walk short and samey; it is taken when nothing else is offered.
        const pool = s.pending.actions.filter((a) => a.type !== 'end-turn');
        const from = pool.length ? pool : s.pending.actions;
        // Half the time, the kind of action sent least so far, so the walk leaves set-up and tries the vocabulary.
        const least = Math.min(...from.map((a) => count.get(a.type) ?? 0));
        const rare = from.filter((a) => (count.get(a.type) ?? 0) === least);
        const list = (x >> 5) % 2 ? rare : from;
        const a = list[(x >> 8) % list.length];
        count.set(a.type, (count.get(a.type) ?? 0) + 1);
        await send(page, a);
        sent.add(a.type);
      }
      expect(sent.size, `${r.id}: ${[...sent].join(', ')}`).toBeGreaterThanOrEqual(5);
    }, 180_000);
  }
});
