// A league run in the browser, short: four gridiron teams (two coaches in browser contexts of their own, two bots),
// created, entered, started, played and closed by clicking (league-season.ts); then the table matches the API's, a
// bot's team page shows the SPP its match gave, the bot match's replay opens, and a coach hires between matches.
// The eight-team season is league-season.slow.test.ts.

import type { Page } from 'playwright-core';
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

describe('running a league in the browser', () => {
  it('creates, enters, plays and closes a four-team gridiron league', async () => {
    s = await runSeason(h, 2, (line) => console.log(line));
    await checkSeason(h, s);
  }, 300_000);
});
