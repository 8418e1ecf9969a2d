// Prints the run's totals as one plain line, "tests: N passed, N failed, N skipped", after Vitest's own summary, so
// any CI that reads closing lines sees how many tests ran. Failures also come from unhandled errors, which fail a
// run without failing a test.

import type { Reporter, TestModule } from 'vitest/node';

export default class CountReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const m of modules) {
      if (m.state() === 'failed' && [...m.children.allTests()].length === 0) failed++;
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    process.stdout.write(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
