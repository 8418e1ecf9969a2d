// Runs once before the fast project's workers start: finds (and on a fresh machine unpacks) the Chromium the
// browser suites share, so parallel workers do not each unpack it. A failure here is left for those suites to
// report, so that a run of unit tests alone never stops on a missing browser.

import { chromiumExecutable } from './chromium';

export default async function setup(): Promise<void> {
  await chromiumExecutable().catch(() => undefined);
}
