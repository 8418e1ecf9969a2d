// Runeball positions and plans the odds engine is checked on (odds.test.ts, odds.slow.test.ts): blocks and other
// maneuvers read by margin and damage, passes at each range band, a pick-up, jumps. Plain players (testkit.ts).

import type { OddsPosition } from '../../core/odds-testkit';
import { blockOptions, blockPlan, jumpPlan, movePlan, passPlan } from './odds-plans';
import { away, home, plain, scene } from './testkit';

type Extra = Record<string, unknown>;
const STR = (n: number) => ({ attributes: { ...plain('home', 1, 0, 0).attributes, STR: n } });

// home #1 at (10,7) blocks away #5 at (11,7), who faces him unless said.
const fight = (name: string, att: Extra = {}, def: Extra = {}, kind = 'block', more: ReturnType<typeof plain>[] = [], ball?: Extra): OddsPosition => ({
  name,
  g: scene({ players: [plain('home', 1, 10, 7, att), plain('away', 5, 11, 7, { facing: 5, ...def }), ...more], turn: { team: 'home', number: 1 }, ...(ball ? { ball } : {}) }).g,
  plan: blockPlan(away(5), kind),
  opts: blockOptions(home(1), away(5)),
});

// home #2 at (10,7) holds the ball and passes to home #3 `range` hexes along the row.
const pass = (name: string, range: number, passer: Extra = {}, more: ReturnType<typeof plain>[] = []): OddsPosition => ({
  name,
  g: scene({ players: [plain('home', 2, 10, 7, passer), plain('home', 3, 10 + range, 7), ...more], ball: { team: 'home', number: 2 }, turn: { team: 'home', number: 2 } }).g,
  plan: passPlan(home(3)),
});

const mover = (name: string, plan: OddsPosition['plan'], extra: Extra = {}, more: ReturnType<typeof plain>[] = [], ball?: Extra): OddsPosition => ({
  name,
  g: scene({ players: [plain('home', 1, 10, 7, extra), ...more], turn: { team: 'home', number: 1 }, ...(ball ? { ball } : {}) }).g,
  plan,
});

export const RUNEBALL_POSITIONS = (): OddsPosition[] => [
  fight('block: plain against plain', {}, {}),
  fight('block: STR 15 (damage 3) wounds on a 4', STR(15), {}),
  fight('block: STR 18', STR(18), {}),
  fight('block: Block 3 against 0', { skills: { block: 3 } }, {}),
  fight('block: against Block 3', {}, { skills: { block: 3 } }),
  fight('block: against Dodge 4', {}, { skills: { dodge: 4 } }),
  fight('block: a flank attack', {}, { facing: 1 }),
  fight('block: a rear attack', {}, { facing: 2 }),
  fight('block: a defender with 4 hits left', {}, { hits: 4 }),
  fight('block: against heavy armour (TOU 18)', {}, { attributes: { ...plain('away', 5, 0, 0).attributes, TOU: 18 } }),
  fight('block: the defender carries the ball', {}, {}, 'block', [], { team: 'away', number: 5 }),
  fight('block: a team-mate behind the defender (a chain push)', {}, {}, 'block', [plain('away', 6, 12, 7), plain('away', 7, 12, 6), plain('away', 8, 12, 8)]),
  fight('block: Roll With It', STR(15), { maneuvers: ['roll-with-it'], skills: { rollWithIt: 2 } }),
  fight('block: Block 5 against Block 5', { skills: { block: 5 } }, { skills: { block: 5 } }),
  fight('block: STR 15 against Dodge 2', STR(15), { skills: { dodge: 2 } }),
  pass('pass: 2 hexes (DL 10)', 2),
  pass('pass: 4 hexes', 4),
  pass('pass: 6 hexes', 6),
  pass('pass: 7 hexes (DL 14)', 7),
  pass('pass: 10 hexes', 10),
  pass('pass: 11 hexes (DL 18)', 11),
  pass('pass: 14 hexes', 14),
  pass('pass: Pass 4', 6, { skills: { pass: 4 } }),
  pass('pass: a defender next to the passer', 6, {}, [plain('away', 5, 9, 7)]),
  pass('pass: a defender in the flight path', 6, {}, [plain('away', 5, 13, 7)]),
  pass('pass: a defender next to the receiver', 6, {}, [plain('away', 5, 17, 7)]),
  mover('a move onto the ball and a pick-up', movePlan([[12, 7]], true), {}, [], { x: 12, y: 7 }),
  mover('a pick-up next to a defender', movePlan([[12, 7]], true), {}, [plain('away', 5, 13, 7)], { x: 12, y: 7 }),
  mover('a move of two steps then a pick-up', movePlan([[11, 7], [13, 7]], true), {}, [], { x: 13, y: 7 }),
  mover('a hurdle over a prone team-mate', jumpPlan('hurdle', [12, 7]), { skills: { hurdle: 0 }, maneuvers: ['hurdle'] }, [plain('home', 4, 11, 7, { prone: true })]),
  mover('a vault over a standing team-mate', jumpPlan('vault', [12, 7]), { skills: { vault: 2 }, maneuvers: ['vault'] }, [plain('home', 4, 11, 7)]),
];
