// The ball rules of gridiron (seed 001): the procedures the match pushes, and the target lists its action menus use.

import type { Procedure } from '../../../core/engine';
import type { GState } from '../state';
import { bounceProcedure } from './bounce';
import { catchProcedure } from './catch';
import { handoffProcedure } from './handoff';
import { dumpOffProcedure, passProcedure } from './pass';
import { pickupProcedure } from './pickup';
import { throwInProcedure } from './throw-in';
import { ttmProcedure } from './ttm';

export const ballProcedures: Record<string, Procedure<GState, any>> = {
  'gridiron.pickup': pickupProcedure,
  'gridiron.bounce': bounceProcedure,
  'gridiron.catch': catchProcedure,
  'gridiron.throw-in': throwInProcedure,
  'gridiron.pass': passProcedure,
  'gridiron.dump-off': dumpOffProcedure,
  'gridiron.handoff': handoffProcedure,
  'gridiron.ttm': ttmProcedure,
};

export { throwTargets, throwActions, interceptors, passModifiers, RANGE_MODIFIERS, BLIZZARD_RANGES } from './pass';
export { handoffTargets, handoffActions } from './handoff';
export { ttmTargets, ttmActions } from './ttm';
export { catchModifiers, type CatchKind } from './catch';
export { pickupModifiers } from './pickup';
export { interceptModifiers } from './intercept';
export { canCatch } from './common';
export { describeBallEvent } from './describe';
