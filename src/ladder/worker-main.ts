// The worker as a bare process, for tests and process managers: `node --import tsx src/ladder/worker-main.ts
// [--expire-seconds N] [--maintenance-seconds N]` with DATABASE_URL set. Prints "ready" once it takes jobs.

import { parseArgs } from 'node:util';
import { runWorker } from './worker';

const { values } = parseArgs({ options: { 'expire-seconds': { type: 'string' }, 'maintenance-seconds': { type: 'string' } } });
const url = process.env.DATABASE_URL;
if (!url) {
  process.stderr.write('ladder worker: DATABASE_URL must name the PostgreSQL database\n');
  process.exit(2);
}
await runWorker(url, {
  expireSeconds: values['expire-seconds'] ? Number(values['expire-seconds']) : undefined,
  maintenanceSeconds: values['maintenance-seconds'] ? Number(values['maintenance-seconds']) : undefined,
  onReady: () => process.stdout.write('ready\n'),
});
process.exit(0);
