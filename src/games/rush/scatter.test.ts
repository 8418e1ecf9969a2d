import { describe, expect, it } from 'vitest';
import { rushRuleset } from './index';
import { scatter } from './scatter';
import { ofType, rolls, scene } from './testkit';

describe('scatter, minimal (facts.md §3.4: "roll d6 for direction and d6 for distance")', () => {
  it('direction 3 (clockwise from the declared 1, up), 2 hexes', () => {
    const { g } = scene({ players: [{ id: 'home-4', x: 20, y: 7 }], dice: [3, 2] });
    const ctx = { state: g, events: [], ruleset: rushRuleset };
    scatter(ctx, { x: 4, y: 4 }, 'test');
    expect(rolls(ctx.events, 'rush.scatter').map((r) => r.total)).toEqual([3, 2]);
    expect(g.ball).toMatchObject({ inPlay: true, carrier: null, x: 6, y: 5 });
  });

  it('stops at the wall', () => {
    const { g } = scene({ players: [{ id: 'home-4', x: 20, y: 7 }], dice: [1, 6] });
    const ctx = { state: g, events: [], ruleset: rushRuleset };
    scatter(ctx, { x: 4, y: 2 }, 'test');
    expect(g.ball).toMatchObject({ x: 4, y: 0 });
  });

  it('a ball that stops on a player scatters again ("if the ball stops on one, it scatters again")', () => {
    const { g } = scene({ players: [{ id: 'home-4', x: 4, y: 3, down: true }], dice: [1, 1, 4, 2] });
    const ctx = { state: g, events: [], ruleset: rushRuleset };
    scatter(ctx, { x: 4, y: 4 }, 'test');
    expect(rolls(ctx.events, 'rush.scatter')).toHaveLength(4);
    expect(g.ball).toMatchObject({ x: 4, y: 5 });
    expect(ofType(ctx.events, 'scatter')).toHaveLength(1);
  });
});
