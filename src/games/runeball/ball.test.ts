// BOUNCING BALLS, RECOVERING A BOUNCING BALL, FUMBLES AND TURNOVERS (seed), as scenarios.
import { describe, expect, it } from 'vitest';
import { away, doAct, home, ofType, plain, rolls, scene } from './testkit';

describe('a bouncing ball', () => {
  it('moves 1 hex as a character begins his turn: a d6 for direction, a d6 to go on (4-6 keeps bouncing)', () => {
    const { events, g } = scene({ players: [plain('home', 1, 5, 7)], ball: { x: 12, y: 7, state: 'bouncing' }, turn: { team: 'home', number: 1 }, dice: [3, 5] });
    expect(rolls(events, 'runeball.bounce.direction')[0].total).toBe(3);
    expect(ofType(events, 'bounce')[0].to).toEqual({ x: 13, y: 7 });
    expect(g.ball).toMatchObject({ x: 13, y: 7, st: 'bouncing' });
  });

  it.each([[1], [2], [3]])('a continue die of %i stops it', (d) => {
    const { g } = scene({ players: [plain('home', 1, 5, 7)], ball: { x: 12, y: 7, state: 'bouncing' }, turn: { team: 'home', number: 1 }, dice: [4, d] });
    expect(g.ball).toMatchObject({ x: 12, y: 8, st: 'rest' });
  });

  it('a ball at rest does not move', () => {
    const { events } = scene({ players: [plain('home', 1, 5, 7)], ball: { x: 12, y: 7, state: 'rest' }, turn: { team: 'home', number: 1 } });
    expect(ofType(events, 'bounce')).toHaveLength(0);
  });

  it('bounced out of bounds: a turnover, 1 point to the team that did not last touch it, its nearest player gets the ball', () => {
    const { g, events } = scene({
      players: [plain('home', 1, 5, 7), plain('away', 2, 12, 3), plain('away', 3, 20, 3)],
      ball: { x: 12, y: 0, state: 'bouncing' },
      turn: { team: 'home', number: 1 },
      dice: [1, 6],
    });
    expect(ofType(events, 'turnover')[0]).toMatchObject({ team: 1, points: 1, player: away(2) });
    expect(g.score).toEqual([0, 1]);
    expect(g.ball.by).toBe(away(2));
    // home #1 only began his turn: he never touched the ball, so he keeps his turn
    expect(ofType(events, 'turn-end')).toHaveLength(0);
    expect(g.pending!).toMatchObject({ kind: 'turn', seat: 'home' });
  });
});

describe('turnovers: "the player who last touched the ball, or last tried to catch or recover it, loses the remainder of his turn"', () => {
  it('the player who last tried to recover it loses the rest of his turn when it bounces out as he begins one', () => {
    // home #1 is on a free activation at (12,0), on the ball: his recovery (1 against DL 8) fails, a fumble; the
    // defenders decline their free activation; his own turn begins and the ball bounces out (direction 1, off the top)
    const { g } = scene({
      players: [plain('home', 1, 12, 0), plain('away', 2, 14, 0)],
      ball: { x: 12, y: 0, state: 'rest' },
      turn: { team: 'home', number: 1, free: true },
      dice: [1, 1, 6],
    });
    doAct(g, { type: 'pickup' });
    expect(g.ball).toMatchObject({ touch: home(1), st: 'bouncing' });
    const events = doAct(g, { type: 'decline' });
    expect(ofType(events, 'turn')[0]).toMatchObject({ player: home(1), free: false });
    expect(ofType(events, 'turnover')[0]).toMatchObject({ team: 1, player: away(2) });
    expect(ofType(events, 'turn-end').map((e) => e.player)).toEqual([home(1)]);
  });

  it('a team-mate of the one who last touched it, beginning his turn, keeps it', () => {
    // home #1 (a free activation) fails the recovery at (12,1), a fumble; the defenders decline their activation.
    // His own turn: the ball bounces to (12,0) and keeps bouncing; he ends his turn. The next round home #3 goes
    // first, and the ball bounces off the top edge as he begins: home #1 last touched it, not home #3.
    const { g } = scene({
      players: [plain('home', 1, 12, 1), plain('home', 3, 5, 7), plain('away', 2, 14, 3)],
      ball: { x: 12, y: 1, state: 'rest' },
      turn: { team: 'home', number: 1, free: true },
      // recovery 1; bounce 1, 6; initiative home #1 1, home #3 12, away #2 6; bounce 1, 6
      dice: [1, 1, 6, 1, 12, 6, 1, 6],
    });
    doAct(g, { type: 'pickup' });
    doAct(g, { type: 'decline' });
    expect(g.ball).toMatchObject({ x: 12, y: 0, st: 'bouncing', touch: home(1) });
    const events = doAct(g, { type: 'end', facing: 1 });
    expect(ofType(events, 'turn').at(-1)).toMatchObject({ player: home(3) });
    expect(ofType(events, 'turnover')[0]).toMatchObject({ team: 1, player: away(2) });
    expect(ofType(events, 'turn-end').map((e) => e.player)).toEqual([home(1)]);
    expect(g.pending!).toMatchObject({ kind: 'turn', seat: 'home' });
    expect(g.stack.at(-1)).toMatchObject({ p: 'turn', pid: home(3) });
  });
});

describe('turnovers: "the ball is given to the player from that team who was closest to the point at which the ball left the playing field"', () => {
  // The ball bounces off the top edge from (12,0) as home #1 begins his turn: the exit is (12,0).
  const out = (others: ReturnType<typeof plain>[]) => scene({
    players: [plain('home', 1, 5, 7), ...others],
    ball: { x: 12, y: 0, state: 'bouncing' },
    turn: { team: 'home', number: 1 },
    dice: [1, 6],
  });

  it('the closest player gets it even when he is down; a prone player has it at rest in his hex', () => {
    // away #2 lies 1 hex from the exit, away #3 stands 2 away
    const { g, events } = out([plain('away', 2, 12, 1, { prone: true }), plain('away', 3, 12, 2)]);
    expect(ofType(events, 'turnover')[0]).toMatchObject({ team: 1, player: away(2) });
    expect(g.ball).toMatchObject({ x: 12, y: 1, st: 'rest', by: -1 });
  });

  it('ties: a standing player before a prone one', () => {
    const { events } = out([plain('away', 2, 12, 1, { prone: true }), plain('away', 3, 13, 0)]);
    expect(ofType(events, 'turnover')[0].player).toBe(away(3));
  });

  it('ties between standing players: the lower number', () => {
    const { g, events } = out([plain('away', 4, 13, 0), plain('away', 3, 11, 0)]);
    expect(ofType(events, 'turnover')[0].player).toBe(away(3));
    expect(g.ball.by).toBe(away(3));
  });
});

describe('recovering the ball', () => {
  const pickup = (ball: Record<string, unknown>, dice: number[], more: ReturnType<typeof plain>[] = []) => {
    const { g } = scene({ players: [plain('home', 1, 10, 7), ...more], ball: { x: 11, y: 7, ...ball }, turn: { team: 'home', number: 1 }, dice });
    doAct(g, { type: 'move', x: 11, y: 7 });
    return { g, events: doAct(g, { type: 'pickup' }) };
  };

  it('a ball at rest: DL 8', () => {
    const { g, events } = pickup({ state: 'rest' }, [8]);
    expect(rolls(events, 'runeball.recover')[0]).toMatchObject({ target: 8, outcome: 'success' });
    expect(g.ball).toMatchObject({ by: home(1), st: 'held' });
  });

  it('a bouncing ball: DL 12', () => {
    // the bounce at the turn's start: direction 1 then back? keep it simple: it stops where it is scripted to go
    const { g } = scene({ players: [plain('home', 1, 10, 7)], ball: { x: 11, y: 8, state: 'bouncing' }, turn: { team: 'home', number: 1 }, dice: [1, 6, 12] });
    expect(g.ball).toMatchObject({ x: 11, y: 7, st: 'bouncing' });
    doAct(g, { type: 'move', x: 11, y: 7 });
    const events = doAct(g, { type: 'pickup' });
    expect(rolls(events, 'runeball.recover')[0]).toMatchObject({ target: 12, outcome: 'success' });
  });

  it('every opposing player adjacent to the ball adds 2', () => {
    const { events } = pickup({ state: 'rest' }, [11], [plain('away', 2, 12, 7), plain('away', 3, 11, 6)]);
    expect(rolls(events, 'runeball.recover')[0]).toMatchObject({ target: 12, outcome: 'failure' });
  });

  it('a failed recovery is a fumble: the ball starts bouncing, the turn ends, the other team activates anyone, even a player who has acted', () => {
    const { g, events } = pickup({ state: 'rest' }, [7], [plain('away', 2, 20, 3)]);
    expect(ofType(events, 'fumble')[0].team).toBe(0);
    expect(g.ball).toMatchObject({ st: 'bouncing', by: -1 });
    expect(ofType(events, 'turn-end')[0].player).toBe(home(1));
    expect(g.pending!).toMatchObject({ kind: 'free-activation', seat: 'away' });
    g.players[away(2)].acted = true;
    expect(g.pending!.actions.some((a) => a.type === 'activate' && a.player === away(2))).toBe(true);
  });
});

describe('free activation', () => {
  it('is a full turn: a full action or two half actions', () => {
    const { g } = scene({ players: [plain('home', 1, 10, 7), plain('away', 2, 20, 3)], ball: { x: 11, y: 7, state: 'rest' }, turn: { team: 'home', number: 1 }, dice: [1] });
    doAct(g, { type: 'move', x: 11, y: 7 });
    doAct(g, { type: 'pickup' });
    doAct(g, { type: 'activate', player: away(2) });
    expect(g.pending!.kind).toBe('turn');
    expect(g.stack[g.stack.length - 1]).toMatchObject({ p: 'turn', pid: away(2), h: 2, free: true });
  });
});
