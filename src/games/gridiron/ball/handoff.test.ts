import { describe, expect, it } from 'vitest';
import { stage } from './testkit';
import { handoffActions, handoffTargets } from './handoff';

const G = { side: 'home' as const, number: 1, x: 10, y: 7 };
const M = { side: 'home' as const, number: 2, x: 11, y: 7 };

describe('hand-off', () => {
  it('goes to a standing team-mate next to the giver, who catches at +1; no roll for the giver', () => {
    const h = stage({ players: [G, M], ball: { carrier: 'home-1' }, dice: [3] });
    h.run({ p: 'gridiron.handoff', giver: 'home-1', to: 'home-2' });
    expect(h.rolls()).toHaveLength(1);
    expect(h.rolls('gridiron.catch')[0]).toMatchObject({ who: 'home-2', modifiers: [{ source: 'hand-off', value: 1 }], outcome: 'success' });
    expect(h.state.ball.carrier).toBe('home-2');
    expect(h.state.teams.home.handoffUsed).toBe(true);
    expect(h.p('home-1').stats.comp).toBe(0);
    expect(h.last).toBe('caught');
  });
  it('a dropped hand-off bounces and is a turnover unless the moving team ends up holding the ball', () => {
    const h = stage({ players: [G, M], ball: { carrier: 'home-1' }, dice: [2, 5] });
    h.run({ p: 'gridiron.handoff', giver: 'home-1', to: 'home-2' });
    expect(h.state.ball).toMatchObject({ state: 'ground', x: 12, y: 7 });
    expect(h.state.turnover).toBe(true);
    expect(h.last).toBe('dropped');
  });
  it('targets: standing team-mates with their tackle zone next to the giver, and the crowd from an edge square', () => {
    const h = stage({
      players: [{ ...G, y: 0 }, { ...M, y: 0 }, { side: 'home', number: 3, x: 9, y: 1, stance: 'prone' },
        { side: 'away', number: 1, x: 10, y: 1 }, { side: 'home', number: 4, x: 12, y: 0 }],
      ball: { carrier: 'home-1' },
    });
    const ts = handoffTargets(h.state, 'home-1');
    expect(ts.filter((t) => t.to !== 'crowd').map((t) => t.to)).toEqual(['home-2']);
    expect(ts.filter((t) => t.to === 'crowd').map((t) => [t.x, t.y])).toEqual([[9, -1], [10, -1], [11, -1]]);
    // AG 3 needs 4+, +1 for the hand-off, -1 for the opponent beside the receiver
    expect(handoffActions(h.state, 'home-1')[0]).toMatchObject({ type: 'handoff', to: 'home-2', hint: 'Catch 4+' });
  });
  it('may go into the crowd on purpose [JJ]: the crowd throws it back in', () => {
    const h = stage({ players: [{ ...G, y: 0 }], ball: { carrier: 'home-1' }, dice: [3, 1, 1, 8] });
    h.run({ p: 'gridiron.handoff', giver: 'home-1', to: 'crowd', x: 10, y: -1 });
    expect(h.has('throw-in')).toMatchObject({ x: 10, y: 0, edge: 'top', land: { x: 10, y: 2 } });
    expect(h.state.ball.state).toBe('ground');
    expect(h.state.turnover).toBe(true);
  });
});
