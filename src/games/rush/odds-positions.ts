// Rush positions and plans the odds engine is checked on (odds.test.ts, odds.slow.test.ts).

import type { OddsPosition } from '../../core/odds-testkit';
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

/** The first six: the fast tests' exact checks name them. */
export const RUSH_POSITIONS = () => [
  { name: 'an Evade under one threat', g: scene({ players: [jack, orc], ball: far } as never).g, plan: runPlan('home-4', [[4, 4]]), opts: {} },
  { name: 'an Evade then a free step', g: scene({ players: [jack, orc], ball: far } as never).g, plan: runPlan('home-4', [[4, 4], [4, 3]]), opts: {} },
  { name: 'a run onto the ball: Pick Up', g: scene({ players: [jack], ball: { x: 4, y: 4 } } as never).g, plan: runPlan('home-4', [[4, 4]]), opts: {} },
  { name: 'a Slam against Slamback', g: scene({ players: [guard, goblin], ball: far } as never).g, plan: slamPlan('home-7', 1, 'away-4', 'slamback'), opts: { label: targetLabel('away-4') } },
  { name: 'a Slam against Dodge', g: scene({ players: [guard, goblin], ball: far } as never).g, plan: slamPlan('home-7', 1, 'away-4', 'dodge'), opts: { label: targetLabel('away-4') } },
  { name: 'a Slam, the reaction the worst for the slammer', g: scene({ players: [guard, goblin], ball: far } as never).g, plan: slamPlan('home-7', 1, 'away-4'), opts: { label: targetLabel('away-4'), goal: (o: string) => o.includes('(4,4)') } },
];

// Up to three Orcs threaten (4,5): away-1 below it, away-2 and away-3 beside it facing it (dash-evade.test.ts).
const orcs = [orc, { id: 'away-2', x: 3, y: 5, facing: 2 }, { id: 'away-3', x: 5, y: 5, facing: 6 }];
const evade = (mover: string, threats: number, path: [number, number][]): OddsPosition => ({
  name: `${mover} evades ${threats} threat${threats > 1 ? 's' : ''} along ${path.length} hex${path.length > 1 ? 'es' : ''}`,
  g: scene({ players: [{ ...jack, id: mover }, ...orcs.slice(0, threats)], ball: far } as never).g,
  plan: runPlan(mover, path),
});
const run = (mover: string, hexes: number): OddsPosition => ({
  name: `${mover} runs ${hexes} hexes up the pitch (Dashes past his movement)`,
  g: scene({ players: [{ id: mover, x: 8, y: 12, facing: 1 }], ball: far } as never).g,
  plan: runPlan(mover, Array.from({ length: hexes }, (_, i) => [8, 11 - i] as [number, number])),
});
const slam = (slammer: string, target: string, reaction?: 'slamback' | 'dodge'): OddsPosition => ({
  name: `${slammer} slams ${target}${reaction ? ` against ${reaction}` : ', the worst reaction'}`,
  g: scene({ players: [{ ...guard, id: slammer }, { ...goblin, id: target }], ball: far } as never).g,
  plan: slamPlan(slammer, 1, target, reaction),
  opts: { label: targetLabel(target), ...(reaction ? {} : { goal: (o: string) => o.includes('(4,4)') }) },
});

/** Every rush position the Monte Carlo checks: the issue asks thirty per game. */
export const RUSH_ALL = (): OddsPosition[] => [
  ...RUSH_POSITIONS(),
  ...['home-1', 'home-4', 'home-7'].flatMap((m) => [evade(m, 1, [[4, 4]]), evade(m, 2, [[4, 4]]), evade(m, 3, [[4, 4]]), evade(m, 2, [[4, 4], [4, 3]])]),
  ...['home-1', 'home-4', 'home-7'].map((m) => run(m, 7)),
  run('home-4', 5),
  run('home-1', 9),
  { name: 'home-1 runs onto the ball', g: scene({ players: [{ ...jack, id: 'home-1' }], ball: { x: 4, y: 4 } } as never).g, plan: runPlan('home-1', [[4, 4]]) },
  { name: 'home-4 evades onto the ball', g: scene({ players: [jack, orc], ball: { x: 4, y: 4 } } as never).g, plan: runPlan('home-4', [[4, 4]]) },
  slam('home-4', 'away-4', 'slamback'),
  slam('home-4', 'away-4', 'dodge'),
  slam('home-4', 'away-4'),
  slam('home-7', 'away-1', 'slamback'),
  slam('home-7', 'away-1', 'dodge'),
  slam('home-8', 'away-5', 'slamback'),
];
