// Rush positions and plans the odds engine is checked on (odds.test.ts, odds.slow.test.ts).

import { runPlan, slamPlan, targetLabel } from './odds-plans';
import { scene } from './testkit';

// home-4 (Jack, Speed 4+) at (4,5) facing up, threatened by the Orc away-1 at (4,6) facing up: leaving is an Evade,
// "3 dice Speed (123) -1 per enemy threatening the hex you are moving from": 2 dice, 1 success (a 4+ or an
// exploding 6). home-7 (Guard) slams the Goblin away-4 in front of him (slam.test.ts's position).
const jack = { id: 'home-4', x: 4, y: 5, facing: 1 };
const orc = { id: 'away-1', x: 4, y: 6, facing: 1 };
const guard = { id: 'home-7', x: 4, y: 6, facing: 1 };
const goblin = { id: 'away-4', x: 4, y: 5, facing: 4 };
const far = { x: 20, y: 10 };

/** Rush positions for the Monte Carlo. The issue asks thirty per game. */
export const RUSH_POSITIONS = () => [
  { name: 'an Evade under one threat', g: scene({ players: [jack, orc], ball: far } as never).g, plan: runPlan('home-4', [[4, 4]]), opts: {} },
  { name: 'an Evade then a free step', g: scene({ players: [jack, orc], ball: far } as never).g, plan: runPlan('home-4', [[4, 4], [4, 3]]), opts: {} },
  { name: 'a run onto the ball: Pick Up', g: scene({ players: [jack], ball: { x: 4, y: 4 } } as never).g, plan: runPlan('home-4', [[4, 4]]), opts: {} },
  { name: 'a Slam against Slamback', g: scene({ players: [guard, goblin], ball: far } as never).g, plan: slamPlan('home-7', 1, 'away-4', 'slamback'), opts: { label: targetLabel('away-4') } },
  { name: 'a Slam against Dodge', g: scene({ players: [guard, goblin], ball: far } as never).g, plan: slamPlan('home-7', 1, 'away-4', 'dodge'), opts: { label: targetLabel('away-4') } },
  { name: 'a Slam, the reaction the worst for the slammer', g: scene({ players: [guard, goblin], ball: far } as never).g, plan: slamPlan('home-7', 1, 'away-4'), opts: { label: targetLabel('away-4'), goal: (o: string) => o.includes('(4,4)') } },
];

