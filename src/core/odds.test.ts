import { describe, expect, it } from 'vitest';
import { A, pl, scenario } from '../games/gridiron/testkit';
import { blockPlan, defenderDown, defenderLabel, knockedDown, movePlan, passPlan } from '../games/gridiron/odds-plans';
import { odds, type OddsResult } from './odds';

const exact = (r: OddsResult['best'], name: string) => r.find((o) => o.outcome === name)?.exact ?? '0/1';

// The mover home-1 (AG 3) at 5,5 is marked by away-1 at 6,6: leaving needs a dodge, 3+ into a free square (seed 001:
// AG 3 needs 4+, +1 for the dodge).
describe('odds: exact enumeration over the real rules', () => {
  it('a 3+ dodge is 2/3; a failure is named by where the player fell', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 6, 6)] });
    const r = odds(m.game, movePlan('home-1', [[4, 4]]));
    expect(exact(r.best, 'completed')).toBe('2/3');
    expect(exact(r.best, 'home-1 down (action 2)')).toBe('1/3');
    expect(r.cut).toBe(0);
    expect(m.game.players.find((p) => p.id === 'home-1')).toMatchObject({ x: 5, y: 5 });
  });

  it('dodge 3+ then GFI 2+ is 2/3 x 5/6 = 5/9; with a team re-roll, best use makes it 5/6 and re-rolls the first failure', () => {
    const players = [pl('home', 1, 5, 5, { ma: 1 }), pl('away', 1, 6, 6)];
    const none = odds(scenario({ players }).game, movePlan('home-1', [[4, 4], [3, 3]]));
    expect(exact(none.best, 'completed')).toBe('5/9');
    const rr = odds(scenario({ players, rerolls: { home: 1 } }).game, movePlan('home-1', [[4, 4], [3, 3]]));
    expect(exact(rr.best, 'completed')).toBe('5/6');
    expect(exact(rr.noReroll, 'completed')).toBe('5/9');
    expect(rr.rerolls[0]).toMatchObject({ roll: 'gridiron.dodge by home-1 (failure)', use: true });
  });

  it('a 4+ dodge with the Dodge skill is 1 - (1/2)^2 = 3/4, no decision needed', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { skills: ['Dodge'] }), pl('away', 1, 6, 6), pl('away', 2, 3, 3)] });
    const r = odds(m.game, movePlan('home-1', [[4, 4]]));
    expect(exact(r.best, 'completed')).toBe('3/4');
    expect(r.rerolls).toEqual([]);
  });

  it.each([
    // Two dice, the stronger attacker chooses: Defender Down or Stumbles on either die (no Dodge, no Block).
    [4, 3, '5/9', '2/9'],
    // Two dice, the stronger defender chooses: both dice must knock him down.
    [2, 3, '1/9', '4/9'],
    // One die.
    [3, 3, '1/3', '1/3'],
  ])('a block ST %i vs ST %i knocks the defender down with %s; the attacker goes down with %s', (st, dst, down, fell) => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { st }), pl('away', 1, 6, 5, { st: dst })] });
    const r = odds(m.game, blockPlan('home-1', 'away-1'), { label: defenderLabel('away-1'), goal: knockedDown, stop: defenderDown('away-1', 'home-1') });
    expect(exact(r.best, 'completed: defender down')).toBe(down);
    expect(exact(r.best, 'home-1 down (action 2)')).toBe(fell);
  });

  it('an opponent who may intercept is a choice of his coach, the worst for the pass: AG 3 at -2 intercepts on a 6', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5), pl('home', 2, 11, 5), pl('away', 1, 8, 5)], ball: { carrier: 'home-1' } });
    const r = odds(m.game, passPlan('home-1', [], [11, 5]));
    expect(exact(r.best, 'intercepted (action 2)')).toBe('1/6');
  });

  it('a plan action the game does not offer stops the plan, named by the decision', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 20, 5)] });
    const r = odds(m.game, [A.start('home-1', 'move'), A.move(9, 9)]);
    expect(r.best[0].outcome).toMatch(/^stopped: /);
  });
});

// The Monte Carlo checks of the gridiron positions (moves, passes, blocks, fouls) are src/games/gridiron/odds-mc.test.ts.
