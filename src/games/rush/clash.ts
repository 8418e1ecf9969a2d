// The frame of a Slam or a Steal waiting for the target's reaction (Slamback or Dodge). Its own module so that the
// reaction (reaction.ts), which finishes a Steal, and the choice of target (target.ts), which starts one, need not
// import each other.

import type { Frame } from '../../core/types';

export type Attack = 'slam' | 'steal';

export interface ClashFrame extends Frame {
  p: 'slam-reaction';
  attack: Attack;
  attacker: string;
  target: string;
  /** "+1 if you moved adjacent this action" (Slam only). */
  movedAdjacent: boolean;
}
