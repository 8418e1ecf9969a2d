// Pits, chasms and lava: what happens to a player who ends up in one. Seed 004 says only what the ball does
// ("If the ball carrier falls into a pit ... immediately scatter the ball from the pit square"; "falls into a chasm
// ... the ball teleports onto a random teleporter"; "If the ball ends up on a lava square" it stays there until a
// turn start's 4-6). For the player, facts.md §4.5b's defaults, each a named value in FALLING: "pit = removed like a
// crowd push (injury roll, no armour roll); chasm = as a pit, +1 injury, out for the match; lava = injury roll and
// removed".
//
// Nobody walks into one on purpose: a player's steps never go there (a pit is no square to stand on). He gets there
// by being pushed, which is where this rule runs (gridiron's `onEnterCell` moment, `how: 'push'`). Like a crowd
// push he is off the board at once, so the blocker may follow up and no knock-down follows; it is no turnover.

import { terrainAt, type Terrain } from '../../core/board';
import { emit, pop, push, type Procedure } from '../../core/engine';
import type { Frame, Modifier } from '../../core/types';
import { isCarrier, pushBounce, removeFromPitch, type GCtx } from '../gridiron/common';
import type { GridironMoments } from '../gridiron/hooks';
import { pushInjury } from '../gridiron/injury';
import { pitchOf } from '../gridiron/pitch';
import { playerById } from '../gridiron/state';
import { pushBallTeleport } from './ball-placement';
import type { DState } from './state';

type DCtx = GCtx & { state: DState };

export type Hazard = Extract<Terrain, 'pit' | 'chasm' | 'lava'>;

/** What a fall into each costs the player (facts.md §4.5b's defaults, [A]). */
export const FALLING: Readonly<Record<Hazard, { injuryBonus: number; outForTheMatch: boolean }>> = {
  pit: { injuryBonus: 0, outForTheMatch: false },
  chasm: { injuryBonus: 1, outForTheMatch: true },
  lava: { injuryBonus: 0, outForTheMatch: false },
};

export function hazardAt(s: DState, x: number, y: number): Hazard | null {
  const b = pitchOf(s).board;
  if (b.open) return null;
  const t = terrainAt(b, x, y);
  return t === 'pit' || t === 'chasm' || t === 'lava' ? t : null;
}

interface FallenFrame extends Frame {
  p: 'dungeon.fallen';
  player: string;
}

/** After the injury roll of a chasm's fall: whatever it says, he does not come back this match. */
export const fallen: Procedure<DState, FallenFrame> = {
  run(ctx, f) {
    const p = playerById(ctx.state, f.player);
    if (p.place === 'reserves') p.place = 'sent-off';
    pop(ctx);
  },
};

/** The `onEnterCell` hook's part: a player in a pit, a chasm or lava falls. */
export function fallIn(ctx: DCtx, e: GridironMoments['onEnterCell']): boolean {
  const s = ctx.state;
  const hazard = hazardAt(s, e.x, e.y);
  if (!hazard) return false;
  const p = playerById(s, e.player);
  const held = isCarrier(s, p);
  emit(ctx, { type: 'fell-in', player: p.id, x: e.x, y: e.y, into: hazard });
  removeFromPitch(s, p, 'reserves');
  // The ball, from where he fell: frames run last-pushed first, so the injury roll comes before it.
  if (held) {
    if (hazard === 'pit') pushBounce(ctx);
    else if (hazard === 'chasm') pushBallTeleport(ctx, {});
    else {
      s.ball.state = 'ground';
      emit(ctx, { type: 'ball-rests', x: e.x, y: e.y });
    }
  }
  const cost = FALLING[hazard];
  if (cost.outForTheMatch) push(ctx, { p: 'dungeon.fallen', player: p.id } as FallenFrame);
  const bonus: Modifier | undefined = cost.injuryBonus ? { source: hazard, value: cost.injuryBonus } : undefined;
  pushInjury(ctx, { player: p.id, crowd: true, ...(bonus ? { bonus } : {}) });
  return true;
}
