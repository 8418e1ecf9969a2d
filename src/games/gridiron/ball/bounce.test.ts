import { describe, expect, it } from 'vitest';
import pitchData from '../boards/pitch.json';
import { stage } from './testkit';

function bounce(o: { players?: any[]; at?: { x: number; y: number }; dice: number[]; risk?: boolean; active?: 'home' | 'away' }) {
  const at = o.at ?? { x: 10, y: 7 };
  const h = stage({ players: o.players ?? [], ball: at, dice: o.dice, active: o.active });
  h.state.ball.state = 'loose';
  h.run({ p: 'gridiron.bounce', ...(o.risk ? { risk: true } : {}) });
  return h;
}

describe('the scatter diagram (seed 001): 1 2 3 / 4 ball 5 / 6 7 8', () => {
  it.each([
    [1, 9, 6], [2, 10, 6], [3, 11, 6], [4, 9, 7], [5, 11, 7], [6, 9, 8], [7, 10, 8], [8, 11, 8],
  ])('d8 %i bounces the ball from (10,7) to (%i,%i)', (d8, x, y) => {
    const h = bounce({ dice: [d8] });
    expect(h.rolls('gridiron.bounce')[0].dice).toEqual([d8]);
    expect(h.state.ball).toMatchObject({ state: 'ground', x, y });
  });
});

describe('bouncing balls (seed 001)', () => {
  it('a standing player in the square may try to catch it', () => {
    const h = bounce({ players: [{ side: 'away', number: 1, x: 11, y: 7 }], dice: [5, 4] });
    expect(h.pending).toMatchObject({ kind: 'catch-choice', seat: 'away' });
    expect(h.pending!.actions[0].hint).toBe('4+');
    h.act({ type: 'catch-choice', catch: true });
    expect(h.rolls('gridiron.catch')[0]).toMatchObject({ modifiers: [], outcome: 'success' });
    expect(h.state.ball.carrier).toBe('away-1');
  });
  it('a player is not obliged to catch it: a declined ball scatters on', () => {
    const h = bounce({ players: [{ side: 'away', number: 1, x: 11, y: 7 }], dice: [5, 5] });
    h.act({ type: 'catch-choice', catch: false });
    expect(h.rolls('gridiron.catch')).toHaveLength(0);
    expect(h.rolls('gridiron.bounce')).toHaveLength(2);
    expect(h.state.ball).toMatchObject({ state: 'ground', x: 12, y: 7 });
  });
  it('a failed catch bounces again until it is caught, lands in an empty square or goes off the field', () => {
    // (11,7) drops it (2), bounce 5 -> (12,7) where another drops it (3), bounce 5 -> (13,7): empty
    const h = bounce({ players: [{ side: 'away', number: 1, x: 11, y: 7 }, { side: 'away', number: 2, x: 12, y: 7 }], dice: [5, 2, 5] });
    h.act({ type: 'catch-choice', catch: true });
    h.state.script.push(3, 5);
    h.act({ type: 'catch-choice', catch: true });
    expect(h.rolls('gridiron.catch').map((r) => r.who)).toEqual(['away-1', 'away-2']);
    expect(h.state.ball).toMatchObject({ state: 'ground', x: 13, y: 7 });
    expect(h.pending).toBeNull();
    expect(h.state.stack).toHaveLength(1);
  });
  it('prone players may never try to catch: the ball bounces on from their square', () => {
    const h = bounce({ players: [{ side: 'home', number: 1, x: 11, y: 7, stance: 'prone' }], dice: [5, 5] });
    expect(h.pending).toBeNull();
    expect(h.rolls('gridiron.bounce')).toHaveLength(2);
    expect(h.state.ball).toMatchObject({ state: 'ground', x: 12, y: 7 });
  });
  it('a stunned player, or one without his tackle zone, cannot catch either', () => {
    const h = bounce({ players: [{ side: 'home', number: 1, x: 11, y: 7, stance: 'stunned' }], dice: [5, 5] });
    expect(h.state.ball).toMatchObject({ x: 12, y: 7 });
    const g = stage({ players: [{ side: 'home', number: 1, x: 11, y: 7 }], ball: { x: 10, y: 7 }, dice: [5, 5] });
    g.p('home-1').flags = ['no-tackle-zone'];
    g.run({ p: 'gridiron.bounce' });
    expect(g.state.ball).toMatchObject({ x: 12, y: 7 });
  });
  it('off the field it is thrown in from the last square it was in', () => {
    // d8 2 goes off the top from (10,0); template 3 (straight in), 2d6 1+1: lands on (10,2), empty, and bounces (8)
    const h = bounce({ at: { x: 10, y: 0 }, dice: [2, 3, 1, 1, 8] });
    expect(h.has('ball-out')).toMatchObject({ x: 10, y: 0 });
    expect(h.has('throw-in')).toMatchObject({ x: 10, y: 0, edge: 'top', distance: 2, land: { x: 10, y: 2 } });
    expect(h.state.ball).toMatchObject({ state: 'ground', x: 11, y: 3 });
  });
  it('the moving team failing to catch a bouncing ball ends the turn if, after all the bouncing, it has not got the ball', () => {
    const lost = bounce({ players: [{ side: 'home', number: 1, x: 11, y: 7 }], dice: [5] });
    lost.state.script.push(2, 5);
    lost.act({ type: 'catch-choice', catch: true });
    expect(lost.state.turnover).toBe(true);
    // ... but a team-mate catching it after the drop saves the turn
    const saved = bounce({ players: [{ side: 'home', number: 1, x: 11, y: 7 }, { side: 'home', number: 2, x: 12, y: 7 }], dice: [5] });
    saved.state.script.push(2, 5);
    saved.act({ type: 'catch-choice', catch: true });
    saved.state.script.push(6);
    saved.act({ type: 'catch-choice', catch: true });
    expect(saved.state.ball.carrier).toBe('home-2');
    expect(saved.state.turnover).toBe(false);
  });
  it('a bounce nobody of the moving team fumbled, ending on the ground, is no turnover', () => {
    const h = bounce({ dice: [5] });
    expect(h.state.turnover).toBe(false);
  });
  it('a declined catch is no failed catch: no turnover', () => {
    const h = bounce({ players: [{ side: 'home', number: 1, x: 11, y: 7 }], dice: [5, 5] });
    h.act({ type: 'catch-choice', catch: false });
    expect(h.state.turnover).toBe(false);
  });
});

describe('walls (a board with walls, such as a dungeon map)', () => {
  it('the ball never scatters into a wall: the d8 is rolled again', () => {
    const w = stage({ players: [], ball: { x: 10, y: 7 }, dice: [5, 5, 7] });
    // The pitch with one wall, east of the ball (a match names its board in its options).
    w.state.options = { board: { ...pitchData, id: 'walled-pitch', walls: [[10, 7, 11, 7]] } };
    w.state.ball.state = 'loose';
    w.run({ p: 'gridiron.bounce' });
    expect(w.rolls('gridiron.bounce').map((r) => r.dice[0])).toEqual([5, 5, 7]);
    expect(w.state.ball).toMatchObject({ state: 'ground', x: 10, y: 8 });
  });
});
