// KICKING A FIELD GOAL (seed), Block Kick and Quick Kick, as scenarios. The kicker has Kick 0.
import { describe, expect, it } from 'vitest';
import { distance } from '../../core/grid/hex';
import { goalPost } from './field';
import { away, doAct, has, home, ofType, plain, rolls, scene } from './testkit';

type P = ReturnType<typeof plain>;
const kicking = (dice: number[], at: [number, number] = [20, 7], others: P[] = [], kicker: Record<string, unknown> = {}) =>
  scene({
    players: [plain('home', 7, at[0], at[1], kicker), ...others],
    ball: { team: 'home', number: 7 },
    turn: { team: 'home', number: 7 },
    dice,
  });

describe('field goals', () => {
  it('only from the opponents\' side of the field', () => {
    expect(has(kicking([], [14, 7]).g, 'field-goal')).toBe(false);
    expect(has(kicking([], [15, 7]).g, 'field-goal')).toBe(false);
    expect(has(kicking([], [16, 7]).g, 'field-goal')).toBe(true);
  });

  it.each([[20, 7], [16, 3], [27, 12]] as [number, number][])('from (%i, %i): DL 6 + the distance to the goal post', (x, y) => {
    const { g } = kicking([20], [x, y]);
    const events = doAct(g, { type: 'field-goal' });
    expect(rolls(events, 'runeball.field-goal')[0].target).toBe(6 + distance({ x, y }, goalPost(1)));
  });

  it('+1 for each adjacent opponent, +2 for one in front', () => {
    // the kicker at (20,7) faces direction 2: (21,6) is in front, (19,7) is not
    const { g } = kicking([20], [20, 7], [plain('away', 5, 21, 6), plain('away', 6, 19, 7)]);
    expect(rolls(doAct(g, { type: 'field-goal' }), 'runeball.field-goal')[0].target).toBe(6 + 9 + 3);
  });

  it('a good kick scores 3; the turn ends and the scorers kick off', () => {
    const { g } = kicking([15]);
    const events = doAct(g, { type: 'field-goal' });
    expect(ofType(events, 'turn-end')).toHaveLength(0);
    expect(ofType(events, 'stoppage')).toHaveLength(1);
    expect(ofType(events, 'field-goal')[0]).toMatchObject({ team: 0, points: 3 });
    expect(g.score).toEqual([3, 0]);
    expect(g.kicking).toBe(0);
    expect(ofType(events, 'stoppage')).toHaveLength(1);
  });

  it('a miss scatters 1d8-1 from the goal post; 0 lands on the post\'s hex', () => {
    const { g } = kicking([14, 3, 1]);
    const events = doAct(g, { type: 'field-goal' });
    expect(ofType(events, 'field-goal-missed')).toHaveLength(1);
    expect(ofType(events, 'scatter')[0]).toMatchObject({ from: goalPost(1), to: goalPost(1), dist: 0 });
    // it hits the ground: a fumble on the kicking team
    expect(ofType(events, 'fumble')[0].team).toBe(0);
  });

  it('a miss out of bounds is a turnover for the opposing team', () => {
    // direction 3 from (29,7), 1d8-1 = 7: off the field
    const { g } = kicking([1, 3, 8], [20, 7], [plain('away', 2, 26, 10)]);
    const events = doAct(g, { type: 'field-goal' });
    expect(ofType(events, 'turnover')[0]).toMatchObject({ team: 1, points: 1, player: away(2) });
  });

  it('kicking ends the kicker\'s turn', () => {
    const { g } = kicking([2, 1, 1]);
    const events = doAct(g, { type: 'field-goal' });
    expect(ofType(events, 'turn-end')[0].player).toBe(home(7));
  });

  it('a miss onto a player: he may catch it (DL 8) or step aside, like a kick-off', () => {
    const { g } = kicking([1, 4, 2], [20, 7], [plain('away', 2, 29, 8)]);
    doAct(g, { type: 'field-goal' });
    expect(g.pending!).toMatchObject({ kind: 'catch', seat: 'away' });
    expect(has(g, 'aside')).toBe(true);
  });

  it('a missed kick is caught "like a kickoff": DL 8, with no addition for the kickers next to the catcher', () => {
    // the miss scatters direction 4, 1d8-1 = 1, from the post (29,7) to (29,8), where away #2 stands beside home #3
    const { g } = kicking([1, 4, 2, 8], [20, 7], [plain('away', 2, 29, 8), plain('home', 3, 28, 8)]);
    doAct(g, { type: 'field-goal' });
    const events = doAct(g, { type: 'catch' });
    expect(rolls(events, 'runeball.catch')[0]).toMatchObject({ who: 'away #2', target: 8, outcome: 'success' });
  });

  it('Expert Kicker: once per game, reroll a failed kick', () => {
    const { g } = kicking([1, 19], [20, 7], [], { maneuvers: ['expert-kicker'] });
    doAct(g, { type: 'field-goal' });
    expect(g.pending!.kind).toBe('reroll');
    doAct(g, { type: 'reroll' });
    expect(g.score).toEqual([3, 0]);
  });
});

describe('Block Kick', () => {
  const blocker = plain('away', 9, 23, 6, { maneuvers: ['block-kick'], skills: { catch: 0 } });

  it('a free 3-hex move in front of the kicker and a catch test vs the kicker\'s Kick + 2: blocked, the ball scatters 1d6', () => {
    const { g } = kicking([2, 4, 3], [20, 7], [blocker], { skills: { kick: 0 } });
    doAct(g, { type: 'field-goal' });
    expect(g.pending!).toMatchObject({ kind: 'block-kick', seat: 'away' });
    const events = doAct(g, { type: 'block-kick', player: away(9), x: 21, y: 7 });
    expect(rolls(events, 'runeball.block-kick')[0]).toMatchObject({ target: 2, outcome: 'success' });
    expect(ofType(events, 'kick-blocked')).toHaveLength(1);
    expect(ofType(events, 'scatter')[0]).toMatchObject({ from: { x: 20, y: 7 }, dist: 3 });
    expect(g.players[away(9)]).toMatchObject({ x: 21, y: 7, prone: true });
    expect(rolls(events, 'runeball.field-goal')).toHaveLength(0);
    // it hits the ground: a fumble for the kicking team
    expect(ofType(events, 'fumble')[0].team).toBe(0);
  });

  it('a failed block: the kick goes on', () => {
    const { g } = kicking([1, 20], [20, 7], [blocker]);
    doAct(g, { type: 'field-goal' });
    const events = doAct(g, { type: 'block-kick', player: away(9), x: 21, y: 7 });
    expect(rolls(events, 'runeball.field-goal')).toHaveLength(1);
  });
});

describe('Quick Kick', () => {
  it('a kick roll against the recovery DL, then 3d4 hexes in a straight line; a player it crosses may recover it (DL 12)', () => {
    const { g } = scene({
      players: [plain('home', 7, 10, 7, { maneuvers: ['quick-kick'] }), plain('home', 3, 10, 4)],
      ball: { x: 10, y: 7, state: 'rest' },
      turn: { team: 'home', number: 7 },
      dice: [8, 1, 1, 1, 12],
    });
    const events = doAct(g, { type: 'quick-kick', dir: 1 });
    expect(rolls(events, 'runeball.quick-kick')[0]).toMatchObject({ target: 8, outcome: 'success' });
    expect(ofType(events, 'quick-kick')[0].dist).toBe(3);
    expect(g.pending!).toMatchObject({ kind: 'recover', seat: 'home' });
    doAct(g, { type: 'recover', player: home(3) });
    expect(g.ball.by).toBe(home(3));
  });

  it('out of bounds after a defender tried to recover it: "the player who last touched the ball, or last tried to catch or recover it" is his, so the kickers score', () => {
    // 3d4 = 12 hexes up from (10,7); away #3 at (10,4) tries (1 against DL 12) and misses; the ball leaves at (10,0)
    const { g } = scene({
      players: [plain('home', 7, 10, 7, { maneuvers: ['quick-kick'] }), plain('away', 3, 10, 4)],
      ball: { x: 10, y: 7, state: 'rest' },
      turn: { team: 'home', number: 7 },
      dice: [8, 4, 4, 4, 1],
    });
    doAct(g, { type: 'quick-kick', dir: 1 });
    const events = doAct(g, { type: 'recover', player: away(3) });
    expect(ofType(events, 'turnover')[0]).toMatchObject({ team: 0, player: home(7) });
    expect(g.score).toEqual([1, 0]);
  });
});
