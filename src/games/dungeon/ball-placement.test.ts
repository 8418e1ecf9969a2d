// Seed 004, Ball Placement, on the classic map and on the hazards map (boards/hazards.json):
//
//      0123456789012345678901234 5
//   0  ##########################        # rock, O pit, ~ chasm, L lava
//   1  #...1.LL..a....b.....3...#        1-6 teleporters (numbered: the D6 names the pad)
//   2  #.....L.....5...LLL......#        a-f chests, H A end zones
//   3  #...............L.L......#        17,3: an islet in the lava nobody can walk to
//   4  #...........O...LLL......#
//   5  #HH...O............O...AA#
//   6  #HH........~~~~........AA#
//   7  #HH.......e~~~~f.......AA#
//   8  #HH........~~~~........AA#
//   9  #.....O............O.....#
//  10  #............O...........#
//  11  #........................#
//  12  #............6....LL.....#
//  13  #...4.....c....d...L.2...#
//  14  ##########################
//
// The scatter d8: 1 up-left, 2 up, 3 up-right, 4 left, 5 right, 6 down-left, 7 down, 8 down-right.

import { describe, expect, it } from 'vitest';
import { A, dungeonScenario, pl } from './testkit';

const hazards = { options: { board: 'hazards' } };
const far = pl('away', 9, 20, 7);

/** Home-1 steps from `from` onto the ball at `at` and fails the pick-up (a 1), declining any re-roll. */
function failedPickUp(from: [number, number], at: [number, number], dice: number[], extra = {}, players = [far]) {
  const m = dungeonScenario({ players: [pl('home', 1, ...from), ...players], ball: { x: at[0], y: at[1] }, rerolls: { home: 0 }, dice: [1, ...dice] }, extra);
  m.play(A.start('home-1', 'move'), A.move(...at));
  if (m.game.pending?.kind === 'reroll') m.play(A.decline());
  return m;
}

describe('seed 004, Ball Placement', () => {
  it('"The ball can never scatter into a wall. If it would do so, re-roll until an available square is located"', () => {
    // From 1,4 on the classic map: up-left and up are rock, right (5) is open.
    const m = failedPickUp([2, 5], [1, 4], [1, 2, 5]);
    expect(m.rolls('gridiron.bounce').map((r) => r.dice[0])).toEqual([1, 2, 5]);
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 2, y: 4 });
  });

  it('"If the ball scatters onto an unoccupied teleporter, it immediately teleports to a random teleporter, and bounces when it ... lands in an unoccupied teleporter"', () => {
    // Classic map: from 5,2 up-left onto the pad at 4,1; D6 3 names the pad at 21,1, empty: it bounces down to 21,2.
    const m = failedPickUp([6, 2], [5, 2], [1, 3, 7]);
    expect(m.rolls('dungeon.ball-teleport')).toMatchObject([{ dice: [3] }]);
    expect(m.events.find((e) => e.type === 'ball-teleported')).toMatchObject({ x: 21, y: 1 });
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 21, y: 2 });
  });

  it('"The ball can thus never be stationary on an unoccupied teleporter square": a pad it hops to may send it on again', () => {
    // 4,1 → (D6 3) 21,1, empty, so it bounces on: left (4) to 20,1, where it rests.
    const m = failedPickUp([6, 2], [5, 2], [1, 3, 4]);
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 20, y: 1 });
    const pads = ['4,1', '21,13', '21,1', '4,13'];
    expect(pads).not.toContain(`${m.game.ball.x},${m.game.ball.y}`);
  });

  it('"... when it is either dropped": a player on the pad it lands in may catch it', () => {
    const m = failedPickUp([6, 2], [5, 2], [1, 3], {}, [pl('away', 1, 21, 1), far]);
    expect(m.game.pending).toMatchObject({ kind: 'catch-choice', seat: 'away' });
    m.play({ type: 'catch-choice', catch: true });
    m.play(...(m.game.pending?.kind === 'reroll' ? [A.decline()] : []));
    expect(m.rolls('gridiron.catch')).toHaveLength(1);
  });

  it('"If the ball carrier falls into a pit, or the ball scatters into a pit, immediately scatter the ball from the pit square"', () => {
    // From 11,3 down-right into the pit at 12,4, then down out of it to 12,5.
    const m = failedPickUp([10, 3], [11, 3], [8, 7], hazards);
    expect(m.events.some((e) => e.type === 'ball-off-the-pit')).toBe(true);
    expect(m.rolls('gridiron.bounce').map((r) => r.dice[0])).toEqual([8, 7]);
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 12, y: 5 });
  });

  it('"If the ball carrier falls into a chasm, or the ball scatters into a chasm, the ball teleports onto a random teleporter"', () => {
    // From 10,5 down-right into the chasm at 11,6; D6 5 names the pad at 12,2, empty: it bounces down to 12,3.
    const m = failedPickUp([9, 5], [10, 5], [8, 5, 7], hazards);
    expect(m.rolls('dungeon.ball-teleport')).toMatchObject([{ dice: [5] }]);
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 12, y: 3 });
  });

  it('"If the ball ends up on a lava square, roll a D6 at the start of each player\'s turn. On a 1-3, the ball stays"', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 3, 3), far], ball: { x: 6, y: 2 }, dice: [3] }, hazards);
    expect(m.rolls('dungeon.lava-ball')).toMatchObject([{ dice: [3], outcome: 'stays' }]);
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 6, y: 2 });
  });

  it('"On a 4-6, it teleports onto a random teleporter"', () => {
    // D6 4 → D6 1 names the pad at 4,1, empty: the ball bounces down to 4,2.
    const m = dungeonScenario({ players: [pl('home', 1, 3, 3), far], ball: { x: 6, y: 2 }, dice: [4, 1, 7] }, hazards);
    expect(m.rolls('dungeon.lava-ball')).toMatchObject([{ dice: [4], outcome: 'teleports' }]);
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 4, y: 2 });
    expect(m.game.turnover).toBe(false);
  });

  it('"If the ball ever ends up in a location where it is not possible for any player on the board to reach it ... teleport it ... at the beginning of the next team turn"', () => {
    // The islet at 17,3, ringed by lava: D6 3 names the pad at 21,1, the ball bounces down to 21,2.
    const m = dungeonScenario({ players: [pl('home', 1, 3, 3), far], ball: { x: 17, y: 3 }, dice: [3, 7] }, hazards);
    expect(m.events.find((e) => e.type === 'ball-unreachable')).toMatchObject({ x: 17, y: 3 });
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 21, y: 2 });
  });

  it('a ball any player can walk to stays where it is', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 3, 3), far], ball: { x: 17, y: 5 } }, hazards);
    expect(m.events.some((e) => e.type === 'ball-unreachable')).toBe(false);
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 17, y: 5 });
  });
});
