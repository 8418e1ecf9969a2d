// A worker thread of a match pool (match-pool.ts): registers tsx (a worker cannot start from a .ts file), loads the
// module it was given, and plays the fixtures it is sent with that module's playAndReplay, answering with one report
// each; a thrown error is a report, not the end of the worker.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { playAndReplay } = await import(workerData.module);

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
