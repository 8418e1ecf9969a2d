// Seed 001's tables and rules again, this time as whole-game scenarios through the facade: a position, the turn
// decision, the coach's actions in the shared vocabulary, scripted dice.

import { describe, expect, it } from 'vitest';
import '../../index';
import { act, newGame, pending, type Game } from '../../../core/game';
import type { Action, Event, RollEvent } from '../../../core/types';
import type { GState } from '../state';

const line = { ma: 6, st: 3, ag: 3, av: 8 };
type G = Game & GState;

function game(sc: Record<string, unknown>): G {
  return newGame('gridiron', { seed: 1, scenario: { rerolls: { home: 0, away: 0 }, ...sc } }) as G;
}
function play(g: G, actions: Action[]): Event[] {
  const out: Event[] = [];
  for (const a of actions) out.push(...act(g, a));
  return out;
}
const rolls = (ev: Event[], rule: string) => ev.filter((e): e is RollEvent => e.type === 'roll' && (e as RollEvent).rule === rule);

function passGame(thrower: Record<string, unknown>, extra: unknown[], dice: number[], to = { x: 9, y: 7 }, weather = 'nice') {
  const g = game({
    players: [{ side: 'home', number: 1, ...line, x: 5, y: 7, ...thrower }, { side: 'home', number: 2, ...line, x: to.x, y: to.y }, ...extra],
    ball: { carrier: 'home-1' }, dice, weather,
  });
  const ev = play(g, [{ type: 'start-action', player: 'home-1', action: 'pass' }, { type: 'throw', x: to.x, y: to.y }]);
  return { g, ev };
}

describe('seed 001 through the facade: passing', () => {
  it.each([[1, 6], [2, 5], [3, 4], [4, 3], [5, 2], [6, 1]])('Agility Table: AG %i passes on %i+ (Short Pass)', (ag, need) => {
    const { ev } = passGame({ ag }, [], [Math.max(2, need), 6]);
    expect(rolls(ev, 'gridiron.pass')[0]).toMatchObject({ target: need, outcome: 'success' });
    if (need > 2) expect(rolls(passGame({ ag }, [], [need - 1, 5, 5, 5, 5]).ev, 'gridiron.pass')[0].outcome).toBe('failure');
  });

  it.each([
    ['Quick Pass +1', { x: 7, y: 7 }, [], 'nice', [{ source: 'Quick Pass', value: 1 }]],
    ['Short Pass +0', { x: 9, y: 7 }, [], 'nice', []],
    ['Long Pass -1', { x: 13, y: 7 }, [], 'nice', [{ source: 'Long Pass', value: -1 }]],
    ['Long Bomb -2', { x: 17, y: 7 }, [], 'nice', [{ source: 'Long Bomb', value: -2 }]],
    ['per opposing tackle zone on the player -1', { x: 9, y: 7 }, [{ side: 'away', number: 1, ...line, x: 4, y: 8 }], 'nice', [{ source: 'opposing tackle zone', value: -1 }]],
    ['Very Sunny -1', { x: 9, y: 7 }, [], 'very-sunny', [{ source: 'Very Sunny', value: -1 }]],
  ])('passing modifier: %s', (_n, to, extra, weather, mods) => {
    const { ev } = passGame({}, extra, [6, 6], to, weather);
    expect(rolls(ev, 'gridiron.pass')[0].modifiers).toEqual(mods);
  });

  it('a Blizzard offers only Quick and Short passes', () => {
    const g = game({ players: [{ side: 'home', number: 1, ...line, x: 5, y: 7 }], ball: { carrier: 'home-1' }, weather: 'blizzard' });
    act(g, { type: 'start-action', player: 'home-1', action: 'pass' });
    const hints = new Set(pending(g)!.actions.filter((a) => a.type === 'throw').map((a) => String(a.hint).replace(/ \d\+$/, '').replace('Into the crowd: ', '')));
    expect([...hints].sort()).toEqual(['Quick Pass', 'Short Pass']);
  });
});

describe('seed 001 through the facade: interceptions', () => {
  it.each([[1, 6], [2, 5], [3, 4], [4, 3], [5, 2], [6, 1]])('Agility Table: AG %i intercepts on %i+, -2', (ag, table) => {
    const { g } = passGame({}, [{ side: 'away', number: 1, ...line, ag, x: 7, y: 7 }], []);
    expect(pending(g)).toMatchObject({ seat: 'away', kind: 'intercept' });
    g.script.push(6);
    const ev = act(g, { type: 'intercept', player: 'away-1' });
    expect(rolls(ev, 'gridiron.intercept')[0]).toMatchObject({ target: table, modifiers: [{ source: 'attempting an interception', value: -2 }] });
    expect(g.ball.carrier).toBe('away-1');
    expect(pending(g)).toMatchObject({ seat: 'away', kind: 'turn' });
  });
  it('intercepting modifiers: -1 per opposing tackle zone, Pouring Rain -1', () => {
    const { g } = passGame({}, [{ side: 'away', number: 1, ...line, x: 7, y: 7 }, { side: 'home', number: 3, ...line, x: 7, y: 8 }], [], { x: 9, y: 7 }, 'pouring-rain');
    g.script.push(6);
    const ev = act(g, { type: 'intercept', player: 'away-1' });
    expect(rolls(ev, 'gridiron.intercept')[0].modifiers).toEqual([
      { source: 'attempting an interception', value: -2 }, { source: 'opposing tackle zone', value: -1 }, { source: 'Pouring Rain', value: -1 },
    ]);
  });
});

describe('seed 001 through the facade: catching', () => {
  it.each([[1, 6], [2, 5], [3, 4], [4, 3], [5, 2], [6, 1]])('Agility Table: AG %i catches an accurate pass on %i+, +1', (ag, table) => {
    const g = game({
      players: [{ side: 'home', number: 1, ...line, x: 5, y: 7 }, { side: 'home', number: 2, ...line, ag, x: 9, y: 7 }],
      ball: { carrier: 'home-1' }, dice: [6, Math.max(2, table - 1)],
    });
    const ev = play(g, [{ type: 'start-action', player: 'home-1', action: 'pass' }, { type: 'throw', x: 9, y: 7 }]);
    expect(rolls(ev, 'gridiron.catch')[0]).toMatchObject({ target: table, modifiers: [{ source: 'accurate pass', value: 1 }], outcome: 'success' });
  });
  it('catching modifiers: a missed pass +0, -1 per opposing tackle zone, Pouring Rain -1', () => {
    // miss (3), scatters 4, 3, 7 bring the ball back onto the receiver, who has an opponent beside him
    const { ev } = passGame({}, [{ side: 'away', number: 1, ...line, x: 10, y: 8 }], [3, 4, 3, 7, 6], { x: 9, y: 7 }, 'pouring-rain');
    expect(rolls(ev, 'gridiron.catch')[0].modifiers).toEqual([{ source: 'opposing tackle zone', value: -1 }, { source: 'Pouring Rain', value: -1 }]);
  });
});

describe('seed 001 through the facade: bouncing balls and throw-ins', () => {
  // a player steps onto the ball at (10,7) and fumbles the pick-up (a 1): the ball bounces (the d8), a turnover
  it.each([
    [1, 9, 6], [2, 10, 6], [3, 11, 6], [4, 9, 7], [5, 11, 7], [6, 9, 8], [7, 10, 8], [8, 11, 8],
  ])('scatter diagram: d8 %i sends the ball to (%i,%i)', (d8, x, y) => {
    const g = game({ players: [{ side: 'home', number: 1, ...line, x: 9, y: 7 }], ball: { x: 10, y: 7 }, dice: [1, d8] });
    play(g, [{ type: 'start-action', player: 'home-1', action: 'move' }, { type: 'move', x: 10, y: 7 }]);
    expect(g.ball).toMatchObject({ state: 'ground', x, y });
    expect(pending(g)).toMatchObject({ seat: 'away', kind: 'turn' });
  });

  it.each([
    // ball on the top sideline at (10,0): bounce 2 goes off; the template from the top: 1-2 down-right, 3-4 in, 5-6 down-left
    [1, 12, 2], [2, 12, 2], [3, 10, 2], [4, 10, 2], [5, 8, 2], [6, 8, 2],
  ])('throw-in template: D6 %i, 2D6 = 2, lands on (%i,%i)', (d6, x, y) => {
    const g = game({ players: [{ side: 'home', number: 1, ...line, x: 9, y: 1 }], ball: { x: 10, y: 0 }, dice: [1, 2, d6, 1, 1, 8] });
    const ev = play(g, [{ type: 'start-action', player: 'home-1', action: 'move' }, { type: 'move', x: 10, y: 0 }]);
    expect(ev.find((e) => e.type === 'throw-in')).toMatchObject({ x: 10, y: 0, edge: 'top', land: { x, y } });
  });

  it('the corner: a ball bouncing diagonally out of (0,0) comes back along the corner template', () => {
    const g = game({ players: [{ side: 'home', number: 1, ...line, x: 1, y: 1 }], ball: { x: 0, y: 0 }, dice: [1, 1, 3, 1, 1, 8] });
    const ev = play(g, [{ type: 'start-action', player: 'home-1', action: 'move' }, { type: 'move', x: 0, y: 0 }]);
    expect(ev.find((e) => e.type === 'throw-in')).toMatchObject({ edge: 'top-left', land: { x: 2, y: 2 } });
  });

  it('a player is not obliged to catch a bouncing ball; the moving team failing to catch it loses the turn only if it ends up without the ball', () => {
    // home-1 fumbles the pick-up; it bounces (5) onto home-2, who lets it go; it scatters (5) onto home-3, who drops it
    // (2); it bounces (4) back onto home-2, who catches it (6)
    const g = game({
      players: [{ side: 'home', number: 1, ...line, x: 9, y: 7 }, { side: 'home', number: 2, ...line, x: 11, y: 7 }, { side: 'home', number: 3, ...line, x: 12, y: 7 }],
      ball: { x: 10, y: 7 }, dice: [1, 5],
    });
    play(g, [{ type: 'start-action', player: 'home-1', action: 'move' }, { type: 'move', x: 10, y: 7 }]);
    expect(pending(g)).toMatchObject({ kind: 'catch-choice', seat: 'home' });
    g.script.push(5);
    act(g, { type: 'catch-choice', catch: false });
    g.script.push(2, 4);
    act(g, { type: 'catch-choice', catch: true });
    expect(pending(g)).toMatchObject({ kind: 'catch-choice' });
    g.script.push(6);
    act(g, { type: 'catch-choice', catch: true });
    expect(g.ball.carrier).toBe('home-2');
    // the failed pick-up was a turnover all the same (LRB6): the away team's turn
    expect(pending(g)).toMatchObject({ seat: 'away', kind: 'turn' });
  });
});
