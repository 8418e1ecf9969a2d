// Seed 004, Blocking: "when a player knocks down and pushes back another player, if the push movement is prevented
// by every eligible push square being a wall, the blocking player may add +1 to either the armour or the injury roll
// for the block, which is cumulative with the Mighty Blow skill. This can be considered a 'smashing into wall'
// bonus." The walls themselves are the board's: gridiron's push never crosses one, and when all three squares are
// walled off nobody moves (`pinned`). An obstacle also stops a push (obstacles.ts), but it is no wall: a defender held
// by one earns the blocker no bonus.

import { obstacleAt } from '../../core/board';
import type { GCtx } from '../gridiron/common';
import type { GridironMoments } from '../gridiron/hooks';
import { pitchOf } from '../gridiron/pitch';
import { playerById } from '../gridiron/state';

export const SMASHING_INTO_WALL = { source: 'smashing into wall', value: 1 } as const;

/** The `afterPush` hook. */
export function smashIntoWall(ctx: GCtx, e: GridironMoments['afterPush']): void {
  if (!e.pinned || againstObstacle(ctx, e)) return;
  ctx.events.push({ type: 'smashing-into-wall', player: e.defender });
  e.bonus = { ...SMASHING_INTO_WALL };
}

/** Whether one of the three squares the defender would be pushed to is an obstacle's. */
function againstObstacle(ctx: GCtx, e: GridironMoments['afterPush']): boolean {
  const s = ctx.state;
  const b = pitchOf(s).board;
  if (!b.features.some((f) => f.kind === 'obstacle')) return false;
  const a = playerById(s, e.attacker);
  const d = playerById(s, e.defender);
  const dx = Math.sign(d.x - a.x);
  const dy = Math.sign(d.y - a.y);
  const squares =
    dx !== 0 && dy !== 0
      ? [[d.x + dx, d.y + dy], [d.x + dx, d.y], [d.x, d.y + dy]]
      : dx !== 0
        ? [[d.x + dx, d.y - 1], [d.x + dx, d.y], [d.x + dx, d.y + 1]]
        : [[d.x - 1, d.y + dy], [d.x, d.y + dy], [d.x + 1, d.y + dy]];
  return squares.some(([x, y]) => obstacleAt(b, x, y));
}
