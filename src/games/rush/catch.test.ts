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
