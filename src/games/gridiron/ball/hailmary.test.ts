// Hail Mary Pass (LRB6), as scenarios: home-1 (2,7) holds the ball and has the skill; an opponent stands on the way.
import { describe, expect, it } from 'vitest';
import { A, pl, scenario } from '../testkit';

function thrower(dice: number[], extra: Record<string, unknown> = {}) {
  return scenario({
    players: [pl('home', 1, 2, 7, { skills: ['Hail Mary Pass'] }), pl('home', 2, 23, 7), pl('away', 1, 10, 7)],
    ball: { carrier: 'home-1' },
    dice,
    ...extra,
  });
}

describe('Hail Mary Pass', () => {
  it('"may throw the ball to any square on the playing pitch ... the range ruler is not used"', () => {
    const m = thrower([]);
    m.play(A.start('home-1', 'pass'));
    const hm = m.offered('throw').filter((a) => a.hailMary);
    expect(hm.some((a) => a.x === 25 && a.y === 14)).toBe(true);
    // within the ruler the ordinary pass is offered instead
    const at5 = m.offered('throw').filter((a) => a.x === 5 && a.y === 7);
    expect(at5).toHaveLength(1);
    expect(at5[0].hailMary).toBeUndefined();
  });

  it('"On a roll of 2-6 the player may make the pass ... may not be intercepted, but it is never accurate – the ball automatically misses and scatters three squares"', () => {
    // a 6 is still no accurate pass: three scatters right from 20,7 to 23,7, where home-2 catches at +0 (a 4)
    const m = thrower([6, 5, 5, 5, 4]);
    m.play(A.start('home-1', 'pass'), { type: 'throw', x: 20, y: 7, hailMary: true });
    expect(m.rolls('gridiron.hail-mary')[0]).toMatchObject({ target: 2, modifiers: [], outcome: 'success' });
    expect(m.game.pending?.kind).not.toBe('intercept');
    expect(m.events.some((e) => e.type === 'pass-accurate')).toBe(false);
    expect(m.rolls('gridiron.scatter')).toHaveLength(3);
    expect(m.rolls('gridiron.catch')[0]).toMatchObject({ who: 'home-2', modifiers: [] });
    expect(m.game.ball).toMatchObject({ state: 'held', carrier: 'home-2' });
  });

  it('"On a roll of 1 the player fumbles the throw": it bounces from his square, a turnover', () => {
    const m = thrower([1, 5]);
    m.play(A.start('home-1', 'pass'), { type: 'throw', x: 20, y: 7, hailMary: true });
    expect(m.events.some((e) => e.type === 'fumble')).toBe(true);
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 3, y: 7 });
    expect(m.game.result?.reason).toBe('end of the scenario turn');
  });

  it('"This skill may not be used in a blizzard"', () => {
    const m = thrower([], { weather: 'blizzard' });
    m.play(A.start('home-1', 'pass'));
    expect(m.offered('throw').filter((a) => a.hailMary)).toEqual([]);
  });
});
