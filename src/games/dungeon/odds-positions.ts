// Dungeon positions and plans the odds engine is checked on (odds.test.ts, odds.slow.test.ts), on the classic map's
// top corridor (rows 1 and 2 are floor from x 3 to 22; row 3 is rock from x 5 to 9 and from 16 to 20; the wall
// above row 1; a teleporter pad at 4,1; chest 5 at 11,5): dodges, GFIs, leaps, teleports, chests, blocks against
// the wall, a foul and a pass.

import type { OddsPosition } from '../../core/odds-testkit';
import type { ScenarioPlayer } from '../gridiron/scenario';
import { blockOptions } from '../gridiron/odds-block';
import { blockPlan, foulPlan, movePlan, passPlan } from '../gridiron/odds-plans';
import { chestPlan, leapPlan } from './odds-plans';
import { dungeonScenario, pl } from './testkit';

const FAR = pl('away', 9, 20, 12);
type P = Partial<ScenarioPlayer>;
const at = (players: ScenarioPlayer[], ballChest = 3, extra: Record<string, unknown> = {}) =>
  dungeonScenario({ players: [...players, FAR], ...extra }, { ballChest }).game;

const move = (name: string, me: P, others: ScenarioPlayer[], path: [number, number][], from: [number, number] = [12, 2]): OddsPosition => ({
  name,
  g: at([pl('home', 1, from[0], from[1], me), ...others]),
  plan: movePlan('home-1', path),
});
const leap = (name: string, me: P, others: ScenarioPlayer[], to: [number, number]): OddsPosition => ({
  name,
  g: at([pl('home', 1, 5, 2, me), ...others]),
  plan: leapPlan('home-1', [], to),
});
// home-1 at 12,2 blocks away-1 at 12,1 (against the wall above) or at 13,2 (along the corridor).
const fight = (name: string, me: P, them: P, wall: boolean, foul = false): OddsPosition => ({
  name,
  g: at([pl('home', 1, 12, 2, me), pl('away', 1, wall ? 12 : 13, wall ? 1 : 2, them)]),
  plan: foul ? foulPlan('home-1', 'away-1') : blockPlan('home-1', 'away-1'),
  opts: blockOptions('home-1', 'away-1'),
});

export const DUNGEON_POSITIONS = (): OddsPosition[] => [
  move('a dodge (3+)', {}, [pl('away', 1, 13, 1)], [[11, 2]]),
  move('a dodge into a tackle zone (4+)', {}, [pl('away', 1, 13, 1), pl('away', 2, 10, 1)], [[11, 2]]),
  move('a dodge with Dodge', { skills: ['Dodge'] }, [pl('away', 1, 13, 1), pl('away', 2, 10, 1)], [[11, 2]]),
  move('a dodge at AG 4', { ag: 4 }, [pl('away', 1, 13, 1), pl('away', 2, 10, 1)], [[11, 2]]),
  move('two dodges', {}, [pl('away', 1, 13, 1), pl('away', 2, 10, 1)], [[11, 2], [10, 2]]),
  move('a GFI', { ma: 1 }, [], [[13, 2], [14, 2]]),
  move('two GFIs', { ma: 1 }, [], [[13, 2], [14, 2], [15, 2]]),
  move('two GFIs with Sure Feet', { ma: 1, skills: ['Sure Feet'] }, [], [[13, 2], [14, 2], [15, 2]]),
  move('a dodge then a GFI', { ma: 1 }, [pl('away', 1, 13, 1)], [[11, 2], [10, 2]]),
  leap('a leap over one square', {}, [], [7, 2]),
  leap('a leap over two squares', {}, [], [8, 2]),
  leap('a leap over three squares', {}, [], [9, 2]),
  leap('a leap over two squares at AG 2', { ag: 2 }, [], [8, 2]),
  leap('a leap at AG 4', { ag: 4 }, [], [8, 2]),
  leap('a leap out of a tackle zone', {}, [pl('away', 1, 6, 1)], [8, 2]),
  move('onto the teleporter pad', {}, [], [[4, 1]], [5, 2]),
  move('a dodge onto the teleporter pad', {}, [pl('away', 1, 6, 1)], [[4, 1]], [5, 2]),
  move('a dodge then two GFIs', { ma: 1 }, [pl('away', 1, 13, 1)], [[11, 2], [10, 2], [9, 2]]),
  { name: 'into the ball chest: a pick-up at +1', g: at([pl('home', 1, 10, 5)], 5), plan: chestPlan('home-1', [[11, 5]]) },
  { name: 'into the ball chest next to an opponent', g: at([pl('home', 1, 10, 5), pl('away', 1, 12, 5)], 5), plan: chestPlan('home-1', [[11, 5]]) },
  { name: 'into a trap chest beside an opponent', g: at([pl('home', 1, 10, 5), pl('away', 1, 12, 4)], 1), plan: chestPlan('home-1', [[11, 5]]) },
  { name: 'into a trap chest alone', g: at([pl('home', 1, 10, 5)], 1), plan: chestPlan('home-1', [[11, 5]]) },
  fight('a block along the corridor', {}, {}, false),
  fight('a block along the corridor, two dice', { st: 4 }, {}, false),
  fight('a block against the wall (+1 for the smash)', { st: 4 }, {}, true),
  fight('a block against the wall with Mighty Blow', { st: 4, skills: ['Mighty Blow'] }, {}, true),
  fight('a block against the wall, the defender stronger', {}, { st: 4 }, true),
  fight('a foul', {}, { stance: 'prone' }, false, true),
  fight('a foul with Dirty Player', { skills: ['Dirty Player'] }, { stance: 'prone' }, false, true),
  { name: 'a pass along the corridor', g: at([pl('home', 1, 5, 2), pl('home', 2, 12, 2)], 3, { ball: { carrier: 'home-1' } }), plan: passPlan('home-1', [], [12, 2]) },
  // away-1 may intercept: his coach's choice (to try or not) is the worst for the pass.
  { name: 'a pass an opponent may intercept', g: at([pl('home', 1, 5, 2), pl('home', 2, 12, 2), pl('away', 1, 6, 1)], 3, { ball: { carrier: 'home-1' } }), plan: passPlan('home-1', [], [12, 2]) },
  { name: 'a short pass to a marked catcher', g: at([pl('home', 1, 5, 2), pl('home', 2, 9, 2), pl('away', 1, 10, 1)], 3, { ball: { carrier: 'home-1' } }), plan: passPlan('home-1', [], [9, 2]) },
];
