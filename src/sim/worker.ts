// A simulator worker: loads the rulesets (and any preloaded modules), then plays matches, taking each match number
// from the counter it shares with the other threads, and sends the outcomes back in batches.

import { parentPort, workerData } from 'node:worker_threads';
import type { ToMain, WorkerInput } from './protocol';

const { spec, counter } = workerData as WorkerInput;
for (const url of spec.preload ?? []) await import(url);
const { runMatch, seatsOf } = await import('./match');
const seats = seatsOf(spec.ruleset);
const port = parentPort!;
const next = new Int32Array(counter);
// One message per this many milliseconds of play: few enough to cost nothing, often enough for the progress bar.
const BATCH_MS = 50;

let outcomes = [];
let sent = performance.now();
for (let i = Atomics.add(next, 0, 1); i < spec.games; i = Atomics.add(next, 0, 1)) {
  try {
    outcomes.push(runMatch(spec, i, seats));
  } catch (e) {
    // Nobody takes another match: the run has failed.
    Atomics.store(next, 0, spec.games);
    port.postMessage({ type: 'error', index: i, message: (e as Error).stack ?? String(e) } satisfies ToMain);
    break;
  }
  if (performance.now() - sent >= BATCH_MS) {
    port.postMessage({ type: 'done', outcomes, last: false } satisfies ToMain);
    outcomes = [];
    sent = performance.now();
  }
}
port.postMessage({ type: 'done', outcomes, last: true } satisfies ToMain);
