import { describe, expect, it } from 'vitest';
import { ofType, rolls, scene, send, who } from './testkit';

// home-4 (Jack, Skill 4+) at (4,5) facing up; the ball lies loose on (4,4), one step up: the step is a Pick Up.
const jack = { id: 'home-4', x: 4, y: 5, facing: 1 };
const ball = { x: 4, y: 4 };

describe('Coaching dice (option coachingDice; facts.md §3.1: "add to one test before rolling; discarded after use")', () => {
  it('before a Pick Up the coach is asked; "add" rolls 4 dice and spends the team\'s one die', () => {
    const { g } = scene({ players: [jack], ball, dice: [1, 1, 1, 4] }, { coachingDice: true });
    expect(g.assets?.dice).toEqual([1, 1]);
    send(g, 'run', { player: 'home-4' });
    const asked = send(g, 'step', { dir: 1 });
    // Asked before any die is rolled: nothing of the step has happened yet.
    expect(rolls(asked, 'rush.pickup')).toEqual([]);
    expect(g.pending).toMatchObject({ seat: 'home', kind: 'coaching-die' });
    expect(g.pending!.actions.map((a) => a.type)).toEqual(['roll', 'coaching-die']);
    expect(who(g, 'home-4')).toMatchObject({ x: 4, y: 5 });
    const ev = send(g, 'coaching-die');
    const [r] = rolls(ev, 'rush.pickup');
    expect(r.modifiers).toEqual([{ source: 'coaching die', value: 1 }]);
    expect(r).toMatchObject({ dice: [1, 1, 1, 4], outcome: 'success' });
    expect(g.ball.carrier).toBe('home-4');
    expect(g.assets?.dice).toEqual([0, 1]);
    expect(ofType(ev, 'coaching-die')).toEqual([expect.objectContaining({ player: 'home-4', test: 'pickup', left: 0 })]);
  });

  it('"roll" keeps the die: 3 dice now, and the coach is asked again at the next test', () => {
    const { g } = scene({ players: [jack, { id: 'home-5', x: 8, y: 8, facing: 1, down: true }], ball, dice: [4, 1, 1, 4, 1, 1] }, { coachingDice: true });
    send(g, 'run', { player: 'home-4' });
    send(g, 'step', { dir: 1 });
    const [r] = rolls(send(g, 'roll'), 'rush.pickup');
    expect(r.dice).toHaveLength(3);
    expect(g.assets?.dice).toEqual([1, 1]);
    send(g, 'standup', { player: 'home-5' });
    expect(g.pending?.kind).toBe('coaching-die');
  });

  it('a team with no die left is never asked', () => {
    const { g } = scene({ players: [jack], ball, dice: [4, 1, 1] }, { coachingDice: true });
    g.assets!.dice[0] = 0;
    send(g, 'run', { player: 'home-4' });
    const ev = send(g, 'step', { dir: 1 });
    expect(rolls(ev, 'rush.pickup')[0].dice).toHaveLength(3);
    expect(g.pending?.kind).toBe('action');
  });

  it('an opposed test asks both coaches, attacker first, each adding to his own pool', () => {
    // home-7 (Human Guard) slams away-4 (Goblin Jack) in front of him, who slams back.
    const { g } = scene({ players: [{ id: 'home-7', x: 4, y: 6, facing: 1 }, { id: 'away-4', x: 4, y: 5, facing: 4 }], ball: { x: 20, y: 10 }, dice: [4, 4, 1, 1, 1, 1, 1, 1, 1] }, { coachingDice: true });
    send(g, 'slam', { player: 'home-7' });
    send(g, 'stop', { facing: 1 });
    send(g, 'slam', { target: 'away-4' });
    send(g, 'slamback');
    expect(g.pending).toMatchObject({ seat: 'home', kind: 'coaching-die' });
    send(g, 'coaching-die');
    expect(g.pending).toMatchObject({ seat: 'away', kind: 'coaching-die' });
    const ev = send(g, 'coaching-die');
    // The Guard: 3 + 1 (Guard) + 1 (coaching die); the Goblin: 3 + 1 (coaching die).
    expect(rolls(ev, 'rush.slam')[0].dice).toHaveLength(5);
    expect(rolls(ev, 'rush.slamback')[0].dice).toHaveLength(4);
    expect(g.assets?.dice).toEqual([0, 0]);
  });

  it('off (the default): no dice, nobody asked, no assets in the state', () => {
    const { g } = scene({ players: [jack], ball, dice: [4, 1, 1] });
    send(g, 'run', { player: 'home-4' });
    send(g, 'step', { dir: 1 });
    expect(g.pending?.kind).toBe('action');
    expect('assets' in g).toBe(false);
    expect('answers' in g).toBe(false);
  });
});
