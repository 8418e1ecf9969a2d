// Jump Up (LRB6), as scenarios: the prone home-1 (5,5) next to away-1 (6,5).
import { describe, expect, it } from 'vitest';
import { A, pl, scenario } from './testkit';

const jumper = (dice: (number | string)[], skills = ['Jump Up']) =>
  scenario({ players: [pl('home', 1, 5, 5, { skills, stance: 'prone' }), pl('away', 1, 6, 5)], dice });

describe('Jump Up', () => {
  it('"If the player declares any Action other than a Block Action he may stand up for free without paying the three squares of movement"', () => {
    const m = jumper([]);
    m.play(A.start('home-1', 'move'), A.standUp());
    expect(m.player('home-1')).toMatchObject({ stance: 'standing', moved: 0 });
    const plain = jumper([], []);
    plain.play(A.start('home-1', 'move'), A.standUp());
    expect(plain.player('home-1').moved).toBe(3);
  });

  it('"The player may also declare a Block Action while Prone which requires an Agility roll with a +2 modifier"', () => {
    const m = jumper([2, 'push']);
    expect(m.offered('start-action').filter((a) => a.player === 'home-1').map((a) => a.action)).toContain('block');
    expect(jumper([], []).offered('start-action').filter((a) => a.player === 'home-1').map((a) => a.action)).not.toContain('block');
    m.play(A.start('home-1', 'block'));
    expect(m.rolls('gridiron.jump-up')[0]).toMatchObject({ target: 4, modifiers: [{ source: 'Jump Up', value: 2 }], outcome: 'success' });
    // "A successful roll means the player can stand up for free and block an adjacent opponent"
    expect(m.player('home-1').stance).toBe('standing');
    m.play(A.block('away-1'));
    expect(m.rolls('gridiron.block')).toHaveLength(1);
  });

  it('"A failed roll means the Block Action is wasted and the player may not stand up"', () => {
    const m = jumper([1]);
    m.play(A.start('home-1', 'block'));
    expect(m.rolls('gridiron.jump-up')[0].outcome).toBe('failure');
    expect(m.player('home-1')).toMatchObject({ stance: 'prone', acted: true });
    expect(m.game.pending?.kind).toBe('turn');
  });
});
