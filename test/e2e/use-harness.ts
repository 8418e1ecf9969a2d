// One server and one browser page for a whole test file, started before its tests and stopped after them.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startHarness, type Harness } from './harness';

export function useHarness(set: (h: Harness, page: Page) => void): void {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await startHarness();
    set(h, await h.page());
  }, 180_000);
  afterAll(async () => {
    await h?.stop();
  });
}
