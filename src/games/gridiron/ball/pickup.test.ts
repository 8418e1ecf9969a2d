import { describe, expect, it } from 'vitest';
import { stage } from './testkit';

function pickup(o: { ag?: number; skills?: string[]; extra?: any[]; weather?: any; dice: number[]; active?: 'home' | 'away' }) {
  const h = stage({
    players: [{ side: 'home', number: 1, x: 10, y: 7, ag: o.ag ?? 3, skills: o.skills ?? [] }, ...(o.extra ?? [])],
    ball: { x: 10, y: 7 }, dice: o.dice, weather: o.weather, active: o.active,
  });
  h.run({ p: 'gridiron.pickup', player: 'home-1' });
  return h;
}

describe('picking up the ball (LRB6): AG roll, +1', () => {
  it.each([[1, 6, 5], [2, 5, 4], [3, 4, 3], [4, 3, 2], [5, 2, 2], [6, 1, 2]])('AG %i (%i+ on the table) needs %i with the +1', (ag, table, need) => {
    const h = pickup({ ag, dice: [need] });
    expect(h.rolls('gridiron.pickup')[0]).toMatchObject({ target: table, modifiers: [{ source: 'picking up the ball', value: 1 }], outcome: 'success' });
    expect(h.state.ball).toMatchObject({ state: 'held', carrier: 'home-1' });
    expect(h.last).toBe('picked-up');
    if (need > 2) expect(pickup({ ag, dice: [need - 1, 5] }).rolls('gridiron.pickup')[0].outcome).toBe('failure');
  });
  const opp = { side: 'away' as const, number: 1, x: 11, y: 8 };
  it.each([
    ['-1 per opposing tackle zone', { extra: [opp] }, [{ source: 'opposing tackle zone', value: -1 }]],
    ['Pouring Rain -1', { weather: 'pouring-rain' }, [{ source: 'Pouring Rain', value: -1 }]],
    ['Big Hand ignores tackle zones and Pouring Rain', { skills: ['Big Hand'], extra: [opp], weather: 'pouring-rain' }, []],
    ['Extra Arms +1', { skills: ['Extra Arms'] }, [{ source: 'Extra Arms', value: 1 }]],
  ])('%s', (_n, o: any, more) => {
    expect(pickup({ ...o, dice: [6] }).rolls('gridiron.pickup')[0].modifiers).toEqual([{ source: 'picking up the ball', value: 1 }, ...more]);
  });
  it('Sure Hands re-rolls a failed pick-up', () => {
    const h = pickup({ skills: ['Sure Hands'], dice: [1, 3] });
    expect(h.rolls('gridiron.pickup').map((r) => r.outcome)).toEqual(['failure', 'success']);
  });
  it('a failed pick-up is a turnover and the ball bounces from the square', () => {
    const h = pickup({ dice: [2, 5] });
    expect(h.state.turnover).toBe(true);
    expect(h.state.ball).toMatchObject({ state: 'ground', x: 11, y: 7 });
    expect(h.last).toBe('failed');
  });
  it('a No Hands player never picks it up: it bounces', () => {
    const h = pickup({ skills: ['No Hands'], dice: [5] });
    expect(h.rolls('gridiron.pickup')).toHaveLength(0);
    expect(h.state.ball).toMatchObject({ state: 'ground', x: 11, y: 7 });
  });
});
