// The Runeball field (seed: THE FIELD): 31 hexes long by 15 wide on the hex grid, x along the length. Team 0 (home)
// defends the left end (x = 0) and attacks right; team 1 (away) the reverse. The neutral zone is the middle
// column; each end zone is 3 columns deep with its goal post in the centre.

import type { BoardData } from '../../core/board';
import { inBounds, type Hex } from '../../core/grid/hex';

export const FIELD = {
  width: 31,
  height: 15,
  /** The line of hexes down the middle (seed). */
  neutralZone: 15,
  endZoneDepth: 3,
  /** How far from its own goal line the kicker may stand at a kick-off (seed: "within 3 hexes"). */
  kickerReach: 3,
  /** Which long edge is each team's own sideline (for running off and substitutes entering): home top, away
   * bottom. Assumption: the seed says "his own sideline" without placing the benches. */
  sideline: [0, 14] as readonly [number, number],
} as const;

export type Team = 0 | 1;

export function other(t: Team): Team {
  return (1 - t) as Team;
}

export function onField(h: Hex): boolean {
  return inBounds(FIELD.width, FIELD.height, h);
}

/** The goal post each team defends, in the centre of its end zone. */
export function goalPost(defender: Team): Hex {
  const mid = Math.floor(FIELD.endZoneDepth / 2);
  return { x: defender === 0 ? mid : FIELD.width - 1 - mid, y: Math.floor(FIELD.height / 2) };
}

/** Whether a hex is in the end zone `defender` defends (where its opponents score touchdowns). */
export function inEndZone(defender: Team, h: Hex): boolean {
  return defender === 0 ? h.x < FIELD.endZoneDepth : h.x >= FIELD.width - FIELD.endZoneDepth;
}

/** A team's own side of the field: its half, the neutral zone excluded. */
export function onSide(team: Team, h: Hex): boolean {
  if (!onField(h)) return false;
  return team === 0 ? h.x < FIELD.neutralZone : h.x > FIELD.neutralZone;
}

/** Hexes from a team's own goal line (the edge of its end zone): 1 for the first column out of it. Negative or
 * zero inside the end zone. */
export function fromGoalLine(team: Team, h: Hex): number {
  return team === 0 ? h.x - FIELD.endZoneDepth + 1 : FIELD.width - FIELD.endZoneDepth - h.x;
}

/** Where a kicker may stand at a kick-off: on its own side, 1 to 3 hexes out from its own goal line. Assumption: the
 * seed's "within 3 hexes of their own goal line" counted outward from the end zone. */
export function kickerSpot(team: Team, h: Hex): boolean {
  const d = fromGoalLine(team, h);
  return onField(h) && d >= 1 && d <= FIELD.kickerReach;
}

/** Whether a hex lies on a team's own sideline row (the row it can run off the field from). */
export function onOwnSideline(team: Team, h: Hex): boolean {
  return onField(h) && h.y === FIELD.sideline[team];
}

/** All hexes of a team's side, column by column. */
export function sideHexes(team: Team): Hex[] {
  const out: Hex[] = [];
  for (let x = 0; x < FIELD.width; x++) {
    for (let y = 0; y < FIELD.height; y++) if (onSide(team, { x, y })) out.push({ x, y });
  }
  return out;
}

/** The field as board data (src/core/board.ts), the shape every board game's view carries: all floor, each team's
 * own end zone and the neutral zone as named areas. */
export const FIELD_BOARD: BoardData = {
  id: 'runeball-field',
  name: 'Runeball field',
  grid: 'hex',
  width: FIELD.width,
  height: FIELD.height,
  rows: Array.from({ length: FIELD.height }, () => '.'.repeat(FIELD.width)),
  legend: { '.': { terrain: 'floor' } },
  areas: {
    'end-zone:home': [[0, 0, FIELD.endZoneDepth - 1, FIELD.height - 1]],
    'end-zone:away': [[FIELD.width - FIELD.endZoneDepth, 0, FIELD.width - 1, FIELD.height - 1]],
    'neutral-zone': [[FIELD.neutralZone, 0, FIELD.neutralZone, FIELD.height - 1]],
  },
  outside: 'crowd',
};
