import { describe, expect, it } from 'vitest';
import { A, pl, scenario } from './testkit';

const chain = (extra = {}) => pl('home', 1, 10, 7, { ma: 2, st: 4, skills: ['Ball & Chain', 'No Hands', 'Secret Weapon'], ...extra });
const swing = (facing: string) => ({ type: 'ball-and-chain', facing });

describe('Ball & Chain', () => {
  it('takes Move actions only', () => {
    const m = scenario({ players: [chain(), pl('away', 1, 11, 7)] });
    expect(m.offered('start-action').map((a) => a.action)).toEqual(['move']);
  });

  it.each([
    ['right', 1, [11, 6]], ['right', 3, [11, 7]], ['right', 6, [11, 8]],
    ['left', 4, [9, 7]], ['down', 4, [10, 8]], ['up', 4, [10, 6]],
  ])('facing %s, a %i moves him to %j (the throw-in template)', (facing, d6, [x, y]) => {
    const m = scenario({ players: [chain(), pl('away', 1, 20, 1)], dice: [d6] });
    m.play(A.start('home-1', 'move'));
    expect(m.offered('end-action')).toEqual([]);
    expect(m.offered('ball-and-chain')).toHaveLength(4);
    m.play(swing(facing));
    expect(m.player('home-1')).toMatchObject({ x, y });
  });

  it('must use all his MA, then may stop or go for it', () => {
    const m = scenario({ players: [chain(), pl('away', 1, 20, 1)], dice: [3, 3] });
    m.play(A.start('home-1', 'move'), swing('right'), swing('right'));
    expect(m.offered('end-action')).toHaveLength(1);
    expect(m.offered('ball-and-chain')[0].hint).toBe('GFI 2+');
  });

  it('crashing into a standing player is a block, friend or foe, and he always follows up', () => {
    const m = scenario({ players: [chain(), pl('home', 2, 11, 7), pl('away', 1, 20, 1)], dice: [3, 'push', 'push'] });
    m.play(A.start('home-1', 'move'), swing('right'), A.push(12, 7));
    expect(m.rolls('gridiron.block')).toHaveLength(1);
    expect(m.player('home-2')).toMatchObject({ x: 12, y: 7 });
    expect(m.player('home-1')).toMatchObject({ x: 11, y: 7 });
  });

  it('knocked down: no armour roll, the injury roll at once, and Stunned counts as KO', () => {
    const m = scenario({ players: [chain(), pl('away', 1, 11, 7)], dice: [3, 'skull', 'skull', 3, 4] });
    m.play(A.start('home-1', 'move'), swing('right'));
    expect(m.rolls('gridiron.armour')).toEqual([]);
    expect(m.rolls('gridiron.injury')[0].outcome).toBe('stunned');
    expect(m.player('home-1').place).toBe('ko');
  });
});
