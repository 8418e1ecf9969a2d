// The other three games on a phone (390x844, touch) against the bot, a few turns each, every decision tapped:
// the board's cells, the players, the decision's buttons. The whole gridiron match is in phone-match.slow.test.ts.

import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/index';
import { distance } from '../../src/core/grid/hex';
import { seen, type Seen } from './drive';
import type { Harness } from './harness';
import { choose as rushCoach } from './rush-coach';
import { device, newcomer, tap } from './tap';
import { useHarness } from './use-harness';

let h: Harness;
useHarness((x) => {
  h = x;
});

/** Runeball's plain coach: toward the nearest opponent, a block when one is offered, else the first offer. */
function runeballCoach(s: Seen): Action {
  const acts = s.pending!.actions;
  const foes = s.players.filter((p) => p.side !== s.pending!.seat && p.place === 'field' && p.x >= 0);
  const near = (a: Action) => Math.min(...foes.map((f) => distance({ x: a.x as number, y: a.y as number }, f)));
  const block = acts.find((a) => a.type === 'block');
  if (block) return block;
  if (s.pending!.kind === 'kick-target') return acts.find((a) => a.x === 9 && a.y === 7) ?? acts[0];
  const moves = acts.filter((a) => a.type === 'move');
  if (moves.length) return moves.reduce((best, a) => (near(a) < near(best) ? a : best));
  return acts.find((a) => a.type === 'formation' || a.type === 'receive' || a.type === 'activate') ?? acts[0];
}

const GAMES: { pick: string; seed: string; coach: () => (s: Seen) => Action }[] = [
  {
    pick: 'Dungeonbowl',
    seed: '5',
    coach: () => {
      const mine = { turn: '', acted: false, formed: false, turns: 0, steps: 0 };
      return (s) => newcomer(s, s.pending!, mine);
    },
  },
  {
    pick: 'Rush',
    seed: '8',
    coach: () => {
      const state = { placed: 2, runs: 2, steps: 0 };
      return (s) => {
        const a = rushCoach(s, state);
        if (a.type === 'run') (state.runs++, (state.steps = 0));
        if (a.type === 'step') state.steps++;
        if (a.type === 'end-rush') state.runs = 2;
        return a;
      };
    },
  },
  { pick: 'Runeball', seed: '5', coach: () => runeballCoach },
];

describe('the other games on a phone, by tapping against the bot', () => {
  for (const g of GAMES)
    it(`${g.pick}: a few turns tapped, the bot playing between them`, async () => {
      const { ctx, page } = await device(h.browser);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(h.url);
      await page.tap(`label.pick:has-text("${g.pick}")`);
      await page.selectOption('#opponent', 'bot:random');
      await page.fill('#opt-seed', g.seed);
      await page.tap('[data-testid=start]');
      await page.waitForURL(/#\/match\/\d+$/);
      await page.waitForFunction(() => (window as any).turnover?.game);
      await page.tap('[data-testid=pace-fast]');
      const coach = g.coach();
      // The bot's stretches between the person's taps: five make a few turns each way (set-ups and kick-offs count too).
      let last = -1;
      let botStretches = 0;
      let taps = 0;
      for (; taps < 120 && botStretches < 5; taps++) {
        await page.waitForFunction(() => (window as any).turnover?.game.pending?.seat === 'home' || (window as any).turnover?.game.result, null, { timeout: 30_000 });
        const s = await seen(page);
        if (!s.pending) break;
        if (last >= 0 && s.step > last) botStretches++;
        await tap(page, coach(s));
        last = await page.evaluate(() => (window as any).turnover.game.step);
      }
      expect(botStretches).toBe(5);
      expect(errors).toEqual([]);
      console.log(`${g.pick} on a phone: ${taps} decisions tapped`);
      await ctx.close();
    }, 60_000);
});
