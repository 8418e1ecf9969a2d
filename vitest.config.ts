import { defineConfig } from 'vitest/config';

// Two projects: `fast` is what `npm test` runs (every rule, property, CLI, storage and browser test, a few minutes
// on 2 cores); `slow` holds the long statistical and bot-strength runs (whole-match samples of hundreds or
// thousands of games), named `*.slow.test.ts`, which `npm run test:slow` and CI run.
const everywhere = ['src/**/', 'web/**/', 'test/**/'];
const SLOW = everywhere.map((d) => `${d}*.slow.test.ts`);

export default defineConfig({
  test: {
    reporters: ['default', './test/count-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll's own default is 1 s, which a loaded CI machine outruns: a poll is a wait for a signal, not a measure.
    expect: { poll: { timeout: 20_000 } },
    setupFiles: ['./test/property-seed.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          // Vitest runs one file at a time on 2 cores by default (cores - 1); two at a time, a browser suite waiting on
          // Chromium lets a rules file compute, and npm test takes about half the time.
          maxWorkers: 2,
          include: everywhere.map((d) => `${d}*.test.ts`),
          exclude: SLOW,
          // Unpack the npm Chromium once, before the browser suites' workers start (see test/e2e/chromium.ts).
          globalSetup: ['./test/e2e/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'slow', include: SLOW, globalSetup: ['./test/e2e/global-setup.ts'] },
      },
    ],
  },
});
