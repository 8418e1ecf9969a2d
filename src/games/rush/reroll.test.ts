import { describe, expect, it } from 'vitest';
import { start } from '../../core/game';
import { ofType, rolls, scene, send } from './testkit';

// home-4 (Jack, Skill 4+) at (4,5) facing up steps onto the loose ball at (4,4): a Pick Up, Skill (1).
const jack = { id: 'home-4', x: 4, y: 5, facing: 1 };
const ball = { x: 4, y: 4 };
const on = { cards: true, cardReroll: true };

function failedPickUp(dice: number[]) {
  const { g } = scene({ players: [jack], ball, dice }, on);
  send(g, 'run', { player: 'home-4' });
  send(g, 'step', { dir: 1 });
  return g;
}

describe('Card re-roll (option cardReroll, 2nd edition, facts.md §3.7: "discard a card to re-roll one of your own dice")', () => {
  it('a failed test: the coach is offered each die, or to keep the roll', () => {
    const g = failedPickUp([1, 2, 3, 5]);
    expect(g.pending).toMatchObject({ seat: 'home', kind: 'card-reroll' });
    expect(g.pending!.actions.map((a) => [a.type, a.value])).toEqual([['keep', undefined], ['reroll-die', 1], ['reroll-die', 2], ['reroll-die', 3]]);
    const ev = send(g, 'reroll-die', { die: 1 });
    const [first, again] = rolls(ev, 'rush.pickup');
    expect(first).toMatchObject({ dice: [1, 2, 3], outcome: 'failure' });
    expect(again).toMatchObject({ dice: [1, 5, 3], total: 1, outcome: 'success' });
    expect(g.ball.carrier).toBe('home-4');
    expect(g.assets!.hands[0]).toHaveLength(1);
    expect(ofType(ev, 'card-discarded')).toHaveLength(1);
  });

  it('the re-rolled die explodes on a six, as any die of the pool', () => {
    const g = failedPickUp([1, 2, 3, 6, 4]);
    const [, again] = rolls(send(g, 'reroll-die', { die: 0 }), 'rush.pickup');
    expect(again).toMatchObject({ dice: [6, 2, 3, 4], total: 2, outcome: 'doubled' });
  });

  it('"keep" keeps the card and the failure', () => {
    const g = failedPickUp([1, 2, 3, 1, 1]);
    const ev = send(g, 'keep');
    expect(rolls(ev, 'rush.pickup')).toHaveLength(1);
    expect(g.assets!.hands[0]).toHaveLength(2);
    // "No successes – ball scatters, rush ends!": the scatter's "1" is asked next.
    expect(g.pending?.kind).toBe('scatter');
    expect(g.ball.carrier).toBeNull();
  });

  it('a test that succeeds, or a coach with no card, is not asked', () => {
    expect(failedPickUp([4, 1, 1]).pending?.kind).toBe('action');
    const { g } = scene({ players: [jack], ball, dice: [1, 1, 1, 1, 1] }, on);
    g.assets!.hands[0] = [];
    send(g, 'run', { player: 'home-4' });
    send(g, 'step', { dir: 1 });
    expect(g.pending?.kind).not.toBe('card-reroll');
  });

  it('an opposed test that is drawn: both coaches may re-roll, the attacker first', () => {
    // home-7 (Guard) slams away-4 (Goblin Jack), who slams back: 1 success each.
    const { g } = scene({ players: [{ id: 'home-7', x: 4, y: 6, facing: 1 }, { id: 'away-4', x: 4, y: 5, facing: 4 }], ball: { x: 20, y: 10 }, dice: [4, 1, 1, 1, 5, 1, 1, 1, 1] }, on);
    send(g, 'slam', { player: 'home-7' });
    send(g, 'stop', { facing: 1 });
    send(g, 'slam', { target: 'away-4' });
    send(g, 'slamback');
    expect(g.pending).toMatchObject({ seat: 'home', kind: 'card-reroll' });
    send(g, 'keep');
    expect(g.pending).toMatchObject({ seat: 'away', kind: 'card-reroll' });
    send(g, 'keep');
    expect(g.pending?.kind).toBe('action');
  });

  it('needs option cards; off (the default) nobody is asked', () => {
    expect(() => start('rush', { cardReroll: true })).toThrow(/needs option "cards"/);
    const { g } = scene({ players: [jack], ball, dice: [1, 2, 3, 1, 1] }, { cards: true });
    send(g, 'run', { player: 'home-4' });
    send(g, 'step', { dir: 1 });
    expect(g.pending?.kind).not.toBe('card-reroll');
  });
});
