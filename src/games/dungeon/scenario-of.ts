// The scenario that sets up a live dungeon position again: gridiron's, with the chests still shut where they stand
// (when they differ from the map's) and the chest the ball is hidden in.

import { pitchOf } from '../gridiron/pitch';
import { scenarioOf as gridironScenario } from '../gridiron/scenario-of';
import type { Scenario } from '../gridiron/scenario';
import type { DungeonScenario } from './scenario';
import type { DState } from './state';

export function scenarioOf(s: DState): Scenario & DungeonScenario {
  const sc: Scenario & DungeonScenario = gridironScenario(s);
  const map = pitchOf(s)
    .board.features.filter((f) => f.kind === 'chest')
    .map((f) => ({ number: f.number ?? 0, x: f.x, y: f.y }));
  const chests = s.chests.map((c) => ({ number: c.number, x: c.x, y: c.y }));
  if (JSON.stringify(chests) !== JSON.stringify(map)) sc.chests = chests;
  if (s.ballChest !== null) sc.ballChest = s.ballChest;
  return sc;
}
