import { describe, expect, it } from 'vitest';
import { stage } from './testkit';

function throwIn(o: { players?: any[]; x: number; y: number; edge?: string; dice: number[]; risk?: boolean; active?: 'home' | 'away' }) {
  const h = stage({ players: o.players ?? [], ball: { x: o.x, y: o.y }, dice: o.dice, active: o.active });
  h.state.ball.state = 'loose';
  h.run({ p: 'gridiron.throw-in', x: o.x, y: o.y, ...(o.edge ? { edge: o.edge } : {}), ...(o.risk ? { risk: true } : {}) });
  return h;
}

describe('the throw-in template (seed 001): D6 for direction, 2D6 for distance', () => {
  it.each([
    // from (10,0) over the top sideline: 1-2 down-right, 3-4 straight in, 5-6 down-left; 2D6 = 2+2 = 4 squares
    ['top', 10, 0, 1, 14, 4], ['top', 10, 0, 2, 14, 4], ['top', 10, 0, 3, 10, 4], ['top', 10, 0, 4, 10, 4],
    ['top', 10, 0, 5, 6, 4], ['top', 10, 0, 6, 6, 4],
    // the bottom sideline, from (10,14)
    ['bottom', 10, 14, 1, 6, 10], ['bottom', 10, 14, 3, 10, 10], ['bottom', 10, 14, 6, 14, 10],
    // the end lines
    ['left', 0, 7, 1, 4, 3], ['left', 0, 7, 4, 4, 7], ['left', 0, 7, 5, 4, 11],
    ['right', 25, 7, 2, 21, 11], ['right', 25, 7, 3, 21, 7], ['right', 25, 7, 6, 21, 3],
    // corners: along the end line, diagonally in, along the sideline
    ['top-left', 0, 0, 1, 4, 0], ['top-left', 0, 0, 3, 4, 4], ['top-left', 0, 0, 5, 0, 4],
    ['bottom-right', 25, 14, 2, 21, 14], ['bottom-right', 25, 14, 4, 21, 10], ['bottom-right', 25, 14, 6, 25, 10],
  ])('%s edge from (%i,%i), D6 %i: lands on (%i,%i)', (edge, x, y, d6, lx, ly) => {
    const h = throwIn({ x, y, edge, dice: [d6, 2, 2, 8] });
    expect(h.rolls('gridiron.throw-in')[0].dice).toEqual([d6]);
    expect(h.rolls('gridiron.throw-in-distance')[0]).toMatchObject({ dice: [2, 2], total: 4 });
    expect(h.has('throw-in')).toMatchObject({ land: { x: lx, y: ly } });
  });

  it('the distance is 2D6 squares', () => {
    const h = throwIn({ x: 10, y: 0, edge: 'top', dice: [3, 6, 5, 8] });
    expect(h.has('throw-in')).toMatchObject({ distance: 11, land: { x: 10, y: 11 } });
  });

  it('with no edge given, the nearest one is used (a corner square: the corner)', () => {
    const h = throwIn({ x: 0, y: 0, dice: [3, 1, 1, 8] });
    expect(h.has('throw-in')).toMatchObject({ edge: 'top-left', land: { x: 2, y: 2 } });
  });
});

describe('throw-ins (seed 001)', () => {
  it('into an empty square, the ball bounces', () => {
    const h = throwIn({ x: 10, y: 0, edge: 'top', dice: [3, 1, 1, 5] });
    expect(h.rolls('gridiron.bounce')).toHaveLength(1);
    expect(h.state.ball).toMatchObject({ state: 'ground', x: 11, y: 2 });
  });
  it('onto a prone player, the ball bounces', () => {
    const h = throwIn({ x: 10, y: 0, edge: 'top', players: [{ side: 'home', number: 1, x: 10, y: 2, stance: 'prone' }], dice: [3, 1, 1, 5] });
    expect(h.rolls('gridiron.catch')).toHaveLength(0);
    expect(h.state.ball).toMatchObject({ state: 'ground', x: 11, y: 2 });
  });
  it('onto a standing player, he may try to catch it, at +0', () => {
    const h = throwIn({ x: 10, y: 0, edge: 'top', players: [{ side: 'home', number: 1, x: 10, y: 2 }], dice: [3, 1, 1, 4] });
    expect(h.pending).toMatchObject({ kind: 'catch-choice', seat: 'home' });
    h.act({ type: 'catch-choice', catch: true });
    expect(h.rolls('gridiron.catch')[0]).toMatchObject({ modifiers: [], outcome: 'success' });
    expect(h.state.ball.carrier).toBe('home-1');
  });
  it('... or let it go, and it bounces', () => {
    const h = throwIn({ x: 10, y: 0, edge: 'top', players: [{ side: 'home', number: 1, x: 10, y: 2 }], dice: [3, 1, 1, 5] });
    h.act({ type: 'catch-choice', catch: false });
    expect(h.state.ball).toMatchObject({ state: 'ground', x: 11, y: 2 });
  });
  it('off the field again, it is thrown in again from the last square it was in', () => {
    // from (3,0) over the top, 5-6 goes down-left: (2,1), (1,2), (0,3), then off the home end: thrown in again
    // from (0,3) over the left edge, 3-4 straight in, 1+1 squares: (2,3), empty, bounce 5 -> (3,3)
    const h = throwIn({ x: 3, y: 0, edge: 'top', dice: [5, 3, 3, 3, 1, 1, 5] });
    const ins = h.events.filter((e) => e.type === 'throw-in');
    expect(ins).toHaveLength(2);
    expect(ins[0]).toMatchObject({ x: 3, y: 0, out: { x: 0, y: 3, edge: 'left' } });
    expect(ins[1]).toMatchObject({ x: 0, y: 3, edge: 'left', land: { x: 2, y: 3 } });
    expect(h.state.ball).toMatchObject({ state: 'ground', x: 3, y: 3 });
  });
});

describe('intercepting a throw-in (seed 001 [GWUK])', () => {
  // thrown in straight from (10,0), 2D6 = 3+3: crosses (10,1)..(10,5), lands on (10,6)
  const crossing = [
    { side: 'away', number: 1, x: 10, y: 2 }, { side: 'away', number: 2, x: 10, y: 4 },
    { side: 'home', number: 1, x: 10, y: 3 }, { side: 'home', number: 2, x: 11, y: 3 },
  ];
  it('players whose square the ball crosses may intercept; one per team; the moving team declares first', () => {
    const h = throwIn({ x: 10, y: 0, edge: 'top', players: crossing, dice: [3, 3, 3] });
    expect(h.pending).toMatchObject({ kind: 'intercept', seat: 'home' });
    expect(h.pending!.actions.map((a) => a.player ?? a.type)).toEqual(['home-1', 'no-intercept']);
    h.act({ type: 'no-intercept' });
    expect(h.pending).toMatchObject({ kind: 'intercept', seat: 'away' });
    expect(h.pending!.actions.map((a) => a.player ?? a.type)).toEqual(['away-1', 'away-2', 'no-intercept']);
  });
  it('the declared interceptors roll in the order the ball reaches them; a success ends the throw-in', () => {
    const h = throwIn({ x: 10, y: 0, edge: 'top', players: crossing, dice: [3, 3, 3] });
    h.act({ type: 'intercept', player: 'home-1' });
    h.state.script.push(6, 6);
    h.act({ type: 'intercept', player: 'away-2' });
    // (10,3) comes before (10,4): the home player rolls first, at -2 and -1 for each of the two opponents beside him
    expect(h.rolls('gridiron.intercept').map((r) => r.who)).toEqual(['home-1']);
    expect(h.rolls('gridiron.intercept')[0].modifiers).toEqual([
      { source: 'attempting an interception', value: -2 }, { source: '2 opposing tackle zones', value: -2 },
    ]);
    expect(h.state.ball).toMatchObject({ state: 'held', carrier: 'home-1' });
    // not an Interception for Star Player Points
    expect(h.p('home-1').stats.int).toBe(0);
  });
  it('a failed interception lets the ball fly on to the next declared interceptor, then to its square', () => {
    const h = throwIn({ x: 10, y: 0, edge: 'top', players: crossing, dice: [3, 3, 3] });
    h.act({ type: 'intercept', player: 'home-1' });
    h.state.script.push(5, 2, 8);
    h.act({ type: 'intercept', player: 'away-2' });
    expect(h.rolls('gridiron.intercept').map((r) => `${r.who}:${r.outcome}`)).toEqual(['home-1:failure', 'away-2:failure']);
    // (10,6) is empty: it bounces (8) to (11,7)
    expect(h.state.ball).toMatchObject({ state: 'ground', x: 11, y: 7 });
  });
  it('an opponent intercepting the throw-in after the moving team lost the ball is the turnover', () => {
    const h = throwIn({ x: 10, y: 0, edge: 'top', players: crossing, dice: [3, 3, 3], risk: true });
    h.act({ type: 'no-intercept' });
    h.state.script.push(6);
    h.act({ type: 'intercept', player: 'away-1' });
    expect(h.state.ball.carrier).toBe('away-1');
    expect(h.state.turnover).toBe(true);
  });
  it('players beside the line of flight, or prone, are not asked', () => {
    const h = throwIn({
      x: 10, y: 0, edge: 'top', dice: [3, 1, 2, 8],
      players: [{ side: 'away', number: 1, x: 11, y: 1 }, { side: 'away', number: 2, x: 10, y: 1, stance: 'prone' }],
    });
    expect(h.pending).toBeNull();
  });
});

describe('Pass Block on a throw-in (seed 001: "Pass Block may be used for this")', () => {
  it('a Pass Block player may move up to 3 squares onto a square the ball crosses, then intercept it', () => {
    // straight in from (10,0), 3+3: crosses (10,1)..(10,5); the away player at (13,3) can reach (10,2)..(10,5)... in 3
    const h = throwIn({ x: 10, y: 0, edge: 'top', players: [{ side: 'away', number: 1, x: 13, y: 3, skills: ['Pass Block'] }], dice: [3, 3, 3] });
    expect(h.pending).toMatchObject({ kind: 'pass-block', seat: 'away' });
    const to = h.pending!.actions.filter((a) => a.type === 'pass-block').map((a) => [a.x, a.y]);
    expect(to).toEqual([[10, 1], [10, 2], [10, 3], [10, 4], [10, 5]]);
    h.act({ type: 'pass-block', player: 'away-1', x: 10, y: 3 });
    expect(h.pending).toMatchObject({ kind: 'intercept', seat: 'away' });
    h.state.script.push(6);
    h.act({ type: 'intercept', player: 'away-1' });
    expect(h.state.ball.carrier).toBe('away-1');
  });
  it('out of reach, no move is offered', () => {
    const h = throwIn({ x: 10, y: 0, edge: 'top', players: [{ side: 'away', number: 1, x: 20, y: 3, skills: ['Pass Block'] }], dice: [3, 3, 3, 8] });
    expect(h.pending).toBeNull();
  });
});

describe('where the throw-in starts', () => {
  it('given a crowd square, it starts from the pitch square beside it, over that edge', () => {
    const h = throwIn({ x: 26, y: 7, dice: [3, 1, 1, 8] });
    expect(h.has('throw-in')).toMatchObject({ x: 25, y: 7, edge: 'right', land: { x: 23, y: 7 } });
  });
});
