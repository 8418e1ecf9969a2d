import { describe, expect, it } from 'vitest';
import { ofType, rolls, scene, send, who } from './testkit';

// home-4 (Jack, Speed 4+) stands at (4,5); the Orc away-1 at (4,6) faces up, so it threatens (3,5), (4,5), (5,5).
const threatened = { id: 'home-4', x: 4, y: 5, facing: 1 };
const orc = { id: 'away-1', x: 4, y: 6, facing: 1 };

describe('Evade (seed 003: "3 dice Speed (123) -1 per enemy threatening the hex you are moving from (max -2)")', () => {
  it('"If you move out of a hex that is threatened, you will need to Evade": 1 success with 2 dice, made it', () => {
    const { g } = scene({ players: [threatened, orc], dice: [4, 1] });
    send(g, 'run', { player: 'home-4' });
    const ev = send(g, 'step', { dir: 1 });
    const [r] = rolls(ev, 'rush.evade');
    expect(r.dice).toEqual([4, 1]);
    expect(r.modifiers).toEqual([{ source: 'enemy threat', value: -1 }]);
    expect([r.target, r.total, r.outcome]).toEqual([4, 1, 'success']);
    expect(who(g, 'home-4')).toMatchObject({ x: 4, y: 4, down: false });
  });

  it('"No successes – Fall over in the hex you have moved to": the action ends', () => {
    const { g } = scene({ players: [threatened, orc], dice: [3, 2] });
    send(g, 'run', { player: 'home-4' });
    const ev = send(g, 'step', { dir: 1 });
    expect(rolls(ev, 'rush.evade')[0].outcome).toBe('failure');
    expect(who(g, 'home-4')).toMatchObject({ x: 4, y: 4, down: true });
    expect(ofType(ev, 'fall')).toHaveLength(1);
    expect(g.pending?.kind).toBe('action');
  });

  it('no test leaving a hex no enemy threatens', () => {
    const { g } = scene({ players: [{ id: 'home-4', x: 8, y: 5, facing: 1 }, orc] });
    send(g, 'run', { player: 'home-4' });
    expect(rolls(send(g, 'step', { dir: 1 }), 'rush.evade')).toHaveLength(0);
  });

  it('"(max -2)": three enemies threatening the hex take two dice, not three', () => {
    const orcs = [orc, { id: 'away-2', x: 3, y: 5, facing: 2 }, { id: 'away-3', x: 5, y: 5, facing: 6 }];
    const { g } = scene({ players: [threatened, ...orcs], dice: [5] });
    send(g, 'run', { player: 'home-4' });
    const [r] = rolls(send(g, 'step', { dir: 1 }), 'rush.evade');
    expect(r.modifiers).toEqual([{ source: 'enemy threat', value: -2 }]);
    expect(r.dice).toEqual([5]);
  });

  it('"+1 if Dashing player is a Striker": a Striker evades with 3 dice under one threat', () => {
    const { g } = scene({ players: [{ ...threatened, id: 'home-1' }, orc], dice: [1, 1, 4] });
    send(g, 'run', { player: 'home-1' });
    const [r] = rolls(send(g, 'step', { dir: 1 }), 'rush.evade');
    expect(r.dice).toHaveLength(3);
    expect(r.modifiers).toContainEqual({ source: 'Striker', value: 1 });
  });
});

describe('Dash (seed 003: "Each time you Dash, you gain 1 extra point of Movement for this action")', () => {
  function runFive(dice: number[]) {
    const { g } = scene({ players: [{ id: 'home-4', x: 4, y: 5, facing: 1 }], dice });
    send(g, 'run', { player: 'home-4' });
    for (let i = 0; i < 5; i++) send(g, 'step', { dir: 1 });
    return g;
  }

  it('a Dash is offered only once the Movement is used up', () => {
    const { g } = scene({ players: [{ id: 'home-4', x: 4, y: 5, facing: 1 }] });
    send(g, 'run', { player: 'home-4' });
    expect(g.pending?.actions.some((a) => a.type === 'dash')).toBe(false);
    for (let i = 0; i < 5; i++) send(g, 'step', { dir: 1 });
    expect(g.pending?.actions.some((a) => a.type === 'step')).toBe(false);
    expect(g.pending?.actions.some((a) => a.type === 'dash')).toBe(true);
  });

  it('"After using this point of movement, take the Dash test ... 1+ successes – You made it!"', () => {
    const g = runFive([5, 1, 1]);
    const ev = send(g, 'dash', { dir: 3 });
    expect(rolls(ev, 'rush.dash')[0]).toMatchObject({ target: 4, total: 1, outcome: 'success' });
    expect(who(g, 'home-4')).toMatchObject({ x: 5, y: 0, down: false });
  });

  it('"(123) tests get harder the more you take them": the second Dash of the action needs two successes', () => {
    const g = runFive([5, 1, 1, 5, 1, 1]);
    send(g, 'dash', { dir: 3 });
    const ev = send(g, 'dash', { dir: 4 });
    const [r] = rolls(ev, 'rush.dash');
    expect([r.total, r.outcome]).toEqual([1, 'failure']);
    expect(who(g, 'home-4').down).toBe(true);
  });

  it('"The (123) count runs across the action\'s Dash and Evade tests" (facts.md §3.4), and sixes explode', () => {
    const { g } = scene({ players: [threatened, orc], dice: [4, 1, 6, 1, 1, 4] });
    send(g, 'run', { player: 'home-4' });
    send(g, 'step', { dir: 1 }); // the Evade, the action's first (123) test
    for (let i = 0; i < 4; i++) send(g, 'step', { dir: 1 });
    const [r] = rolls(send(g, 'dash', { dir: 3 }), 'rush.dash');
    expect(r.dice).toEqual([6, 1, 1, 4]);
    expect([r.total, r.outcome]).toEqual([2, 'success']);
  });
});
