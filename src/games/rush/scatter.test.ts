import { describe, expect, it } from 'vitest';
import { pitch } from './board';
import { rebound } from './scatter';
import { has, ofType, rolls, scene, send, who, type RGame } from './testkit';
import type { ScenarioPlayer } from './scenario';
import type { Event } from '../../core/types';

// A failed Pick Up makes the ball scatter from the picker's hex: home-4 (Jack) steps up from (x, y+1) onto the ball
// at (x, y) and rolls 1, 2, 3 (no success). The scatter's dice follow.
function failedPickUp(x: number, y: number, dice: number[], others: ScenarioPlayer[] = [], options: Record<string, unknown> = {}): { g: RGame; ev: Event[] } {
  const { g } = scene({ players: [{ id: 'home-4', x, y: y + 1, facing: 1 }, ...others], ball: { x, y }, dice: [1, 2, 3, ...dice] }, options);
  send(g, 'run', { player: 'home-4' });
  const ev = send(g, 'step', { dir: 1 });
  return { g, ev };
}

describe('Scatter (facts.md §3.4: "declare which hex direction is \'1\', roll d6 for direction and d6 for distance")', () => {
  it('the rushing coach declares "1" (6 choices); the others are numbered clockwise from it', () => {
    const { g } = failedPickUp(4, 4, [2, 2]);
    expect(g.pending).toMatchObject({ seat: 'home', kind: 'scatter' });
    expect(g.pending!.actions).toHaveLength(6);
    // "1" is down-right (3): a 2 is the next clockwise, down (4). From (4,4) two hexes down: (4,6).
    const ev = send(g, 'declare-one', { dir: 3 });
    expect(rolls(ev, 'rush.scatter').map((r) => r.total)).toEqual([2, 2]);
    expect(g.ball).toMatchObject({ inPlay: true, carrier: null, x: 4, y: 6 });
    expect(ofType(ev, 'rush-end')[0].why).toBe('failed to pick up the ball');
  });

  it('by default nobody is asked: "1" is the board\'s direction 1 (up), the odds being the same whichever is "1"', () => {
    // The same dice as above with "1" = up (1): a 2 is up-right (2); two hexes up-right from (4,4) in odd-q.
    const { g, ev } = failedPickUp(4, 4, [2, 2], [], { declareOne: false });
    expect(g.pending?.kind).not.toBe('scatter');
    expect(ofType(ev, 'declare-one')).toEqual([]);
    expect(rolls(ev, 'rush.scatter').map((r) => r.total)).toEqual([2, 2]);
    expect(g.ball).toMatchObject({ inPlay: true, carrier: null, x: 6, y: 3 });
  });

  it('"Walls: the ball rebounds at 60°": up-right into the long wall, it goes on down-right', () => {
    // From (8,1): (9,0), (10,0), then the wall: down-right to (11,0) and (12,1).
    const { g } = failedPickUp(8, 1, [2, 4]);
    const ev = send(g, 'declare-one', { dir: 1 });
    expect(ofType(ev, 'rebound')).toEqual([expect.objectContaining({ x: 10, y: 0, dir: 3 })]);
    expect(g.ball).toMatchObject({ x: 12, y: 1, carrier: null });
  });

  it('"in the 6 hexes with 3 sides on the wall it bounces straight back": the board\'s bounce hexes', () => {
    const b = pitch(scene({ players: [] }).g);
    // (12,0) is a bounce hex: up-right comes back down-left. (10,0) is not: up-right turns 60° to down-right.
    expect(rebound(b, { x: 12, y: 0 }, 2)).toBe(5);
    expect(rebound(b, { x: 10, y: 0 }, 2)).toBe(3);
    // Off an end wall the line is mirrored: down-right off the far end goes on down-left.
    expect(rebound(b, { x: 25, y: 5 }, 3)).toBe(5);
  });

  it('"A standing player in the front arc must try to catch it as a 0-success throw" (at least 1 die)', () => {
    // From (6,1) straight up: (6,0), the wall sends it straight back into (6,1), where home-4 stands facing up.
    const { g } = failedPickUp(6, 1, [1, 3, 4]);
    const ev = send(g, 'declare-one', { dir: 1 });
    const [c] = rolls(ev, 'rush.catch');
    expect(c).toMatchObject({ who: 'home-4', outcome: 'success' });
    expect(c.modifiers).toEqual([{ source: 'at least 1 die', value: 1 }]);
    expect(c.dice).toEqual([4]);
    expect(g.ball).toMatchObject({ carrier: 'home-4', x: 6, y: 1 });
  });

  it('a failed catch of a scattering ball scatters it again from the catcher', () => {
    // away-4 (Goblin Jack) at (4,7) faces up: the ball comes down from (4,6), in his front arc. Catch 3 fails
    // (Skill 4+); again direction 3, 1 hex: (5,7).
    const { g } = failedPickUp(4, 4, [4, 3, 3, 3, 1], [{ id: 'away-4', x: 4, y: 7, facing: 1 }]);
    const ev = send(g, 'declare-one', { dir: 1 });
    expect(rolls(ev, 'rush.catch')[0]).toMatchObject({ who: 'away-4', outcome: 'failure' });
    expect(rolls(ev, 'rush.scatter').map((r) => r.total)).toEqual([4, 3, 3, 1]);
    expect(g.ball).toMatchObject({ carrier: null, x: 5, y: 7 });
  });

  it('a ball coming from a standing player\'s side or rear hits him and scatters again; he makes no catch', () => {
    // away-4 at (4,6) faces down: the ball comes from his rear. Again direction 2, 1 hex: (5,5).
    const { g } = failedPickUp(4, 4, [4, 3, 2, 1], [{ id: 'away-4', x: 4, y: 6, facing: 4 }]);
    const ev = send(g, 'declare-one', { dir: 1 });
    expect(rolls(ev, 'rush.catch')).toHaveLength(0);
    expect(ofType(ev, 'ball-hits')[0].player).toBe('away-4');
    expect(g.ball).toMatchObject({ carrier: null, x: 5, y: 5 });
  });

  it('"A downed player doesn\'t block it, but if the ball stops on one, it scatters again"', () => {
    // away-4 down at (4,6): the ball rolls through to (4,7); the next time it stops on him and goes on to (5,5).
    const down = { id: 'away-4', x: 4, y: 6, facing: 1, down: true };
    const through = failedPickUp(4, 4, [4, 3], [down]);
    send(through.g, 'declare-one', { dir: 1 });
    expect(through.g.ball).toMatchObject({ x: 4, y: 7 });
    const stops = failedPickUp(4, 4, [4, 2, 2, 1], [down]);
    const ev = send(stops.g, 'declare-one', { dir: 1 });
    expect(rolls(ev, 'rush.scatter')).toHaveLength(4);
    expect(stops.g.ball).toMatchObject({ x: 5, y: 5 });
    expect(has(stops.g, 'declare-one')).toBe(false);
    expect(who(stops.g, 'away-4').down).toBe(true);
  });

  describe('option declineScatter (2nd edition, facts.md §3.7): "a player may decline a scattering ball (it scatters on)"', () => {
    // away-4 (Goblin Jack) at (4,7) faces up; the ball scatters down (4) 4 hexes from (4,4): through his hex to (4,8).
    const goblin = { id: 'away-4', x: 4, y: 7, facing: 1 };

    it('his coach is asked before the catch; "let-pass": no catch, the ball goes on past him', () => {
      const { g } = failedPickUp(4, 4, [4, 4], [goblin], { declineScatter: true });
      send(g, 'declare-one', { dir: 1 });
      expect(g.pending).toMatchObject({ seat: 'away', kind: 'scatter-catch' });
      expect(g.pending!.actions.map((a) => a.type)).toEqual(['catch', 'let-pass']);
      const ev = send(g, 'let-pass');
      expect(rolls(ev, 'rush.catch')).toHaveLength(0);
      expect(ofType(ev, 'ball-declined')[0].player).toBe('away-4');
      expect(g.ball).toMatchObject({ carrier: null, x: 4, y: 8 });
    });

    it('"catch": he must try, as without the option', () => {
      const { g } = failedPickUp(4, 4, [4, 4, 4], [goblin], { declineScatter: true });
      send(g, 'declare-one', { dir: 1 });
      const ev = send(g, 'catch');
      expect(rolls(ev, 'rush.catch')[0]).toMatchObject({ who: 'away-4', outcome: 'success' });
      expect(g.ball).toMatchObject({ carrier: 'away-4' });
    });

    it('off (the default): nobody is asked, he tries to catch', () => {
      const { g } = failedPickUp(4, 4, [4, 4, 4], [goblin]);
      const ev = send(g, 'declare-one', { dir: 1 });
      expect(rolls(ev, 'rush.catch')).toHaveLength(1);
      expect(g.ball.carrier).toBe('away-4');
    });
  });
});
