#!/usr/bin/env node
// Runs the turnover command from its built JavaScript (dist/cli), so a call starts in tens of milliseconds instead
// of compiling TypeScript first. `npm install` builds it; when it is missing or older than its sources (a fresh
// checkout, an edit) it is built here once, which takes well under a second. TURNOVER_FROM_SOURCE=1 runs the
// TypeScript through tsx instead, for stack traces in the sources' own lines.
import { buildCli, firstLine, isFresh } from './build-cli.js';

async function runFromSource() {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/run.ts');
}

if (process.env.TURNOVER_FROM_SOURCE) await runFromSource();
else {
  let built = isFresh();
  if (!built) {
    try {
      await buildCli();
      built = true;
    } catch (e) {
      process.stderr.write(`turnover: could not build the command, running it from source (${firstLine(e)})\n`);
    }
  }
  if (built) await import('../dist/cli/main.js');
  else await runFromSource();
}
