// Runeball and the luck report (src/core/luck.ts): touchdowns. A runeball "turnover" is a score for the other side
// (scoring.ts), not a turn lost to one failed roll, so no test is counted as a turnover risk.

import { registerLuckAdapter } from '../../core/luck';
import type { Event } from '../../core/types';
import { seatOf } from './state';

registerLuckAdapter('runeball', {
  turnoverRules: [],
  score: (e: Event) => (e.type === 'touchdown' ? seatOf(e.team as Parameters<typeof seatOf>[0]) : null),
  scoreName: 'touchdowns',
});
