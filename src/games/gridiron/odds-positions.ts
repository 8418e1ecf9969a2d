// Gridiron positions and plans the odds engine is checked on (odds.test.ts, odds.slow.test.ts) and measured on
// (bench/odds.ts): each a scenario and a plan.

import { pl, scenario } from './testkit';
import { movePlan, passPlan } from './odds-plans';

/** Gridiron positions for the Monte Carlo: the plan, the options, the policy. The issue asks thirty per game. */
export const GRIDIRON_POSITIONS = () => [
  { name: 'dodge 3+', m: scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 6, 6)] }), plan: movePlan('home-1', [[4, 4]]) },
  { name: 'dodge 4+ then a free step', m: scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 6, 6), pl('away', 2, 3, 3)] }), plan: movePlan('home-1', [[4, 4], [4, 5]]) },
  { name: 'dodge then GFI', m: scenario({ players: [pl('home', 1, 5, 5, { ma: 1 }), pl('away', 1, 6, 6)] }), plan: movePlan('home-1', [[4, 4], [3, 3]]) },
  { name: 'dodge then GFI with a re-roll', m: scenario({ players: [pl('home', 1, 5, 5, { ma: 1 }), pl('away', 1, 6, 6)], rerolls: { home: 1 } }), plan: movePlan('home-1', [[4, 4], [3, 3]]) },
  { name: 'Dodge skill 4+', m: scenario({ players: [pl('home', 1, 5, 5, { skills: ['Dodge'] }), pl('away', 1, 6, 6), pl('away', 2, 3, 3)] }), plan: movePlan('home-1', [[4, 4]]) },
  { name: 'pick-up', m: scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 20, 6)], ball: { x: 7, y: 5 } }), plan: movePlan('home-1', [[6, 5], [7, 5]]) },
  { name: 'pick-up in a tackle zone with a re-roll', m: scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 8, 6)], ball: { x: 7, y: 5 }, rerolls: { home: 1 } }), plan: movePlan('home-1', [[6, 5], [7, 5]]) },
  { name: 'pass and catch', m: scenario({ players: [pl('home', 1, 5, 5), pl('home', 2, 9, 5), pl('away', 1, 20, 6)], ball: { carrier: 'home-1' } }), plan: passPlan('home-1', [], [9, 5]) },
  { name: 'two GFIs, Sure Feet', m: scenario({ players: [pl('home', 1, 5, 5, { ma: 1, skills: ['Sure Feet'] }), pl('away', 1, 20, 6)] }), plan: movePlan('home-1', [[6, 5], [7, 5], [8, 5]]) },
  {
    name: 'the 6-step plan: two dodges, two GFIs, a pick-up and a pass, with a re-roll',
    m: scenario({ players: [pl('home', 1, 5, 5, { ma: 4 }), pl('home', 2, 12, 3), pl('away', 1, 6, 6), pl('away', 2, 3, 3)], ball: { x: 7, y: 3 }, rerolls: { home: 1 } }),
    plan: passPlan('home-1', [[4, 4], [5, 3], [6, 3], [7, 3], [8, 3], [9, 3]], [12, 3]),
  },
];

