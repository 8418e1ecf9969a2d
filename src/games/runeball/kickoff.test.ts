// THE KICKOFF (seed), as scenarios with scripted dice. The kicker has Kick 0, so a d20 roll r succeeds by r - 10.
import { describe, expect, it } from 'vitest';
import { act, newGame } from '../../core/game';
import { kickerSpot, onSide } from './field';
import { away, doAct, find, home, ofType, plain, rolls, scene, type RGame } from './testkit';

const kickoffAt = (dice: number[], extra: { kicker?: Record<string, unknown>; receiver?: Record<string, unknown>; options?: Record<string, unknown> } = {}) =>
  scene({
    kickoff: { kicking: 'home', kicker: 7 },
    players: [plain('home', 7, 4, 7, extra.kicker), plain('away', 2, 22, 10, extra.receiver), plain('away', 3, 26, 3)],
    dice,
  }, extra.options);

describe('the kick-off chart: Kick vs DL 10, scatter by margin', () => {
  it.each([
    // d20, margin, scatter dice, distance dice, expected distance
    [16, 6, '1d4-1', [4], 3],
    [20, 10, '1d4-1', [1], 0],
    [15, 5, '1d6-1', [6], 5],
    [13, 3, '1d6-1', [1], 0],
    [12, 2, '1d8-1', [8], 7],
    [10, 0, '1d8-1', [1], 0],
    [9, -1, '2d6-1', [6, 6], 11],
    [7, -3, '2d6-1', [1, 1], 1],
    [6, -4, '2d8-1', [8, 8], 15],
    [4, -6, '2d8-1', [1, 1], 1],
  ])('d20 %i (succeeds by %i): scatters %s', (d20, margin, dice, dist, expected) => {
    const { g } = kickoffAt([d20, 3, ...dist]);
    const events = doAct(g, { type: 'target', x: 22, y: 7 });
    const kick = rolls(events, 'runeball.kickoff')[0];
    expect(kick.total - kick.target!).toBe(margin);
    expect(ofType(events, 'kickoff')[0].scatter).toBe(dice);
    expect(ofType(events, 'scatter')[0].dist).toBe(expected);
  });

  it.each([[3, -7], [1, -9]])('d20 %i (fails by 7+): the kick sails out of bounds; the receivers choose who gets the ball and score 1', (d20) => {
    const { g } = kickoffAt([d20]);
    const events = doAct(g, { type: 'target', x: 22, y: 7 });
    expect(ofType(events, 'scatter')).toHaveLength(0);
    expect(g.pending!.kind).toBe('give-ball');
    expect(g.pending!.seat).toBe('away');
    const after = doAct(g, { type: 'give', player: away(3) });
    expect(g.ball.by).toBe(away(3));
    expect(g.score).toEqual([0, 1]);
    expect(ofType(after, 'turnover')[0].reason).toMatch(/kick-off went out of bounds/);
    // then the receiving team's free activation
    expect(g.pending!.kind).toBe('free-activation');
    expect(g.pending!.seat).toBe('away');
  });

  it('a kick that does not land on the receiving side is out of bounds', () => {
    // target (17, 7), direction 5 (down-left), 1d8-1 = 7: lands on the kicking side
    const { g } = kickoffAt([12, 5, 8]);
    doAct(g, { type: 'target', x: 17, y: 7 });
    expect(onSide(1, { x: 10, y: 10 })).toBe(false);
    expect(g.pending!.kind).toBe('give-ball');
  });

  it('the kicker may target any hex on the receiving side, and only there', () => {
    const { g } = kickoffAt([]);
    expect(g.pending!.kind).toBe('kick-target');
    expect(g.pending!.actions).toHaveLength(15 * 15);
    expect(g.pending!.actions.every((a) => onSide(1, { x: a.x as number, y: a.y as number }))).toBe(true);
  });
});

describe('catching the kick-off', () => {
  // d20 16: 1d4-1; direction 1 (up), distance die 1: 0 hexes, lands on the target (22, 10) where away #2 stands.
  const onReceiver = (more: number[]) => {
    const { g } = kickoffAt([16, 1, 1, ...more]);
    doAct(g, { type: 'target', x: 22, y: 10 });
    return g;
  };

  it('the receiver under the ball may catch (DL 8) or step aside', () => {
    const g = onReceiver([]);
    expect(g.pending!.kind).toBe('catch');
    expect(g.pending!.seat).toBe('away');
    expect(find(g, 'catch')).toBeDefined();
    expect(g.pending!.actions.filter((a) => a.type === 'aside')).toHaveLength(6);
  });

  it('a catch of 8 holds the ball; then the receiving team takes its free activation', () => {
    const g = onReceiver([8]);
    const events = doAct(g, { type: 'catch' });
    expect(rolls(events, 'runeball.kickoff.catch')[0]).toMatchObject({ target: 8, total: 8, outcome: 'success' });
    expect(g.ball.by).toBe(away(2));
    expect(g.pending!.kind).toBe('free-activation');
    expect(g.pending!.seat).toBe('away');
  });

  it('"that player may attempt to catch the ball by making a catch skill test vs. DL 8": opponents next to him do not raise it', () => {
    // two kickers have crossed the line and stand next to the receiver at (22,10); he catches with a 8, at DL 8
    const { g } = scene({
      kickoff: { kicking: 'home', kicker: 7 },
      players: [plain('home', 7, 4, 7), plain('home', 4, 22, 11), plain('home', 5, 21, 10), plain('away', 2, 22, 10), plain('away', 3, 26, 3)],
      dice: [16, 1, 1, 8],
    });
    doAct(g, { type: 'target', x: 22, y: 10 });
    const events = doAct(g, { type: 'catch' });
    const roll = rolls(events, 'runeball.kickoff.catch')[0];
    expect(roll).toMatchObject({ target: 8, total: 8, outcome: 'success' });
    expect(roll.note).toBeUndefined();
    expect(g.ball.by).toBe(away(2));
  });

  it('a failed catch is a fumble: the ball bounces and the kicking team activates first', () => {
    const g = onReceiver([7]);
    const events = doAct(g, { type: 'catch' });
    expect(ofType(events, 'fumble')[0].team).toBe(1);
    expect(g.ball).toMatchObject({ st: 'bouncing', by: -1, x: 22, y: 10 });
    expect(g.pending!).toMatchObject({ kind: 'free-activation', seat: 'home' });
    doAct(g, { type: 'decline' });
    expect(g.pending!).toMatchObject({ kind: 'free-activation', seat: 'away' });
  });

  it('stepping aside is a free 1-hex move; the ball hits the ground and bounces, no fumble', () => {
    const g = onReceiver([]);
    const events = doAct(g, { type: 'aside', x: 22, y: 11 });
    expect(g.players[away(2)]).toMatchObject({ x: 22, y: 11 });
    expect(g.ball).toMatchObject({ st: 'bouncing', x: 22, y: 10 });
    expect(ofType(events, 'fumble')).toHaveLength(0);
    expect(g.pending!).toMatchObject({ kind: 'free-activation', seat: 'away' });
  });
});

describe('kicking maneuvers at the kick-off', () => {
  it('Perfect Kick scatters 2 less hexes than normal', () => {
    const { g } = kickoffAt([12, 4, 6], { kicker: { maneuvers: ['perfect-kick'] } });
    const events = doAct(g, { type: 'target', x: 22, y: 2 });
    expect(ofType(events, 'scatter')[0].dist).toBe(3);
  });

  it('High Kickoff: 1d6-1 more hexes, and the ball lands only after the first round', () => {
    // margin 6: 1d4-1; High Kickoff 1d6-1 = 0; direction 1, distance 1 -> 0: lands on the target
    const { g } = kickoffAt([16, 1, 1, 1], { kicker: { maneuvers: ['high-kickoff'] } });
    const events = doAct(g, { type: 'target', x: 22, y: 10 });
    expect(rolls(events, 'runeball.high-kickoff')).toHaveLength(1);
    expect(g.ball.st).toBe('air');
    expect(ofType(events, 'round')).toHaveLength(1);
    expect(g.pending!.kind === 'turn' || g.pending!.kind === 'blitz').toBe(true);
    // everyone takes his move; then the ball comes down on the receiver, and the receivers take their activation
    let guard = 0;
    while (g.pending!.kind !== 'catch' && guard++ < 20) doAct(g, find(g, 'let-act') ?? find(g, 'end')!);
    expect(g.pending!).toMatchObject({ kind: 'catch', seat: 'away' });
    expect(g.round).toBe(1);
    doAct(g, { type: 'aside', x: 22, y: 11 });
    expect(g.pending!).toMatchObject({ kind: 'free-activation', seat: 'away' });
  });
});

describe('setting up', () => {
  it('the kicking team sets up first, the kicker within 3 hexes of its goal line; then the receivers', () => {
    const g = newGame('runeball', { seed: '5', scenario: { dice: [9, 4] } }) as RGame;
    act(g, { type: 'kick' });
    expect(g.pending!).toMatchObject({ seat: 'home', kind: 'kicker' });
    act(g, { type: 'kicker', player: home(7) });
    expect(g.pending!.actions.every((a) => kickerSpot(0, { x: a.x as number, y: a.y as number }))).toBe(true);
    expect(g.pending!.actions).toHaveLength(45);
    act(g, { type: 'place', player: home(7), x: 4, y: 7 });
    expect(g.pending!.actions.filter((a) => a.type === 'place').every((a) => onSide(0, { x: a.x as number, y: a.y as number }))).toBe(true);
    act(g, { type: 'formation' });
    expect(g.pending!).toMatchObject({ seat: 'away', kind: 'setup' });
    expect(g.pending!.actions.filter((a) => a.type === 'place').every((a) => onSide(1, { x: a.x as number, y: a.y as number }))).toBe(true);
    act(g, { type: 'formation' });
    const onField = g.players.filter((p) => p.at === 'field');
    expect(onField).toHaveLength(14);
    expect(onField.every((p) => onSide(p.team, p))).toBe(true);
    expect(g.pending!.kind).toBe('kick-target');
  });
});
