// Plugs gridiron's fast paths in, or takes them out (the plain rules then run alone). See ../fast-paths.ts.

import { fastPaths } from '../fast-paths';
import { fastPlainStep } from './plain-step';
import { fastSetupDecision } from './setup';
import { fastMoveActions } from './step';
import { fastThrowActions } from './throw';
import { fastTtmActions } from './ttm';
import { fastTurnActions } from './turn';

export function useFastPaths(on: boolean): void {
  fastPaths.turnActions = on ? fastTurnActions : null;
  fastPaths.moveActions = on ? fastMoveActions : null;
  fastPaths.setupDecision = on ? fastSetupDecision : null;
  fastPaths.throwActions = on ? fastThrowActions : null;
  fastPaths.ttmActions = on ? fastTtmActions : null;
  fastPaths.plainStep = on ? fastPlainStep : null;
}
