// The worker thread's loop: one re-play per message, answered by the job's number. Its errors are bugs of ours (a
// bad record is an outcome, not an error) and go back as a one-line failure for the server's log.

import { parentPort } from 'node:worker_threads';
import '../index';
import { resume, type ResumeJob } from './resume';

parentPort!.on('message', (m: { id: number; job: ResumeJob }) => {
  try {
    parentPort!.postMessage({ id: m.id, outcome: resume(m.job) });
  } catch (e) {
    console.error(e);
    parentPort!.postMessage({ id: m.id, failure: (e as Error).message?.split('\n')[0]?.slice(0, 200) ?? 'unknown' });
  }
});
