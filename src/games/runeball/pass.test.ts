// PASSING AND HANDOFFS, CATCHING A PASS, INTERCEPTING A PASS (seed), as scenarios. The passer, home #2, stands at
// (10,7) with the ball; Pass 0 and Catch 0, so a d20 roll r against DL 10 succeeds by r - 10.
import { describe, expect, it } from 'vitest';
import { away, doAct, has, home, ofType, plain, rolls, scene } from './testkit';

type P = ReturnType<typeof plain>;
const throwing = (dice: number[], receiverX = 14, others: P[] = [], passer: Record<string, unknown> = {}, receiver: Record<string, unknown> = {}) =>
  scene({
    players: [plain('home', 2, 10, 7, passer), plain('home', 3, receiverX, 7, receiver), ...others],
    ball: { team: 'home', number: 2 },
    turn: { team: 'home', number: 2 },
    dice,
  });

describe('pass range DLs', () => {
  it.each([
    [2, 10], [6, 10], [7, 14], [10, 14], [11, 18], [14, 18], [15, 22], [18, 22],
  ])('range %i: DL %i', (range, dl) => {
    const { g } = throwing([10], 10 + range);
    const events = doAct(g, { type: 'pass', target: home(3) });
    expect(rolls(events, 'runeball.pass')[0].target).toBe(dl);
  });

  it('no pass beyond 18 hexes without Bomb; Bomb: 19-22 hexes at DL 24', () => {
    expect(has(throwing([], 29).g, 'pass')).toBe(false);
    const { g } = throwing([10], 29, [], { maneuvers: ['bomb'] });
    const events = doAct(g, { type: 'bomb', target: home(3) });
    expect(rolls(events, 'runeball.pass')[0].target).toBe(24);
  });

  it('Point Blank: 2-3 hexes at DL 6', () => {
    const { g } = throwing([10], 13, [], { maneuvers: ['point-blank'] });
    expect(rolls(doAct(g, { type: 'point-blank', target: home(3) }), 'runeball.pass')[0].target).toBe(6);
    expect(has(throwing([], 14, [], { maneuvers: ['point-blank'] }).g, 'point-blank')).toBe(false);
  });
});

describe('who can be passed to', () => {
  it('only a team-mate 2 or more hexes away: an adjacent one gets a handoff; never an opponent', () => {
    const { g } = throwing([], 11, [plain('home', 4, 13, 7), plain('away', 5, 10, 3)]);
    const targets = g.pending!.actions.filter((a) => a.type === 'pass').map((a) => a.target);
    expect(targets).toEqual([home(4)]);
    expect(has(g, 'handoff', (a) => a.target === home(3))).toBe(true);
  });

  it('a half move before passing is allowed; a full move is not (without Running Pass)', () => {
    const half = throwing([]).g;
    doAct(half, { type: 'move', x: 11, y: 6 });
    expect(has(half, 'pass')).toBe(true);
    const full = throwing([]).g;
    doAct(full, { type: 'move', x: 10, y: 2 });
    expect(has(full, 'pass')).toBe(false);
  });
});

describe('defenders next to the passer', () => {
  it('+1 to the DL for each adjacent defender, +2 for one in front', () => {
    // the passer turns to face the receiver (direction 2): (11,6) is in front, (9,7) behind him
    const { g } = throwing([10], 14, [plain('away', 5, 11, 6), plain('away', 6, 9, 7)]);
    const ev = rolls(doAct(g, { type: 'pass', target: home(3) }), 'runeball.pass')[0];
    expect(ev.target).toBe(13);
  });

  it('Concentration ignores up to 4 of it', () => {
    const { g } = throwing([10], 14, [plain('away', 5, 11, 6), plain('away', 6, 9, 7), plain('away', 7, 10, 6)], { maneuvers: ['concentration'] });
    // +2 +1 +2 = 5, less 4
    expect(rolls(doAct(g, { type: 'pass', target: home(3) }), 'runeball.pass')[0].target).toBe(11);
  });
});

describe('the pass result table', () => {
  it.each([
    // d20, margin, result, catch DL
    [13, 3, 'perfect', 8],
    [20, 10, 'perfect', 8],
    [12, 2, 'accurate', 10],
    [10, 0, 'accurate', 10],
    [9, -1, 'off-target', 16],
    [7, -3, 'off-target', 16],
  ])('d20 %i (margin %i): %s, catch DL %i', (d20, _m, result, catchDL) => {
    const { g } = throwing([d20, 20]);
    const events = doAct(g, { type: 'pass', target: home(3) });
    expect(ofType(events, 'pass')[0].result).toBe(result);
    expect(rolls(events, 'runeball.catch')[0]).toMatchObject({ target: catchDL, outcome: 'success' });
    expect(g.ball.by).toBe(home(3));
  });

  it.each([[6], [4]])('d20 %i (fails by 4-6): the ball scatters 1d4 hexes; a player there may catch it at DL 16', (d20) => {
    // scatter direction 3, 1d4 = 2 from (14,7): (16,8), where away #5 stands
    const { g } = throwing([d20, 3, 2], 14, [plain('away', 5, 16, 8)]);
    const events = doAct(g, { type: 'pass', target: home(3) });
    expect(ofType(events, 'pass')[0].result).toBe('scatter');
    expect(ofType(events, 'scatter')[0]).toMatchObject({ from: { x: 14, y: 7 }, to: { x: 16, y: 8 } });
    expect(g.pending!).toMatchObject({ kind: 'catch', seat: 'away' });
  });

  it('fails by 7+: the passer fumbles; the ball scatters one hex and bounces', () => {
    const { g } = throwing([3, 4]);
    const events = doAct(g, { type: 'pass', target: home(3) });
    expect(ofType(events, 'pass')[0].result).toBe('fumble');
    expect(ofType(events, 'scatter')[0]).toMatchObject({ from: { x: 10, y: 7 }, to: { x: 10, y: 8 }, dist: 1 });
    expect(g.ball.by).toBe(-1);
    expect(ofType(events, 'fumble')[0].team).toBe(0);
  });

  it('passing always ends the passer\'s turn', () => {
    const { g } = throwing([12, 15]);
    const events = doAct(g, { type: 'pass', target: home(3) });
    expect(ofType(events, 'turn-end')[0].player).toBe(home(2));
  });
});

describe('"If a pass fails for any reason, it is a fumble against the passing team."', () => {
  // Each way a pass can end without the passing team holding the ball charges the passing team (home, 0) with a
  // fumble, so the defenders (away) get the free activation.
  const fumbledBy = (events: ReturnType<typeof doAct>) => ofType(events, 'fumble').map((e) => e.team);

  it('"Even if the ball scattered into a defender\'s hex, and the defender failed to catch it, it is considered a fumble against the original passer\'s team."', () => {
    // fails by 5: scatter direction 3, 1d4 = 2 from (14,7) to (16,8), where away #5 stands; his catch 15 < 16
    const { g } = throwing([5, 3, 2, 15], 14, [plain('away', 5, 16, 8)]);
    doAct(g, { type: 'pass', target: home(3) });
    const events = doAct(g, { type: 'catch' });
    expect(rolls(events, 'runeball.catch')[0]).toMatchObject({ who: 'away #5', target: 16, outcome: 'failure' });
    expect(fumbledBy(events)).toEqual([0]);
    expect(g.pending!).toMatchObject({ kind: 'free-activation', seat: 'away' });
  });

  it('a defender who catches a scattered pass has the ball, and the failed pass is still a fumble against the passers', () => {
    const { g } = throwing([5, 3, 2, 16], 14, [plain('away', 5, 16, 8)]);
    doAct(g, { type: 'pass', target: home(3) });
    const events = doAct(g, { type: 'catch' });
    expect(rolls(events, 'runeball.catch')[0]).toMatchObject({ who: 'away #5', target: 16, outcome: 'success' });
    expect(g.ball.by).toBe(away(5));
    expect(fumbledBy(events)).toEqual([0]);
    expect(g.pending!).toMatchObject({ kind: 'free-activation', seat: 'away' });
  });

  it('a defender who dives for a scattered pass and catches it: a fumble against the passers', () => {
    // fails by 5: direction 4, 1d4 = 2 from (14,7) to the empty (14,9); away #6 dives 2 hexes from (14,11), DL 16 + 2
    const diver = plain('away', 6, 14, 11, { maneuvers: ['diving-catch'], skills: { breakfall: 5 } });
    const { g } = throwing([5, 4, 2, 18], 14, [diver]);
    doAct(g, { type: 'pass', target: home(3) });
    expect(g.pending!).toMatchObject({ kind: 'dive', seat: 'away' });
    const events = doAct(g, { type: 'dive', player: away(6) });
    expect(rolls(events, 'runeball.catch')[0]).toMatchObject({ who: 'away #6', target: 18, outcome: 'success' });
    expect(g.ball.by).toBe(away(6));
    expect(fumbledBy(events)).toEqual([0]);
  });

  it('a defender who catches a tipped pass: a fumble against the passers', () => {
    const { g } = throwing([12, 10], 14, [plain('away', 5, 16, 7)], {}, { maneuvers: ['tip'] });
    doAct(g, { type: 'pass', target: home(3) });
    const events = doAct(g, { type: 'tip', x: 16, y: 7 });
    expect(rolls(events, 'runeball.catch')[0]).toMatchObject({ who: 'away #5', outcome: 'success' });
    expect(g.ball.by).toBe(away(5));
    expect(fumbledBy(events)).toEqual([0]);
  });

  it('a scattered pass that goes out of bounds: the turnover point, and a fumble against the passers', () => {
    // receiver on the top row (14,0); fails by 5: direction 1 (up), 1d4 = 1: off the field at (14,0)
    const { g } = scene({
      players: [plain('home', 2, 14, 4), plain('home', 3, 14, 0), plain('away', 5, 16, 1)],
      ball: { team: 'home', number: 2 }, turn: { team: 'home', number: 2 }, dice: [5, 1, 1],
    });
    const events = doAct(g, { type: 'pass', target: home(3) });
    expect(ofType(events, 'scatter')[0]).toMatchObject({ out: true });
    expect(ofType(events, 'turnover')[0]).toMatchObject({ team: 1, player: away(5) });
    expect(fumbledBy(events)).toEqual([0]);
    expect(g.pending!).toMatchObject({ kind: 'free-activation', seat: 'away' });
  });

  it('an intercepted pass: the interceptors\' point and free activation, as a fumble against the passers', () => {
    const { g } = throwing([10, 20], 14, [plain('away', 5, 12, 7)]);
    doAct(g, { type: 'pass', target: home(3) });
    const events = doAct(g, { type: 'intercept', player: away(5) });
    expect(fumbledBy(events)).toEqual([0]);
    expect(g.score).toEqual([0, 1]);
  });

  it('a team-mate who catches the scattered pass saves it: no fumble', () => {
    // fails by 5: direction 3, 1d4 = 2 to (16,8), where home #4 stands and catches (16)
    const { g } = throwing([5, 3, 2, 16], 14, [plain('home', 4, 16, 8)]);
    doAct(g, { type: 'pass', target: home(3) });
    const events = doAct(g, { type: 'catch' });
    expect(g.ball.by).toBe(home(4));
    expect(fumbledBy(events)).toEqual([]);
  });
});

describe('catching a pass', () => {
  it('every adjacent defender adds 2 to the catch DL', () => {
    const { g } = throwing([12, 13], 14, [plain('away', 5, 15, 7), plain('away', 6, 14, 8)]);
    const events = doAct(g, { type: 'pass', target: home(3) });
    expect(rolls(events, 'runeball.catch')[0]).toMatchObject({ target: 14, outcome: 'failure' });
  });

  it('Nerves of Steel ignores up to 4 of it on an accurate pass', () => {
    const { g } = throwing([12, 10], 14, [plain('away', 5, 15, 7), plain('away', 6, 14, 8)], {}, { maneuvers: ['nerves-of-steel'] });
    expect(rolls(doAct(g, { type: 'pass', target: home(3) }), 'runeball.catch')[0]).toMatchObject({ target: 10, outcome: 'success' });
  });

  it('a failed catch is a fumble against the passing team: the ball bounces, the defenders activate', () => {
    const { g } = throwing([12, 9], 14, [plain('away', 5, 20, 3)]);
    const events = doAct(g, { type: 'pass', target: home(3) });
    expect(ofType(events, 'fumble')[0].team).toBe(0);
    expect(g.ball).toMatchObject({ x: 14, y: 7, st: 'bouncing' });
    expect(g.pending!).toMatchObject({ kind: 'free-activation', seat: 'away' });
  });

  it('a catch in the end zone is a touchdown', () => {
    const { g } = scene({ players: [plain('home', 2, 24, 7), plain('home', 3, 28, 7)], ball: { team: 'home', number: 2 }, turn: { team: 'home', number: 2 }, dice: [12, 12] });
    const events = doAct(g, { type: 'pass', target: home(3) });
    expect(ofType(events, 'touchdown')[0].team).toBe(0);
    expect(g.score).toEqual([7, 0]);
  });
});

describe('intercepting a pass', () => {
  // away #5 stands on the flight path (12,7)
  it('any single defender on the flight path may try: DL from the table, +2 per adjacent member of the passing team', () => {
    const { g } = throwing([12, 20], 14, [plain('away', 5, 12, 7), plain('home', 4, 12, 8)]);
    doAct(g, { type: 'pass', target: home(3) });
    expect(g.pending!).toMatchObject({ kind: 'intercept', seat: 'away' });
    const events = doAct(g, { type: 'intercept', player: away(5) });
    // accurate pass: intercept DL 20, +2 for home #4 next to him
    expect(rolls(events, 'runeball.intercept')[0]).toMatchObject({ target: 22, outcome: 'failure' });
    // a failed interception: the ball goes on to the receiver
    expect(rolls(events, 'runeball.catch')).toHaveLength(1);
  });

  it('a successful interception is a turnover: the ball, a point and a free activation', () => {
    const { g } = throwing([10, 20], 14, [plain('away', 5, 12, 7)]);
    doAct(g, { type: 'pass', target: home(3) });
    const events = doAct(g, { type: 'intercept', player: away(5) });
    expect(ofType(events, 'interception')[0].player).toBe(away(5));
    expect(g.ball.by).toBe(away(5));
    expect(g.score).toEqual([0, 1]);
    expect(g.pending!).toMatchObject({ kind: 'free-activation', seat: 'away' });
  });

  it('defenders off the flight path cannot intercept', () => {
    const { g } = throwing([12, 15], 14, [plain('away', 5, 12, 3)]);
    doAct(g, { type: 'pass', target: home(3) });
    expect(g.pending!.kind).not.toBe('intercept');
  });

  it('Diving Intercept: a defender up to 3 hexes away in a straight line dives onto the path, +1 DL per hex', () => {
    const skills = { breakfall: 5 };
    const { g } = throwing([12, 20], 14, [plain('away', 5, 12, 4, { maneuvers: ['diving-intercept'], skills })]);
    doAct(g, { type: 'pass', target: home(3) });
    const dive = g.pending!.actions.find((a) => a.type === 'intercept' && a.player === away(5))!;
    expect(dive).toMatchObject({ x: 12, y: 7 });
    const events = doAct(g, dive);
    expect(rolls(events, 'runeball.intercept')[0].target).toBe(23);
    expect(g.players[away(5)]).toMatchObject({ x: 12, y: 7, dive: true });
  });
});

describe('handoffs', () => {
  it('a perfect pass: catch DL 8, a free action; the giver may go on', () => {
    const { g } = throwing([8], 11, [plain('away', 5, 12, 5)]);
    const events = doAct(g, { type: 'handoff', target: home(3) });
    expect(rolls(events, 'runeball.handoff')[0]).toMatchObject({ target: 8, outcome: 'success' });
    expect(rolls(events, 'runeball.pass')).toHaveLength(0);
    expect(g.ball.by).toBe(home(3));
    expect(g.pending!.kind).toBe('turn');
    expect(has(g, 'handoff')).toBe(false);
  });

  it('never intercepted, and a failed handoff is a fumble', () => {
    const { g } = throwing([7], 11, [plain('away', 5, 20, 5), plain('away', 6, 11, 6)]);
    const events = doAct(g, { type: 'handoff', target: home(3) });
    expect(rolls(events, 'runeball.intercept')).toHaveLength(0);
    expect(ofType(events, 'fumble')[0].team).toBe(0);
    expect(g.pending!).toMatchObject({ kind: 'free-activation', seat: 'away' });
  });

  it('the receiver may take the handoff on his own turn', () => {
    const { g } = scene({ players: [plain('home', 2, 10, 7), plain('home', 3, 11, 7)], ball: { team: 'home', number: 2 }, turn: { team: 'home', number: 3 }, dice: [8] });
    doAct(g, { type: 'take-handoff', from: home(2) });
    expect(g.ball.by).toBe(home(3));
  });
});

describe('passing maneuvers', () => {
  it('Eagle Eye: no move, +2 to the roll, a full action', () => {
    const { g } = throwing([10, 15], 14, [], { maneuvers: ['eagle-eye'] });
    const ev = rolls(doAct(g, { type: 'eagle-eye', target: home(3) }), 'runeball.pass')[0];
    expect(ev.modifiers).toContainEqual({ source: 'eagle-eye', value: 2 });
    // "Passer cannot move"
    const moved = throwing([], 14, [], { maneuvers: ['eagle-eye'] }).g;
    doAct(moved, { type: 'move', x: 11, y: 6 });
    expect(has(moved, 'eagle-eye')).toBe(false);
  });

  it('Running Pass: a full move, then the pass at -3', () => {
    const { g } = throwing([13, 15], 20, [], { maneuvers: ['running-pass'] });
    doAct(g, { type: 'move', x: 15, y: 7 });
    expect(has(g, 'pass')).toBe(false);
    const ev = rolls(doAct(g, { type: 'running-pass', target: home(3) }), 'runeball.pass')[0];
    expect(ev.modifiers).toContainEqual({ source: 'running-pass', value: -3 });
  });

  it('Expert Passer: once per game, reroll a failed pass', () => {
    const { g } = throwing([2, 12, 15], 14, [], { maneuvers: ['expert-passer'] });
    doAct(g, { type: 'pass', target: home(3) });
    expect(g.pending!.kind).toBe('reroll');
    const events = doAct(g, { type: 'reroll' });
    expect(ofType(events, 'pass')[0].result).toBe('accurate');
    expect(g.ball.by).toBe(home(3));
  });

  it('Tip: instead of catching, the receiver tips the ball to a hex within 3', () => {
    const { g } = throwing([12, 11], 14, [plain('home', 4, 16, 7)], {}, { maneuvers: ['tip'] });
    doAct(g, { type: 'pass', target: home(3) });
    expect(g.pending!.kind).toBe('catch');
    const events = doAct(g, { type: 'tip', x: 16, y: 7 });
    expect(rolls(events, 'runeball.catch')[0]).toMatchObject({ who: 'home #4', target: 10, outcome: 'success' });
    expect(g.ball.by).toBe(home(4));
  });

  it('Diving Catch: a receiver dives up to 3 hexes in a straight line for a scattered ball, +1 DL per hex', () => {
    // scatter: direction 4, 1d4 = 2 from (14,7) to (14,9), empty; home #4 at (14,11) dives 2 hexes up
    const { g } = throwing([5, 4, 2, 18], 14, [plain('home', 4, 14, 11, { maneuvers: ['diving-catch'], skills: { breakfall: 5 } })]);
    doAct(g, { type: 'pass', target: home(3) });
    expect(g.pending!).toMatchObject({ kind: 'dive', seat: 'home' });
    const events = doAct(g, { type: 'dive', player: home(4) });
    expect(rolls(events, 'runeball.catch')[0]).toMatchObject({ target: 18, outcome: 'success' });
    expect(g.players[home(4)]).toMatchObject({ x: 14, y: 9, dive: true });
  });
});
