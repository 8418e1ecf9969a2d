// Run (seed 003, S J G): "Move a number of hexes equal to Movement, turning freely. After a Run, you may choose to
// Dash. If you move out of a hex that is threatened, you will need to Evade." The moving is move.ts.

import type { RushAction } from './rush-action';
import { startMove } from './move';

export const run: RushAction = {
  name: 'run',
  roles: ['striker', 'jack', 'guard'],
  can: (_s, p) => p.at === 'pitch' && !p.down,
  begin: (ctx, p) => startMove(ctx, p, 'run'),
};
