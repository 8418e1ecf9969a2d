import { describe, expect, it } from 'vitest';
import { has, ofType, rolls, scene, send, who } from './testkit';

// home-4 (Jack, Skill 4+) at (4,5) facing up; the ball lies loose on (4,4), one step up.
const jack = { id: 'home-4', x: 4, y: 5, facing: 1 };
const ball = { x: 4, y: 4 };

describe('Pick Up Ball (seed 003: "3 dice Skill (1)")', () => {
  it('"1 success – player picks up ball, action ends"', () => {
    const { g } = scene({ players: [jack], ball, dice: [4, 1, 1] });
    send(g, 'run', { player: 'home-4' });
    const ev = send(g, 'step', { dir: 1 });
    expect(rolls(ev, 'rush.pickup')[0]).toMatchObject({ target: 4, total: 1, outcome: 'success' });
    expect(g.ball).toMatchObject({ carrier: 'home-4', x: 4, y: 4 });
    expect(g.pending?.kind).toBe('action');
    expect(g.tokens).toBe(4);
  });

  it('"2+ successes – player picks up ball, then gets a free Run or Throw action" (no token spent)', () => {
    const { g } = scene({ players: [jack], ball, dice: [4, 5, 1] });
    send(g, 'run', { player: 'home-4' });
    send(g, 'step', { dir: 1 });
    expect(g.pending?.kind).toBe('free-action');
    expect(has(g, 'run', { player: 'home-4' })).toBe(true);
    expect(has(g, 'sprint')).toBe(false);
    send(g, 'run', { player: 'home-4' });
    expect(g.tokens).toBe(4);
    expect(who(g, 'home-4').tokens).toBe(1);
    send(g, 'step', { dir: 1 });
    expect(g.ball).toMatchObject({ carrier: 'home-4', x: 4, y: 3 });
  });

  it('"No successes – ball scatters, rush ends!"', () => {
    // Pick-up 1, 2, 3; scatter direction 4 (down), 2 hexes: from (4,4) over (4,5) to (4,6).
    const { g } = scene({ players: [jack, { id: 'away-4', x: 20, y: 7 }], ball, dice: [1, 2, 3, 4, 2] });
    send(g, 'run', { player: 'home-4' });
    const ev = send(g, 'step', { dir: 1 });
    expect(rolls(ev, 'rush.pickup')[0].outcome).toBe('failure');
    ev.push(...send(g, 'declare-one', { dir: 1 }));
    expect(g.ball).toMatchObject({ carrier: null, x: 4, y: 6 });
    expect(ofType(ev, 'rush-end')[0].why).toBe('failed to pick up the ball');
    expect(g.active).toBe(1);
  });

  it('"-1 if you Sprinted this action": two dice after a Sprint', () => {
    const { g } = scene({ players: [{ ...jack, y: 6 }], ball, dice: [4, 1] });
    send(g, 'sprint', { player: 'home-4' });
    send(g, 'step', { dir: 1 });
    const [r] = rolls(send(g, 'step', { dir: 1 }), 'rush.pickup');
    expect(r.modifiers).toEqual([{ source: 'Sprinted this action', value: -1 }]);
    expect(r.dice).toHaveLength(2);
  });

  it('"-1 per enemy threat" on the ball\'s hex and "+1 if Picking Up player is a Striker"', () => {
    // The Orc at (4,3) faces down: it threatens (3,4), (4,4), (5,4).
    const { g } = scene({ players: [{ ...jack, id: 'home-1' }, { id: 'away-1', x: 4, y: 3, facing: 4 }], ball, dice: [4, 1, 1] });
    send(g, 'run', { player: 'home-1' });
    const [r] = rolls(send(g, 'step', { dir: 1 }), 'rush.pickup');
    expect(r.modifiers).toEqual([{ source: 'enemy threat', value: -1 }, { source: 'Striker', value: 1 }]);
    expect(r.dice).toHaveLength(3);
  });

  it('Guards cannot pick up (no tick in the G column): a Guard may not step onto the loose ball', () => {
    const { g } = scene({ players: [{ ...jack, id: 'home-7' }], ball });
    send(g, 'run', { player: 'home-7' });
    expect(has(g, 'step', { dir: 1 })).toBe(false);
    expect(has(g, 'step', { dir: 4 })).toBe(true);
  });

  it('a carrier who falls drops the ball: "You drop the ball ... Your turn ends"', () => {
    // Evade fails (3, 2 against 4+ with two dice); the ball scatters direction 1, 1 hex, from (4,4) to (4,3).
    const { g } = scene({ players: [{ ...jack, x: 4, y: 5 }, { id: 'away-1', x: 4, y: 6, facing: 1 }], ball: { carrier: 'home-4' }, dice: [3, 2, 1, 1] });
    send(g, 'run', { player: 'home-4' });
    const ev = send(g, 'step', { dir: 1 });
    expect(ofType(ev, 'drop')).toHaveLength(1);
    ev.push(...send(g, 'declare-one', { dir: 1 }));
    expect(g.ball).toMatchObject({ carrier: null, x: 4, y: 3 });
    expect(ofType(ev, 'rush-end')[0].why).toBe('dropped the ball');
  });
});
