// The analysis board in the browser: each of the four board games set up from its kick-off, with the link in the
// address opening the same position; a gridiron position changed by hand (a drag, a stance, skills, the ball) and
// opened again from its link in a fresh page; a malformed link refused in one line that does not repeat it; a
// planned path's odds and the scripted bot's suggestion, each the odds engine's own figure worked out here in Node
// on the same position; and "What if…" from a replay's step opening that moment.
// With TURNOVER_SCREENSHOTS=1 it writes docs/screenshot-analysis.png (1366x768): a path's odds and a suggestion.

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { odds } from '../../src/core/odds';
import { act, clone, replay, startMatch, type Action } from '../../src/index';
import { makeBot } from '../../src/bots/index';
import { PROJECT_DIR } from '../../src/server/app';
import { ANALYSIS_GAMES, gameOf, kickoffPosition, positionOf, type Position } from '../../web/src/analysis/position';
import { decodePosition, encodePosition } from '../../web/src/analysis/link';
import { planOdds, suggest } from '../../web/src/analysis/suggest';
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

/** The position the page shows, and the link code in its address. */
const shownPosition = () => page.evaluate(() => JSON.parse(JSON.stringify((window as any).turnover.position)) as Position);
const codeNow = () => page.evaluate(() => location.hash.replace(/^#\/analysis\//, ''));
/** Waits for the board to show a position other than `not` (JSON), in game `r`. */
async function boardFor(r: string, not = ''): Promise<void> {
  await page.waitForFunction(([g, n]) => (window as any).turnover?.game?.ruleset === g && (window as any).turnover?.position && JSON.stringify((window as any).turnover.position) !== n, [r, not], { timeout: 20_000 });
}
const cell = (x: number, y: number) => page.locator(`svg.board .hit polygon[data-x="${x}"][data-y="${y}"]`);

describe('the analysis board', () => {
  for (const r of ANALYSIS_GAMES) {
    it(`${r}: starts from the kick-off, and its link holds that position`, async () => {
      await page.goto(`${h.url}#/analysis`);
      await page.click(`[data-testid=analyse-${r}]`);
      await boardFor(r);
      const shown = await shownPosition();
      expect(shown).toEqual(kickoffPosition(r));
      expect(await decodePosition(await codeNow())).toEqual(shown);
      expect(await page.inputValue('[data-testid=share-link]')).toContain(`#/analysis/${await codeNow()}`);
    });
  }

  it('a gridiron position set up by hand comes back from its link', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const start = kickoffPosition('gridiron');
    await page.goto(`${h.url}#/analysis/${await encodePosition(start)}`);
    await boardFor('gridiron');
    const g = gameOf(start);
    const players = (g as unknown as { players: { id: string; side: string; x: number; y: number; place: string }[] }).players;
    const mover = players.find((p) => p.side === 'home' && p.place === 'pitch')!;
    const taken = new Set(players.filter((p) => p.place === 'pitch').map((p) => `${p.x},${p.y}`));
    // Two empty squares in the home half: where he goes, and where the ball is put.
    const free = Array.from({ length: 10 }, (_, i) => [4 + i, 2] as [number, number]).concat(Array.from({ length: 10 }, (_, i) => [4 + i, 12] as [number, number])).filter(([x, y]) => !taken.has(`${x},${y}`));
    const [[tx, ty], [bx, by]] = free;
    // A drag, pressed on the player and let go on the square.
    const from = (await cell(mover.x, mover.y).boundingBox())!;
    const to = (await cell(tx, ty).boundingBox())!;
    let before = JSON.stringify(await shownPosition());
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 4 });
    await page.mouse.up();
    await boardFor('gridiron', before);
    const [side, n] = mover.id.split('-');
    const entry = (p: Position) => (p.o.scenario as any).players.find((q: any) => q.side === side && q.number === Number(n));
    expect(entry(await shownPosition())).toMatchObject({ x: tx, y: ty });

    // Prone, then skills, then the ball on an empty square.
    await cell(tx, ty).click();
    before = JSON.stringify(await shownPosition());
    await page.click('[data-testid=stance-prone]');
    await boardFor('gridiron', before);
    before = JSON.stringify(await shownPosition());
    await page.fill('[data-testid=skills]', 'Dodge, Sure Feet');
    await page.click('[data-testid=set-skills]');
    await boardFor('gridiron', before);
    before = JSON.stringify(await shownPosition());
    await page.click('[data-testid=place-ball]');
    await cell(bx, by).click();
    await boardFor('gridiron', before);
    const edited = await shownPosition();
    expect(entry(edited)).toMatchObject({ x: tx, y: ty, stance: 'prone', skills: ['Dodge', 'Sure Feet'] });
    expect((edited.o.scenario as any).ball).toEqual({ x: bx, y: by });
    const view = await page.evaluate(() => JSON.parse(JSON.stringify((window as any).turnover.view())));
    expect(view.players.find((p: any) => p.id === mover.id)).toMatchObject({ x: tx, y: ty, stance: 'prone' });

    // The link, opened in a fresh page, is the same position.
    const link = await page.inputValue('[data-testid=share-link]');
    const fresh = await h.page();
    await fresh.goto(link);
    await fresh.waitForFunction(() => (window as any).turnover?.position, null, { timeout: 20_000 });
    expect(await fresh.evaluate(() => JSON.parse(JSON.stringify((window as any).turnover.position)))).toEqual(edited);
    await fresh.close();
  });

  it('a malformed link gives a one-line reason that does not repeat it', async () => {
    // Each link is opened on a fresh page load: a change of hash alone would leave the last link's alert showing, and
    // waiting for an alert would then read the old one.
    for (const bad of ['a<img src=x onerror=alert(1)>', 'zzzz', `a${'Q'.repeat(41)}`]) {
      await page.goto('about:blank');
      await page.goto(`${h.url}#/analysis/${encodeURIComponent(bad)}`);
      await page.waitForSelector('.problem[role=alert]');
      const text = (await page.textContent('.problem[role=alert]'))!;
      expect(text).toMatch(/^the link /);
      expect(text).not.toContain('\n');
      expect(text).not.toContain(bad.slice(1, 12));
    }
    // A position the rules refuse: two players on one square, named by the scenario's field.
    const twice = kickoffPosition('gridiron');
    const ps = (twice.o.scenario as any).players.filter((p: any) => p.x !== undefined);
    [ps[1].x, ps[1].y] = [ps[0].x, ps[0].y];
    await page.goto('about:blank');
    await page.goto(`${h.url}#/analysis/${await encodePosition(twice)}`);
    await page.waitForSelector('.problem[role=alert]');
    expect(await page.textContent('.problem[role=alert]')).toMatch(/^the link's position breaks a rule: scenario\.players\[\d+\]: its square already holds a player$/);
  });

  it("shows a planned path's odds and the bot's suggestion, the odds engine's figures", async () => {
    const pos: Position = {
      r: 'gridiron',
      o: {
        scenario: {
          rerolls: { home: 1 },
          ball: { carrier: 'home-1' },
          players: [
            { side: 'home', number: 1, ma: 4, st: 3, ag: 3, av: 8, x: 8, y: 7 },
            { side: 'home', number: 2, ma: 6, st: 4, ag: 3, av: 8, x: 12, y: 10 },
            { side: 'away', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 9, y: 8 },
            { side: 'away', number: 2, ma: 6, st: 3, ag: 3, av: 8, x: 13, y: 10 },
            { side: 'away', number: 3, ma: 6, st: 3, ag: 3, av: 8, x: 6, y: 4 },
          ],
        },
      },
    };
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${h.url}#/analysis/${await encodePosition(pos)}`);
    await boardFor('gridiron');
    // The bot's suggestion on the position: its figure is the one worked out here.
    await page.click('[data-testid=suggest]');
    await page.waitForSelector('[data-testid=suggestion][data-odds]', { timeout: 30_000 });
    const expected = suggest(gameOf(pos));
    expect(expected.steps.length).toBeGreaterThan(0);
    expect(Number(await page.getAttribute('[data-testid=suggestion]', 'data-odds'))).toBe(expected.p);

    // A path with a dodge: its chance on hover.
    await page.click('[data-testid=mode-plan]');
    const start = (await seen(page)).pending!.actions.find((a) => a.type === 'start-action' && a.player === 'home-1' && a.action === 'move')!;
    await send(page, start);
    await page.waitForSelector('svg.board [data-reach]');
    const game = gameOf(pos);
    act(game, start);
    const reach = [...reachable(game).values()].filter((r) => r.path.some((s) => /dodge/.test(s.hint)));
    const far = reach.sort((a, b) => b.path.length - a.path.length)[0];
    await cell(far.x, far.y).hover();
    await page.waitForSelector('[data-testid=odds]:not([data-odds=""])', { timeout: 20_000 });
    expect(Number(await page.getAttribute('[data-testid=odds]', 'data-odds'))).toBe(odds(game, pathPlan(far)).success.noReroll);
    await page.click('[data-testid=suggest]');
    await page.waitForSelector('[data-testid=suggestion][data-odds]', { timeout: 30_000 });
    await cell(far.x, far.y).hover();
    await page.waitForSelector('[data-testid=odds]:not([data-odds=""])', { timeout: 20_000 });
    if (process.env.TURNOVER_SCREENSHOTS === '1') await page.screenshot({ path: join(PROJECT_DIR, 'docs', 'screenshot-analysis.png') });

    // The path walked on the board (its dice may stop it): the chance of the plan played, from the position.
    const before = await page.evaluate(() => (window as any).turnover.game.step as number);
    await cell(far.x, far.y).click();
    await page.waitForFunction((b) => (window as any).turnover?.game.step > b, before);
    await page.click('[data-testid=plan-odds-ask]');
    await page.waitForSelector('[data-testid=plan-odds][data-odds]', { timeout: 30_000 });
    const played = await page.evaluate(() => JSON.parse(JSON.stringify((window as any).turnover.record.actions)) as Action[]);
    expect(played.length).toBeGreaterThan(1);
    expect(played[0]).toMatchObject({ type: 'start-action', player: 'home-1' });
    const whole = planOdds(gameOf(pos), played);
    expect(Number(await page.getAttribute('[data-testid=plan-odds]', 'data-odds'))).toBe(whole.p);
    expect(whole.p).toBeLessThan(1);
  });

  it('"What if…" opens a replay\'s moment on the board', async () => {
    const m = startMatch('rush', { seed: 'what-if' });
    const bot = makeBot('scripted', 1);
    for (let i = 0; i < 40 && m.game.pending; i++) {
      const a: Action = bot.choose(m.game, m.game.pending);
      act(m.game, a);
      m.record.actions.push(a);
    }
    await page.goto(h.url);
    const id = await page.evaluate(async (rec: string) => {
      const res = await fetch('/api/matches', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': (await (await fetch('/api/session')).json()).csrf ?? '' }, body: JSON.stringify({ title: 'what if', seats: { home: 'human', away: 'human' }, record: JSON.parse(rec) }) });
      return (await res.json()).id as number;
    }, JSON.stringify(m.record));
    await page.goto(`${h.url}#/replay/${id}`);
    await page.waitForSelector('[data-testid=step]');
    // The step where the first rush's actions begin.
    const at = replay({ ...m.record, actions: [] }).game;
    let step = 0;
    const g = clone(at);
    while (g.pending && g.pending.kind !== 'action') act(g, m.record.actions[step++]);
    for (let i = 0; i < step; i++) await page.click('[data-testid=next]');
    await page.waitForFunction((s) => document.querySelector('[data-testid=step]')?.textContent?.startsWith(`step ${s} `), step);
    await page.click('[data-testid=what-if]');
    await boardFor('rush');
    expect(await shownPosition()).toEqual(positionOf(g));
  });
});
