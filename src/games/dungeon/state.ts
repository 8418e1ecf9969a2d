// The dungeon's state: gridiron's, and the chests still shut. Which chest holds the ball is the one hidden thing; the
// views leave it out.

import type { GState } from '../gridiron/state';

export interface Chest {
  /** The chest's number on the map (1-6). */
  number: number;
  x: number;
  y: number;
}

export interface DState extends GState {
  /** Chests not yet opened, where they stand. */
  chests: Chest[];
  /** The number of the chest holding the ball, or null once it is out (or when no chest holds it). */
  ballChest: number | null;
  /** Who has teleported in the team turn `turn` names (side:turn): a second teleport strains a player. */
  teleported?: { turn: string; players: string[] };
  /** The team turn (side:turn) in which a reserve last came in: one a team turn (reserves.ts). */
  entered?: string;
  /** The KO'd players who have tried to come back in the team turn `turn` names: one try each (reserves.ts). */
  koTried?: { turn: string; players: string[] };
}

export function chestAt(s: DState, x: number, y: number): Chest | undefined {
  for (const c of s.chests) if (c.x === x && c.y === y) return c;
  return undefined;
}
