// One server for bench/server.ts, in a process of its own so the simulated clients do not share its event loop.
// Prints its address as one line of JSON. The per-IP HTTP rate limit is lifted (every simulated player comes from
// 127.0.0.1); the live channel keeps its default per-connection limit.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../src/server/app';

const databaseUrl = process.env.DATABASE_URL || undefined;
const s = await startServer(
  { databaseUrl, sqliteFile: databaseUrl ? undefined : join(mkdtempSync(join(tmpdir(), 'turnover-bench-')), 'bench.sqlite'), rateLimit: 1_000_000 },
  0,
);
console.log(JSON.stringify({ url: s.url }));
process.on('SIGTERM', () => void s.close().then(() => process.exit(0)));
