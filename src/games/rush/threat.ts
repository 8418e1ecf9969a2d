// Facing and threat (facts.md §3.3): "the front arc is the front half of a standing model. Threat hexes are the 3
// hexes in front of a standing model." A model that has fallen over threatens nothing.

import { frontDirs, neighbour, arcOf, type Hex } from '../../core/grid/hex';
import type { Player, RushState, Side } from './state';

/** The three hexes a standing model threatens (none when it is down or off the pitch). */
export function threatHexes(p: Player): Hex[] {
  if (p.at !== 'pitch' || p.down) return [];
  return frontDirs(p.facing).map((d) => neighbour(p, d));
}

export function threatens(p: Player, h: Hex): boolean {
  if (p.at !== 'pitch' || p.down) return false;
  for (const t of threatHexes(p)) if (t.x === h.x && t.y === h.y) return true;
  return false;
}

/** How many models of the other team threaten the hex; `ignore` leaves one out (a Slam ignores its target's threat). */
export function enemyThreats(s: RushState, team: Side, h: Hex, ignore?: string): number {
  let n = 0;
  for (const p of s.players) if (p.team !== team && p.id !== ignore && threatens(p, h)) n++;
  return n;
}

/** Whether `h` lies in the front arc of a standing model. */
export function inFrontArc(p: Player, h: Hex): boolean {
  return p.at === 'pitch' && !p.down && arcOf(p, p.facing, h) === 'front';
}
