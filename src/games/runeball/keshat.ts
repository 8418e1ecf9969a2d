// WHO GETS THE BALL (seed): a round of Keshat gives first choice (kick or receive at the start) and second choice (at
// the second half); a "Keshat" gives one team both. The game itself is not described anywhere we could find; facts.md
// §1.2 decides: each captain rolls 1d12, ties re-rolled, the higher wins; a natural 12 is a Keshat.

import { roll } from '../../core/dice';
import { emit, pop } from '../../core/engine';
import type { Frame } from '../../core/types';
import { RUNEBEARER } from './config';
import { SEATS, type RCtx } from './state';
import type { Team } from './field';

export const keshat = {
  run(ctx: RCtx, _f: Frame): void {
    const s = ctx.state;
    pop(ctx);
    for (let guard = 0; guard < 100; guard++) {
      const a = roll(ctx, { rule: 'runeball.keshat', who: SEATS[0], dice: RUNEBEARER.keshatDie }).total;
      const b = roll(ctx, { rule: 'runeball.keshat', who: SEATS[1], dice: RUNEBEARER.keshatDie }).total;
      if (a === b) continue;
      const winner: Team = a > b ? 0 : 1;
      const won = Math.max(a, b);
      const isKeshat = won === RUNEBEARER.keshatNatural;
      s.choice = { first: winner, second: isKeshat ? winner : ((1 - winner) as Team) };
      emit(ctx, { type: 'keshat', winner, keshat: isKeshat, rolls: [a, b] });
      return;
    }
    // A hundred ties in a row cannot happen with fair dice; a script could force it.
    s.choice = { first: 0, second: 1 };
  },
};
