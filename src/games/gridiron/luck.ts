// Gridiron and the luck report (src/core/luck.ts): the tests whose failure loses the turn, and the touchdowns.

import { registerLuckAdapter, type LuckAdapter } from '../../core/luck';
import type { Event } from '../../core/types';

/** "A player who falls over or is knocked down in his own turn ... causes a turnover": a dodge, a GFI or a leap that
 * fails; so does a failed pick-up, and a pass or catch that fails, unless his own team catches the ball after all
 * (counted here as a turnover: the report rates the roll, not the bounce). */
export const GRIDIRON_TURNOVER_RULES = ['gridiron.dodge', 'gridiron.gfi', 'gridiron.leap', 'gridiron.pickup', 'gridiron.pass', 'gridiron.catch'];

export const gridironLuck: LuckAdapter = {
  turnoverRules: GRIDIRON_TURNOVER_RULES,
  score: (e: Event) => (e.type === 'touchdown' ? (e.side as string) : null),
  scoreName: 'touchdowns',
};
registerLuckAdapter('gridiron', gridironLuck);
