import { describe, expect, it } from 'vitest';
import { has, rolls, scene, send, who } from './testkit';

const downed = { id: 'home-4', x: 4, y: 5, facing: 1, down: true };

describe('Stand Up (seed 003: "3 dice Speed (1)")', () => {
  it('only a player who is down may Stand Up, and he may not Run or Sprint first', () => {
    const { g } = scene({ players: [downed, { id: 'home-5', x: 8, y: 5 }] });
    expect(has(g, 'standup', { player: 'home-4' })).toBe(true);
    expect(has(g, 'run', { player: 'home-4' })).toBe(false);
    expect(has(g, 'standup', { player: 'home-5' })).toBe(false);
  });

  it('"1 success – Player stands up in hex he is in. Choose any facing."', () => {
    const { g } = scene({ players: [downed], dice: [4, 1, 1] });
    const ev = send(g, 'standup', { player: 'home-4' });
    expect(rolls(ev, 'rush.standup')[0]).toMatchObject({ total: 1, outcome: 'success' });
    expect(g.pending?.actions).toHaveLength(6);
    send(g, 'face', { dir: 4 });
    expect(who(g, 'home-4')).toMatchObject({ x: 4, y: 5, facing: 4, down: false });
    expect(g.pending?.kind).toBe('action');
  });

  it('"2+ successes – As above, then player gets a free action (cannot be Sprint)"', () => {
    const { g } = scene({ players: [downed], dice: [4, 4, 1] });
    send(g, 'standup', { player: 'home-4' });
    send(g, 'face', { dir: 1 });
    expect(g.pending?.kind).toBe('free-action');
    expect(has(g, 'run', { player: 'home-4' })).toBe(true);
    expect(has(g, 'sprint', { player: 'home-4' })).toBe(false);
  });

  it('no success: he stays down and the token is spent', () => {
    const { g } = scene({ players: [downed], dice: [3, 2, 1] });
    send(g, 'standup', { player: 'home-4' });
    expect(who(g, 'home-4').down).toBe(true);
    expect(g.tokens).toBe(4);
  });
});
