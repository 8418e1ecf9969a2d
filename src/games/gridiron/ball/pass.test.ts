import { describe, expect, it } from 'vitest';
import { stage } from './testkit';
import { throwTargets, throwActions, interceptors, passBlockSquares, passModifiers as passModifiersFor } from './pass';

// Home throws from (5, 7) toward the away end; a Short Pass is 4-6 squares along the pitch.
const T = { side: 'home' as const, number: 1, x: 5, y: 7 };
const R = { side: 'home' as const, number: 2, x: 9, y: 7 };

function pass(opts: { ag?: number; skills?: string[]; to?: { x: number; y: number }; extra?: any[]; dice: number[]; weather?: any; acting?: boolean; rerolls?: number }) {
  const h = stage({
    players: [{ ...T, ag: opts.ag ?? 3, skills: opts.skills ?? [] }, R, ...(opts.extra ?? [])],
    ball: { carrier: 'home-1' },
    dice: opts.dice,
    weather: opts.weather,
    acting: opts.acting ? 'home-1' : undefined,
    rerolls: { home: opts.rerolls ?? 0 },
  });
  const to = opts.to ?? R;
  h.run({ p: 'gridiron.pass', thrower: 'home-1', x: to.x, y: to.y });
  return h;
}

describe('Agility Table for passing (seed 001): the D6 roll required by the thrower\'s AG', () => {
  it.each([
    [1, 6], [2, 5], [3, 4], [4, 3], [5, 2], [6, 1],
  ])('AG %i needs %i+ for a Short Pass', (ag, need) => {
    const hit = pass({ ag, dice: [Math.max(need, 2), 6] });
    const ev = hit.rolls('gridiron.pass')[0];
    expect(ev.target).toBe(need);
    expect(ev.outcome).toBe('success');
    expect(hit.p('home-2').id).toBe(hit.state.ball.carrier);
    if (need >= 3) {
      const miss = pass({ ag, dice: [need - 1, 4, 5, 2, 8] });
      expect(miss.rolls('gridiron.pass')[0].outcome).toBe('failure');
      expect(miss.has('pass-inaccurate')).toBeTruthy();
    }
  });
});

describe('passing modifiers (seed 001)', () => {
  const opp = (n: number, x: number, y: number, skills: string[] = []) => ({ side: 'away' as const, number: n, x, y, skills });
  it.each([
    ['Quick Pass +1', { to: { x: 7, y: 7 } }, [{ source: 'Quick Pass', value: 1 }], 3],
    ['Short Pass +0', {}, [], 4],
    ['Long Pass -1', { to: { x: 13, y: 7 } }, [{ source: 'Long Pass', value: -1 }], 5],
    ['Long Bomb -2', { to: { x: 17, y: 7 } }, [{ source: 'Long Bomb', value: -2 }], 6],
    ['one opposing tackle zone on the thrower -1', { extra: [opp(1, 4, 6)] }, [{ source: 'opposing tackle zone', value: -1 }], 5],
    ['two opposing tackle zones -2', { extra: [opp(1, 4, 6), opp(2, 4, 8)] }, [{ source: '2 opposing tackle zones', value: -2 }], 6],
    ['a prone opponent has no tackle zone', { extra: [{ ...opp(1, 4, 6), stance: 'prone' }] }, [], 4],
    ['Very Sunny -1', { weather: 'very-sunny' }, [{ source: 'Very Sunny', value: -1 }], 5],
    ['Accurate +1', { skills: ['Accurate'] }, [{ source: 'Accurate', value: 1 }], 3],
    ['Strong Arm +1 on a Short Pass', { skills: ['Strong Arm'] }, [{ source: 'Strong Arm', value: 1 }], 3],
    ['Strong Arm nothing on a Quick Pass', { skills: ['Strong Arm'], to: { x: 7, y: 7 } }, [{ source: 'Quick Pass', value: 1 }], 3],
    ['Stunty -1', { skills: ['Stunty'] }, [{ source: 'Stunty', value: -1 }], 5],
    ['Nerves of Steel ignores tackle zones', { skills: ['Nerves of Steel'], extra: [opp(1, 4, 6)] }, [], 4],
    ['Disturbing Presence -1 within 3 squares', { extra: [opp(1, 2, 10, ['Disturbing Presence'])] }, [{ source: 'Disturbing Presence', value: -1 }], 5],
  ])('%s', (_name, o: any, mods, lowestDie) => {
    // the lowest die that passes succeeds, one less fails (a 1 would be a fumble instead)
    const to = o.to;
    const receiver = to ? { ...R, x: to.x, y: to.y } : R;
    const build = (die: number) => {
      const h = stage({
        players: [{ ...T, skills: o.skills ?? [] }, receiver, ...(o.extra ?? [])],
        ball: { carrier: 'home-1' }, dice: [die, 6, 4, 5, 2, 8, 8], weather: o.weather,
      });
      h.run({ p: 'gridiron.pass', thrower: 'home-1', x: receiver.x, y: receiver.y });
      if (h.pending?.kind === 'intercept') h.act({ type: 'no-intercept' });
      return h.rolls('gridiron.pass')[0];
    };
    const ok = build(lowestDie);
    expect(ok.modifiers).toEqual(mods);
    expect(ok.outcome).toBe('success');
    if (lowestDie > 2) expect(build(lowestDie - 1).outcome).toBe('failure');
  });
});

describe('"A roll of one before modification always fails, and a roll of 6 before modification always succeeds"', () => {
  it('a natural 1 fails even for AG 6 with a Quick Pass: it is a fumble', () => {
    const h = pass({ ag: 6, to: { x: 7, y: 7 }, dice: [1, 2] });
    expect(h.rolls('gridiron.pass')[0]).toMatchObject({ dice: [1], outcome: 'failure', note: 'a natural 1 always fails' });
    expect(h.has('fumble')).toBeTruthy();
  });
  it('a natural 6 succeeds even for AG 1 throwing a Long Bomb in two tackle zones', () => {
    const h = pass({
      ag: 1, to: { x: 17, y: 7 }, dice: [6, 6],
      extra: [{ side: 'away', number: 1, x: 4, y: 6 }, { side: 'away', number: 2, x: 4, y: 8 }],
    });
    const ev = h.rolls('gridiron.pass')[0];
    expect(ev.total).toBe(2);
    expect(ev.outcome).toBe('success');
    expect(h.has('pass-accurate')).toBeTruthy();
  });
});

describe('fumbles (seed 001)', () => {
  it('a natural 1: the ball bounces once from the thrower\'s square and the moving team suffers a turnover', () => {
    // bounce d8 5: from (5,7) to (6,7), an empty square
    const h = pass({ dice: [1, 5] });
    expect(h.has('fumble')).toMatchObject({ x: 5, y: 7 });
    expect(h.rolls('gridiron.bounce')).toHaveLength(1);
    expect(h.state.ball).toMatchObject({ state: 'ground', x: 6, y: 7 });
    expect(h.state.turnover).toBe(true);
    expect(h.last).toBe('fumbled');
  });
  it('is a turnover even when a team-mate catches the fumbled ball', () => {
    const h = pass({ dice: [1, 5], extra: [{ side: 'home', number: 3, x: 6, y: 7 }] });
    expect(h.pending?.kind).toBe('catch-choice');
    h.state.script.push(6);
    h.act({ type: 'catch-choice', catch: true });
    expect(h.state.ball.carrier).toBe('home-3');
    expect(h.state.turnover).toBe(true);
  });
  it('a modified 1 that is not a natural 1 is only an inaccurate pass', () => {
    const h = pass({ to: { x: 17, y: 7 }, dice: [2, 4, 5, 2, 8] });
    expect(h.rolls('gridiron.pass')[0].total).toBe(0);
    expect(h.has('fumble')).toBeUndefined();
    expect(h.has('pass-inaccurate')).toBeTruthy();
  });
  it('a fumble may be re-rolled with a team re-roll in the team\'s own turn', () => {
    const h = pass({ dice: [1], acting: true, rerolls: 1 });
    expect(h.pending?.kind).toBe('reroll');
    h.state.script.push(4, 6);
    h.act({ type: 'reroll', use: 'team' });
    expect(h.has('fumble')).toBeUndefined();
    expect(h.state.ball.carrier).toBe('home-2');
  });
  it('the Pass skill re-rolls a fumble', () => {
    const h = pass({ skills: ['Pass'], dice: [1, 4, 6] });
    expect(h.rolls('gridiron.pass').map((r) => r.dice[0])).toEqual([1, 4]);
    expect(h.state.ball.carrier).toBe('home-2');
  });
});

describe('inaccurate passes scatter three times; only the final square may catch', () => {
  it('three separate d8 scatters from the target square', () => {
    // target (9,7): 5 -> (10,7), 5 -> (11,7), 7 -> (11,8): empty, bounce 2 -> (11,7): empty, rest
    const h = pass({ dice: [3, 5, 5, 7, 2] });
    expect(h.rolls('gridiron.scatter').map((r) => r.dice[0])).toEqual([5, 5, 7]);
    expect(h.state.ball).toMatchObject({ state: 'ground', x: 11, y: 7 });
    expect(h.state.turnover).toBe(true);
  });
  it('a player the ball scatters through may not catch it; the one in the final square must try, at +0', () => {
    const h = pass({
      dice: [3, 5, 5, 7, 3],
      extra: [{ side: 'home', number: 3, x: 10, y: 7 }, { side: 'home', number: 4, x: 11, y: 8 }],
    });
    const catches = h.rolls('gridiron.catch');
    expect(catches).toHaveLength(1);
    expect(catches[0]).toMatchObject({ who: 'home-4', modifiers: [], dice: [3], outcome: 'failure' });
    expect(h.pending?.kind).not.toBe('catch-choice');
  });
  it('the ball may scatter back into the target square, where it is harder to catch (+0, not +1)', () => {
    // 4 (-1,0), 3 (+1,-1), 7 (0,+1): back on (9,7); the receiver needs 4+ with no +1, rolls 4
    const h = pass({ dice: [3, 4, 3, 7, 4] });
    expect(h.rolls('gridiron.scatter').map((r) => r.dice[0])).toEqual([4, 3, 7]);
    expect(h.rolls('gridiron.catch')[0]).toMatchObject({ who: 'home-2', modifiers: [], outcome: 'success' });
    expect(h.state.ball.carrier).toBe('home-2');
  });
  it('a pass scattering off the pitch is thrown in from the last square it crossed', () => {
    const h = stage({ players: [{ ...T, y: 1 }, { ...R, y: 1 }], ball: { carrier: 'home-1' }, dice: [3, 2, 2, 3, 4, 1, 1] });
    h.run({ p: 'gridiron.pass', thrower: 'home-1', x: 9, y: 1 });
    // 2 -> (9,0), 2 -> off the top: thrown in from (9,0), the third scatter is never rolled
    expect(h.rolls('gridiron.scatter')).toHaveLength(2);
    expect(h.has('throw-in')).toMatchObject({ x: 9, y: 0, edge: 'top' });
  });
});

describe('range, targets and the one pass', () => {
  it('the thrower may target any square in range: a team-mate, an opponent or an empty square', () => {
    const h = stage({ players: [T, R, { side: 'away', number: 1, x: 10, y: 9 }], ball: { carrier: 'home-1' } });
    const ts = throwTargets(h.state, 'home-1');
    const at = (x: number, y: number) => ts.find((t) => t.x === x && t.y === y);
    expect(at(9, 7)).toMatchObject({ range: 'short', need: 4 });
    expect(at(10, 9)).toMatchObject({ range: 'short' });
    expect(at(6, 7)).toMatchObject({ range: 'quick', need: 3 });
    expect(at(18, 7)).toMatchObject({ range: 'bomb', need: 6 });
    expect(at(19, 7)).toBeUndefined();
    expect(at(5, 7)).toBeUndefined();
    expect(throwActions(h.state, 'home-1').find((a) => a.x === 9 && a.y === 7)?.hint).toBe('Short Pass 4+');
  });
  it('a Blizzard allows only Quick and Short passes', () => {
    const h = stage({ players: [T, R], ball: { carrier: 'home-1' }, weather: 'blizzard' });
    const ranges = new Set(throwTargets(h.state, 'home-1').map((t) => t.range));
    expect([...ranges].sort()).toEqual(['quick', 'short']);
  });
  it('the crowd squares next to the pitch are targets too (throwing into the crowd on purpose)', () => {
    const h = stage({ players: [{ ...T, y: 1 }], ball: { carrier: 'home-1' }, dice: [4, 3, 1, 1] });
    expect(throwTargets(h.state, 'home-1').find((t) => t.x === 6 && t.y === -1)).toMatchObject({ crowd: true, range: 'quick' });
    h.run({ p: 'gridiron.pass', thrower: 'home-1', x: 6, y: -1 });
    expect(h.has('ball-out')).toMatchObject({ x: 6, y: 0, crowd: true });
    expect(h.has('throw-in')).toMatchObject({ x: 6, y: 0, edge: 'top' });
  });
  it('declaring the pass uses the team\'s one pass this turn', () => {
    const h = pass({ dice: [4, 6] });
    expect(h.state.teams.home.passUsed).toBe(true);
  });
});

describe('catching the pass, completions and turnovers', () => {
  it('an accurate pass is caught at +1 and counts as a completion for the thrower', () => {
    const h = pass({ dice: [4, 3] });
    expect(h.rolls('gridiron.catch')[0]).toMatchObject({ modifiers: [{ source: 'accurate pass', value: 1 }], outcome: 'success' });
    expect(h.p('home-1').stats.comp).toBe(1);
    expect(h.state.turnover).toBe(false);
    expect(h.last).toBe('caught');
  });
  it('an accurate pass to an empty square bounces, and the ball at rest on the ground is a turnover', () => {
    const h = pass({ to: { x: 9, y: 9 }, dice: [4, 5] });
    expect(h.state.ball).toMatchObject({ state: 'ground', x: 10, y: 9 });
    expect(h.state.turnover).toBe(true);
    expect(h.p('home-1').stats.comp).toBe(0);
  });
  it('a pass landing on a prone player bounces: prone players may never try to catch', () => {
    const h = stage({ players: [T, { ...R, stance: 'prone' }], ball: { carrier: 'home-1' }, dice: [4, 5] });
    h.run({ p: 'gridiron.pass', thrower: 'home-1', x: 9, y: 7 });
    expect(h.rolls('gridiron.catch')).toHaveLength(0);
    expect(h.state.ball).toMatchObject({ state: 'ground', x: 10, y: 7 });
  });
  it('a pass caught by an opponent is a turnover but no Interception', () => {
    const h = stage({ players: [T, { side: 'away', number: 1, x: 9, y: 7 }], ball: { carrier: 'home-1' }, dice: [4, 6] });
    h.run({ p: 'gridiron.pass', thrower: 'home-1', x: 9, y: 7 });
    expect(h.state.ball.carrier).toBe('away-1');
    expect(h.state.turnover).toBe(true);
    expect(h.p('away-1').stats.int).toBe(0);
  });
  it('a dropped pass that bounces to a team-mate who catches it is no turnover (and no completion)', () => {
    // catch fails (2), bounce 5 -> (10,7) where home-3 stands: he chooses to catch and rolls 6
    const h = pass({ dice: [4, 2, 5], extra: [{ side: 'home', number: 3, x: 10, y: 7 }] });
    expect(h.pending?.kind).toBe('catch-choice');
    expect(h.pending?.seat).toBe('home');
    h.state.script.push(6);
    h.act({ type: 'catch-choice', catch: true });
    expect(h.state.ball.carrier).toBe('home-3');
    expect(h.state.turnover).toBe(false);
    expect(h.p('home-1').stats.comp).toBe(0);
  });
  it('a missed pass thrown back in by the crowd and caught by the moving team is no turnover', () => {
    // thrower at (5,1) to (9,1): miss, scatter 2 -> (9,0), 2 -> off; throw-in from (9,0): d6 3 (straight in),
    // 2d6 1+2 = 3 -> (9,3) where home-3 stands and catches with a 5
    const h = stage({
      players: [{ ...T, y: 1 }, { ...R, y: 1 }, { side: 'home', number: 3, x: 9, y: 3 }],
      ball: { carrier: 'home-1' }, dice: [3, 2, 2, 3, 1, 2],
    });
    h.run({ p: 'gridiron.pass', thrower: 'home-1', x: 9, y: 1 });
    // the thrown-in ball crosses (9,1), where the receiver stands: his coach may have him intercept it
    expect(h.pending).toMatchObject({ kind: 'intercept', seat: 'home' });
    h.act({ type: 'no-intercept' });
    expect(h.pending?.kind).toBe('catch-choice');
    h.state.script.push(5);
    h.act({ type: 'catch-choice', catch: true });
    expect(h.state.ball.carrier).toBe('home-3');
    expect(h.state.turnover).toBe(false);
  });
});

describe('interceptions (seed 001)', () => {
  const I = (ag: number, skills: string[] = []) => ({ side: 'away' as const, number: 1, x: 7, y: 7, ag, skills });
  function intercept(ag: number, dice: number[], o: { skills?: string[]; extra?: any[]; weather?: any; thrower?: string[] } = {}) {
    const h = stage({
      players: [{ ...T, skills: o.thrower ?? [] }, R, I(ag, o.skills), ...(o.extra ?? [])],
      ball: { carrier: 'home-1' }, dice, weather: o.weather,
    });
    h.run({ p: 'gridiron.pass', thrower: 'home-1', x: 9, y: 7 });
    return h;
  }

  it('the defending coach declares the interceptor before the pass roll', () => {
    const h = intercept(3, []);
    expect(h.pending).toMatchObject({ seat: 'away', kind: 'intercept' });
    expect(h.rolls()).toHaveLength(0);
    expect(h.pending!.actions.map((a) => a.type)).toEqual(['intercept', 'no-intercept']);
  });

  it('only players between thrower and receiver with the ruler over their base are eligible; only one may try', () => {
    const h = stage({
      players: [T, R, I(3), { side: 'away', number: 2, x: 8, y: 6 }, { side: 'away', number: 3, x: 8, y: 4 },
        { side: 'away', number: 4, x: 4, y: 7 }, { side: 'away', number: 5, x: 7, y: 8, stance: 'prone' }],
      ball: { carrier: 'home-1' },
    });
    expect(interceptors(h.state, h.p('home-1'), R).map((p) => p.id)).toEqual(['away-1', 'away-2']);
    h.run({ p: 'gridiron.pass', thrower: 'home-1', x: 9, y: 7 });
    expect(h.pending!.actions.filter((a) => a.type === 'intercept')).toHaveLength(2);
    h.state.script.push(1, 4, 6);
    h.act({ type: 'intercept', player: 'away-2' });
    expect(h.rolls('gridiron.intercept')).toHaveLength(1);
  });

  it.each([
    // AG, the Agility Table's roll, the roll needed after -2 (a natural 6 always succeeds)
    [1, 6, 6], [2, 5, 6], [3, 4, 6], [4, 3, 5], [5, 2, 4], [6, 1, 3],
  ])('AG %i: Agility Table %i+, needs %i with the -2', (ag, table, need) => {
    const hit = intercept(ag, []);
    hit.state.script.push(need);
    hit.act({ type: 'intercept', player: 'away-1' });
    const ev = hit.rolls('gridiron.intercept')[0];
    expect(ev.target).toBe(table);
    expect(ev.modifiers).toEqual([{ source: 'attempting an interception', value: -2 }]);
    expect(ev.outcome).toBe('success');
    if (need > 2) {
      const miss = intercept(ag, []);
      miss.state.script.push(need - 1, 4, 6);
      miss.act({ type: 'intercept', player: 'away-1' });
      expect(miss.rolls('gridiron.intercept')[0].outcome).toBe('failure');
    }
  });

  it('a natural 1 always fails an interception, a natural 6 always succeeds', () => {
    // AG 6 (1+) with Extra Arms and Very Long Legs: -2 +1 +1, so only the natural-1 rule fails a 1
    const one = intercept(6, [], { skills: ['Extra Arms', 'Very Long Legs'] });
    one.state.script.push(1, 4, 6);
    one.act({ type: 'intercept', player: 'away-1' });
    expect(one.rolls('gridiron.intercept')[0]).toMatchObject({ total: 1, target: 1, outcome: 'failure', note: 'a natural 1 always fails' });
    // AG 1 (6+) at -2: only the natural-6 rule makes a 6 succeed
    const six = intercept(1, []);
    six.state.script.push(6);
    six.act({ type: 'intercept', player: 'away-1' });
    expect(six.rolls('gridiron.intercept')[0]).toMatchObject({ total: 4, outcome: 'success', note: 'a natural 6 always succeeds' });
  });

  it.each([
    ['per opposing tackle zone -1', { extra: [{ side: 'home', number: 3, x: 7, y: 6 }] }, [{ source: 'opposing tackle zone', value: -1 }]],
    ['Pouring Rain -1', { weather: 'pouring-rain' }, [{ source: 'Pouring Rain', value: -1 }]],
    ['Extra Arms +1', { skills: ['Extra Arms'] }, [{ source: 'Extra Arms', value: 1 }]],
    ['Very Long Legs +1', { skills: ['Very Long Legs'] }, [{ source: 'Very Long Legs', value: 1 }]],
    ['Nerves of Steel ignores tackle zones', { skills: ['Nerves of Steel'], extra: [{ side: 'home', number: 3, x: 7, y: 6 }] }, []],
  ])('intercepting modifier: %s', (_n, o: any, more) => {
    const h = intercept(3, [], o);
    h.state.script.push(6);
    h.act({ type: 'intercept', player: 'away-1' });
    expect(h.rolls('gridiron.intercept')[0].modifiers).toEqual([{ source: 'attempting an interception', value: -2 }, ...more]);
  });

  it('a successful interception: the interceptor holds the ball, earns an Interception, and it is a turnover at once', () => {
    const h = intercept(3, []);
    h.state.script.push(6);
    h.act({ type: 'intercept', player: 'away-1' });
    expect(h.state.ball).toMatchObject({ state: 'held', carrier: 'away-1', x: 7, y: 7 });
    expect(h.p('away-1').stats.int).toBe(1);
    expect(h.state.turnover).toBe(true);
    expect(h.rolls('gridiron.pass')).toHaveLength(0);
    expect(h.last).toBe('intercepted');
  });

  it('a failed interception lets the pass carry on as normal', () => {
    const h = intercept(3, []);
    h.state.script.push(5, 4, 6);
    h.act({ type: 'intercept', player: 'away-1' });
    expect(h.rolls('gridiron.intercept')[0].outcome).toBe('failure');
    expect(h.state.ball.carrier).toBe('home-2');
  });

  it('Catch re-rolls a failed interception', () => {
    const h = intercept(3, [], { skills: ['Catch'] });
    h.state.script.push(2, 6);
    h.act({ type: 'intercept', player: 'away-1' });
    expect(h.rolls('gridiron.intercept').map((r) => r.outcome)).toEqual(['failure', 'success']);
    expect(h.state.ball.carrier).toBe('away-1');
  });

  it('Safe Throw: an unmodified AG roll by the thrower cancels the interception', () => {
    const h = intercept(3, [], { thrower: ['Safe Throw'] });
    h.state.script.push(6, 4, 4, 6);
    h.act({ type: 'intercept', player: 'away-1' });
    expect(h.rolls('gridiron.safe-throw')[0]).toMatchObject({ target: 4, modifiers: [], outcome: 'success' });
    expect(h.has('interception-cancelled')).toBeTruthy();
    expect(h.state.ball.carrier).toBe('home-2');
    expect(h.p('away-1').stats.int).toBe(0);
  });
});

describe('Pass Block', () => {
  it('moves up to 3 squares, before the interception is declared, to get under the ruler', () => {
    const pb = { side: 'away' as const, number: 1, x: 7, y: 11, skills: ['Pass Block'] };
    const h = stage({ players: [T, R, pb], ball: { carrier: 'home-1' }, dice: [3, 4, 6] });
    const squares = passBlockSquares(h.state, h.p('away-1'), h.p('home-1'), R);
    expect(squares).toContainEqual({ x: 7, y: 8 });
    expect(squares).not.toContainEqual({ x: 7, y: 7 - 0 - 0 + 10 });
    expect(squares.every((s) => Math.max(Math.abs(s.x - 7), Math.abs(s.y - 11)) <= 3)).toBe(true);
    h.run({ p: 'gridiron.pass', thrower: 'home-1', x: 9, y: 7 });
    expect(h.pending?.kind).toBe('pass-block');
    h.act({ type: 'pass-block', player: 'away-1', x: 7, y: 8 });
    expect(h.p('away-1')).toMatchObject({ x: 7, y: 8 });
    expect(h.pending?.kind).toBe('intercept');
    h.act({ type: 'intercept', player: 'away-1' });
    expect(h.rolls('gridiron.intercept')[0].dice).toEqual([3]);
  });
  it('no square in reach is no decision', () => {
    const pb = { side: 'away' as const, number: 1, x: 20, y: 1, skills: ['Pass Block'] };
    const h = stage({ players: [T, R, pb], ball: { carrier: 'home-1' }, dice: [4, 6] });
    h.run({ p: 'gridiron.pass', thrower: 'home-1', x: 9, y: 7 });
    expect(h.pending).toBeNull();
    expect(h.state.ball.carrier).toBe('home-2');
  });
});

describe('Dump-Off', () => {
  it('throws a Quick pass in the opponent\'s turn: no Pass action used and nobody\'s turn ends', () => {
    const h = stage({ players: [T, { ...R, x: 7 }], ball: { carrier: 'home-1' }, active: 'away', dice: [1, 5] });
    h.p('home-1').skills = ['Dump-Off'];
    h.run({ p: 'gridiron.dump-off', thrower: 'home-1' });
    expect(h.pending?.kind).toBe('dump-off');
    expect(h.pending!.actions.every((a) => a.type === 'no-dump-off' || String(a.hint).startsWith('Quick'))).toBe(true);
    h.act({ type: 'throw', x: 7, y: 7 });
    expect(h.has('fumble')).toBeTruthy();
    expect(h.state.turnover).toBe(false);
    expect(h.state.teams.home.passUsed).toBe(false);
  });
});

describe('the menu\'s roll needed is the pass roll\'s', () => {
  it.each([
    [[], 'nice'], [['Strong Arm'], 'nice'], [['Accurate', 'Strong Arm'], 'very-sunny'], [['Stunty', 'Nerves of Steel'], 'nice'],
    [['Strong Arm'], 'blizzard'],
  ])('skills %j, weather %s', (skills, weather) => {
    const h = stage({
      players: [{ ...T, ag: 4, skills: skills as string[] }, { side: 'away', number: 1, x: 6, y: 8 }],
      ball: { carrier: 'home-1' }, weather: weather as any,
    });
    const t = h.p('home-1');
    for (const target of throwTargets(h.state, 'home-1')) {
      let sum = 0;
      for (const m of passModifiersFor(h.state, t, target.range)) sum += m.value;
      expect(target.need).toBe(Math.min(6, Math.max(2, 3 - sum)));
    }
  });
});
