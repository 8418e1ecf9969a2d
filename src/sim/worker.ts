// A simulator worker: loads the rulesets (and any preloaded modules), then plays the chunks of matches it is sent.

import { parentPort, workerData } from 'node:worker_threads';
import type { SimSpec } from './match';
import type { ToMain, ToWorker } from './protocol';

const spec = (workerData as { spec: SimSpec }).spec;
for (const url of spec.preload ?? []) await import(url);
const { runMatch, seatsOf } = await import('./match');
const seats = seatsOf(spec.ruleset);
const port = parentPort!;

port.on('message', (msg: ToWorker) => {
  const outcomes = [];
  for (let i = msg.from; i < msg.to; i++) {
    try {
      outcomes.push(runMatch(spec, i, seats));
    } catch (e) {
      const reply: ToMain = { type: 'error', index: i, message: (e as Error).stack ?? String(e) };
      port.postMessage(reply);
      return;
    }
  }
  const reply: ToMain = { type: 'done', outcomes };
  port.postMessage(reply);
});
port.postMessage({ type: 'ready' } satisfies ToMain);
