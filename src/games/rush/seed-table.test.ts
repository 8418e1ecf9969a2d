// Seed 003's tables as tables of tests: the stat table row by row, the Actions table's S / J / G columns and the role
// bonuses of its Modifiers column, and scenario tests (scripted dice) for the modifiers the action files' tests do not
// already show. The seed's text is quoted as it stands; the rows are parsed from it, not restated.

import { describe, expect, it } from 'vitest';
import { neighbour, opposite, type Dir, type Hex } from '../../core/grid/hex';
import { ACTIONS } from './actions';
import { CAN_CATCH } from './catch';
import { CAN_PICK_UP } from './pickup';
import { ROLE_BONUS } from './pools';
import { CAN_SLAMBACK, reactions } from './reaction';
import type { ScenarioPlayer } from './scenario';
import { TEAMS, type Role } from './teams';
import { has, ofType, rolls, scene, send, who } from './testkit';

// ---------------------------------------------------------------------------------------------------------------------
// The stat table, as the seed prints it.
const SEED_STATS = `
	Move	Strength	Speed	Skill	Armour
Human Striker	5	4+	4+	4+	5+
Human Jack	5	4+	4+	4+	4+
Human Guard	5	4+	4+	4+	4+
Orc	5	3+	4+	5+	4+
Goblin	5	5+	3+	4+	4+`;

const statRows = SEED_STATS.trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [name, move, ...plus] = line.split('\t');
    const [strength, speed, skill, armour] = plus.map((v) => Number(v.replace('+', '')));
    return { name, stats: { move: Number(move), strength, speed, skill, armour } };
  });

describe('seed 003 stat table ("Move Strength Speed Skill Armour"), row by row', () => {
  it('has the five rows', () => expect(statRows.map((r) => r.name)).toEqual(['Human Striker', 'Human Jack', 'Human Guard', 'Orc', 'Goblin']));

  it.each(statRows)('$name: teams.ts has the seed\'s line', ({ name, stats }) => {
    const positions = TEAMS.flatMap((t) => t.positions).filter((p) => p.name === name);
    expect(positions).toHaveLength(1);
    expect(positions[0].stats).toEqual(stats);
  });

  it.each(statRows)('$name: a model in a match rolls against that line', ({ name, stats }) => {
    const { g } = scene({ players: [{ id: 'home-4', x: 8, y: 7 }] });
    const models = g.players.filter((p) => p.name === name);
    expect(models.length).toBeGreaterThan(0);
    for (const m of models) expect(m.stats).toEqual(stats);
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// The Actions table's S / J / G columns ("✓" where the role may take it).
const S: Role = 'striker';
const J: Role = 'jack';
const G: Role = 'guard';

/** Seed row, its ticks, and who the code lets take it. */
const columns: [string, Role[], readonly Role[]][] = [
  ['Run', [S, J, G], ACTIONS.find((a) => a.name === 'run')!.roles],
  ['Sprint', [S, J, G], ACTIONS.find((a) => a.name === 'sprint')!.roles],
  ['Pick Up Ball', [S, J], CAN_PICK_UP],
  ['Slam', [J, G], ACTIONS.find((a) => a.name === 'slam')!.roles],
  ['Steal', [S, J], ACTIONS.find((a) => a.name === 'steal')!.roles],
  ['Slamback', [J, G], CAN_SLAMBACK],
  ['Throw - Strike or Pass', [S, J], ACTIONS.find((a) => a.name === 'throw')!.roles],
  ['Catch', [S, J], CAN_CATCH],
  ['Stand Up', [S, J, G], ACTIONS.find((a) => a.name === 'standup')!.roles],
];

describe('seed 003 Actions table: the S / J / G columns', () => {
  it.each(columns)('%s: ticked for %j', (_row, ticks, roles) => {
    expect([...roles].sort()).toEqual([...ticks].sort());
  });

  it('Dodge: ticked for S, J and G, so every target may Dodge; Slamback only a Jack or Guard hit from the front', () => {
    const react = (players: ScenarioPlayer[], attacker: string, target: string) => {
      const { g } = scene({ players });
      return reactions(g, who(g, attacker), who(g, target)).map((a) => a.type);
    };
    const guard = { id: 'home-7', x: 4, y: 6, facing: 1 };
    expect(react([guard, { id: 'away-4', x: 4, y: 5, facing: 4 }], 'home-7', 'away-4')).toEqual(['slamback', 'dodge']);
    expect(react([guard, { id: 'away-4', x: 4, y: 5, facing: 1 }], 'home-7', 'away-4')).toEqual(['dodge']);
    // A Striker faced by the Orc who slams him: Dodge only.
    expect(react([{ id: 'home-1', x: 4, y: 5, facing: 4 }, { id: 'away-1', x: 4, y: 6, facing: 1 }], 'away-1', 'home-1')).toEqual(['dodge']);
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// The Modifiers column's role bonuses: "+1 if <role> player is a Striker / Guard".
const bonuses: [string, string, Role][] = [
  ['Dash', 'dash', S],
  ['Evade', 'evade', S],
  ['Pick Up Ball', 'pickup', S],
  ['Slam', 'slam', G],
  ['Steal', 'steal', S],
  ['Slamback', 'slamback', G],
  ['Dodge', 'dodge', S],
  ['Armour Check', 'armour', G],
  ['Throw - Strike or Pass', 'throw', S],
  ['Catch', 'catch', S],
  ['Stand Up', 'standup', S],
];

describe('seed 003 Actions table: the Modifiers column\'s role bonuses', () => {
  it.each(bonuses)('%s (%s): "+1 if ... player is a %s"', (_row, test, role) => {
    expect(ROLE_BONUS.filter(([t]) => t === test)).toEqual([[test, role, 1]]);
  });

  it('and no other', () => expect(ROLE_BONUS).toHaveLength(bonuses.length));
});

// ---------------------------------------------------------------------------------------------------------------------
// Modifier scenarios. `around(h, dirs)` puts enemies next to `h` facing it: each threatens `h` (its front hex).
function around(h: Hex, ids: string[], dirs: Dir[]): ScenarioPlayer[] {
  return ids.map((id, i) => ({ id, ...neighbour(h, dirs[i]), facing: opposite(dirs[i]) }));
}

const B = { x: 10, y: 7 };
const orcs = ['away-1', 'away-2', 'away-3'];

describe('modifiers the action files do not show', () => {
  it('Dash: "-1 per enemy threatening the hex you are moving from ... +1 if Dashing player is a Striker"; the step out also takes an Evade, the action\'s first (123) test, so the Dash is its second', () => {
    // home-1 (Striker) runs 5 up to (10,7), which away-1 threatens from (11,7); the Dash out of it: Evade 3 dice
    // (-1 threat, +1 Striker), 4 1 1; then the Dash, 3 dice, 4 4 1: two successes, as the second test needs.
    const { g } = scene({ players: [{ id: 'home-1', x: 10, y: 12, facing: 1 }, ...around(B, ['away-1'], [2])], dice: [4, 1, 1, 4, 4, 1] });
    send(g, 'run', { player: 'home-1' });
    for (let i = 0; i < 5; i++) send(g, 'step', { dir: 1 });
    expect(who(g, 'home-1')).toMatchObject({ x: 10, y: 7 });
    const ev = send(g, 'dash', { dir: 1 });
    const [evade] = rolls(ev, 'rush.evade');
    const [dash] = rolls(ev, 'rush.dash');
    for (const r of [evade, dash]) expect(r.modifiers).toEqual([{ source: 'enemy threat', value: -1 }, { source: 'Striker', value: 1 }]);
    expect([evade.dice, evade.outcome]).toEqual([[4, 1, 1], 'success']);
    expect([dash.dice, dash.total, dash.outcome]).toEqual([[4, 4, 1], 2, 'success']);
    expect(who(g, 'home-1')).toMatchObject({ x: 10, y: 6, down: false });
  });

  it('"(123) ... The second time, you need two successes, etc.": the third Dash needs three', () => {
    const { g } = scene({ players: [{ id: 'home-4', x: 4, y: 12, facing: 1 }], dice: [4, 1, 1, 4, 4, 1, 4, 4, 1] });
    send(g, 'run', { player: 'home-4' });
    for (let i = 0; i < 5; i++) send(g, 'step', { dir: 1 });
    send(g, 'dash', { dir: 1 });
    send(g, 'dash', { dir: 1 });
    const [r] = rolls(send(g, 'dash', { dir: 1 }), 'rush.dash');
    expect([r.total, r.outcome]).toEqual([2, 'failure']);
    expect(who(g, 'home-4')).toMatchObject({ x: 4, y: 4, down: true });
  });

  it('Pick Up Ball: "-1 per enemy threat (max -2)": three enemies threatening the ball\'s hex take two dice', () => {
    const { g } = scene({ players: [{ id: 'home-4', ...neighbour(B, 5), facing: 2 }, ...around(B, orcs, [1, 2, 3])], ball: B, dice: [4] });
    send(g, 'run', { player: 'home-4' });
    const [r] = rolls(send(g, 'step', { dir: 2 }), 'rush.pickup');
    expect(r.modifiers).toEqual([{ source: 'enemy threat', value: -2 }]);
    expect([r.dice, r.outcome]).toEqual([[4], 'success']);
    expect(g.ball.carrier).toBe('home-4');
  });

  it('Stand Up: "-1 per enemy threat (max -2) +1 if Standing player is a Striker"', () => {
    const { g } = scene({ players: [{ id: 'home-1', ...B, facing: 1, down: true }, ...around(B, orcs, [1, 2, 3])], dice: [3, 4] });
    const [r] = rolls(send(g, 'standup', { player: 'home-1' }), 'rush.standup');
    expect(r.modifiers).toEqual([{ source: 'enemy threat', value: -2 }, { source: 'Striker', value: 1 }]);
    expect([r.dice, r.outcome]).toEqual([[3, 4], 'success']);
  });

  it('Catch: "-1 per enemy threat (max -2)": three enemies threatening the catcher leave a 3-success throw one die', () => {
    // home-4 (Jack) at (6,6) facing 3 throws 2 hexes to home-5 at (8,7): 3 dice, 4 4 4. The catch: 3 - 2 = 1 die, 4.
    const at = { x: 8, y: 7 };
    const { g } = scene({
      players: [{ id: 'home-4', x: 6, y: 6, facing: 3 }, { id: 'home-5', ...at, facing: 6 }, ...around(at, orcs, [1, 2, 3])],
      ball: { carrier: 'home-4' },
      dice: [4, 4, 4, 4],
    });
    send(g, 'throw', { player: 'home-4' });
    send(g, 'stop', { facing: 3 });
    const ev = send(g, 'throw-at', { target: 'home-5' });
    const [r] = rolls(ev, 'rush.catch');
    expect(r.modifiers).toEqual([{ source: 'enemy threat', value: -2 }]);
    expect([r.dice, r.outcome]).toEqual([[4], 'success']);
    expect(g.ball.carrier).toBe('home-5');
  });

  it('Dodge: "-1 per enemy threat (max -2) +1 if Dodging player is a Striker"; the Slam: "+1 if Slamming player is a Guard"', () => {
    // The Visitor's Orc away-1 slams home-1 (Striker) from (10,8); away-2 also threatens home-1 from (11,7).
    const { g } = scene({
      players: [{ id: 'home-1', ...B, facing: 1 }, ...around(B, ['away-1', 'away-2'], [4, 2])],
      active: 'away',
      ball: { x: 20, y: 2 },
      dice: [1, 1, 1, 1, 1, 1, 1],
    });
    send(g, 'slam', { player: 'away-1' });
    send(g, 'stop', { facing: 1 });
    send(g, 'slam', { target: 'home-1' });
    expect(g.pending!.actions.map((a) => a.type)).toEqual(['dodge']);
    const ev = send(g, 'dodge');
    expect(rolls(ev, 'rush.slam')[0]).toMatchObject({ dice: [1, 1, 1, 1], modifiers: [{ source: 'Guard', value: 1 }] });
    expect(rolls(ev, 'rush.dodge')[0]).toMatchObject({ dice: [1, 1, 1], modifiers: [{ source: 'enemy threat', value: -1 }, { source: 'Striker', value: 1 }] });
    expect(ofType(ev, 'face')[0].players).toEqual(['away-1', 'home-1']);
  });

  it('Slamback: "-1 per enemy threat (max -2) +1 if SlamBacking player is a Guard", the slammer not counted', () => {
    // home-7 (Guard) slams the Orc away-1 at (10,7) from (10,8); home-4 also threatens away-1 from (11,7).
    const { g } = scene({
      players: [{ id: 'away-1', ...B, facing: 4 }, ...around(B, ['home-7', 'home-4'], [4, 2])],
      ball: { x: 20, y: 2 },
      dice: [1, 1, 1, 1, 1, 1, 1],
    });
    send(g, 'slam', { player: 'home-7' });
    send(g, 'stop', { facing: 1 });
    send(g, 'slam', { target: 'away-1' });
    expect(has(g, 'slamback')).toBe(true);
    const ev = send(g, 'slamback');
    expect(rolls(ev, 'rush.slamback')[0]).toMatchObject({ dice: [1, 1, 1], modifiers: [{ source: 'enemy threat', value: -1 }, { source: 'Guard', value: 1 }] });
  });
});
