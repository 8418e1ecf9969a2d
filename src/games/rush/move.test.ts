import { describe, expect, it } from 'vitest';
import { has, scene, send, who } from './testkit';

describe('Run (seed 003: "Move a number of hexes equal to Movement, turning freely")', () => {
  it('steps in any direction, Movement (5) hexes, then ends facing any way', () => {
    const { g } = scene({ players: [{ id: 'home-4', x: 8, y: 7, facing: 2 }] });
    send(g, 'run', { player: 'home-4' });
    for (const dir of [1, 2, 3, 4, 5]) expect(has(g, 'step', { dir })).toBe(true);
    for (const dir of [4, 4, 5, 6, 1]) send(g, 'step', { dir });
    expect(has(g, 'step')).toBe(false);
    send(g, 'stop', { facing: 3 });
    expect(who(g, 'home-4')).toMatchObject({ x: 6, y: 8, facing: 3 });
  });

  it('"Models may not enter occupied hexes" (facts.md §3.3)', () => {
    const { g } = scene({ players: [{ id: 'home-4', x: 8, y: 7 }, { id: 'home-5', x: 8, y: 6 }] });
    send(g, 'run', { player: 'home-4' });
    expect(has(g, 'step', { dir: 1 })).toBe(false);
  });
});

describe('Sprint (seed 003: "straight forwards ... twice your Movement ... 1 hex of movement per change")', () => {
  it('moves only forwards, ten hexes; a change of facing costs one of them', () => {
    const { g } = scene({ players: [{ id: 'home-4', x: 2, y: 12, facing: 1 }] });
    send(g, 'sprint', { player: 'home-4' });
    expect(g.pending?.actions.filter((a) => a.type === 'step')).toMatchObject([{ type: 'step', dir: 1, x: 2, y: 11 }]);
    for (let i = 0; i < 9; i++) send(g, 'step', { dir: 1 });
    send(g, 'turn', { dir: 2 });
    expect(g.pending?.actions.filter((a) => a.type === 'step')).toEqual([]);
    expect(has(g, 'dash', { dir: 2 })).toBe(true);
    expect(who(g, 'home-4')).toMatchObject({ x: 2, y: 3, facing: 2 });
  });
});
