// The season in the browser: a commissioner runs a whole eight-team gridiron league (two coaches in browser
// contexts of their own, six bots) from creation to the closed table (league-season.ts), and the pages show the
// table as the API has it, a bot's SPP and injuries carried from match to match, and a match's replay.

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

describe('an eight-team gridiron season in the browser', () => {
  it('runs from creation to the closed table with two coaches and six bots', async () => {
    const t0 = Date.now();
    s = await runSeason(h, 6, (line) => console.log(line));
    expect(s.league.entries).toHaveLength(8);
    expect(s.league.fixtures).toHaveLength(28);
    expect(s.league.status).toBe('finished');
    // Every bot plays five bot-v-bot matches: the page's team has carried its SPP through at least two.
    const seen = await checkSeason(h, s, 2);
    expect(seen.spp).toBeGreaterThan(0);
    console.log(`season: ${((Date.now() - t0) / 1000).toFixed(0)} s; the busiest bot: ${seen.matches} matches, ${seen.spp} SPP; ${seen.injuries} lasting injuries or deaths over all bots`);
  }, 600_000);
});
