// A worker thread for random.slow.test.ts: registers tsx (a worker cannot start from a .ts file), then plays the
// fixtures it is sent and answers with one report each; a thrown error is a report, not the end of the worker.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { playAndReplay } = await import('./random-match.ts');

parentPort.on('message', (fixtures) => {
  const reports = fixtures.map((f) => {
    try {
      return { ...f, ...playAndReplay(f) };
    } catch (e) {
      return { ...f, actions: -1, reason: 'crashed', problem: e instanceof Error ? (e.stack ?? e.message) : String(e) };
    }
  });
  parentPort.postMessage(reports);
});
