import { describe, expect, it } from 'vitest';
import { act, newGame } from '../../core/game';
import { ROSTERS } from './rosters/index';
import { A, pl, randomMatch, scenario } from './testkit';

describe('scenarios', () => {
  it('start at the active team turn decision with every player on his square', () => {
    const m = scenario({ players: [pl('home', 3, 5, 5), pl('away', 7, 10, 5, { stance: 'prone' })], active: 'home', turn: 4 });
    expect(m.game.pending?.kind).toBe('turn');
    expect(m.game.pending?.seat).toBe('home');
    expect(m.player('home-3')).toMatchObject({ x: 5, y: 5, stance: 'standing', place: 'pitch' });
    expect(m.player('away-7').stance).toBe('prone');
    expect(m.game.teams.home.turn).toBe(4);
  });

  it('give the ball to a carrier or put it on the ground', () => {
    const held = scenario({ players: [pl('home', 1, 5, 5)], ball: { carrier: 'home-1' } });
    expect(held.game.ball).toEqual({ state: 'held', x: 5, y: 5, carrier: 'home-1' });
    const ground = scenario({ players: [pl('home', 1, 5, 5)], ball: { x: 8, y: 8 } });
    expect(ground.game.ball).toMatchObject({ state: 'ground', x: 8, y: 8 });
  });

  it.each([
    [{ players: [{ side: 'home', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 30, y: 1 }] }, 'scenario.players[0]: x,y'],
    [{ players: [{ side: 'red', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 3, y: 1 }] }, 'scenario.players[0].side'],
    [{ players: [{ side: 'home', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 3, y: 1 }, { side: 'away', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 3, y: 1 }] }, 'already holds a player'],
    [{ players: [{ side: 'home', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 3, y: 1 }], ball: { carrier: 'home-9' } }, 'scenario.ball.carrier'],
    [{ players: [], turn: 9 }, 'scenario.turn'],
  ])('reject a bad scenario naming the field (%#)', (sc, message) => {
    expect(() => newGame('gridiron', { scenario: sc })).toThrow(message);
  });

  it('end after the turn when asked', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5)], end: 'turn' });
    m.play(A.endTurn());
    expect(m.game.result).toMatchObject({ winner: null, reason: 'end of the scenario turn' });
    expect(m.game.pending).toBeNull();
  });

  it('play on to the end of the half by default, turn markers alternating', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 20, 5)], end: 'half', turn: 7 });
    m.play(A.endTurn());
    expect(m.game.pending?.seat).toBe('away');
    expect(m.game.teams.away.turn).toBe(7);
    m.play(A.endTurn(), A.endTurn(), A.endTurn());
    expect(m.game.result?.reason).toBe('end of the half');
  });

  it('the example in docs/gridiron-match.md plays as written', () => {
    const g = newGame('gridiron', { scenario: {
      players: [
        { side: 'home', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 5, y: 5, skills: ['Dodge'] },
        { side: 'away', number: 1, ma: 5, st: 3, ag: 3, av: 9, x: 6, y: 6 },
      ],
      ball: { carrier: 'home-1' },
      active: 'home', turn: 3,
      dice: [2, 4],
      end: 'turn',
    } });
    act(g, { type: 'start-action', player: 'home-1', action: 'move' });
    const events = act(g, { type: 'move', x: 4, y: 4 });
    expect(events.filter((e) => e.type === 'roll').map((e) => [e.rule, e.outcome])).toEqual([
      ['gridiron.dodge', 'failure'],
      ['gridiron.dodge', 'success'],
    ]);
  });

  it('a team naming no LRB6 skill is an error naming its path, the retired allowUnimplementedSkills option or not', () => {
    const team = { name: 'Odd Ones', roster: 'human', rerolls: 1, players: [1, 2, 3].map((n) => ({ number: n, name: `P${n}`, position: 'Lineman', skills: n === 2 ? ['Projectile Vomit'] : [] })) };
    const message = 'players[1].skills[0]: expected the name of an LRB6 skill in the catalogue';
    expect(() => newGame('gridiron', { home: team })).toThrow(message);
    expect(() => newGame('gridiron', { home: team, allowUnimplementedSkills: true })).toThrow(message);
  });

  it('a scenario naming no LRB6 skill at all is an error naming its path', () => {
    const sc = { players: [{ side: 'home', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 3, y: 1, skills: ['Dodge', 'Projectile Vomit'] }] };
    expect(() => newGame('gridiron', { scenario: sc })).toThrow('scenario.players[0].skills[1]: expected the name of an LRB6 skill');
    expect(() => newGame('gridiron', { scenario: sc, allowUnimplementedSkills: true })).toThrow('scenario.players[0].skills[1]: expected the name');
  });

  it('a scenario reads skill names in any letter case and stores them as the catalogue writes them', () => {
    const m = scenario({ players: [pl('home', 1, 3, 1, { skills: ['sure hands', 'MIGHTY BLOW'] })] });
    expect(m.player('home-1').skills).toEqual(['Sure Hands', 'Mighty Blow']);
  });

  it('allowUnimplementedSkills is retired: still accepted, true or false, so older match records load, and it changes nothing', () => {
    const play = (allow: boolean) => {
      const { game, events } = randomMatch({ home: 'nurgle', away: 'dark-elf', allowUnimplementedSkills: allow }, '19');
      return { events, players: game.players, result: game.result };
    };
    const strict = play(false);
    expect(strict.result?.reason).toBe('full time');
    expect(play(true)).toEqual(strict);
  });

  it.each(ROSTERS.map((r) => [r.id] as const))('the shipped %s team plays, every skill on it with its rule', (id) => {
    expect(() => newGame('gridiron', { home: id, away: 'orc' })).not.toThrow();
  });
});
