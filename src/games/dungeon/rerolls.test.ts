// Re-rolls in the dungeon (seed 004): only rolls the player has some control over.

import { describe, expect, it } from 'vitest';
import { stage } from '../gridiron/ball/testkit';
import { dungeon } from './index';
import { A, dungeonScenario, pl } from './testkit';

const FAR = pl('away', 9, 20, 12);
const PRO = { side: 'home' as const, number: 1, x: 5, y: 5, skills: ['Pro'] };
const dungeonTest = { 'gridiron.test': dungeon.procedures['gridiron.test'] };

describe('Re-rolls in the dungeon (seed 004)', () => {
  it('"all rolls where the player affected by the roll is considered to have some degree of control over the outcome can be re-rolled": a leap (an agility roll), a dodge', () => {
    const leap = dungeonScenario({ players: [pl('home', 1, 5, 2), FAR], dice: [2], rerolls: { home: 1 } }, { ballChest: 3 });
    leap.play(A.start('home-1', 'move'));
    leap.play(leap.offered('leap').find((a) => a.x === 7 && a.y === 2) as never);
    expect(leap.game.pending).toMatchObject({ kind: 'reroll', seat: 'home' });
    const dodge = dungeonScenario({ players: [pl('home', 1, 5, 2), pl('away', 1, 6, 2), FAR], dice: [1], rerolls: { home: 1 } }, { ballChest: 3 });
    dodge.play(A.start('home-1', 'move'), A.move(4, 2));
    expect(dodge.game.pending).toMatchObject({ kind: 'reroll', seat: 'home' });
  });

  it('"Rolls where the affected player has no effect on the outcome ... cannot be re-rolled. Examples include ... teleport rolls, ... chasm rolls": any test the dungeon does not name as controlled stands, with the team re-roll and Pro at hand', () => {
    for (const rule of ['dungeon.teleport', 'dungeon.chasm', 'dungeon.monster']) {
      const h = stage({ players: [PRO], dice: [1], rerolls: { home: 2 }, procedures: dungeonTest });
      h.run({ p: 'gridiron.test', rule, who: 'home-1', target: 4, mods: [], skill: null, rolled: false, rerolled: false });
      expect(h.rolls(rule)).toMatchObject([{ outcome: 'failure' }]);
      expect(h.pending).toBeNull();
      expect(h.last).toBe('failure');
    }
    // the same failure on a roll he controls is offered Pro and the team re-roll
    const h = stage({ players: [PRO], dice: [1], rerolls: { home: 2 }, procedures: dungeonTest });
    h.run({ p: 'gridiron.test', rule: 'dungeon.balance', who: 'home-1', target: 2, mods: [], skill: null, rolled: false, rerolled: false });
    expect(h.pending?.actions.filter((a) => a.type === 'reroll').map((a) => a.use)).toEqual(['Pro', 'team']);
  });

  it('"armour rolls, injury rolls, scatter rolls, ... collision rolls": none is offered a re-roll (a body slam, every roll failing its roller, a re-roll in hand)', () => {
    // leap 4 onto away-1; scatter 5; collision 1 (he stays up); armour 1+1
    const m = dungeonScenario({ players: [pl('home', 1, 5, 2), pl('away', 1, 7, 2), FAR], dice: [4, 5, 1, 1, 1], rerolls: { home: 1 } }, { ballChest: 3 });
    m.play(A.start('home-1', 'move'));
    m.play(m.offered('leap').find((a) => a.x === 7 && a.y === 2) as never);
    expect(m.rolls('dungeon.collision')).toMatchObject([{ outcome: 'failure' }]);
    expect(m.rolls('dungeon.leap-scatter')).toHaveLength(1);
    expect(m.rolls('gridiron.armour')).toHaveLength(1);
    expect(m.events.some((e) => e.type === 'reroll')).toBe(false);
    expect(m.game.pending?.kind).not.toBe('reroll');
    expect(m.game.teams.home.rerolls).toBe(1);
  });

  it('"the skills that specifically allow re-rolls of rolls that cannot normally be re-rolled, such as the Piling On skill"', () => {
    // block: pow; armour 3+3 holds (AV 8): Piling On is offered
    const m = dungeonScenario({ players: [pl('home', 1, 10, 2, { skills: ['Piling On'] }), pl('away', 1, 11, 2), FAR], dice: ['pow', 3, 3] }, { ballChest: 3 });
    m.play(A.start('home-1', 'block'), A.block('away-1'), A.push(12, 2), A.follow(true));
    expect(JSON.stringify(m.game.pending)).toMatch(/Piling On/);
  });
});
