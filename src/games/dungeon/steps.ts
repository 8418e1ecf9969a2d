// The steps a player may take in a dungeon: gridiron's, less those into a pit, a chasm or lava (hazards.ts), into an
// obstacle (obstacles.ts) and the climbs he has no movement left for (platforms.ts).

import type { Procedure } from '../../core/engine';
import type { Action } from '../../core/types';
import type { ActionFrame } from '../gridiron/action';
import { pitchOf } from '../gridiron/pitch';
import { playerById } from '../gridiron/state';
import { hazardAt } from './hazards';
import { mayStep } from './platforms';
import { obstacleIn } from './obstacles';
import type { DState } from './state';

export const dungeonSteps = (base: Procedure<DState, ActionFrame>): Procedure<DState, ActionFrame> => ({
  run(ctx, f) {
    const d = base.run(ctx, f);
    if (!d || pitchOf(ctx.state).board.open) return d;
    const s = ctx.state;
    const p = playerById(s, f.player);
    const keep = (a: Action) =>
      a.type !== 'move' || (!hazardAt(s, a.x as number, a.y as number) && !obstacleIn(s, a.x as number, a.y as number) && mayStep(s, p, a.x as number, a.y as number));
    if (d.actions.every(keep)) return d;
    return { ...d, actions: d.actions.filter(keep) };
  },
  act: (ctx, f, action) => base.act!(ctx, f, action),
});
