import { describe, expect, it } from 'vitest';
import { has, ofType, rolls, scene, send, who } from './testkit';
import type { ScenarioPlayer } from './scenario';

// home-4 (Jack, Skill 4+) at (6,6) facing down-right (3), holding the ball. Along that line: home-5 (Jack) 2 hexes
// away, home-6 (Jack) 5, home-2 (Striker) 8, home-3 (Striker) 10. home-7 (Guard) stands in the arc 3 hexes away,
// home-1 (Striker) behind the thrower.
const thrower = { id: 'home-4', x: 6, y: 6, facing: 3 };
const mates = [
  { id: 'home-5', x: 8, y: 7, facing: 6 },
  { id: 'home-6', x: 11, y: 8, facing: 6 },
  { id: 'home-2', x: 14, y: 10, facing: 6 },
  { id: 'home-3', x: 16, y: 11, facing: 6 },
  { id: 'home-7', x: 9, y: 6, facing: 6 },
  { id: 'home-1', x: 4, y: 5, facing: 3 },
];
const carrying = { carrier: 'home-4' };

/** A Throw by the Jack who does not move: declared, then "stop" facing as he is. */
function jackThrows(dice: number[], extra: ScenarioPlayer[] = []) {
  const { g } = scene({ players: [thrower, ...mates, ...extra], ball: carrying, dice });
  send(g, 'throw', { player: 'home-4' });
  send(g, 'stop', { facing: 3 });
  return g;
}

describe('Throw (seed 003: "Target must be in your front arc. Range determines dice pool")', () => {
  it('targets: team-mates in the front arc within 9 hexes, never a Guard; only the carrier may throw', () => {
    const { g } = scene({ players: [thrower, ...mates], ball: carrying });
    expect(has(g, 'throw', { player: 'home-4' })).toBe(true);
    expect(has(g, 'throw', { player: 'home-5' })).toBe(false);
    expect(has(g, 'throw', { player: 'home-7' })).toBe(false);
    send(g, 'throw', { player: 'home-4' });
    expect(g.pending?.prompt).toContain('may move 1 hex');
    send(g, 'stop', { facing: 3 });
    expect(g.pending!.actions.map((a) => a.target ?? a.type).sort()).toEqual(['decline', 'home-2', 'home-5', 'home-6']);
  });

  it('"1-3 hexes = 3 dice": 1+ successes – Accurate Throw; the catch "equals number of successes"; the rush ends', () => {
    const g = jackThrows([4, 1, 1, 4]);
    const ev = send(g, 'throw-at', { target: 'home-5' });
    expect(rolls(ev, 'rush.throw')[0]).toMatchObject({ dice: [4, 1, 1], total: 1, outcome: 'success' });
    expect(rolls(ev, 'rush.catch')[0]).toMatchObject({ who: 'home-5', dice: [4], outcome: 'success' });
    expect(g.ball).toMatchObject({ carrier: 'home-5', x: 8, y: 7 });
    expect(ofType(ev, 'rush-end')[0].why).toBe('threw the ball');
    expect(g.active).toBe(1);
  });

  it('"4-6 hexes = 2 dice", "7-9 hexes = 1 die"', () => {
    const far = jackThrows([5, 1, 1]);
    expect(rolls(send(far, 'throw-at', { target: 'home-6' }), 'rush.throw')[0].dice).toEqual([5, 1]);
    const farther = jackThrows([1]);
    expect(rolls(send(farther, 'throw-at', { target: 'home-2' }), 'rush.throw')[0].dice).toEqual([1]);
  });

  it('"No successes – Inaccurate Pass": the ball scatters from the target, who makes no catch', () => {
    // Throw 1, 2, 3; the scatter: direction 4 (down), 1 hex, from (8,7) to (8,8).
    const g = jackThrows([1, 2, 3, 4, 1]);
    send(g, 'throw-at', { target: 'home-5' });
    expect(g.pending?.kind).toBe('scatter');
    const ev = send(g, 'declare-one', { dir: 1 });
    expect(rolls(ev, 'rush.catch')).toHaveLength(0);
    expect(g.ball).toMatchObject({ carrier: null, x: 8, y: 8 });
    expect(ofType(ev, 'rush-end')[0].why).toBe('threw the ball');
  });

  it('the coach may decline to throw after the move: the action ends, the ball kept, the rush goes on', () => {
    const g = jackThrows([]);
    send(g, 'decline');
    expect(g.ball.carrier).toBe('home-4');
    expect(g.pending).toMatchObject({ seat: 'home', kind: 'action' });
    expect(g.tokens).toBe(4);
  });

  it('"Jacks may move 1 hex as part of Throw": "-1 if player moved this action", "-1 per enemy threat"', () => {
    // The Jack steps down-right to (7,6), next to home-5 (range 1, 3 dice). away-4 at (8,6), facing down-left,
    // threatens (7,6). 3 - 1 - 1 = 1 die.
    const { g } = scene({ players: [thrower, mates[0], { id: 'away-4', x: 8, y: 6, facing: 5 }], ball: carrying, dice: [6, 1, 5] });
    send(g, 'throw', { player: 'home-4' });
    send(g, 'step', { dir: 3 });
    expect(has(g, 'step')).toBe(false);
    expect(has(g, 'dash')).toBe(false);
    send(g, 'stop', { facing: 3 });
    const [r] = rolls(send(g, 'throw-at', { target: 'home-5' }), 'rush.throw');
    expect(r.modifiers).toEqual([{ source: 'moved this action', value: -1 }, { source: 'enemy threat', value: -1 }]);
    // One die: a 6, which explodes (a 1).
    expect(r.dice).toEqual([6, 1]);
  });

  it('a Jack who falls on his hex\'s Evade drops the ball and throws nothing', () => {
    // away-4 at (6,7) faces up: it threatens (6,6). Evade with 2 dice, 1 and 2, fails; the ball scatters.
    const { g } = scene({ players: [thrower, mates[0], { id: 'away-4', x: 6, y: 7, facing: 1 }], ball: carrying, dice: [1, 2, 3, 1, 1] });
    send(g, 'throw', { player: 'home-4' });
    const ev = send(g, 'step', { dir: 2 });
    expect(ofType(ev, 'fall')).toHaveLength(1);
    expect(ofType(ev, 'drop')).toHaveLength(1);
    send(g, 'declare-one', { dir: 1 });
    expect(rolls(ev, 'rush.throw')).toHaveLength(0);
    expect(g.active).toBe(1);
  });

  it('"Strikers may Run" before the throw, "+1 if Throwing player is a Striker"', () => {
    const { g } = scene({ players: [{ ...thrower, id: 'home-1' }, mates[0]], ball: { carrier: 'home-1' }, dice: [1, 1, 1, 4, 4] });
    send(g, 'throw', { player: 'home-1' });
    expect(g.pending?.kind).toBe('move');
    expect(has(g, 'step', { dir: 1 })).toBe(true);
    send(g, 'stop', { facing: 3 });
    const [r] = rolls(send(g, 'throw-at', { target: 'home-5' }), 'rush.throw');
    expect(r.modifiers).toEqual([{ source: 'Striker', value: 1 }]);
    expect(r.dice).toHaveLength(4);
    expect(who(g, 'home-5').id).toBe(g.ball.carrier);
  });
});

// Home scores at the x = 25 end: zone 1 is x 22-24, y 1-3, its Strike Hex (25,2); (22,2) is its Bonus Hex, in band 3.
describe('Throw – Strike (seed 003: "1+ successes – ... Strike!"; facts.md §3.7: band 1-3 plus the Bonus Hex)', () => {
  it('a Strike from the Bonus Hex in band 3 scores 4; the ball is removed and launched at the next rush', () => {
    // 3 hexes: 3 dice, "-1 if target is Strike hex": 2 dice, 4 and 1. The away rush launches: 3 (launch hex 3).
    const { g } = scene({ players: [{ id: 'home-4', x: 22, y: 2, facing: 3 }], ball: carrying, dice: [4, 1, 3] });
    send(g, 'throw', { player: 'home-4' });
    send(g, 'stop', { facing: 3 });
    expect(g.pending!.actions).toMatchObject([{ type: 'throw-at', strike: true, x: 25, y: 2 }, { type: 'decline' }]);
    const ev = send(g, 'throw-at', { strike: true });
    const [r] = rolls(ev, 'rush.throw');
    expect(r.modifiers).toEqual([{ source: 'target is Strike hex', value: -1 }]);
    expect(r.dice).toEqual([4, 1]);
    expect(ofType(ev, 'strike')[0]).toMatchObject({ team: 'home', points: 4, track: 4 });
    expect(g.track).toBe(4);
    expect(ofType(ev, 'rush-end')[0].why).toBe('threw the ball');
    expect(ofType(ev, 'launch')).toHaveLength(1);
    expect(g.ball).toMatchObject({ inPlay: true, carrier: null });
  });

  it('band 1, next to the Strike Hex, scores 1', () => {
    const { g } = scene({ players: [{ id: 'home-4', x: 24, y: 2, facing: 3 }], ball: carrying, dice: [5, 1, 3] });
    send(g, 'throw', { player: 'home-4' });
    send(g, 'stop', { facing: 2 });
    expect(ofType(send(g, 'throw-at', { strike: true }), 'strike')[0].points).toBe(1);
  });

  it('"No successes – ... scatter from Strike Hex"', () => {
    // 1, 1 miss; the ball scatters from (25,2): direction 4 (down), 1 hex: (25,3).
    const { g } = scene({ players: [{ id: 'home-4', x: 22, y: 2, facing: 3 }], ball: carrying, dice: [1, 1, 4, 1] });
    send(g, 'throw', { player: 'home-4' });
    send(g, 'stop', { facing: 3 });
    send(g, 'throw-at', { strike: true });
    send(g, 'declare-one', { dir: 1 });
    expect(g.track).toBe(0);
    expect(g.ball).toMatchObject({ carrier: null, x: 25, y: 3 });
  });

  it('"Strike hex must be in your front arc", and only from inside its zone', () => {
    const back = scene({ players: [{ id: 'home-4', x: 22, y: 2, facing: 6 }], ball: carrying }).g;
    send(back, 'throw', { player: 'home-4' });
    const ev = send(back, 'stop', { facing: 6 });
    expect(ofType(ev, 'no-target')).toHaveLength(1);
    expect(back.ball.carrier).toBe('home-4');
    expect(back.pending?.kind).toBe('action');
    const outside = scene({ players: [{ id: 'home-4', x: 21, y: 2, facing: 3 }, { id: 'home-5', x: 23, y: 3, facing: 6 }], ball: carrying }).g;
    send(outside, 'throw', { player: 'home-4' });
    send(outside, 'stop', { facing: 3 });
    expect(outside.pending!.actions.map((a) => a.target ?? a.type)).toEqual(['home-5', 'decline']);
  });
});
