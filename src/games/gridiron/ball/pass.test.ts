import { describe, expect, it } from 'vitest';
import { stage } from './testkit';
import { throwTargets, throwActions, interceptors, passBlockSquares } from './pass';

// Home throws from (5, 7) toward the away end; a Short Pass is 4-6 squares along the pitch.
const T = { side: 'home' as const, number: 1, x: 5, y: 7 };
const R = { side: 'home' as const, number: 2, x: 9, y: 7 };

function pass(opts: { ag?: number; skills?: string[]; to?: { x: number; y: number }; extra?: any[]; dice: number[]; weather?: any; acting?: boolean; rerolls?: number }) {
  const h = stage({
    players: [{ ...T, ag: opts.ag ?? 3, skills: opts.skills ?? [] }, R, ...(opts.extra ?? [])],
    ball: { carrier: 'home-1' },
    dice: opts.dice,
    weather: opts.weather,
    acting: opts.acting ? 'home-1' : undefined,
    rerolls: { home: opts.rerolls ?? 0 },
  });
  const to = opts.to ?? R;
  h.run({ p: 'gridiron.pass', thrower: 'home-1', x: to.x, y: to.y });
  return h;
}

describe('Agility Table for passing (seed 001): the D6 roll required by the thrower\'s AG', () => {
  it.each([
    [1, 6], [2, 5], [3, 4], [4, 3], [5, 2], [6, 1],
  ])('AG %i needs %i+ for a Short Pass', (ag, need) => {
    const hit = pass({ ag, dice: [Math.max(need, 2), 6] });
    const ev = hit.rolls('gridiron.pass')[0];
    expect(ev.target).toBe(need);
    expect(ev.outcome).toBe('success');
    expect(hit.p('home-2').id).toBe(hit.state.ball.carrier);
    if (need >= 3) {
      const miss = pass({ ag, dice: [need - 1, 4, 5, 2, 8] });
      expect(miss.rolls('gridiron.pass')[0].outcome).toBe('failure');
      expect(miss.has('pass-inaccurate')).toBeTruthy();
    }
  });
});

describe('passing modifiers (seed 001)', () => {
  const opp = (n: number, x: number, y: number, skills: string[] = []) => ({ side: 'away' as const, number: n, x, y, skills });
  it.each([
    ['Quick Pass +1', { to: { x: 7, y: 7 } }, [{ source: 'Quick Pass', value: 1 }], 3],
    ['Short Pass +0', {}, [], 4],
    ['Long Pass -1', { to: { x: 13, y: 7 } }, [{ source: 'Long Pass', value: -1 }], 5],
    ['Long Bomb -2', { to: { x: 17, y: 7 } }, [{ source: 'Long Bomb', value: -2 }], 6],
    ['one opposing tackle zone on the thrower -1', { extra: [opp(1, 4, 6)] }, [{ source: 'opposing tackle zone', value: -1 }], 5],
    ['two opposing tackle zones -2', { extra: [opp(1, 4, 6), opp(2, 4, 8)] }, [{ source: '2 opposing tackle zones', value: -2 }], 6],
    ['a prone opponent has no tackle zone', { extra: [{ ...opp(1, 4, 6), stance: 'prone' }] }, [], 4],
    ['Very Sunny -1', { weather: 'very-sunny' }, [{ source: 'Very Sunny', value: -1 }], 5],
    ['Accurate +1', { skills: ['Accurate'] }, [{ source: 'Accurate', value: 1 }], 3],
    ['Strong Arm +1 on a Short Pass', { skills: ['Strong Arm'] }, [{ source: 'Strong Arm', value: 1 }], 3],
    ['Strong Arm nothing on a Quick Pass', { skills: ['Strong Arm'], to: { x: 7, y: 7 } }, [{ source: 'Quick Pass', value: 1 }], 3],
    ['Stunty -1', { skills: ['Stunty'] }, [{ source: 'Stunty', value: -1 }], 5],
    ['Nerves of Steel ignores tackle zones', { skills: ['Nerves of Steel'], extra: [opp(1, 4, 6)] }, [], 4],
    ['Disturbing Presence -1 within 3 squares', { extra: [opp(1, 2, 10, ['Disturbing Presence'])] }, [{ source: 'Disturbing Presence', value: -1 }], 5],
  ])('%s', (_name, o: any, mods, lowestDie) => {
    // the lowest die that passes succeeds, one less fails (a 1 would be a fumble instead)
    const to = o.to;
    const receiver = to ? { ...R, x: to.x, y: to.y } : R;
    const build = (die: number) => {
      const h = stage({
        players: [{ ...T, skills: o.skills ?? [] }, receiver, ...(o.extra ?? [])],
        ball: { carrier: 'home-1' }, dice: [die, 6, 4, 5, 2, 8, 8], weather: o.weather,
      });
      h.run({ p: 'gridiron.pass', thrower: 'home-1', x: receiver.x, y: receiver.y });
      if (h.pending?.kind === 'intercept') h.act({ type: 'no-intercept' });
      return h.rolls('gridiron.pass')[0];
    };
    const ok = build(lowestDie);
    expect(ok.modifiers).toEqual(mods);
    expect(ok.outcome).toBe('success');
    if (lowestDie > 2) expect(build(lowestDie - 1).outcome).toBe('failure');
  });
});
