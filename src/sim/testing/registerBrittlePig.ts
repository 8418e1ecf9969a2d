// Registers `pig-brittle-test`: Pig that cannot start a match in a worker thread, and starts one slowly (1 ms) in the
// main thread, so that a test can see a worker's failure come back while the main thread is still playing.
import { isMainThread } from 'node:worker_threads';
import { registerRuleset } from '../../core/registry';
import { pig } from './pig';

const pause = new Int32Array(new SharedArrayBuffer(4));

registerRuleset({
  ...pig,
  id: 'pig-brittle-test',
  setup(base) {
    if (!isMainThread) throw new Error('pig-brittle-test breaks in a worker');
    Atomics.wait(pause, 0, 0, 1);
    return pig.setup(base);
  },
});
