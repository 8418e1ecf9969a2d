// ACTIONS AND HALF ACTIONS, movement maneuvers, standing up, shaking it off, and touchdowns (seed), as scenarios.
// Plain players: MOVE 6, half move 3, Sprint 8.
import { describe, expect, it } from 'vitest';
import { distance } from '../../core/grid/hex';
import { away, doAct, find, has, home, ofType, plain, rolls, scene } from './testkit';

const mover = (extra: Record<string, unknown> = {}, others: ReturnType<typeof plain>[] = [], dice: number[] = [], ball?: Record<string, unknown>) =>
  scene({ players: [plain('home', 1, 10, 7, extra), ...others], turn: { team: 'home', number: 1 }, dice, ...(ball ? { ball } : {}) });

const moves = (g: ReturnType<typeof mover>['g']) => g.pending!.actions.filter((a) => a.type === 'move').map((a) => ({ x: a.x as number, y: a.y as number }));

describe('full action or two half actions', () => {
  it('a fresh player may move up to a Sprint (MOVE + 2) hexes', () => {
    const { g } = mover();
    const ds = moves(g).map((h) => distance(h, { x: 10, y: 7 }));
    expect(Math.max(...ds)).toBe(8);
    expect(ds.filter((d) => d === 8).length).toBeGreaterThan(0);
  });

  it('moving half the allowance is a half action: another half move is left', () => {
    const { g } = mover();
    doAct(g, { type: 'move', x: 13, y: 7 });
    expect(g.stack[g.stack.length - 1]).toMatchObject({ h: 1, m: 0, mode: 'half' });
    expect(Math.max(...moves(g).map((h) => distance(h, { x: 13, y: 7 })))).toBe(3);
  });

  it('a full move uses both half actions; a block is then out, a tackle in', () => {
    const { g } = mover({}, [plain('away', 5, 17, 7)]);
    doAct(g, { type: 'move', x: 16, y: 7 });
    expect(g.stack[g.stack.length - 1]).toMatchObject({ h: 0, mode: 'full' });
    expect(has(g, 'block')).toBe(false);
    expect(has(g, 'tackle', (a) => a.target === away(5))).toBe(true);
  });

  it('a half move then a block is allowed', () => {
    const { g } = mover({}, [plain('away', 5, 14, 7)]);
    doAct(g, { type: 'move', x: 13, y: 7 });
    expect(has(g, 'block', (a) => a.target === away(5))).toBe(true);
  });

  it('Sprint adds 2 to the move and costs the full action, with Defense - 2', () => {
    const { g } = mover();
    doAct(g, { type: 'move', x: 18, y: 7 });
    expect(g.stack[g.stack.length - 1]).toMatchObject({ h: 0, mode: 'sprint' });
    expect(g.players[home(1)].def).toBe(-2);
  });

  it('Fast adds 1 and Light Armor 1; Heavy Armor takes 1', () => {
    const reachOf = (mv: string[]) => Math.max(...moves(mover({ maneuvers: mv }).g).map((h) => distance(h, { x: 10, y: 7 })));
    expect(reachOf(['fast'])).toBe(9);
    expect(reachOf(['fast', 'light-armor'])).toBe(10);
    expect(reachOf(['heavy-armor'])).toBe(7);
  });

  it('a player entering a hex next to a standing opponent stops there (zone of control)', () => {
    const { g } = mover({}, [plain('away', 5, 13, 7)]);
    expect(moves(g).some((h) => h.x === 14 && h.y === 7)).toBe(true);
    doAct(g, { type: 'move', x: 12, y: 7 });
    expect(has(g, 'move')).toBe(false);
  });

  it('no zone of control when the option is off', () => {
    const { g } = scene({ players: [plain('home', 1, 10, 7), plain('away', 5, 12, 7)], turn: { team: 'home', number: 1 } }, { zoneOfControl: false });
    doAct(g, { type: 'move', x: 11, y: 7 });
    expect(g.stack[g.stack.length - 1].m).toBe(2);
  });

  it('ending the turn sets the facing', () => {
    const { g } = mover();
    const events = doAct(g, { type: 'end', facing: 4 });
    expect(g.players[home(1)].f).toBe(4);
    expect(ofType(events, 'turn-end')[0].player).toBe(home(1));
  });
});

describe('knocked down players', () => {
  it('standing up is a half action; a prone player cannot move first', () => {
    const { g } = mover({ prone: true });
    expect(has(g, 'move')).toBe(false);
    doAct(g, { type: 'stand' });
    expect(g.players[home(1)].prone).toBe(false);
    expect(Math.max(...moves(g).map((h) => distance(h, { x: 10, y: 7 })))).toBe(3);
  });

  it('Jump Up: DL 12, +2 per adjacent opponent, and no half action spent', () => {
    const { g } = mover({ prone: true, maneuvers: ['jump-up'], skills: { ...plain('home', 1, 0, 0).skills, breakfall: 5, jumpUp: 0 } }, [plain('away', 5, 11, 7)], [14]);
    const events = doAct(g, { type: 'jump-up' });
    expect(rolls(events, 'runeball.jump-up')[0]).toMatchObject({ target: 14, total: 14, outcome: 'success' });
    expect(g.players[home(1)].prone).toBe(false);
    expect(g.stack[g.stack.length - 1].h).toBe(2);
  });
});

describe('Hurdle and Vault', () => {
  const skills = { block: 0, catch: 0, kick: 0, pass: 0, dodge: 0, jumping: 5, hurdle: 0, acrobatics: 5, vault: 0 };

  it('Hurdle jumps a prone player for 2 hexes of movement on DL 10', () => {
    const { g } = mover({ maneuvers: ['hurdle'], skills }, [plain('away', 5, 11, 7, { prone: true })], [10]);
    expect(has(g, 'hurdle', (a) => a.x === 12 && a.y === 8)).toBe(true);
    const events = doAct(g, { type: 'hurdle', x: 12, y: 8 });
    expect(rolls(events, 'runeball.hurdle')[0]).toMatchObject({ target: 10, outcome: 'success' });
    expect(g.players[home(1)]).toMatchObject({ x: 12, y: 8 });
    expect(g.stack[g.stack.length - 1]).toMatchObject({ h: 1, m: 1 });
  });

  it('Hurdle never jumps a standing player; Vault jumps anything on DL 14', () => {
    const { g } = mover({ maneuvers: ['hurdle', 'vault'], skills }, [plain('away', 5, 11, 7)], [13]);
    expect(has(g, 'hurdle', (a) => a.x === 12 && a.y === 8)).toBe(false);
    const events = doAct(g, { type: 'vault', x: 12, y: 8 });
    expect(rolls(events, 'runeball.vault')[0]).toMatchObject({ target: 14, outcome: 'failure' });
    expect(g.players[home(1)]).toMatchObject({ x: 10, y: 7, prone: true });
    expect(g.pending!.kind).not.toBe('turn');
  });
});

describe('SHAKING IT OFF', () => {
  it('foregoes the move and returns 1d6 hits, never the wound damage', () => {
    const { g } = mover({ hits: 10 }, [], [6]);
    g.players[home(1)].wd = 8;
    const events = doAct(g, { type: 'shake' });
    expect(rolls(events, 'runeball.shake-it-off')[0].total).toBe(6);
    // max 20, 8 of it wound damage: at most 12
    expect(g.players[home(1)].hits).toBe(12);
    expect(ofType(events, 'turn-end')[0].player).toBe(home(1));
  });

  it('is offered only to a hurt player with a fresh turn', () => {
    expect(has(mover().g, 'shake')).toBe(false);
    const { g } = mover({ hits: 10 });
    doAct(g, { type: 'move', x: 11, y: 7 });
    expect(has(g, 'shake')).toBe(false);
  });
});

describe('touchdown', () => {
  it('a ball carrier entering the opponents\' end zone scores 7; the turn ends and the scorers kick off', () => {
    const { g } = scene({ players: [plain('home', 1, 25, 7), plain('away', 2, 20, 2)], ball: { team: 'home', number: 1 }, turn: { team: 'home', number: 1 } });
    // the move stops on entering the end zone: (28, 7) is reachable, (29, 7) is not
    expect(has(g, 'move', (a) => a.x === 28 && a.y === 7)).toBe(true);
    expect(has(g, 'move', (a) => a.x === 29 && a.y === 7)).toBe(false);
    const events = doAct(g, { type: 'move', x: 28, y: 7 });
    expect(ofType(events, 'touchdown')[0]).toMatchObject({ team: 0, points: 7 });
    expect(g.score).toEqual([7, 0]);
    expect(g.kicking).toBe(0);
    expect(ofType(events, 'stoppage')).toHaveLength(1);
    expect(g.xp[home(1)].td).toBe(1);
  });

  it('a player without the ball scores nothing in the end zone', () => {
    const { g } = scene({ players: [plain('home', 1, 25, 7)], turn: { team: 'home', number: 1 } });
    doAct(g, { type: 'move', x: 29, y: 7 });
    expect(g.score).toEqual([0, 0]);
  });
});

describe('holding an action', () => {
  it('a held player acts later: at the end of the round if no one preempts with him', () => {
    const { g } = mover();
    const events = doAct(g, { type: 'hold' });
    expect(ofType(events, 'hold')[0].player).toBe(home(1));
    // he is the last to act this round, so his held action comes straight back, and cannot be held again
    expect(ofType(events, 'turn').map((e) => e.player)).toEqual([home(1)]);
    expect(g.pending!.kind).toBe('turn');
    expect(find(g, 'hold')).toBeUndefined();
  });
});

describe('the test die option', () => {
  it('d20 by default; another die switches every skill test', () => {
    const d20 = scene({ players: [plain('home', 1, 10, 7)], ball: { x: 10, y: 7, state: 'rest' }, turn: { team: 'home', number: 1 }, dice: [8] }).g;
    expect(rolls(doAct(d20, { type: 'pickup' }), 'runeball.recover')[0].dice).toEqual([8]);
    const { g } = scene({ players: [plain('home', 1, 10, 7)], ball: { x: 10, y: 7, state: 'rest' }, turn: { team: 'home', number: 1 }, dice: [2, 3, 3] }, { testDie: '3d6' });
    const ev = rolls(doAct(g, { type: 'pickup' }), 'runeball.recover')[0];
    expect(ev).toMatchObject({ dice: [2, 3, 3], total: 8, target: 8, outcome: 'success' });
  });
});
