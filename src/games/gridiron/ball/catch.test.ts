import { describe, expect, it } from 'vitest';
import { stage } from './testkit';

// A catcher at (10,7); the ball arrives as `kind` (accurate pass, hand-off, or a missed pass / bouncing ball /
// throw-in), and on a drop it bounces: the d8 after the catch dice is the bounce.
function catchAt(o: { ag?: number; skills?: string[]; kind?: string; extra?: any[]; weather?: any; dice: number[]; active?: 'home' | 'away'; acting?: boolean | null; rerolls?: number }) {
  const h = stage({
    players: [{ side: 'home', number: 1, x: 10, y: 7, ag: o.ag ?? 3, skills: o.skills ?? [] }, ...(o.extra ?? [])],
    dice: o.dice, weather: o.weather, active: o.active, acting: o.acting === null ? null : o.acting ? 'home-1' : undefined, rerolls: { home: o.rerolls ?? 0 },
  });
  h.run({ p: 'gridiron.catch', player: 'home-1', kind: o.kind ?? 'other' });
  return h;
}

describe('Agility Table for catching (seed 001)', () => {
  it.each([[1, 6], [2, 5], [3, 4], [4, 3], [5, 2], [6, 1]])('AG %i needs %i+ (a bouncing ball, +0)', (ag, need) => {
    const hit = catchAt({ ag, dice: [Math.max(2, need)] });
    expect(hit.rolls('gridiron.catch')[0]).toMatchObject({ target: need, outcome: 'success' });
    expect(hit.state.ball).toMatchObject({ state: 'held', carrier: 'home-1' });
    expect(hit.last).toBe('caught');
    if (need > 2) {
      const miss = catchAt({ ag, dice: [need - 1, 5] });
      expect(miss.rolls('gridiron.catch')[0].outcome).toBe('failure');
      expect(miss.last).toBe('dropped');
    }
  });
  it('a roll of 1 always fails, even for AG 6 catching an accurate pass', () => {
    const h = catchAt({ ag: 6, kind: 'accurate', dice: [1, 5] });
    expect(h.rolls('gridiron.catch')[0]).toMatchObject({ total: 2, outcome: 'failure', note: 'a natural 1 always fails' });
  });
  it('a roll of 6 always succeeds, even for AG 1 in two tackle zones', () => {
    const h = catchAt({ ag: 1, dice: [6], extra: [{ side: 'away', number: 1, x: 11, y: 7 }, { side: 'away', number: 2, x: 9, y: 7 }] });
    expect(h.rolls('gridiron.catch')[0]).toMatchObject({ total: 4, outcome: 'success' });
  });
});

describe('catching modifiers (seed 001 and LRB6)', () => {
  const opp = (n: number, x: number, y: number, skills: string[] = []) => ({ side: 'away' as const, number: n, x, y, skills });
  it.each([
    ['catching an accurate pass +1', { kind: 'accurate' }, [{ source: 'accurate pass', value: 1 }]],
    ['catching a missed pass, bouncing ball or throw-in +0', { kind: 'other' }, []],
    ['catching a hand-off +1', { kind: 'handoff' }, [{ source: 'hand-off', value: 1 }]],
    ['per opposing tackle zone -1', { extra: [opp(1, 11, 8)] }, [{ source: 'opposing tackle zone', value: -1 }]],
    ['two opposing tackle zones -2', { extra: [opp(1, 11, 8), opp(2, 9, 6)] }, [{ source: '2 opposing tackle zones', value: -2 }]],
    ['a prone opponent puts no tackle zone on the catcher', { extra: [{ ...opp(1, 11, 8), stance: 'prone' }] }, []],
    ['Pouring Rain -1', { weather: 'pouring-rain' }, [{ source: 'Pouring Rain', value: -1 }]],
    ['Diving Catch +1 on an accurate pass', { kind: 'accurate', skills: ['Diving Catch'] }, [{ source: 'accurate pass', value: 1 }, { source: 'Diving Catch', value: 1 }]],
    ['Diving Catch nothing on a bouncing ball', { skills: ['Diving Catch'] }, []],
    ['Extra Arms +1', { skills: ['Extra Arms'] }, [{ source: 'Extra Arms', value: 1 }]],
    ['Nerves of Steel ignores tackle zones', { skills: ['Nerves of Steel'], extra: [opp(1, 11, 8)] }, []],
    ['Disturbing Presence -1 per opponent within 3', { extra: [opp(1, 13, 4, ['Disturbing Presence'])] }, [{ source: 'Disturbing Presence', value: -1 }]],
  ])('%s', (_n, o: any, mods) => {
    const h = catchAt({ ...o, dice: [6] });
    expect(h.rolls('gridiron.catch')[0].modifiers).toEqual(mods);
  });
});

describe('re-rolls of a catch', () => {
  it('Catch re-rolls a failed catch of a bouncing ball', () => {
    const h = catchAt({ skills: ['Catch'], dice: [2, 4] });
    expect(h.rolls('gridiron.catch').map((r) => r.outcome)).toEqual(['failure', 'success']);
    expect(h.state.ball.carrier).toBe('home-1');
  });
  it('Sure Hands does not re-roll a catch (seed 001 [JJ])', () => {
    const h = catchAt({ skills: ['Sure Hands'], dice: [2, 5] });
    expect(h.rolls('gridiron.catch')).toHaveLength(1);
    expect(h.state.ball.carrier).toBeNull();
  });
  it('a team re-roll is offered in the team\'s own turn, never in the opponent\'s', () => {
    const own = catchAt({ dice: [2], acting: true, rerolls: 2 });
    expect(own.pending?.kind).toBe('reroll');
    const theirs = catchAt({ dice: [2, 5], active: 'away', rerolls: 2 });
    expect(theirs.pending).toBeNull();
  });
});

describe('a dropped ball bounces', () => {
  it('from the catcher\'s square; when the moving team dropped it, the ball at rest on the ground is a turnover', () => {
    const h = catchAt({ dice: [3, 8] });
    expect(h.state.ball).toMatchObject({ state: 'ground', x: 11, y: 8 });
    expect(h.state.turnover).toBe(true);
  });
  it('a kick-off the receiving team drops is no turnover: nobody is moving yet', () => {
    const h = catchAt({ dice: [3, 8], acting: null });
    expect(h.state.ball.state).toBe('ground');
    expect(h.state.turnover).toBe(false);
  });
  it('a ball the other team drops in the moving team\'s turn is no turnover by itself', () => {
    const h = catchAt({ dice: [3, 8], active: 'away' });
    expect(h.state.ball.state).toBe('ground');
    expect(h.state.turnover).toBe(false);
  });
  it('an opposing player who catches the bouncing ball after a drop makes it a turnover', () => {
    const h = catchAt({ dice: [3, 5], extra: [{ side: 'away', number: 1, x: 11, y: 7 }] });
    expect(h.pending).toMatchObject({ kind: 'catch-choice', seat: 'away' });
    h.state.script.push(6);
    h.act({ type: 'catch-choice', catch: true });
    expect(h.state.ball.carrier).toBe('away-1');
    expect(h.state.turnover).toBe(true);
  });
});

describe('Diving Catch: a ball about to land in an empty square next to him', () => {
  const T = { side: 'home' as const, number: 1, x: 5, y: 7 };
  const DC = { side: 'home' as const, number: 2, x: 10, y: 7, skills: ['Diving Catch'] };
  it('an accurate pass to the empty square beside him: he may try for it from his square, at +0', () => {
    const h = stage({ players: [T, DC], ball: { carrier: 'home-1' }, dice: [4] });
    h.run({ p: 'gridiron.pass', thrower: 'home-1', x: 9, y: 7 });
    expect(h.pending).toMatchObject({ kind: 'diving-catch', seat: 'home' });
    h.state.script.push(4);
    h.act({ type: 'diving-catch', player: 'home-2' });
    expect(h.rolls('gridiron.catch')[0]).toMatchObject({ who: 'home-2', modifiers: [], outcome: 'success' });
    expect(h.state.ball).toMatchObject({ state: 'held', carrier: 'home-2', x: 10, y: 7 });
    expect(h.p('home-2')).toMatchObject({ x: 10, y: 7 });
  });
  it('declined, the ball lands and bounces', () => {
    const h = stage({ players: [T, DC], ball: { carrier: 'home-1' }, dice: [4, 4] });
    h.run({ p: 'gridiron.pass', thrower: 'home-1', x: 9, y: 7 });
    h.act({ type: 'no-diving-catch' });
    expect(h.rolls('gridiron.catch')).toHaveLength(0);
    expect(h.state.ball).toMatchObject({ state: 'ground', x: 8, y: 7 });
  });
  it('a thrown-in ball landing beside him too; an opposing Diving Catch player is asked after the moving team', () => {
    const h = stage({ players: [{ side: 'away', number: 1, x: 11, y: 2, skills: ['Diving Catch'] }, { ...DC, x: 9, y: 2 }], ball: { x: 10, y: 0 }, dice: [3, 1, 1] });
    h.run({ p: 'gridiron.throw-in', x: 10, y: 0, edge: 'top' });
    expect(h.pending).toMatchObject({ kind: 'diving-catch', seat: 'home' });
    h.act({ type: 'no-diving-catch' });
    expect(h.pending).toMatchObject({ kind: 'diving-catch', seat: 'away' });
    h.state.script.push(6);
    h.act({ type: 'diving-catch', player: 'away-1' });
    expect(h.state.ball.carrier).toBe('away-1');
  });
  it('never for a bouncing ball', () => {
    const h = stage({ players: [DC], ball: { x: 8, y: 7 }, dice: [5] });
    h.run({ p: 'gridiron.bounce' });
    expect(h.pending).toBeNull();
    expect(h.state.ball).toMatchObject({ state: 'ground', x: 9, y: 7 });
  });
});
