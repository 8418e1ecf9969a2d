// What a dungeon scenario adds to gridiron's: the chests still shut, where they stand (`chests`, default the map's),
// and which of them holds the ball (`ballChest`, default none), so that a position mid-match (a chest opened or
// dragged, the ball still hidden) can be set up again. Errors name the field, as gridiron's do.

import { ScenarioError } from '../gridiron/scenario';
import { onPitch, type Pitch } from '../gridiron/pitch';
import type { Chest } from './state';

export interface DungeonScenario {
  chests?: Chest[];
  ballChest?: number | null;
}

export function readChests(sc: DungeonScenario | null, pitch: Pitch, mapChests: Chest[]): { chests: Chest[]; ballChest: number | null } {
  const given = sc?.chests;
  let chests = mapChests;
  if (given !== undefined) {
    if (!Array.isArray(given)) throw new ScenarioError('scenario.chests: a list of chests {number, x, y}');
    const seen = new Set<string>();
    chests = given.map((c, i) => {
      const where = `scenario.chests[${i}]`;
      if (!c || typeof c !== 'object' || !Number.isInteger(c.number) || c.number < 1 || c.number > 99) throw new ScenarioError(`${where}.number: a whole number 1-99`);
      if (!Number.isInteger(c.x) || !Number.isInteger(c.y) || !onPitch(pitch, c.x, c.y)) throw new ScenarioError(`${where}: x,y must be a square of the map, not rock`);
      for (const k of [`n${c.number}`, `${c.x},${c.y}`]) {
        if (seen.has(k)) throw new ScenarioError(`${where}: another chest has the same number or square`);
        seen.add(k);
      }
      return { number: c.number, x: c.x, y: c.y };
    });
  }
  const ballChest = sc?.ballChest ?? null;
  if (ballChest !== null && !chests.some((c) => c.number === ballChest)) throw new ScenarioError('scenario.ballChest: the number of a shut chest, or null');
  return { chests, ballChest };
}
