// Gridiron positions and plans the odds engine is checked on (odds.test.ts, odds.slow.test.ts) and measured on
// (bench/odds.ts): each a scenario and a plan.

import type { OddsPosition } from '../../core/odds-testkit';
import { pl, scenario } from './testkit';
import { blockPlan, foulPlan, movePlan, passPlan } from './odds-plans';
import { blockOptions } from './odds-block';
import type { ScenarioPlayer } from './scenario';

/** Gridiron moves, pick-ups and passes for the Monte Carlo (the first ten; the bench times the tenth). */
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


// home-1 at 5,5 blocks (or fouls, prone) away-1 at 6,5: the outcome named by the die chosen and the defender's fate.
const fight = (name: string, att: Partial<ScenarioPlayer>, def: Partial<ScenarioPlayer>, more: ScenarioPlayer[] = [], rerolls?: { home: number }): OddsPosition => ({
  name,
  g: scenario({ players: [pl('home', 1, 5, 5, att), pl('away', 1, 6, 5, def), ...more], ...(rerolls ? { rerolls } : {}) }).game,
  plan: def.stance && def.stance !== 'standing' ? foulPlan('home-1', 'away-1') : blockPlan('home-1', 'away-1'),
  opts: blockOptions('home-1', 'away-1'),
});

/** Blocks and fouls, to the defender's fate: the dice and who picks, then armour and injury with the skills. */
export const GRIDIRON_BLOCKS = (): OddsPosition[] => [
  fight('block: one die', {}, {}),
  fight('block: two dice, the attacker picks', { st: 4 }, {}),
  fight('block: two dice, the defender picks', {}, { st: 4 }),
  fight('block: three dice, the attacker picks', { st: 7 }, {}),
  fight('block: three dice, the defender picks', { st: 2 }, { st: 5 }),
  fight('block: an assist makes it two dice', {}, {}, [pl('home', 2, 7, 6)]),
  fight('block: Block against Dodge', { st: 4, skills: ['Block'] }, { skills: ['Dodge'] }),
  fight('block: Tackle takes Dodge away', { st: 4, skills: ['Tackle'] }, { skills: ['Dodge'] }),
  fight('block: Mighty Blow', { st: 4, skills: ['Mighty Blow'] }, {}),
  fight('block: Claw against AV 9', { st: 4, skills: ['Claw'] }, { av: 9 }),
  fight('block: Mighty Blow and Claw', { st: 4, skills: ['Mighty Blow', 'Claw'] }, { av: 9 }),
  fight('block: Thick Skull', { st: 4 }, { skills: ['Thick Skull'] }),
  fight('block: Stunty', { st: 4 }, { skills: ['Stunty'] }),
  fight('block: the defender has Block', {}, { skills: ['Block'] }),
  fight('block: with a team re-roll', { st: 4 }, {}, [], { home: 1 }),
  fight('foul', {}, { stance: 'prone' }),
  fight('foul: Dirty Player', { skills: ['Dirty Player'] }, { stance: 'prone' }),
  fight('foul: an assist', {}, { stance: 'prone' }, [pl('home', 2, 7, 6)]),
  fight('foul: a stunned AV 7', {}, { stance: 'stunned', av: 7 }),
  fight('foul: Dirty Player on a Thick Skull', { skills: ['Dirty Player'] }, { stance: 'prone', skills: ['Thick Skull'] }),
];

/** Every gridiron position the Monte Carlo checks: the issue asks thirty per game. */
export const GRIDIRON_ALL = (): OddsPosition[] => [
  ...GRIDIRON_POSITIONS().map((p) => ({ name: p.name, g: p.m.game, plan: p.plan })),
  {
    // away-1 stands between thrower and catcher: his coach's choice to try the interception is the worst for the pass.
    name: 'a pass past a possible interceptor',
    g: scenario({ players: [pl('home', 1, 5, 5), pl('home', 2, 11, 5), pl('away', 1, 8, 5)], ball: { carrier: 'home-1' } }).game,
    plan: passPlan('home-1', [], [11, 5]),
  },
  ...GRIDIRON_BLOCKS(),
];
