import { describe, expect, it } from 'vitest';
import { describeEvent } from './describe';
import { A, pl, scenario } from './testkit';

describe('the match log', () => {
  it('says every match event of a block in plain words', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 6, 5)], dice: ['pow', 4, 4] });
    m.play(A.start('home-1', 'block'), A.block('away-1'), A.push(7, 5), A.follow(true));
    const lines = m.events.filter((e) => e.type !== 'roll').map((e) => describeEvent(e));
    expect(lines).toEqual([
      'home-1 takes a block action',
      'home-1 blocks away-1: ST 3 against 3, 1 die',
      'block result: defender-down',
      'away-1 is pushed to 7,5',
      'home-1 follows up to 6,5',
      'away-1 is knocked down',
    ]);
  });
});
