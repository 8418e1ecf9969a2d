// Leaping (seed 004), on the classic map's top corridor: rows 1 and 2 are floor from x 3 to 22 (chest 1 at 10,1,
// chest 2 at 15,1); row 3 is rock from x 5 to 9 and from 16 to 20. Players are MA 6, ST 3, AG 3 (4+), AV 8 unless
// said; a D8 scatter of 2 is up, 5 right.

import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../core/describe';
import classic from './boards/classic.json';
import { leapPaths } from './leap';
import { A, dungeonScenario, pl } from './testkit';

type Offers = { offered(t: string): { [k: string]: unknown }[] };
const targets = (m: Offers) => m.offered('leap').map((a) => `${a.x},${a.y}`);
const leapTo = (m: Offers, x: number, y: number) => m.offered('leap').find((a) => a.x === x && a.y === y) as never;
const FAR = pl('away', 9, 20, 12);

function leaper(extra: Record<string, unknown>, others: ReturnType<typeof pl>[], dice: number[], options?: Record<string, unknown>) {
  const m = dungeonScenario({ players: [pl('home', 1, 5, 2, extra), ...others, FAR], dice }, { ballChest: 3, options });
  m.play(A.start('home-1', 'move'));
  return m;
}

describe('Leaping (seed 004)', () => {
  it('"any player can take while moving": "at least two squares away", as far as his movement left, never through walls', () => {
    const m = leaper({ ma: 6 }, [], []);
    m.play(A.move(6, 2));
    const t = targets(m);
    for (const a of m.offered('leap')) expect(Math.max(Math.abs((a.x as number) - 6), Math.abs((a.y as number) - 2))).toBeGreaterThanOrEqual(2);
    expect(t).toEqual(expect.arrayContaining(['8,2', '11,2', '4,1', '8,1']));
    // MA 6, one spent: five squares at most, no go-for-its ("sufficient movement points left")
    expect(t).not.toContain('12,2');
    // (6,4) is two away, but every shortest path to it crosses the rock of row 3; rock itself is never a target
    expect(t).not.toContain('6,4');
    expect(t).not.toContain('6,3');
    // the squares offered are those a leap can be made to, each with its path
    expect([...leapPaths(m.game, m.player('home-1')).keys()].sort()).toEqual([...t].sort());
  });

  it('"once per activation"; a plain player with no Leap skill leaps', () => {
    // 5: AG 3 needs 4+, -1 for the second square leapt over
    const m = leaper({}, [], [5]);
    m.play(leapTo(m, 8, 2));
    expect(m.player('home-1')).toMatchObject({ x: 8, y: 2, stance: 'standing', moved: 3 });
    expect(targets(m)).toEqual([]);
    expect(m.offered('move').length).toBeGreaterThan(0);
    expect(describeEvent('dungeon', m.events.find((e) => e.type === 'leap')!)).toBe('home-1 leaps from (5, 2) to (8, 2), over 2 squares');
  });

  it('"pass through both occupied and unoccupied squares"; "not modified by opposing tackle zones"; "-1 for every square being leapt over in excess of one"', () => {
    const marked = [pl('away', 1, 6, 2), pl('away', 2, 7, 2), pl('away', 3, 9, 2), pl('away', 4, 4, 3)];
    const m = leaper({}, marked, [5]);
    expect(leapTo(m, 8, 2)).toMatchObject({ hint: 'leap 5+' });
    m.play(leapTo(m, 8, 2));
    expect(m.rolls('dungeon.leap')).toMatchObject([{ who: 'home-1', target: 4, modifiers: [{ value: -1 }], outcome: 'success' }]);
    expect(m.rolls('gridiron.dodge')).toEqual([]);
    expect(m.player('home-1')).toMatchObject({ x: 8, y: 2, stance: 'standing' });
    // four squares: two over the first
    const far = leaper({}, [], [6]);
    expect(far.rolls('dungeon.leap')).toEqual([]);
    far.play(leapTo(far, 9, 2));
    expect(far.rolls('dungeon.leap')[0].modifiers).toEqual([{ source: '3 squares leapt over', value: -2 }]);
  });

  it('"the Leap skill gives the player who has it a +1 modifier when making a Leap roll"', () => {
    const m = leaper({ skills: ['Leap'] }, [], [3, 1, 1, 1]);
    expect(leapTo(m, 8, 2)).toMatchObject({ hint: 'leap 4+' });
    m.play(leapTo(m, 8, 2));
    expect(m.rolls('dungeon.leap')[0]).toMatchObject({ modifiers: [{ value: -1 }, { source: 'Leap', value: 1 }], outcome: 'failure' });
  });

  it('"the player doesn\'t make the distance ... lands in one of the squares he was trying leap over – randomly determine which one – and is knocked down"', () => {
    // leap 2 (fails), the square leapt over: 1 of 2, (6,2); armour 1+1; a turnover
    const m = leaper({}, [], [2, 1, 1, 1]);
    m.play(leapTo(m, 8, 2));
    expect(m.rolls('dungeon.leap-short')).toMatchObject([{ dice: [1] }]);
    expect(m.player('home-1')).toMatchObject({ x: 6, y: 2, stance: 'prone' });
    expect(m.rolls('gridiron.armour').map((r) => r.who)).toEqual(['home-1']);
    expect(m.game.turnover || m.game.result !== null).toBe(true);
    // two squares: one square leapt over, no roll for it
    const two = leaper({}, [], [2, 1, 1]);
    two.play(leapTo(two, 7, 2));
    expect(two.rolls('dungeon.leap-short')).toEqual([]);
    expect(two.player('home-1')).toMatchObject({ x: 6, y: 2, stance: 'prone' });
  });

  it('"a player with the Leap skill will always end up one square further along the path": two squares, the target; three, the target on the furthest roll', () => {
    const two = leaper({ skills: ['Leap'] }, [], [1, 1, 1]);
    two.play(leapTo(two, 7, 2));
    expect(two.player('home-1')).toMatchObject({ x: 7, y: 2, stance: 'prone' });
    const three = leaper({ skills: ['Leap'] }, [], [1, 2, 1, 1]);
    three.play(leapTo(three, 8, 2));
    expect(three.player('home-1')).toMatchObject({ x: 8, y: 2, stance: 'prone' });
    const near = leaper({ skills: ['Leap'] }, [], [1, 1, 1, 1]);
    near.play(leapTo(near, 8, 2));
    expect(near.player('home-1')).toMatchObject({ x: 7, y: 2, stance: 'prone' });
  });

  it('"If the target square is occupied, the player lands on that square, but is knocked down and has to roll for scatter"; the one landed on meets Player Collisions', () => {
    // the body slam: leap 4, scatter 5 to (8,2); collision 2 (Normal on Normal, 2+); armour 1+1 for each, the one
    // landed on first
    const m = leaper({}, [pl('away', 1, 7, 2)], [4, 5, 2, 1, 1, 1, 1]);
    m.play(leapTo(m, 7, 2));
    expect(m.events.find((e) => e.type === 'leapt-onto')).toMatchObject({ player: 'home-1', on: 'away-1' });
    expect(m.rolls('dungeon.leap-scatter')).toHaveLength(1);
    expect(m.rolls('dungeon.collision')).toMatchObject([{ who: 'away-1', target: 2, outcome: 'success' }]);
    expect(m.player('away-1')).toMatchObject({ x: 7, y: 2, stance: 'prone' });
    expect(m.player('home-1')).toMatchObject({ x: 8, y: 2, stance: 'prone' });
    expect(m.rolls('gridiron.armour').map((r) => r.who)).toEqual(['away-1', 'home-1']);
    expect(m.game.turnover || m.game.result !== null).toBe(true);
  });

  it('"If he lands on a square containing a player, see the Player Collisions section": a failed leap onto the player leapt over', () => {
    // leap 1 fails; two squares, so (6,2), where away-1 stands; scatter 2 to (6,1); collision 1: he stays up
    const m = leaper({}, [pl('away', 1, 6, 2)], [1, 2, 1, 1, 1]);
    m.play(leapTo(m, 7, 2));
    expect(m.player('home-1')).toMatchObject({ x: 6, y: 1, stance: 'prone' });
    expect(m.rolls('dungeon.collision')).toMatchObject([{ who: 'away-1', outcome: 'failure' }]);
    expect(m.player('away-1').stance).toBe('standing');
  });

  it('only the square he comes down in is entered: a chest leapt over stays shut (as "a player can leap over a teleporter square without getting teleported away mid-leap"); one landed in opens', () => {
    const over = dungeonScenario({ players: [pl('home', 1, 9, 1), FAR], dice: [4] }, { ballChest: 3 });
    over.play(A.start('home-1', 'move'));
    over.play(leapTo(over, 11, 1));
    expect(over.player('home-1')).toMatchObject({ x: 11, y: 1, stance: 'standing' });
    expect(over.events.filter((e) => e.type === 'chest-opened')).toEqual([]);
    expect(over.game.chests.map((c) => c.number)).toContain(1);
    // chest 2 is a trap: the leaper who lands in it goes down (armour 1+1)
    const into = dungeonScenario({ players: [pl('home', 1, 13, 1), FAR], dice: [4, 1, 1] }, { ballChest: 3 });
    into.play(A.start('home-1', 'move'));
    into.play(leapTo(into, 15, 1));
    expect(into.events.find((e) => e.type === 'chest-opened')).toMatchObject({ chest: 2, content: 'trap' });
    expect(into.player('home-1')).toMatchObject({ x: 15, y: 1, stance: 'prone' });
  });

  it('"the magical effect of teleporters is only activated when you step on one, so a player can leap over a teleporter square without getting teleported away mid-leap"', () => {
    // the pad at (4,1): leapt over from (3,1) to (5,1), then (from (6,1)) landed on
    const over = dungeonScenario({ players: [pl('home', 1, 3, 1), FAR], dice: [4] }, { ballChest: 3 });
    over.play(A.start('home-1', 'move'));
    over.play(leapTo(over, 5, 1));
    expect(over.player('home-1')).toMatchObject({ x: 5, y: 1, stance: 'standing' });
    expect(over.rolls('dungeon.teleport')).toEqual([]);
    const onto = dungeonScenario({ players: [pl('home', 1, 6, 1), FAR], dice: [4, 3, 3, 3] }, { ballChest: 3 });
    onto.play(A.start('home-1', 'move'));
    onto.play(leapTo(onto, 4, 1));
    expect(onto.rolls('dungeon.teleport')).toHaveLength(1);
  });

  it('"a player cannot leap ... up onto an elevated platform"; down from one he may', () => {
    // a platform at (8,1) and (8,2): from (6,2) nothing beyond it by a shortest path, nor onto it
    const rows = classic.rows.map((r, y) => (y === 1 || y === 2 ? r.slice(0, 8) + 'P' + r.slice(9) : r));
    const board = { ...classic, id: 'ledge', rows, legend: { ...classic.legend, P: { terrain: 'platform', level: 1 } } };
    const low = leaper({}, [], [], { board });
    low.play(A.move(6, 2));
    expect(targets(low)).toEqual(expect.arrayContaining(['4,1', '4,2']));
    for (const t of ['8,2', '8,1', '9,2', '10,2']) expect(targets(low)).not.toContain(t);
    const high = dungeonScenario({ players: [pl('home', 1, 8, 2), FAR] }, { ballChest: 3, options: { board } });
    high.play(A.start('home-1', 'move'));
    expect(targets(high)).toEqual(expect.arrayContaining(['10,2', '6,2', '10,1']));
  });
});
