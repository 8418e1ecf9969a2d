import { describe, expect, it } from 'vitest';
import { has, ofType, rolls, scene, send, who } from './testkit';

// home-1 (Human Striker, Speed 4+) at (4,6) facing up; away-4 (Goblin Jack, Speed 3+, Strength 5+) in front of him at
// (4,5), facing him, holds the ball.
const striker = { id: 'home-1', x: 4, y: 6, facing: 1 };
const carrier = { id: 'away-4', x: 4, y: 5, facing: 4 };

function stealFrom(players: object[], dice: number[]) {
  const { g } = scene({ players: players as never, ball: { carrier: 'away-4' }, dice });
  send(g, 'steal', { player: 'home-1' });
  send(g, 'stop', { facing: 1 });
  send(g, 'steal', { target: 'away-4' });
  return g;
}

describe('Steal (seed 003: "3 dice Speed (x)", S and J)', () => {
  it('Strikers and Jacks may Steal, Guards may not; only from an enemy who holds the ball', () => {
    const players = [striker, carrier, { id: 'home-4', x: 8, y: 6 }, { id: 'home-7', x: 10, y: 6 }];
    const { g } = scene({ players, ball: { carrier: 'away-4' } });
    expect(has(g, 'steal', { player: 'home-1' })).toBe(true);
    expect(has(g, 'steal', { player: 'home-4' })).toBe(true);
    expect(has(g, 'steal', { player: 'home-7' })).toBe(false);
    const { g: loose } = scene({ players, ball: { x: 20, y: 10 } });
    expect(has(loose, 'steal')).toBe(false);
    const { g: own } = scene({ players, ball: { carrier: 'home-4' } });
    expect(has(own, 'steal')).toBe(false);
  });

  it('"Strikers may Run": then Steal, "+1 if Stealing player is a Striker" and no bonus for moving', () => {
    const { g } = scene({ players: [{ ...striker, y: 9 }, carrier], ball: { carrier: 'away-4' }, dice: [4, 1, 1, 1, 3, 1, 1] });
    send(g, 'steal', { player: 'home-1' });
    for (let i = 0; i < 3; i++) send(g, 'step', { dir: 1 });
    send(g, 'stop', { facing: 1 });
    send(g, 'steal', { target: 'away-4' });
    const [r] = rolls(send(g, 'dodge'), 'rush.steal');
    expect(r.modifiers).toEqual([{ source: 'Striker', value: 1 }]);
    expect(r.dice).toHaveLength(4);
  });

  it('"Jacks may move 1 hex as part of a Steal": one step and no more', () => {
    const { g } = scene({ players: [{ id: 'home-4', x: 4, y: 7, facing: 1 }, carrier], ball: { carrier: 'away-4' } });
    send(g, 'steal', { player: 'home-4' });
    send(g, 'step', { dir: 1 });
    expect(has(g, 'step')).toBe(false);
    send(g, 'stop', { facing: 1 });
    expect(has(g, 'steal', { target: 'away-4' })).toBe(true);
  });

  it('"-1 per enemy threat (max -2)": another enemy\'s threat counts, the carrier\'s own is left out', () => {
    const g = stealFrom([striker, carrier, { id: 'away-5', x: 3, y: 5, facing: 3 }], [4, 1, 1, 3, 1, 1]);
    const [r] = rolls(send(g, 'dodge'), 'rush.steal');
    expect(r.modifiers).toEqual([{ source: 'enemy threat', value: -1 }, { source: 'Striker', value: 1 }]);
  });

  it('"Target must choose to Slamback (if Steal comes from front) or Dodge": the carrier\'s coach decides', () => {
    const g = stealFrom([striker, carrier], []);
    expect(g.pending).toMatchObject({ seat: 'away', kind: 'slam-reaction' });
    expect(g.pending!.actions.map((a) => a.type)).toEqual(['slamback', 'dodge']);
    const h = stealFrom([striker, { ...carrier, facing: 1 }], []);
    expect(h.pending!.actions.map((a) => a.type)).toEqual(['dodge']);
  });

  it('"Draw – both players turn to face each other"', () => {
    const g = stealFrom([{ ...striker, facing: 2 }, { ...carrier, facing: 1 }], [4, 1, 1, 1, 3, 1, 1]);
    send(g, 'dodge');
    expect(who(g, 'home-1').facing).toBe(1);
    expect(who(g, 'away-4').facing).toBe(4);
    expect(g.ball.carrier).toBe('away-4');
  });

  it('"Win – ball is knocked out of enemy\'s hands and immediately scatters"; the rush goes on', () => {
    const g = stealFrom([striker, carrier], [4, 1, 1, 1, 1, 1, 1]);
    const ev = send(g, 'dodge');
    ev.push(...send(g, 'declare-one', { dir: 1 }));
    expect(ofType(ev, 'knocked-out')[0]).toMatchObject({ player: 'away-4' });
    expect(ofType(ev, 'scatter')[0]).toMatchObject({ from: { x: 4, y: 5 } });
    expect(g.ball.carrier).toBe(null);
    expect(ofType(ev, 'rush-end')).toHaveLength(0);
    expect(g.pending).toMatchObject({ seat: 'home', kind: 'action' });
  });

  it('"Double – Stealing player takes the ball"', () => {
    const g = stealFrom([striker, carrier], [4, 4, 1, 1, 1, 1, 1]);
    send(g, 'dodge');
    expect(g.ball).toMatchObject({ carrier: 'home-1', x: 4, y: 6 });
    expect(who(g, 'away-4')).toMatchObject({ x: 4, y: 5, down: false });
  });

  it('a Slamback that wins does what a Slam does, to the stealer: pushed, and on a Double knocked down', () => {
    // Slamback (Strength 5+): 2 successes against none. The Striker's Armour 5+ saves one of the 2 hits.
    const g = stealFrom([striker, carrier], [1, 1, 1, 1, 5, 5, 1, 5, 1, 1]);
    const ev = send(g, 'slamback');
    expect(rolls(ev, 'rush.slamback')[0].total).toBe(2);
    expect(g.pending).toMatchObject({ seat: 'away', kind: 'push' });
    send(g, 'push', { x: 4, y: 7 });
    const end = send(g, 'stay');
    expect(ofType(end, 'knocked-down')[0]).toMatchObject({ player: 'home-1', x: 4, y: 7 });
    expect(ofType(end, 'armour')[0]).toMatchObject({ hits: 2, taken: 1 });
    expect(who(g, 'home-1')).toMatchObject({ at: 'out', sin: 1 });
    expect(g.ball.carrier).toBe('away-4');
  });
});
