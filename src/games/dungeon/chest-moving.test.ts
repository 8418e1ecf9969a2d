// Moving chests (seed 004): "Any player with a ST of 3 or higher may either push a chest directly in front of him or
// drag a chest directly behind him at a cost of one additional point of movement per square." On the classic map
// chest 5 stands at 11,5 and chest 1 at 10,1, against the rock of row 0.

import { describe, expect, it } from 'vitest';
import { chestAt } from './state';
import { A, dungeonScenario, pl } from './testkit';

const far = pl('away', 9, 20, 7);
const chestMoves = (m: ReturnType<typeof dungeonScenario>) => m.offered('move').filter((a) => a.chest !== undefined);

describe('moving chests (seed 004)', () => {
  it('"push a chest directly in front of him": the chest goes one square on, he takes its place, two squares of movement, unopened', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 10, 5), far] }, { ballChest: 5 });
    m.play(A.start('home-1', 'move'));
    const push = chestMoves(m).find((a) => a.chest === 'push')!;
    expect(push).toMatchObject({ x: 11, y: 5 });
    m.play(push);
    expect(m.player('home-1')).toMatchObject({ x: 11, y: 5, moved: 2, stance: 'standing' });
    expect(chestAt(m.game, 12, 5)?.number).toBe(5);
    expect(m.events.filter((e) => e.type === 'chest-opened')).toEqual([]);
    expect(m.game.ballChest).toBe(5);
  });

  it('"or drag a chest directly behind him": he steps straight away and the chest follows into his square', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 12, 5), far] });
    m.play(A.start('home-1', 'move'));
    expect(chestMoves(m).map((a) => `${a.chest} ${a.x},${a.y}`)).toEqual(['push 11,5', 'drag 13,5']);
    m.play(chestMoves(m).find((a) => a.chest === 'drag')!);
    expect(m.player('home-1')).toMatchObject({ x: 13, y: 5, moved: 2 });
    expect(chestAt(m.game, 12, 5)?.number).toBe(5);
    expect(chestAt(m.game, 11, 5)).toBeUndefined();
  });

  it('"pushing or dragging a chest two squares would cost four squares of movement": not with fewer than two left', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 12, 5, { ma: 4 }), far] });
    m.play(A.start('home-1', 'move'));
    m.play(chestMoves(m).find((a) => a.chest === 'drag')!);
    m.play(chestMoves(m).find((a) => a.chest === 'drag')!);
    expect(m.player('home-1')).toMatchObject({ x: 14, y: 5, moved: 4 });
    expect(chestAt(m.game, 13, 5)?.number).toBe(5);
    // MA spent: a plain step would be a go-for-it, and a chest is moved on the MA alone.
    expect(chestMoves(m)).toEqual([]);
  });

  it('"a ST of 3 or higher": a ST 2 player moves no chest', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 10, 5, { st: 2 }), far] });
    m.play(A.start('home-1', 'move'));
    expect(chestMoves(m)).toEqual([]);
    // He may still step into it, which opens it.
    expect(m.offered('move').some((a) => a.x === 11 && a.y === 5)).toBe(true);
  });

  it('a chest is never pushed into rock', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 10, 2), far] });
    m.play(A.start('home-1', 'move'));
    expect(chestMoves(m).filter((a) => a.chest === 'push' && a.x === 10 && a.y === 1)).toEqual([]);
  });
});
