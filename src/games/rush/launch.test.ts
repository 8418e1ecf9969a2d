import { describe, expect, it } from 'vitest';
import { ofType, rolls, scene, send } from './testkit';

// home-4 Strikes from (22,2) (dice 4, 1); the Visitor's rush then launches a new ball: 3 is launch hex 3 counted from
// the Visitor's left, (12,6), where away-4 (Goblin Jack) stands facing down, toward the Visitor's left side wall.
function strikeThenLaunch(dice: number[]) {
  const { g } = scene({ players: [{ id: 'home-4', x: 22, y: 2, facing: 3 }, { id: 'away-4', x: 12, y: 6, facing: 4 }], ball: { carrier: 'home-4' }, dice: [4, 1, 3, ...dice] });
  send(g, 'throw', { player: 'home-4' });
  send(g, 'stop', { facing: 3 });
  return { g, ev: send(g, 'throw-at', { strike: true }) };
}

describe('Launch onto a player (facts.md §3.2: "If the ball hits a player, treat it like a scatter hitting a player")', () => {
  it('a standing player facing the side it comes from catches it as a 0-success throw (at least 1 die)', () => {
    const { g, ev } = strikeThenLaunch([5]);
    expect(ofType(ev, 'launch')[0]).toMatchObject({ x: 12, y: 6 });
    expect(rolls(ev, 'rush.catch')[0]).toMatchObject({ who: 'away-4', dice: [5], outcome: 'success' });
    expect(g.ball.carrier).toBe('away-4');
    expect(g.pending).toMatchObject({ seat: 'away', kind: 'action' });
  });

  it('"If the rushing team fails that catch, the rush ends": the ball scatters from him', () => {
    const { g } = strikeThenLaunch([2, 1, 1]);
    expect(g.pending).toMatchObject({ seat: 'away', kind: 'scatter' });
    const ev = send(g, 'declare-one', { dir: 1 });
    expect(g.ball).toMatchObject({ carrier: null, x: 12, y: 5 });
    expect(ofType(ev, 'rush-end')[0]).toMatchObject({ rush: 2, why: 'failed to catch the ball' });
  });
});
