// Test helper: resolve a rule with scripted dice and check every scripted die was used.

import { expect } from 'vitest';
import { resolveSpot } from './index';

export function spot(name: string, inputs: Record<string, unknown>, dice: number[], state?: unknown) {
  const r = resolveSpot(name, inputs, { seed: 1, dice, state });
  expect(r.unusedDice, `dice left over: ${JSON.stringify(r.unusedDice)}`).toBeUndefined();
  return r as any;
}
