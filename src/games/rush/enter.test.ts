import { describe, expect, it } from 'vitest';
import { has, scene, send, who } from './testkit';

// Home's entrance hex is (11, 0) on the arena.
const five = [1, 2, 3, 4, 5].map((n) => ({ id: `home-${n}`, x: 2 + n, y: 8 }));

describe('substitutes (facts.md §3.7: "Substitutes enter through the team\'s entrance hex")', () => {
  it('a benched model comes on at the entrance hex for one of its actions', () => {
    const { g } = scene({ players: five });
    send(g, 'enter', { player: 'home-6' });
    expect(who(g, 'home-6')).toMatchObject({ at: 'pitch', x: 11, y: 0, tokens: 1 });
    expect(g.tokens).toBe(4);
  });

  it('"a team never has more than 6 on the pitch"', () => {
    const { g } = scene({ players: [...five, { id: 'home-6', x: 8, y: 8 }] });
    expect(has(g, 'enter')).toBe(false);
  });

  it('"not when it is occupied"', () => {
    const { g } = scene({ players: [...five.slice(0, 4), { id: 'away-4', x: 11, y: 0 }] });
    expect(has(g, 'enter')).toBe(false);
  });

  it('Sudden Death: "the gates close (no reserves can enter)"', () => {
    const { g } = scene({ players: [...five, { id: 'away-4', x: 20, y: 7 }], active: 'away', rush: 14 });
    send(g, 'end-rush');
    expect(g.suddenDeath).toBe(true);
    expect(g.active).toBe(0);
    expect(has(g, 'enter')).toBe(false);
  });
});
