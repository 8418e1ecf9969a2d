// Elevated platforms (the board's `platform` terrain, its height in `level`). Seed 004 names them only where a player
// is at risk there (leaping "up onto an elevated platform" is not allowed; standing at "an edge of an elevated
// platform" is a precarious position); facts.md §4.5b gives the defaults used here, [A]: "elevated platform = +1
// square to climb one level, a fall off = knocked down with an armour roll".
//
// - Climbing: a step up costs one more square of movement per level, taken from his MA (a player with no square of
//   MA left for it may not climb: a go-for-it is one square, not two). A step down, or a follow-up, costs nothing more.
// - Falling off: a player pushed from a platform to anything lower is knocked down where he lands, with an armour
//   roll (a turnover if he is the moving team's). If the block knocks him down as well, that is the same fall: one
//   armour roll, not two.

import { pop, push, type Procedure } from '../../core/engine';
import type { Frame } from '../../core/types';
import type { GCtx } from '../gridiron/common';
import type { GridironMoments } from '../gridiron/hooks';
import { pushKnockdown, type KnockdownFrame } from '../gridiron/injury';
import { pitchOf } from '../gridiron/pitch';
import { playerById, type Player } from '../gridiron/state';
import type { DState } from './state';

type DCtx = GCtx & { state: DState };

/** The flag on a player whose fall off a platform has been rolled for in this block. */
const FELL_OFF = 'fell-off';

export function levelAt(s: DState, x: number, y: number): number {
  const b = pitchOf(s).board;
  return b.open ? 0 : b.level[y * b.width + x];
}

/** Whether a step from where p stands to (x, y) is one he has the movement for (a climb costs a square more a level). */
export function mayStep(s: DState, p: Player, x: number, y: number): boolean {
  const up = levelAt(s, x, y) - levelAt(s, p.x, p.y);
  return up <= 0 || p.moved + 1 + up <= p.ma;
}

interface FellOffFrame extends Frame {
  p: 'dungeon.fell-off';
  player: string;
}

/** Runs once the fall's knock-down is settled: marks him, so that the block's own knock-down is not a second one. */
export const fellOff: Procedure<DState, FellOffFrame> = {
  run(ctx, f) {
    const p = playerById(ctx.state, f.player);
    if (p.place === 'pitch' && p.stance !== 'standing' && !p.flags.includes(FELL_OFF)) p.flags = [...p.flags, FELL_OFF];
    pop(ctx);
  },
};

/** The `onEnterCell` hook's part: a climb's extra cost; a push off the edge. */
export function platformEdge(ctx: DCtx, e: GridironMoments['onEnterCell']): boolean {
  if (!e.from) return false;
  const s = ctx.state;
  const drop = levelAt(s, e.from.x, e.from.y) - levelAt(s, e.x, e.y);
  if (drop === 0) return false;
  const p = playerById(s, e.player);
  if (drop < 0 && e.how === 'move') {
    p.moved += -drop;
    ctx.events.push({ type: 'climbs', player: p.id, x: e.x, y: e.y, levels: -drop });
    return false;
  }
  if (drop > 0 && e.how === 'push' && p.stance === 'standing') {
    ctx.events.push({ type: 'falls-off', player: p.id, x: e.x, y: e.y });
    push(ctx, { p: 'dungeon.fell-off', player: p.id } as FellOffFrame);
    pushKnockdown(ctx, p.id, null, p.side === s.active);
    // He lies where he fell: nothing else in the cell (a chest, a teleporter) takes him now.
    return true;
  }
  return false;
}

/** Gridiron's knock-down, once per fall: the block's knock-down of a player who has just fallen off is that fall. */
export const oneFall = (base: Procedure<DState, KnockdownFrame>): Procedure<DState, KnockdownFrame> => ({
  run(ctx, f) {
    if (f.phase === 'down') {
      const p = playerById(ctx.state, f.player);
      if (p.flags.includes(FELL_OFF)) {
        p.flags = p.flags.filter((x) => x !== FELL_OFF);
        pop(ctx);
        return;
      }
    }
    return base.run(ctx, f);
  },
  act: (ctx, f, action) => base.act!(ctx, f, action),
});

/** The `turnStart` hook's part: a fall is over once the turn it happened in is. */
export function fallsOver(ctx: DCtx): boolean {
  for (const p of ctx.state.players) if (p.flags.length > 0 && p.flags.includes(FELL_OFF)) p.flags = p.flags.filter((x) => x !== FELL_OFF);
  return false;
}
