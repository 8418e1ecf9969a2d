// Pushing collisions, the optional rule (`pushCollisions`): home-1 at 5,5 blocks away-1 at 6,5; the three squares
// behind him, 7,4 7,5 7,6, are full, and he is pushed to 7,5 where away-3 stands. Block dice 'push'; armour 1+1.

import { describe, expect, it } from 'vitest';
import '../index';
import { rulesets } from '../../core/game';
import { A, pl, scenario } from './testkit';

const wall = (extra3 = {}, more: ReturnType<typeof pl>[] = []) => [
  pl('home', 1, 5, 5),
  pl('away', 1, 6, 5),
  pl('away', 2, 7, 4),
  pl('away', 3, 7, 5, extra3),
  pl('away', 4, 7, 6),
  ...more,
];
function collide(dice: (number | string)[], extra3 = {}, more: ReturnType<typeof pl>[] = [], one = {}) {
  const players = wall(extra3, more);
  Object.assign(players[1], one);
  // the blocker as strong as the one he blocks: one block die
  players[0].st = players[1].st;
  const m = scenario({ players, dice: ['push', ...dice], rerolls: { home: 2, away: 2 } }, { pushCollisions: true });
  m.play(A.start('home-1', 'block'), A.block('away-1'), { type: 'decline-reroll' }, A.push(7, 5));
  return m;
}
const at = (m: ReturnType<typeof scenario>, id: string) => {
  const p = m.player(id);
  return `${p.x},${p.y} ${p.stance}`;
};

describe('pushing collisions (an option, off by default)', () => {
  it('is an option of gridiron (and so of the games built on it), off unless asked for: the chain push as LRB6 has it', () => {
    for (const id of ['gridiron', 'dungeon']) expect(rulesets().find((r) => r.id === id)!.options.pushCollisions).toMatchObject({ type: 'boolean', default: false });
    const m = scenario({ players: wall(), dice: ['push'] });
    expect('pushCollisions' in m.game.options).toBe(false);
    m.play(A.start('home-1', 'block'), A.block('away-1'), A.push(7, 5), A.push(8, 5), A.follow(false));
    expect(m.rolls('gridiron.push-collision')).toEqual([]);
    expect(at(m, 'away-3')).toBe('8,5 standing');
  });

  it('"1. Player 1 is knocked down in the square he is in (if he wasn\'t already), player 2 remains standing and unmoved."', () => {
    const m = collide([1, 1, 1]);
    expect(m.rolls('gridiron.push-collision')).toMatchObject([{ who: 'away-1', dice: [1], modifiers: [], total: 1 }]);
    expect([at(m, 'away-1'), at(m, 'away-3'), at(m, 'home-1')]).toEqual(['6,5 prone', '7,5 standing', '5,5 standing']);
    expect(m.rolls('gridiron.armour').map((r) => r.who)).toEqual(['away-1']);
    // the roll is nobody's doing: no re-roll was offered, though both teams have them
    expect(m.game.pending?.kind).toBe('turn');
  });

  it('"2. Both players remain standing and unmoved."', () => {
    const m = collide([2]);
    expect([at(m, 'away-1'), at(m, 'away-3')]).toEqual(['6,5 standing', '7,5 standing']);
    expect(m.rolls('gridiron.armour')).toEqual([]);
  });

  it('"3. / 4. Both players are pushed back, and player 1 is knocked down"', () => {
    for (const die of [3, 4]) {
      const m = collide([die, 1, 1]);
      expect(m.offered('push').map((a) => `${a.x},${a.y}`)).toEqual(['8,4', '8,5', '8,6']);
      m.play(A.push(8, 5), A.follow(false));
      expect([at(m, 'away-1'), at(m, 'away-3')]).toEqual(['7,5 prone', '8,5 standing']);
      expect(m.rolls('gridiron.armour').map((r) => r.who)).toEqual(['away-1']);
    }
  });

  it('"5. Both players are pushed back and knocked down"; "6. Both players are pushed back, and player 2 is knocked down"', () => {
    const five = collide([5, 1, 1, 1, 1]);
    five.play(A.push(8, 5), A.follow(false));
    expect([at(five, 'away-1'), at(five, 'away-3')]).toEqual(['7,5 prone', '8,5 prone']);
    const six = collide([6, 1, 1]);
    six.play(A.push(8, 5), A.follow(true));
    expect([at(six, 'away-1'), at(six, 'away-3'), at(six, 'home-1')]).toEqual(['7,5 standing', '8,5 prone', '6,5 standing']);
    expect(six.rolls('gridiron.armour').map((r) => r.who)).toEqual(['away-3']);
  });

  it('"Modify this roll by the ST difference between the two players, so if player 1 has two less ST than player 2, the roll is made with a -2 modifier"', () => {
    // 3 - 2 = 1: result 1
    const weak = collide([3, 1, 1], { st: 4 }, [], { st: 2 });
    expect(weak.rolls('gridiron.push-collision')[0]).toMatchObject({ modifiers: [{ source: 'ST difference', value: -2 }], total: 1 });
    expect([at(weak, 'away-1'), at(weak, 'away-3')]).toEqual(['6,5 prone', '7,5 standing']);
    // 4 + 2 = 6: result 6
    const strong = collide([4, 1, 1], { st: 2 }, [], { st: 4 });
    strong.play(A.push(8, 5), A.follow(false));
    expect([at(strong, 'away-1'), at(strong, 'away-3')]).toEqual(['7,5 standing', '8,5 prone']);
  });

  it('"chain reactions are possible, where the previous player 2 becomes player 1 for a new player 2"', () => {
    // behind away-3: 8,4 8,5 8,6 full; 6 pushes both on, away-3 is pushed to 8,5 into away-6: 2, nobody moves at all
    const behind = [pl('away', 5, 8, 4), pl('away', 6, 8, 5), pl('away', 7, 8, 6)];
    const m = collide([6, 2, 1, 1], {}, behind);
    m.play(A.push(8, 5));
    expect(m.rolls('gridiron.push-collision').map((r) => r.who)).toEqual(['away-1', 'away-3']);
    expect([at(m, 'away-1'), at(m, 'away-3'), at(m, 'away-6')]).toEqual(['6,5 standing', '7,5 prone', '8,5 standing']);
    // away-3 still goes down (the first roll's 6): he was knocked down where he stood
    expect(m.rolls('gridiron.armour').map((r) => r.who)).toEqual(['away-3']);
  });
});
