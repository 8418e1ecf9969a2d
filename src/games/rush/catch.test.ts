import { describe, expect, it } from 'vitest';
import { has, ofType, rolls, scene, send, who } from './testkit';
import type { ScenarioPlayer } from './scenario';

// home-4 (Jack) at (6,6) facing down-right throws 2 hexes to (8,7): 3 dice.
const thrower = { id: 'home-4', x: 6, y: 6, facing: 3 };
const carrying = { carrier: 'home-4' };

function pass(catcher: ScenarioPlayer, dice: number[], extra: ScenarioPlayer[] = []) {
  const { g } = scene({ players: [thrower, catcher, ...extra], ball: carrying, dice });
  send(g, 'throw', { player: 'home-4' });
  send(g, 'stop', { facing: 3 });
  return g;
}

describe('Catch (seed 003: "Dice pool equals number of successes on Throw roll")', () => {
  it('"-1 per enemy threat (max -2) +1 if Catching player is a Striker"; "No successes – Ball scatters from Catching player"', () => {
    // Throw 4, 4, 1: 2 successes. home-1 (Striker) at (8,7) is threatened by away-4 at (9,7) facing up-left:
    // 2 - 1 + 1 = 2 dice, 1 and 1. The ball scatters from (8,7): direction 4, 1 hex: (8,8).
    const g = pass({ id: 'home-1', x: 8, y: 7, facing: 6 }, [4, 4, 1, 1, 1, 4, 1], [{ id: 'away-4', x: 9, y: 7, facing: 6 }]);
    const ev = send(g, 'throw-at', { target: 'home-1' });
    const [c] = rolls(ev, 'rush.catch');
    expect(c.modifiers).toEqual([{ source: 'enemy threat', value: -1 }, { source: 'Striker', value: 1 }]);
    expect(c).toMatchObject({ dice: [1, 1], outcome: 'failure' });
    expect(ofType(ev, 'miss')[0].player).toBe('home-1');
    ev.push(...send(g, 'declare-one', { dir: 1 }));
    expect(g.ball).toMatchObject({ carrier: null, x: 8, y: 8 });
    expect(ofType(ev, 'rush-end')[0].why).toBe('failed to catch the ball');
    expect(g.active).toBe(1);
  });

  it('one throw success under a threat leaves no dice: the catch fails', () => {
    const g = pass({ id: 'home-5', x: 8, y: 7, facing: 6 }, [4, 1, 1, 4, 1], [{ id: 'away-4', x: 9, y: 7, facing: 6 }]);
    const [c] = rolls(send(g, 'throw-at', { target: 'home-5' }), 'rush.catch');
    expect(c).toMatchObject({ dice: [], outcome: 'failure' });
  });

  it('"1 success – Catching player takes the ball"', () => {
    const g = pass({ id: 'home-5', x: 8, y: 7, facing: 6 }, [4, 4, 1, 3, 4]);
    const ev = send(g, 'throw-at', { target: 'home-5' });
    expect(rolls(ev, 'rush.catch')[0]).toMatchObject({ dice: [3, 4], total: 1, outcome: 'success' });
    expect(g.ball.carrier).toBe('home-5');
    expect(g.pending?.kind).not.toBe('free-action');
  });

  it('"2+ successes – Player catches the ball, and gets a free Run or Throw action" before the throw ends the rush', () => {
    // Catch 5, 6 (explodes), 1: 2 successes. home-5 throws back to home-4 for free: 3 dice, 4, 1, 1; catch 1 die, 4.
    const g = pass({ id: 'home-5', x: 8, y: 7, facing: 6 }, [4, 4, 1, 5, 6, 1, 4, 1, 1, 4]);
    send(g, 'throw-at', { target: 'home-5' });
    expect(g.pending).toMatchObject({ kind: 'free-action', seat: 'home' });
    expect(has(g, 'run', { player: 'home-5' })).toBe(true);
    expect(has(g, 'throw', { player: 'home-5' })).toBe(true);
    expect(has(g, 'sprint')).toBe(false);
    send(g, 'throw', { player: 'home-5' });
    send(g, 'stop', { facing: 6 });
    expect(g.tokens).toBe(4);
    expect(who(g, 'home-5').tokens).toBe(0);
    const ev = send(g, 'throw-at', { target: 'home-4' });
    expect(g.ball.carrier).toBe('home-4');
    expect(ofType(ev, 'rush-end')).toHaveLength(1);
  });
});

describe('Catch by the other team during a rush', () => {
  it('a 2+ catch of a scattering ball gives the catcher\'s coach a free Run or Throw; his throw does not end the rush', () => {
    // home-1's Steal wins (1 success to none): the ball scatters from (4,5), direction 1, 2 hexes, into (4,3), where
    // away-5 (Goblin Jack) faces it: 1 die, 6 (explodes) and 4, 2 successes. His free Throw to away-6, 5 hexes away:
    // 2 dice, 4 and 1; the catch, 4.
    const players: ScenarioPlayer[] = [
      { id: 'home-1', x: 4, y: 6, facing: 1 },
      { id: 'away-4', x: 4, y: 5, facing: 4 },
      { id: 'away-5', x: 4, y: 3, facing: 4 },
      { id: 'away-6', x: 4, y: 8, facing: 1 },
    ];
    const { g } = scene({ players, ball: { carrier: 'away-4' }, dice: [4, 1, 1, 1, 1, 1, 1, 1, 2, 6, 4, 4, 1, 4] });
    send(g, 'steal', { player: 'home-1' });
    send(g, 'stop', { facing: 1 });
    send(g, 'steal', { target: 'away-4' });
    send(g, 'dodge');
    const ev = send(g, 'declare-one', { dir: 1 });
    expect(rolls(ev, 'rush.catch')[0]).toMatchObject({ who: 'away-5', dice: [6, 4], outcome: 'doubled' });
    expect(g.pending).toMatchObject({ seat: 'away', kind: 'free-action' });
    send(g, 'throw', { player: 'away-5' });
    send(g, 'stop', { facing: 4 });
    const thrown = send(g, 'throw-at', { target: 'away-6' });
    expect(g.ball.carrier).toBe('away-6');
    expect(ofType(thrown, 'rush-end')).toHaveLength(0);
    expect(g.pending).toMatchObject({ seat: 'home', kind: 'action' });
    expect(g.tokens).toBe(4);
  });
});

describe('"Your turn ends when: ... You drop the ball" (seed 003): the rushing coach\'s own drop only', () => {
  it('the other team\'s catcher who falls on his free Run\'s Evade drops the ball, and the rush goes on', () => {
    // As above, but home-2 at (4,2) faces down and threatens (4,3): away-5's catch is 1 die (0, -1 threat, at least
    // 1), 6 and 4. His free Run steps out of (4,3): an Evade, 3 dice -1 threat, 1 and 1: he falls in (4,4) and drops
    // the ball, which scatters (direction 2, 1 hex).
    const players: ScenarioPlayer[] = [
      { id: 'home-1', x: 4, y: 6, facing: 1 },
      { id: 'home-2', x: 4, y: 2, facing: 4 },
      { id: 'away-4', x: 4, y: 5, facing: 4 },
      { id: 'away-5', x: 4, y: 3, facing: 4 },
    ];
    const { g } = scene({ players, ball: { carrier: 'away-4' }, dice: [4, 1, 1, 1, 1, 1, 1, 1, 2, 6, 4, 1, 1, 2, 1] });
    send(g, 'steal', { player: 'home-1' });
    send(g, 'stop', { facing: 1 });
    send(g, 'steal', { target: 'away-4' });
    send(g, 'dodge');
    send(g, 'declare-one', { dir: 1 });
    expect(g.pending).toMatchObject({ seat: 'away', kind: 'free-action' });
    send(g, 'run', { player: 'away-5' });
    const ev = send(g, 'step', { dir: 4 });
    expect(rolls(ev, 'rush.evade')[0]).toMatchObject({ who: 'away-5', dice: [1, 1], outcome: 'failure' });
    expect(ofType(ev, 'drop')).toHaveLength(1);
    const after = send(g, 'declare-one', { dir: 1 });
    expect(g.ball.carrier).toBeNull();
    expect(ofType(after, 'rush-end')).toHaveLength(0);
    expect(g.rushOver).toBeNull();
    expect(g.pending).toMatchObject({ seat: 'home', kind: 'action' });
  });
});
