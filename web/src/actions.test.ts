// Board clicks map onto the decision's own actions and nothing else.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/index';
import { actionText, facingOf, buttonActions, cellTargets, clickCell, clickPlayer, onBoard, playerTargets } from './actions';

const turn: Action[] = [
  { type: 'start-action', player: 'home-1', action: 'move', label: 'Move #1' },
  { type: 'start-action', player: 'home-1', action: 'blitz', label: 'Blitz #1' },
  { type: 'start-action', player: 'home-2', action: 'move' },
  { type: 'end-turn' },
];

describe('board clicks', () => {
  it('a square with one action sends it; a player with several offers them', () => {
    const moves: Action[] = [
      { type: 'move', x: 5, y: 5 },
      { type: 'move', x: 6, y: 5, hint: 'dodge 4+' },
      { type: 'block', target: 'away-3' },
      { type: 'end-action' },
    ];
    expect(clickCell(moves, null, 6, 5, null)).toEqual({ kind: 'send', action: moves[1] });
    expect(clickCell(moves, null, 7, 7, 'away-3')).toEqual({ kind: 'send', action: moves[2] });
    expect(clickCell(moves, null, 9, 9, null)).toEqual({ kind: 'select', player: null });
    expect(clickPlayer(turn, 'home-1')).toEqual({ kind: 'choose', actions: [turn[0], turn[1]], select: 'home-1' });
    expect(clickPlayer(turn, 'home-2')).toEqual({ kind: 'send', action: turn[2] });
    expect(clickPlayer(turn, 'away-1')).toEqual({ kind: 'select', player: 'away-1' });
  });

  it('placing a player takes the player first, then the square', () => {
    const place: Action[] = [
      { type: 'place', player: 'home-1', x: 3, y: 3 },
      { type: 'place', player: 'home-1', x: 4, y: 3 },
      { type: 'place', player: 'home-2', x: 3, y: 3 },
      { type: 'setup-done' },
    ];
    expect(cellTargets(place, null).size).toBe(0);
    expect([...cellTargets(place, 'home-1').keys()]).toEqual(['3,3', '4,3']);
    expect(playerTargets(place).get('home-2')).toEqual([]);
    expect(clickPlayer(place, 'home-2')).toEqual({ kind: 'select', player: 'home-2' });
    expect(clickCell(place, 'home-2', 3, 3, null)).toEqual({ kind: 'send', action: place[2] });
    expect(onBoard(place[3])).toBe(false);
  });

  it('a cell off the grid is a button of the selected player', () => {
    const place: Action[] = [
      { type: 'place', player: 'home-1', x: -1, y: -1, hint: 'to the reserves box' },
      { type: 'place', player: 'home-2', x: -1, y: -1 },
      { type: 'setup-done' },
    ];
    expect(buttonActions(place, null)).toEqual([place[2]]);
    expect(buttonActions(place, 'home-1')).toEqual([place[0], place[2]]);
    expect(cellTargets(place, 'home-1').size).toBe(0);
  });

  it('never produces an action that is not in the decision', () => {
    const action = fc.oneof(
      fc.record({ type: fc.constantFrom('move', 'push', 'throw'), x: fc.integer({ min: 0, max: 4 }), y: fc.integer({ min: 0, max: 4 }) }),
      fc.record({ type: fc.constantFrom('block', 'foul'), target: fc.constantFrom('a', 'b', 'c') }),
      fc.record({ type: fc.constant('place'), player: fc.constantFrom('a', 'b'), x: fc.integer({ min: 0, max: 4 }), y: fc.integer({ min: 0, max: 4 }) }),
      fc.record({ type: fc.constant('end-turn') }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 12 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), fc.constantFrom(null, 'a', 'b', 'c'), fc.constantFrom(null, 'a', 'b'), (actions, x, y, at, sel) => {
        const c = clickCell(actions as Action[], sel, x, y, at);
        if (c.kind === 'send') expect(actions).toContain(c.action);
        if (c.kind === 'choose') for (const a of c.actions) expect(actions).toContain(a);
      }),
    );
  });

  it('words a button from its label, else from its fields', () => {
    expect(actionText({ type: 'end-turn' })).toBe('end the turn');
    expect(actionText({ type: 'reroll', use: 'team', label: 'Team re-roll' })).toBe('Team re-roll');
    expect(actionText({ type: 'follow-up', follow: false })).toBe('stay put');
    expect(actionText({ type: 'block-die', face: 'defender-down' })).toBe('defender down');
    expect(actionText({ type: 'kick-off', x: 3 })).toBe('kick off: x 3');
    expect(actionText({ type: 'place', player: 2, x: 3, y: 0 }, { '2': 'Mira Vance (#2)' })).toBe('place Mira Vance (#2): at (3, 0)');
    expect(actionText({ type: 'block', target: 'away-5' }, { 'away-5': 'Gorzub (#5)' })).toBe('block Gorzub (#5)');
    expect(actionText({ type: 'handoff', to: 'home-1' }, { 'home-1': 'Grashnak (#1)' })).toBe('handoff to Grashnak (#1)');
    expect(actionText({ type: 'end', facing: 2 })).toBe('end, facing ↗ up-right');
  });

  it("reads a hex direction as a facing: a stop's facing, a turn's dir, never a step's (it names its hex)", () => {
    expect(facingOf({ type: 'stop', facing: 2 })).toBe(2);
    expect(facingOf({ type: 'turn', dir: 6 })).toBe(6);
    expect(facingOf({ type: 'step', dir: 3, x: 4, y: 5 })).toBeNull();
    expect(actionText({ type: 'turn', dir: 6 })).toBe('turn, facing ↖ up-left');
    expect(onBoard({ type: 'step', dir: 3, x: 4, y: 5, hint: 'evade' })).toBe(true);
  });
});
