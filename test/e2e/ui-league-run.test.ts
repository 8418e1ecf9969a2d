// A league run in the browser, short: four gridiron teams (two coaches in browser contexts of their own, two bots),
// created, entered, started, played and closed by clicking (league-season.ts); then the table matches the API's, a
// bot's team page shows the SPP its match gave, the bot match's replay opens, and a coach hires between matches.
// The eight-team season is league-season.slow.test.ts.

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PROJECT_DIR } from '../../src/server/app';
import { afterAll, describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import { checkSeason, runSeason, type Season } from './league-season';
import { useHarness } from './use-harness';

let h: Harness;
useHarness((x: Harness, _p: Page) => {
  h = x;
});
let s: Season | undefined;
afterAll(async () => {
  for (const c of [s?.com, s?.ada, s?.bob]) await c?.ctx.close();
});

// With TURNOVER_SCREENSHOTS=1 each step's page at 1366x768 and 390x844: docs/screenshot-league-<step>{,-phone}.png.
const SHOTS = process.env.TURNOVER_SCREENSHOTS === '1';
async function shot(name: string, p: Page) {
  if (!SHOTS) return;
  const size = p.viewportSize()!;
  await p.screenshot({ path: join(PROJECT_DIR, 'docs', `screenshot-league-${name}.png`), fullPage: true });
  await p.setViewportSize({ width: 390, height: 844 });
  await p.screenshot({ path: join(PROJECT_DIR, 'docs', `screenshot-league-${name}-phone.png`), fullPage: true });
  await p.setViewportSize(size);
}

describe('running a league in the browser', () => {
  it('creates, enters, plays and closes a four-team gridiron league', async () => {
    s = await runSeason(h, 2, (line) => console.log(line), shot);
    await checkSeason(h, s, 1, shot);
  }, 300_000);
});
