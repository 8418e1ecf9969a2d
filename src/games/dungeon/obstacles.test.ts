// Obstacles (seed 004), on the platform map (boards/platform.json): statues at 5,3, 20,3, 5,11 and 20,11, floor all
// round the one at 5,3; the raised floor starts at x 8. Players are MA 6, ST 3, AG 3 (4+), AV 8 unless said.
// The scatter d8: 1 up-left, 2 up, 3 up-right, 4 left, 5 right, 6 down-left, 7 down, 8 down-right.

import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../core/describe';
import { view } from '../../core/game';
import platform from './boards/platform.json';
import { A, dungeonScenario, pl } from './testkit';

const onPlatform = { options: { board: 'platform' } };
const far = pl('away', 9, 22, 7);
const moves = (m: { offered(t: string): { [k: string]: unknown }[] }, t = 'move') => m.offered(t).map((a) => `${a.x},${a.y}`);

describe('seed 004: obstacles', () => {
  it('the platform map has its statues, and the view lists them for the app to draw', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 4, 3), far] }, onPlatform);
    const features = (view(m.game, 'home') as unknown as { features: { kind: string; x: number; y: number }[] }).features;
    expect(features.filter((f) => f.kind === 'obstacle').map((f) => `${f.x},${f.y}`)).toEqual(['5,3', '20,3', '5,11', '20,11']);
  });

  it('"obstacles are occupied squares": nobody steps into one', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 4, 3), far] }, onPlatform);
    m.play(A.start('home-1', 'move'));
    expect(moves(m)).toEqual(expect.arrayContaining(['5,2', '5,4', '3,3']));
    expect(moves(m)).not.toContain('5,3');
    expect(() => m.play(A.move(5, 3))).toThrow();
    expect(m.player('home-1')).toMatchObject({ x: 4, y: 3 });
  });

  it('"The path from the starting square to the chosen square may pass ... over chasms or obstacles"', () => {
    // 4: AG 3 needs 4+ for a leap over one square
    const m = dungeonScenario({ players: [pl('home', 1, 4, 3), far], dice: [4] }, onPlatform);
    m.play(A.start('home-1', 'move'), A.leap(6, 3));
    expect(m.events.find((e) => e.type === 'leap')).toMatchObject({ from: { x: 4, y: 3 }, x: 6, y: 3, over: 1 });
    expect(m.player('home-1')).toMatchObject({ x: 6, y: 3, stance: 'standing' });
  });

  it('"If the target square is occupied, the player lands on that square, but is knocked down and has to roll for scatter ... If the square they landed on was occupied by a player, as opposed to an obstacle, then that player may be knocked down"', () => {
    // leap 4 (good), he comes down on the statue at 5,3: scatter right (5) to 6,3, knocked down there, armour 1+1
    const m = dungeonScenario({ players: [pl('home', 1, 3, 3), far], dice: [4, 5, 1, 1] }, onPlatform);
    m.play(A.start('home-1', 'move'));
    expect(moves(m, 'leap')).toContain('5,3');
    m.play(A.leap(5, 3));
    const onto = m.events.find((e) => e.type === 'leapt-onto')!;
    expect(onto).toMatchObject({ player: 'home-1', obstacle: true, x: 5, y: 3 });
    expect(describeEvent('dungeon', onto)).toBe('home-1 comes down on an obstacle at (5, 3)');
    expect(m.rolls('dungeon.leap-scatter').map((r) => r.dice[0])).toEqual([5]);
    expect(m.player('home-1')).toMatchObject({ x: 6, y: 3, stance: 'prone' });
    expect(m.rolls('gridiron.armour').map((r) => r.who)).toEqual(['home-1']);
    // nothing there to be knocked down: no collision roll
    expect(m.events.some((e) => e.type === 'collision')).toBe(false);
    expect(m.game.turnover || m.game.result !== null).toBe(true);
  });

  it('a scatter from an obstacle goes on until it finds an unoccupied square', () => {
    // leap 4, on the statue; scatter left (4) onto 4,3 where home-2 stands, then up (2) to 4,2: down there
    const m = dungeonScenario({ players: [pl('home', 1, 3, 3), pl('home', 2, 4, 3), far], dice: [4, 4, 2, 1, 1] }, onPlatform);
    m.play(A.start('home-1', 'move'), A.leap(5, 3));
    expect(m.player('home-1')).toMatchObject({ x: 4, y: 2, stance: 'prone' });
    expect(m.player('home-2')).toMatchObject({ x: 4, y: 3, stance: 'standing' });
  });

  it('"treated like a prone player for the purpose of balls scattering onto them": the ball bounces on', () => {
    // home-1 steps onto the ball at 4,3 and fails the pick-up (1): it bounces right (5) onto the statue, and on (5)
    const m = dungeonScenario({ players: [pl('home', 1, 3, 3), far], ball: { x: 4, y: 3 }, rerolls: { home: 0 }, dice: [1, 5, 5] }, onPlatform);
    m.play(A.start('home-1', 'move'), A.move(4, 3));
    if (m.game.pending?.kind === 'reroll') m.play(A.decline());
    expect(m.rolls('gridiron.bounce').map((r) => r.dice[0])).toEqual([5, 5]);
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 6, y: 3 });
  });

  it('a pushed player cannot be pushed into an obstacle: for the push it is a blocked square, like a wall', () => {
    // home-1 (ST 4) pushes away-1 east from 4,3: of 5,2, 5,3 and 5,4 the statue's square is not offered
    const m = dungeonScenario({ players: [pl('home', 1, 3, 3, { st: 4 }), pl('away', 1, 4, 3), far], dice: [3, 3] }, onPlatform);
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    if (m.game.pending?.kind !== 'push') m.play(A.face('push'));
    expect(moves(m, 'push').sort()).toEqual(['5,2', '5,4']);
  });

  it('pinned against an obstacle nobody moves, but "every eligible push square being a wall" is not met: no smashing bonus', () => {
    // A statue at 1,1: away-1 at 1,2, blocked from 2,3, would go to 0,1 or 0,2 (rock) or 1,1 (the statue).
    const board = structuredClone(platform) as typeof platform;
    board.id = 'statue-corner';
    board.rows[1] = '#S' + board.rows[1].slice(2);
    // two dice, both defender down; armour 4+4 against AV 8 holds without the bonus (it would break with it)
    const m = dungeonScenario({ players: [pl('home', 1, 2, 3, { st: 4 }), pl('away', 1, 1, 2), far], dice: [6, 6, 4, 4] }, { options: { board } });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.player('away-1')).toMatchObject({ x: 1, y: 2, stance: 'prone' });
    expect(m.events.some((e) => e.type === 'pushed' || e.type === 'smashing-into-wall')).toBe(false);
    expect(m.rolls('gridiron.armour')[0]).toMatchObject({ dice: [4, 4], modifiers: [], outcome: 'holds' });
  });

  it('"A player who is thrown ... into a square containing another player will automatically be knocked down, and then has to roll for scatter": an obstacle is such a square, with nobody to knock down', () => {
    // The ogre at 2,2 throws the goblin at 3,2 to 6,2: the throw 6, scatters 5 4 6 end on the statue at 5,3; one more
    // scatter 5 takes him to 6,3, where he comes down prone (armour 1+1).
    const ogre = pl('home', 1, 2, 2, { st: 5, ag: 2, skills: ['Throw Team-Mate', 'Loner'] });
    const goblin = pl('home', 2, 3, 2, { st: 2, ag: 3, skills: ['Right Stuff', 'Stunty'] });
    const m = dungeonScenario({ players: [ogre, goblin, far], dice: [6, 5, 4, 6, 5, 1, 1] }, onPlatform);
    m.play(A.start('home-1', 'ttm'));
    m.play(m.offered('ttm').find((t) => t.x === 6 && t.y === 2)!);
    expect(m.events.find((e) => e.type === 'landed-on-obstacle')).toMatchObject({ who: 'home-2', x: 5, y: 3 });
    expect(describeEvent('dungeon', m.events.find((e) => e.type === 'landed-on-obstacle')!)).toBe('home-2 comes down on an obstacle at (5, 3)');
    expect(m.rolls('gridiron.ttm-scatter').map((r) => r.dice[0])).toEqual([5, 4, 6, 5]);
    expect(m.player('home-2')).toMatchObject({ x: 6, y: 3, stance: 'prone' });
    expect(m.rolls('gridiron.armour').map((r) => r.who)).toEqual(['home-2']);
  });
});
