// What a seat sees, and the plain words of the log.
import { describe, expect, it } from 'vitest';
import { newGame, view } from '../../core/game';
import { loadBoard } from '../../core/board';
import { getRuleset } from '../../core/registry';
import { FIELD, FIELD_BOARD, inEndZone } from './field';
import { doAct, home, plain, scene } from './testkit';

describe('view', () => {
  it('shows the board, the players, the ball, the score, the clock and the pending decision', () => {
    const { g } = scene({ players: [plain('home', 1, 10, 7), plain('away', 5, 11, 7, { prone: true })], ball: { team: 'home', number: 1 }, turn: { team: 'home', number: 1 }, round: 3 });
    const v = view(g, 'home') as any;
    expect(v.board).toMatchObject({ grid: 'hex', width: 31, height: 15 });
    expect(v.field).toMatchObject({ neutralZone: { x: 15 }, goalPosts: [{ team: 'home', x: 1, y: 7 }, { team: 'away', x: 29, y: 7 }] });
    expect(v.field.endZones).toEqual([{ team: 'home', x: [0, 2] }, { team: 'away', x: [28, 30] }]);
    expect(v.players[home(1)]).toMatchObject({ id: String(home(1)), side: 'home', number: 1, x: 10, y: 7, facing: 2, stance: 'standing', place: 'field', hits: 20, maxHits: 20, woundPenalty: 0 });
    expect(v.players[13]).toMatchObject({ side: 'away', number: 5, stance: 'prone' });
    expect(v.ball).toEqual({ x: 10, y: 7, state: 'held', carrier: String(home(1)) });
    expect(v.score).toEqual({ home: 0, away: 0 });
    expect(v.clock).toEqual({ half: 1, round: 3, roundsPerHalf: 12 });
    expect(v.active).toBe('home');
    expect(v.acting).toEqual({ player: String(home(1)) });
    expect(v.pending).toMatchObject({ seat: 'home', kind: 'turn' });
    expect(v.pending.actions).toBeUndefined();
  });

  it("the field's board data loads and agrees with the field: its end zones and neutral zone are the rules' own", () => {
    const b = loadBoard(FIELD_BOARD);
    for (let x = 0; x < FIELD.width; x++) {
      for (const y of [0, 7, 14]) {
        expect(b.areas['end-zone:home'][y * b.width + x] === 1).toBe(inEndZone(0, { x, y }));
        expect(b.areas['end-zone:away'][y * b.width + x] === 1).toBe(inEndZone(1, { x, y }));
        expect(b.areas['neutral-zone'][y * b.width + x] === 1).toBe(x === FIELD.neutralZone);
      }
    }
  });

  it('is plain data', () => {
    const g = newGame('runeball', { seed: '2' });
    const v = view(g);
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });
});

describe('describe', () => {
  it('puts runeball\'s own events in plain words', () => {
    const { g } = scene({ players: [plain('home', 1, 27, 7)], ball: { team: 'home', number: 1 }, turn: { team: 'home', number: 1 } });
    const events = doAct(g, { type: 'move', x: 28, y: 7 });
    const rs = getRuleset('runeball');
    const words = events.filter((e) => e.type !== 'roll').map((e) => rs.describe!(e, g));
    expect(words).toContain('TOUCHDOWN home! home #1 Garran Holt scores 7 (7-0)');
    expect(words.every((w) => typeof w === 'string' && w.length > 0)).toBe(true);
  });
});

describe('clone', () => {
  it('is equal to the original and independent of it', async () => {
    const { act, clone, legal } = await import('../../core/game');
    const g = newGame('runeball', { seed: '11' });
    for (let i = 0; i < 120 && g.pending; i++) act(g, legal(g)[i % legal(g).length]);
    const before = JSON.stringify(g);
    const c = clone(g);
    expect(JSON.stringify(c)).toBe(before);
    for (let i = 0; i < 60 && c.pending; i++) act(c, legal(c)[0]);
    expect(JSON.stringify(g)).toBe(before);
  });
});

describe('the manual\'s scenario example', () => {
  it('a block that succeeds by 3 knocks the defender back and down', async () => {
    const { start, act } = await import('../../core/game');
    const { game } = start('runeball', { scenario: {
      players: [{ team: 'home', number: 1, x: 10, y: 7 }, { team: 'away', number: 5, x: 11, y: 7, facing: 5 }],
      turn: { team: 'home', number: 1 },
      dice: [15, 12, 1],
    } });
    const events = act(game, { type: 'block', target: 13 });
    expect(events.find((e) => e.type === 'block')).toMatchObject({ margin: 3, result: 'knockdown' });
    act(game, { type: 'push', x: 12, y: 7 });
    expect((game as any).players[13]).toMatchObject({ x: 12, y: 7, prone: true });
  });
});

describe('scenario errors', () => {
  it('name what is wrong', async () => {
    const { start } = await import('../../core/game');
    expect(() => start('runeball', { scenario: { players: [{ team: 'home', number: 1, x: 40, y: 0 }] } })).toThrow(/players\[0\]: x, y must be a hex on the field/);
    expect(() => start('runeball', { scenario: { players: [{ team: 'home', number: 12, x: 4, y: 0 }] } })).toThrow(/players\[0\]: expected the number of a player of that team/);
    expect(() => start('runeball', { scenario: { players: [{ team: 'home', number: 1, x: 4, y: 0 }, { team: 'away', number: 1, x: 4, y: 0 }] } })).toThrow(/players\[1\]: its hex is taken/);
    expect(() => start('runeball', { scenario: { players: [{ team: 'home', number: 1, x: 4, y: 0 }], turn: { team: 'home', number: 2 } } })).toThrow(/scenario turn: the player is not on the field/);
    expect(() => start('runeball', { scenario: { players: [{ team: 'red', number: 1, x: 4, y: 0 }] } })).toThrow(/team must be "home" or "away"/);
  });
});
