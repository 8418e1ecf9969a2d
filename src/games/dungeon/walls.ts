// Seed 004, Blocking: "when a player knocks down and pushes back another player, if the push movement is prevented
// by every eligible push square being a wall, the blocking player may add +1 to either the armour or the injury roll
// for the block, which is cumulative with the Mighty Blow skill. This can be considered a 'smashing into wall'
// bonus." The walls themselves are the board's: gridiron's push never crosses one, and when all three squares are
// walled off nobody moves (`pinned`).

import type { GCtx } from '../gridiron/common';
import type { GridironMoments } from '../gridiron/hooks';

export const SMASHING_INTO_WALL = { source: 'smashing into wall', value: 1 } as const;

/** The `afterPush` hook. */
export function smashIntoWall(ctx: GCtx, e: GridironMoments['afterPush']): void {
  if (!e.pinned) return;
  ctx.events.push({ type: 'smashing-into-wall', player: e.defender });
  e.bonus = { ...SMASHING_INTO_WALL };
}
