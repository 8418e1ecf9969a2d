import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'web/**/*.test.ts', 'test/**/*.test.ts'],
    reporters: ['default', './test/count-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
