// Sprint (seed 003, S J G): "Move straight forwards a number of hexes equal to twice your Movement. You may change
// facing at the cost of 1 hex of movement per change. After a Sprint, you may choose to Dash." A Sprint also costs a
// Pick Up one die ("-1 if you Sprinted this action"). The moving is move.ts.

import type { RushAction } from './rush-action';
import { startMove } from './move';

export const sprint: RushAction = {
  name: 'sprint',
  roles: ['striker', 'jack', 'guard'],
  can: (_s, p) => p.at === 'pitch' && !p.down,
  begin: (ctx, p) => startMove(ctx, p, 'sprint'),
};
