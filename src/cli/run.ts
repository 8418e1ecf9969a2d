// The turnover command's entry point: bin/turnover.js loads it built (dist/cli/main.js) or, failing that, from
// source through tsx.

import { main, processIo } from './main';

process.exitCode = await main(process.argv.slice(2), processIo);
