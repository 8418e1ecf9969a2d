// The re-play worker's entry: plain JavaScript so it starts under any runner, it installs the TypeScript loader,
// imports the modules that register extra rulesets, then the worker itself (replay-worker.ts).
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
for (const m of workerData?.modules ?? []) await import(m);
await import('./replay-worker.ts');
