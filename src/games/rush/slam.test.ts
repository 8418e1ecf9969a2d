import { describe, expect, it } from 'vitest';
import { has, ofType, rolls, scene, send, who } from './testkit';

// home-7 (Human Guard, Strength 4+) at (4,6) facing up; away-4 (Goblin Jack, Strength 5+, Speed 3+) right in front
// of him at (4,5), facing him. The hexes directly away from the Guard behind the Goblin: (4,4), (3,4), (5,4).
const guard = { id: 'home-7', x: 4, y: 6, facing: 1 };
const goblin = { id: 'away-4', x: 4, y: 5, facing: 4 };
const ball = { x: 20, y: 10 };

function slamGoblin(players: object[], dice: number[], options: Record<string, unknown> = {}) {
  const { g } = scene({ players: players as never, ball, dice }, options);
  send(g, 'slam', { player: 'home-7' });
  send(g, 'stop', { facing: 1 });
  send(g, 'slam', { target: 'away-4' });
  return g;
}

describe('Slam (seed 003: "3 dice Strength (x)", J and G)', () => {
  it('Jacks and Guards may Slam, Strikers may not (the S J G columns)', () => {
    const { g } = scene({ players: [{ id: 'home-1', x: 2, y: 6 }, { id: 'home-4', x: 6, y: 6 }, guard, goblin], ball });
    expect(has(g, 'slam', { player: 'home-1' })).toBe(false);
    expect(has(g, 'slam', { player: 'home-4' })).toBe(true);
    expect(has(g, 'slam', { player: 'home-7' })).toBe(true);
  });

  it('"Jacks may move 1 hex as part of Slam": one step, no second, no Dash; "+1 if you moved adjacent this action"', () => {
    // The Jack at (4,7) steps up to (4,6): 4 dice (3 + moved adjacent), no threat (the Goblin's is not counted).
    const { g } = scene({ players: [{ id: 'home-4', x: 4, y: 7, facing: 1 }, goblin], ball, dice: [4, 1, 1, 1, 5, 1, 1] });
    send(g, 'slam', { player: 'home-4' });
    send(g, 'step', { dir: 1 });
    expect(has(g, 'step')).toBe(false);
    expect(has(g, 'dash')).toBe(false);
    send(g, 'stop', { facing: 2 });
    send(g, 'slam', { target: 'away-4' });
    const ev = send(g, 'slamback');
    const [slam] = rolls(ev, 'rush.slam');
    expect(slam.modifiers).toEqual([{ source: 'moved adjacent this action', value: 1 }]);
    expect(slam.dice).toHaveLength(4);
  });

  it('a Jack who starts next to his target gets no "+1 if you moved adjacent"', () => {
    const { g } = scene({ players: [{ id: 'home-4', x: 4, y: 6, facing: 1 }, goblin], ball, dice: [4, 1, 1, 5, 1, 1] });
    send(g, 'slam', { player: 'home-4' });
    send(g, 'stop', { facing: 1 });
    send(g, 'slam', { target: 'away-4' });
    const [slam] = rolls(send(g, 'slamback'), 'rush.slam');
    expect(slam.modifiers).toEqual([]);
    expect(slam.dice).toHaveLength(3);
  });

  it('"Guards may Run", then Slam: "+1 if you moved adjacent" and "+1 if Slamming player is a Guard"', () => {
    const { g } = scene({ players: [{ ...guard, y: 9 }, goblin], ball, dice: [4, 1, 1, 1, 1, 5, 1, 1] });
    send(g, 'slam', { player: 'home-7' });
    send(g, 'step', { dir: 1 });
    send(g, 'step', { dir: 1 });
    send(g, 'step', { dir: 1 });
    send(g, 'stop', { facing: 1 });
    send(g, 'slam', { target: 'away-4' });
    const [slam] = rolls(send(g, 'slamback'), 'rush.slam');
    expect(slam.modifiers).toEqual([{ source: 'moved adjacent this action', value: 1 }, { source: 'Guard', value: 1 }]);
    expect(slam.dice).toHaveLength(5);
  });

  it('"-1 per enemy threat (max -2)" on the slammer, not counting the target', () => {
    // away-5 at (3,5) faces down-right onto (4,6); the Goblin target threatens (4,6) too but is left out.
    const { g } = scene({ players: [guard, goblin, { id: 'away-5', x: 3, y: 5, facing: 3 }], ball, dice: [4, 1, 1, 5, 1, 1] });
    send(g, 'slam', { player: 'home-7' });
    send(g, 'stop', { facing: 1 });
    send(g, 'slam', { target: 'away-4' });
    const [slam] = rolls(send(g, 'slamback'), 'rush.slam');
    expect(slam.modifiers).toEqual([{ source: 'enemy threat', value: -1 }, { source: 'Guard', value: 1 }]);
  });

  it('"Target must choose to Slamback (if Slam comes from front) or Dodge": the target\'s coach decides', () => {
    const g = slamGoblin([guard, goblin], []);
    expect(g.pending).toMatchObject({ seat: 'away', kind: 'slam-reaction' });
    expect(g.pending!.actions.map((a) => a.type)).toEqual(['slamback', 'dodge']);
  });

  it('from behind, or against a Striker, only Dodge', () => {
    const g = slamGoblin([guard, { ...goblin, facing: 1 }], []);
    expect(g.pending!.actions.map((a) => a.type)).toEqual(['dodge']);
    const { g: k } = scene({ players: [{ ...guard, id: 'away-1' }, { ...goblin, id: 'home-1' }], active: 'away', ball });
    send(k, 'slam', { player: 'away-1' });
    send(k, 'stop', { facing: 1 });
    send(k, 'slam', { target: 'home-1' });
    expect(k.pending).toMatchObject({ seat: 'home', kind: 'slam-reaction' });
    expect(k.pending!.actions.map((a) => a.type)).toEqual(['dodge']);
  });

  it('"Draw – both players turn to face each other"', () => {
    // Slam 4 dice: one success; Slamback (Strength 5+): one success.
    const g = slamGoblin([{ ...guard, facing: 2 }, { ...goblin, facing: 5 }], [4, 1, 1, 1, 5, 1, 1]);
    const ev = send(g, 'slamback');
    expect(ofType(ev, 'pushed')).toHaveLength(0);
    expect(who(g, 'home-7')).toMatchObject({ x: 4, y: 6, facing: 1 });
    expect(who(g, 'away-4')).toMatchObject({ x: 4, y: 5, facing: 4, down: false });
    expect(g.pending?.kind).toBe('action');
  });

  it('"Win – push opponent back (may follow up), both players turn to face": the winner picks the hex', () => {
    // Slam 1 success against a Dodge of none: a win, not a double (1 is not twice at least 1).
    const g = slamGoblin([guard, { ...goblin, facing: 5 }], [4, 1, 1, 1, 2, 2, 1]);
    send(g, 'dodge');
    expect(g.pending).toMatchObject({ seat: 'home', kind: 'push' });
    expect(g.pending!.actions).toMatchObject([{ type: 'push', x: 4, y: 4 }, { type: 'push', x: 3, y: 4 }, { type: 'push', x: 5, y: 4 }]);
    send(g, 'push', { x: 3, y: 4 });
    expect(g.pending).toMatchObject({ seat: 'home', kind: 'follow-up' });
    send(g, 'follow');
    expect(who(g, 'home-7')).toMatchObject({ x: 4, y: 5, facing: 6 });
    expect(who(g, 'away-4')).toMatchObject({ x: 3, y: 4, facing: 3, down: false });
  });

  it('a push with one free hex needs no choice; with all 3 full the loser stays and there is no follow-up', () => {
    const blockers = [{ id: 'away-5', x: 4, y: 4, facing: 1 }, { id: 'away-6', x: 3, y: 4, facing: 1 }];
    const g = slamGoblin([guard, goblin, ...blockers], [4, 1, 1, 1, 2, 2, 1]);
    send(g, 'dodge');
    expect(who(g, 'away-4')).toMatchObject({ x: 5, y: 4 });
    send(g, 'stay');
    expect(who(g, 'home-7')).toMatchObject({ x: 4, y: 6 });
    const h = slamGoblin([guard, goblin, ...blockers, { id: 'home-4', x: 5, y: 4 }], [4, 1, 1, 1, 2, 2, 1]);
    const ev = send(h, 'dodge');
    expect(ofType(ev, 'push-blocked')).toHaveLength(1);
    expect(who(h, 'away-4')).toMatchObject({ x: 4, y: 5, down: false });
    expect(h.pending?.kind).toBe('action');
  });

  it('"Double – push back (may follow up), turn to face, knock down, armour check"', () => {
    // Slam 2 successes, Dodge none: a double, 2 hits; Armour (4+) saves one: 1 rush out of play.
    const blockers = [{ id: 'away-5', x: 4, y: 4, facing: 1 }, { id: 'away-6', x: 3, y: 4, facing: 1 }];
    const g = slamGoblin([guard, goblin, ...blockers], [4, 4, 1, 1, 1, 1, 1, 4, 1, 1]);
    send(g, 'dodge');
    const ev = send(g, 'stay');
    expect(ofType(ev, 'knocked-down')[0]).toMatchObject({ player: 'away-4', x: 5, y: 4 });
    expect(rolls(ev, 'rush.armour')[0]).toMatchObject({ total: 1 });
    expect(ofType(ev, 'armour')[0]).toMatchObject({ hits: 2, saved: 1, taken: 1 });
    expect(who(g, 'away-4')).toMatchObject({ at: 'out', sin: 1 });
  });

  it('"as Slam, in reverse": a Slamback that wins pushes the slammer, the target\'s coach choosing', () => {
    // home-4 (Jack) slams the Orc Guard away-1 (Strength 3+, +1 Guard): none against 2, a double the other way.
    const { g } = scene({ players: [{ id: 'home-4', x: 4, y: 6, facing: 1 }, { id: 'away-1', x: 4, y: 5, facing: 4 }], ball, dice: [1, 1, 1, 3, 3, 1, 1, 1, 1, 1] });
    send(g, 'slam', { player: 'home-4' });
    send(g, 'stop', { facing: 1 });
    send(g, 'slam', { target: 'away-1' });
    const ev = send(g, 'slamback');
    expect(rolls(ev, 'rush.slamback')[0]).toMatchObject({ total: 2, modifiers: [{ source: 'Guard', value: 1 }] });
    expect(g.pending).toMatchObject({ seat: 'away', kind: 'push' });
    send(g, 'push', { x: 4, y: 7 });
    const end = send(g, 'follow');
    expect(who(g, 'away-1')).toMatchObject({ x: 4, y: 6, facing: 4 });
    expect(ofType(end, 'knocked-down')[0]).toMatchObject({ player: 'home-4', x: 4, y: 7 });
    expect(who(g, 'home-4')).toMatchObject({ at: 'out', sin: 2 });
  });

  it('Dodge: "Win – turn to face"; "Double – free 1-hex move, enemy turns to face"', () => {
    const g = slamGoblin([guard, { ...goblin, facing: 1 }], [1, 1, 1, 1, 3, 1, 1]);
    send(g, 'dodge');
    expect(who(g, 'away-4')).toMatchObject({ x: 4, y: 5, facing: 4 });
    expect(who(g, 'home-7')).toMatchObject({ x: 4, y: 6, facing: 1 });
    const h = slamGoblin([{ ...guard, facing: 2 }, { ...goblin, facing: 1 }], [1, 1, 1, 1, 3, 3, 1]);
    send(h, 'dodge');
    expect(h.pending).toMatchObject({ seat: 'away', kind: 'dodge-step' });
    send(h, 'step', { dir: 5 });
    expect(who(h, 'away-4')).toMatchObject({ x: 3, y: 5, facing: 1, down: false });
    expect(who(h, 'home-7').facing).toBe(6);
    expect(h.pending?.kind).toBe('action');
  });

  it('a knocked-down enemy carrier drops the ball, which scatters; the rush goes on', () => {
    const { g } = scene({ players: [guard, goblin], ball: { carrier: 'away-4' }, dice: [4, 4, 1, 1, 1, 1, 1, 4, 4, 1] });
    send(g, 'slam', { player: 'home-7' });
    send(g, 'stop', { facing: 1 });
    send(g, 'slam', { target: 'away-4' });
    send(g, 'dodge');
    send(g, 'push', { x: 4, y: 4 });
    const ev = send(g, 'stay');
    expect(g.pending).toMatchObject({ seat: 'home', kind: 'scatter' });
    ev.push(...send(g, 'declare-one', { dir: 1 }));
    expect(ofType(ev, 'drop')[0]).toMatchObject({ player: 'away-4' });
    expect(ofType(ev, 'scatter')[0]).toMatchObject({ from: { x: 4, y: 4 } });
    expect(g.ball.carrier).toBe(null);
    expect(ofType(ev, 'rush-end')).toHaveLength(0);
    expect(g.pending).toMatchObject({ seat: 'home', kind: 'action' });
  });

  it('the rushing team\'s carrier knocked down by a Slamback: "You drop the ball" and the rush ends', () => {
    const { g } = scene({ players: [{ id: 'home-4', x: 4, y: 6, facing: 1 }, { id: 'away-1', x: 4, y: 5, facing: 4 }], ball: { carrier: 'home-4' }, dice: [1, 1, 1, 3, 3, 1, 1, 4, 4, 1] });
    send(g, 'slam', { player: 'home-4' });
    send(g, 'stop', { facing: 1 });
    send(g, 'slam', { target: 'away-1' });
    send(g, 'slamback');
    send(g, 'push', { x: 4, y: 7 });
    const ev = send(g, 'stay');
    ev.push(...send(g, 'declare-one', { dir: 1 }));
    expect(ofType(ev, 'drop')[0]).toMatchObject({ player: 'home-4' });
    expect(ofType(ev, 'rush-end')[0].why).toBe('dropped the ball');
    expect(g.active).toBe(1);
  });

  it('a pushed carrier keeps the ball', () => {
    const { g: h } = scene({ players: [guard, goblin], ball: { carrier: 'away-4' }, dice: [4, 1, 1, 1, 1, 1, 1] });
    send(h, 'slam', { player: 'home-7' });
    send(h, 'stop', { facing: 1 });
    send(h, 'slam', { target: 'away-4' });
    send(h, 'dodge');
    send(h, 'push', { x: 5, y: 4 });
    expect(h.ball).toMatchObject({ carrier: 'away-4', x: 5, y: 4 });
  });
  it('the Jack\'s hex is a move: leaving a threatened hex takes an Evade, and a fall ends the action before the Slam', () => {
    // away-5 at (3,6) faces down-right onto (4,7), where the Jack starts; Evade 3 dice at -1: 2 dice, no success.
    const { g } = scene({ players: [{ id: 'home-4', x: 4, y: 7, facing: 1 }, goblin, { id: 'away-5', x: 3, y: 6, facing: 3 }], ball, dice: [1, 2] });
    send(g, 'slam', { player: 'home-4' });
    const ev = send(g, 'step', { dir: 1 });
    expect(rolls(ev, 'rush.evade')[0]).toMatchObject({ outcome: 'failure', modifiers: [{ source: 'enemy threat', value: -1 }] });
    expect(who(g, 'home-4')).toMatchObject({ x: 4, y: 6, down: true });
    expect(ofType(ev, 'slam')).toHaveLength(0);
    expect(g.pending?.kind).toBe('action');
  });

  it('with no enemy next to him after the move there is nothing to Slam; next to one, the coach may still decline', () => {
    const { g } = scene({ players: [{ ...guard, y: 12 }, goblin], ball });
    send(g, 'slam', { player: 'home-7' });
    const ev = send(g, 'stop', { facing: 1 });
    expect(ofType(ev, 'no-target')).toHaveLength(1);
    expect(g.pending?.kind).toBe('action');
    const { g: h } = scene({ players: [guard, goblin], ball });
    send(h, 'slam', { player: 'home-7' });
    send(h, 'stop', { facing: 1 });
    send(h, 'decline');
    expect(h.pending?.kind).toBe('action');
    expect(h.tokens).toBe(4);
  });
});
