// Player Collisions (seed 004), through a thrown team-mate on the classic map's top corridor (rows 1-2 are open
// floor from x 3 to 22). The ogre at (4,2) throws the goblin at (5,2) to (8,2): the throw 6 (accurate), scatters
// 5 4 5 end on (9,2), where the player landed on stands; one more scatter 5 takes the goblin to (10,2).

import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../core/describe';
import { collisionTarget } from './collision';
import { A, dungeonScenario, pl } from './testkit';

const OGRE = pl('home', 1, 4, 2, { st: 5, ag: 2, skills: ['Throw Team-Mate', 'Loner'] });
const GOBLIN = pl('home', 2, 5, 2, { st: 2, ag: 3, skills: ['Right Stuff', 'Stunty'] });
const THROW = [6, 5, 4, 5, 5];

function throwOnto(on: Record<string, unknown>, dice: number[], thrown = GOBLIN) {
  const m = dungeonScenario({ players: [OGRE, thrown, pl('away', 1, 9, 2, on), pl('away', 2, 20, 12)], dice: [...THROW, ...dice] });
  m.play(A.start('home-1', 'ttm'));
  const a = m.offered('ttm').find((t) => t.x === 8 && t.y === 2)!;
  m.play(a);
  return m;
}

describe('Player Collisions (seed 004)', () => {
  it('"If a model lands on someone of the same Weight Category as themselves, the impacted model will be knocked down on a D6 roll of 2+": a thrown goblin counts one higher, Normal on Normal', () => {
    // collision 2, then the human's armour 1+1, the goblin's 1+1
    const m = throwOnto({}, [2, 1, 1, 1, 1]);
    expect(m.rolls('dungeon.collision')).toMatchObject([{ who: 'away-1', target: 2, dice: [2], outcome: 'success' }]);
    expect(describeEvent('dungeon', m.events.find((e) => e.type === 'collision')!)).toBe('home-2 lands on away-1: knocked down on 2+');
    expect(m.player('away-1').stance).toBe('prone');
    // "All knockdowns caused by falling or collision always require an armour roll to avoid injury."
    expect(m.rolls('gridiron.armour').map((r) => r.who)).toEqual(['away-1', 'home-2']);
    // "A player who is thrown ... into a square containing another player will automatically be knocked down, and
    // then has to roll for scatter to see where they end up."
    expect(m.player('home-2')).toMatchObject({ x: 10, y: 2, stance: 'prone' });
  });

  it('the same Weight Category: a 1 leaves the one landed on standing, with no armour roll', () => {
    const m = throwOnto({}, [1, 1, 1]);
    expect(m.rolls('dungeon.collision')).toMatchObject([{ target: 2, outcome: 'failure' }]);
    expect(m.player('away-1').stance).toBe('standing');
    expect(m.rolls('gridiron.armour').map((r) => r.who)).toEqual(['home-2']);
  });

  it('"If a model lands on someone of a higher Weight Category than themselves, the impacted model will be knocked down on a D6 roll of 4+": a thrown goblin (Normal) on a Big Guy', () => {
    const troll = { st: 5, skills: ['Really Stupid'] };
    const stays = throwOnto(troll, [3, 1, 1]);
    expect(stays.rolls('dungeon.collision')).toMatchObject([{ target: 4, outcome: 'failure' }]);
    expect(stays.player('away-1').stance).toBe('standing');
    const falls = throwOnto(troll, [4, 1, 1, 1, 1]);
    expect(falls.player('away-1').stance).toBe('prone');
  });

  it('"If a model lands on someone of a lower Weight Category, they will automatically knock them down": no collision roll', () => {
    const m = throwOnto({ st: 2, skills: ['Stunty'] }, [1, 1, 1, 1]);
    expect(m.rolls('dungeon.collision')).toEqual([]);
    expect(m.player('away-1').stance).toBe('prone');
    expect(m.rolls('gridiron.armour').map((r) => r.who)).toEqual(['away-1', 'home-2']);
  });

  it('"two or more Weight Categories bigger than themselves, the impacted model will never be knocked down": a thrown Titchy snotling (Stunty) on a Big Guy', () => {
    const snotling = pl('home', 2, 5, 2, { st: 1, ag: 3, skills: ['Right Stuff', 'Titchy', 'Stunty'] });
    const m = throwOnto({ st: 5, skills: ['Bone-head'] }, [1, 1], snotling);
    expect(m.rolls('dungeon.collision')).toEqual([]);
    expect(m.player('away-1').stance).toBe('standing');
    expect(m.rolls('gridiron.armour').map((r) => r.who)).toEqual(['home-2']);
  });

  it('a team-mate knocked down by the collision is a turnover, as any of the moving team falling', () => {
    const m = dungeonScenario({ players: [OGRE, GOBLIN, pl('home', 3, 9, 2), pl('away', 2, 20, 12)], dice: [...THROW, 2, 1, 1, 1, 1] });
    m.play(A.start('home-1', 'ttm'));
    m.play(m.offered('ttm').find((t) => t.x === 8 && t.y === 2)!);
    expect(m.player('home-3').stance).toBe('prone');
    expect(m.game.turnover || m.game.result !== null).toBe(true);
  });

  it('"thrown players one category higher": only a throw; a leap or a fall lands at the player\'s own weight', () => {
    const goblin = { st: 2, skills: ['Stunty'] } as never;
    const human = { st: 3, skills: [] } as never;
    const troll = { st: 5, skills: ['Really Stupid'] } as never;
    expect([collisionTarget(goblin, human, 'thrown'), collisionTarget(goblin, human, 'leap'), collisionTarget(goblin, human, 'fall')]).toEqual([2, 4, 4]);
    expect([collisionTarget(goblin, troll, 'thrown'), collisionTarget(goblin, troll, 'leap')]).toEqual([4, null]);
    expect([collisionTarget(troll, human, 'leap'), collisionTarget(human, goblin, 'leap'), collisionTarget(human, human, 'fall')]).toEqual([1, 1, 2]);
  });
});
