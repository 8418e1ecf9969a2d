// INITIATIVE, HOLDING AN ACTION and BLITZING (seed), as scenarios.
import { describe, expect, it } from 'vitest';
import { runeball } from './index';
import { rollInitiative } from './rounds';
import { away, doAct, has, home, ofType, plain, rolls, scene } from './testkit';

describe('initiative', () => {
  it('1d12 + INI, highest first; ties re-rolled with the same modifier, ordering only the tied', () => {
    // INI: plain 5; home #2 with AGI 14, PER 14: INI 9
    const { g } = scene({ players: [plain('home', 1, 3, 3), plain('home', 2, 3, 5, { attributes: { AGI: 14, PER: 14 } }), plain('away', 3, 20, 3)], dice: [] });
    g.script.push(7, 3, 12, 4, 9);
    const ctx = { state: g, events: [] as any[], ruleset: runeball };
    const order = rollInitiative(ctx);
    const first = rolls(ctx.events, 'runeball.initiative');
    expect(first.map((r) => r.total)).toEqual([12, 12, 17]);
    expect(first[1].modifiers).toEqual([{ source: 'INI', value: 9 }]);
    const ties = rolls(ctx.events, 'runeball.initiative.tie');
    expect(ties.map((r) => r.total)).toEqual([9, 18]);
    expect(order).toEqual([away(3), home(2), home(1)]);
  });
});

describe('blitzing', () => {
  // home #1 acts with initiative 10; away #5 (11), #6 (7) and #7 (6, carrying the ball) might blitz
  const setup = () => {
    const { g } = scene({
      players: [plain('home', 1, 5, 7), plain('away', 5, 20, 3), plain('away', 6, 20, 7), plain('away', 7, 20, 11)],
      ball: { team: 'away', number: 7 },
      dice: [5, 6, 2, 1],
    });
    // away #5 acts first; home #1 (10 >= 11 - 3) could blitz him, but lets him act
    doAct(g, { type: 'let-act' });
    return g;
  };

  it('a player whose initiative is at most 3 less than the acting player\'s may blitz; never the ball carrier', () => {
    const g = setup();
    // order: away #5 (11), home #1 (10), away #6 (7), away #7 (6); away #5 acts first
    expect(g.pending!).toMatchObject({ kind: 'turn' });
    expect(g.stack[g.stack.length - 1].pid).toBe(away(5));
    doAct(g, { type: 'end', facing: 5 });
    expect(g.pending!).toMatchObject({ kind: 'blitz', seat: 'away' });
    const blitzers = g.pending!.actions.filter((a) => a.type === 'blitz').map((a) => a.player);
    expect(blitzers).toEqual([away(6)]);
  });

  it('the blitzer preempts the acting player, at -2 to all its actions and -2 defence, and cannot be blitzed back', () => {
    const g = setup();
    doAct(g, { type: 'end', facing: 5 });
    const events = doAct(g, { type: 'blitz', player: away(6) });
    expect(ofType(events, 'blitz')[0]).toMatchObject({ player: away(6), against: home(1) });
    expect(g.pending!.kind).toBe('turn');
    expect(g.stack[g.stack.length - 1]).toMatchObject({ pid: away(6), blitz: true });
    expect(g.players[away(6)].def).toBe(-2);
    expect(has(g, 'hold')).toBe(false);
    // after the blitz, the acting player moves without another blitz window
    doAct(g, { type: 'end', facing: 5 });
    expect(g.pending!.kind).toBe('turn');
    expect(g.stack[g.stack.length - 1].pid).toBe(home(1));
  });

  it('no question before a move when nobody could blitz it: the only opponent is 4 initiative behind', () => {
    // home #1 rolls 5 + INI 5 = 10, away #6 1 + 5 = 6: 6 < 10 - 3, so home #1 simply acts
    const { g } = scene({ players: [plain('home', 1, 5, 7), plain('away', 6, 20, 7)], dice: [5, 1] });
    expect(g.pending!.kind).toBe('turn');
    expect(g.stack[g.stack.length - 1].pid).toBe(home(1));
  });

  it('the window asks only what may be done in it, each button in words', () => {
    const g = setup();
    doAct(g, { type: 'end', facing: 5 });
    expect(g.pending!.prompt).toMatch(/is about to act: blitz him, or let him act\?$/);
    expect(g.pending!.actions.map((a) => a.label)).toEqual(['Let him act', expect.stringMatching(/^Blitz with .+ \(-2 to his actions\)$/)]);
  });

  it('only one blitz against a single opponent\'s move', () => {
    const g = setup();
    doAct(g, { type: 'end', facing: 5 });
    doAct(g, { type: 'blitz', player: away(6) });
    doAct(g, { type: 'end', facing: 5 });
    expect(g.pending!.kind).not.toBe('blitz');
  });

  it('a blitzer\'s block is at Block - 2', () => {
    const { g } = scene({ players: [plain('home', 1, 10, 7), plain('away', 5, 11, 7)], turn: { team: 'home', number: 1, blitz: true }, dice: [10, 10] });
    const events = doAct(g, { type: 'block', target: away(5) });
    expect(rolls(events, 'runeball.block')[0].modifiers).toContainEqual({ source: 'blitz', value: -2 });
  });

  it('the blitzing option can switch blitzing off', () => {
    const { g } = scene({
      players: [plain('home', 1, 5, 7), plain('away', 5, 20, 3), plain('away', 6, 20, 7)],
      dice: [5, 6, 2],
    }, { blitzing: false });
    doAct(g, { type: 'end', facing: 5 });
    expect(g.pending!.kind).toBe('turn');
  });
});

describe('holding an action', () => {
  it('a blitzer may be preempted by a held player of the acting team', () => {
    // order: home #2 (12), away #5 (11), home #1 (10), away #6 (9)
    const { g } = scene({ players: [plain('home', 1, 5, 7), plain('home', 2, 5, 3), plain('away', 5, 20, 3), plain('away', 6, 20, 7)], dice: [5, 7, 6, 4] });
    // home #2 acts first (away #5 could blitz him, but does not), and holds
    doAct(g, { type: 'let-act' });
    doAct(g, { type: 'hold' });
    // away #5's move: home may blitz or preempt with the held #2; it lets him act
    doAct(g, { type: 'let-act' });
    doAct(g, { type: 'end', facing: 5 });
    // home #1's move: away #6 blitzes; home's held #2 preempts the blitzer
    doAct(g, { type: 'blitz', player: away(6) });
    expect(g.pending!).toMatchObject({ kind: 'preempt', seat: 'home' });
    doAct(g, { type: 'preempt', player: home(2) });
    expect(g.stack[g.stack.length - 1]).toMatchObject({ p: 'turn', pid: home(2) });
    doAct(g, { type: 'end', facing: 2 });
    expect(g.stack[g.stack.length - 1]).toMatchObject({ p: 'turn', pid: away(6), blitz: true });
  });

  it('a held player may preempt an opponent later in the round', () => {
    // order: home #1 (11), away #5 (10)
    const { g } = scene({ players: [plain('home', 1, 5, 7), plain('away', 5, 20, 3)], dice: [6, 5] }, { blitzing: false });
    doAct(g, { type: 'hold' });
    expect(g.pending!).toMatchObject({ kind: 'blitz', seat: 'home' });
    expect(has(g, 'preempt', (a) => a.player === home(1))).toBe(true);
    doAct(g, { type: 'preempt', player: home(1) });
    expect(g.stack[g.stack.length - 1]).toMatchObject({ p: 'turn', pid: home(1), held: true });
  });
});
