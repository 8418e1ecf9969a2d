import { describe, expect, it } from 'vitest';
import { A, pl, scenario } from './testkit';

const bomber = (extra = {}) => pl('home', 1, 5, 7, { skills: ['Bombardier', 'Secret Weapon'], ...extra });

describe('Bombardier', () => {
  it('throws a bomb instead of any other action, without moving, and not as the team pass', () => {
    const m = scenario({ players: [bomber(), pl('away', 1, 8, 7)] });
    expect(m.offered('start-action').map((a) => a.action)).toContain('bomb');
    m.play(A.start('home-1', 'bomb'));
    expect(m.offered('move')).toEqual([]);
    expect(m.offered('bomb').find((a) => a.x === 8 && a.y === 7)?.hint).toBe('bomb 3+');
    expect(m.game.teams.home.passUsed).toBe(false);
  });

  it('an accurate bomb knocks down the player on the square, and each neighbour on a 4+', () => {
    const m = scenario({ players: [bomber(), pl('away', 1, 8, 7), pl('away', 2, 9, 7), pl('away', 3, 9, 8)], dice: [3, 4, 3, 1, 1, 1, 1] });
    m.play(A.start('home-1', 'bomb'), { type: 'bomb', x: 8, y: 7 });
    expect(m.rolls('gridiron.bomb')[0]).toMatchObject({ outcome: 'success', modifiers: [{ source: 'Quick Pass', value: 1 }] });
    expect(m.rolls('gridiron.bomb-blast').map((r) => [r.who, r.outcome])).toEqual([['away-2', 'success'], ['away-3', 'failure']]);
    expect([m.player('away-1').stance, m.player('away-2').stance, m.player('away-3').stance]).toEqual(['prone', 'prone', 'standing']);
    expect(m.game.pending?.kind).toBe('turn');
  });

  it('a fumbled bomb goes off in the bomber own square: knocked down, a turnover', () => {
    const m = scenario({ players: [bomber(), pl('away', 1, 20, 7)], dice: [1, 1, 1] });
    m.play(A.start('home-1', 'bomb'), { type: 'bomb', x: 8, y: 7 });
    expect(m.player('home-1').stance).toBe('prone');
    expect(m.game.result).not.toBeNull();
  });

  it('an inaccurate bomb scatters three times before it goes off', () => {
    const m = scenario({ players: [bomber(), pl('away', 1, 20, 7)], dice: [2, 5, 5, 5] });
    m.play(A.start('home-1', 'bomb'), { type: 'bomb', x: 8, y: 7 });
    expect(m.rolls('gridiron.bomb-scatter')).toHaveLength(3);
    expect(m.events.find((e) => e.type === 'bomb-explodes')).toMatchObject({ x: 11, y: 7 });
  });
});
