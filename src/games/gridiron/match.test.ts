import { describe, expect, it } from 'vitest';
import { newGame } from '../../core/game';
import { weatherFor, WEATHER_TABLE } from './pregame';
import { applyFormation, FORMATION_NAMES, setupProblem } from './setup';
import { A, pl, scenario } from './testkit';
import type { GState } from './state';

describe('the pre-game', () => {
  it('rolls fans (2d6 + Fan Factor) and FAME, the weather, and the away coach calls the toss', () => {
    // Human (Fan Factor 3) rolls 12: 15,000 fans; Orc (Fan Factor 2) rolls 2: 4,000. At least double: FAME 2 for home.
    const m = scenario({ from: 'pre-game', players: [], dice: [6, 6, 1, 1, 3, 4, 1] } as never);
    expect(m.game.teams.home).toMatchObject({ fans: 15000, fame: 2 });
    expect(m.game.teams.away).toMatchObject({ fans: 4000, fame: 0 });
    expect(m.game.weather).toBe('nice');
    expect(m.game.pending).toMatchObject({ kind: 'coin-toss', seat: 'away' });
    m.play(A.choose('heads'));
    expect(m.game.pending).toMatchObject({ kind: 'kick-or-receive', seat: 'away' });
    m.play(A.choose('receive'));
    expect(m.game.firstKicker).toBe('home');
    expect(m.game.pending).toMatchObject({ kind: 'setup', seat: 'home' });
  });

  it('FAME +1 for more fans, 0 for equal', () => {
    const more = scenario({ from: 'pre-game', players: [], dice: [3, 3, 3, 3, 3, 4] } as never);
    expect([more.game.teams.home.fame, more.game.teams.away.fame]).toEqual([1, 0]);
    const equal = scenario({ from: 'pre-game', players: [], dice: [3, 3, 3, 4, 3, 4] } as never);
    expect([equal.game.teams.home.fame, equal.game.teams.away.fame]).toEqual([0, 0]);
  });

  it.each([
    [2, 'sweltering-heat'], [3, 'very-sunny'], [4, 'nice'], [7, 'nice'], [10, 'nice'], [11, 'pouring-rain'], [12, 'blizzard'],
  ])('weather 2d6 = %i: %s', (total, weather) => {
    expect(weatherFor(total)).toBe(weather);
  });

  it('the weather table covers 2 to 12', () => {
    expect(WEATHER_TABLE.at(-1)![0]).toBe(12);
  });

  it('the toss winner who kicks makes the other team receive; the other team kicks the second half', () => {
    const m = scenario({ from: 'pre-game', players: [], dice: [3, 3, 3, 4, 3, 4, 2] } as never);
    m.play(A.choose('heads'));
    expect(m.game.pending?.seat).toBe('home');
    m.play(A.choose('kick'));
    expect(m.game.firstKicker).toBe('home');
    expect(m.game.kicking).toBe('home');
  });
});

describe('set-up', () => {
  const team = () => {
    const g = newGame('gridiron', { seed: '3' }) as unknown as GState;
    return g;
  };

  it.each(FORMATION_NAMES)('the %s formation is legal for both teams', (name) => {
    const g = team();
    applyFormation(g, 'home', name);
    applyFormation(g, 'away', name);
    expect(setupProblem(g, 'home')).toBeNull();
    expect(setupProblem(g, 'away')).toBeNull();
    expect(g.players.filter((p) => p.side === 'home' && p.place === 'pitch').every((p) => p.x <= 12)).toBe(true);
    expect(g.players.filter((p) => p.side === 'away' && p.place === 'pitch').every((p) => p.x >= 13)).toBe(true);
  });

  it('at least 3 on the line of scrimmage in the centre', () => {
    const g = team();
    applyFormation(g, 'home', 'balanced');
    const los = g.players.find((p) => p.side === 'home' && p.x === 12)!;
    los.x = 11;
    expect(setupProblem(g, 'home')).toMatch(/line of scrimmage/);
  });

  it('at most 2 in a wide zone', () => {
    const g = team();
    applyFormation(g, 'home', 'balanced');
    const back = g.players.filter((p) => p.side === 'home' && p.place === 'pitch' && p.x < 12).slice(0, 3);
    back.forEach((p, i) => ((p.x = 5 + i), (p.y = 0)));
    expect(setupProblem(g, 'home')).toMatch(/wide zone/);
  });

  it('with fewer than 3 players available, all of them must stand on the line', () => {
    const m = scenario({ from: 'kick-off', kicking: 'home', players: [pl('home', 1, 0, 0, { place: 'reserves' }), pl('home', 2, 0, 0, { place: 'reserves' }), pl('away', 1, 0, 0, { place: 'reserves' })] });
    expect(setupProblem(m.game, 'home')).toBeNull();
    m.play({ type: 'place', player: 'home-1', x: -1, y: -1 }, { type: 'place', player: 'home-1', x: 11, y: 7 });
    expect(setupProblem(m.game, 'home')).toMatch(/at least 2/);
    expect(m.offered('setup-done')).toEqual([]);
  });

  it('offers the formations as one-click actions, and confirming only when legal', () => {
    const m = scenario({ from: 'kick-off', kicking: 'home', players: [pl('home', 1, 0, 0, { place: 'reserves' }), pl('away', 1, 0, 0, { place: 'reserves' })] });
    expect(m.offered('setup-formation').map((a) => a.name)).toEqual(FORMATION_NAMES);
    expect(m.offered('setup-done')).toHaveLength(1);
  });
});

describe('halves, drives and the final whistle', () => {
  it('a touchdown scores, ends the drive, and the scoring team kicks off next', () => {
    const m = scenario({
      players: [pl('home', 1, 24, 7), pl('away', 1, 5, 5)],
      ball: { carrier: 'home-1' },
      end: 'half',
    });
    m.play(A.start('home-1', 'move'), A.move(25, 7));
    expect(m.game.teams.home.score).toBe(1);
    expect(m.player('home-1').stats.td).toBe(1);
    expect(m.game.pending).toMatchObject({ kind: 'setup', seat: 'home' });
    expect(m.game.kicking).toBe('home');
    // The pitch was cleared; the kicking team starts its set-up from a formation.
    expect(m.game.ball.state).toBe('out');
  });

  it('after 8 turns each the half ends; KO\'d players roll 4+ to come back before the kick-off', () => {
    const m = scenario({
      players: [pl('home', 1, 5, 5), pl('home', 2, 0, 0, { place: 'ko' }), pl('away', 1, 20, 5)],
      turn: 8, half: 1, end: 'match', kicking: 'away', dice: [4],
    });
    m.play(A.endTurn(), A.endTurn());
    expect(m.events.find((e) => e.type === 'half-time')).toBeDefined();
    expect(m.rolls('gridiron.ko-recovery')[0]).toMatchObject({ who: 'home-2', target: 4, outcome: 'success' });
    expect(m.player('home-2').place).not.toBe('ko');
    // Away kicked the first half, so home kicks the second.
    expect(m.game.kicking).toBe('home');
    expect(m.game.half).toBe(2);
    expect(m.game.pending).toMatchObject({ kind: 'setup', seat: 'home' });
  });

  it('the final whistle gives the result', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 20, 5)], half: 2, turn: 8, end: 'match', score: { home: 2, away: 1 } });
    m.play(A.endTurn(), A.endTurn());
    expect(m.game.result).toEqual({ winner: 'home', score: { home: 2, away: 1 }, reason: 'full time' });
    expect(m.game.pending).toBeNull();
    const after = m.events.find((e) => e.type === 'after-match') as { report: { mvp: Record<string, string> } } | undefined;
    expect(after?.report.mvp).toEqual({ home: 'home-1', away: 'away-1' });
  });

  it('Sweltering Heat: at the end of a drive a player on a 1 sits out the next drive', () => {
    const m = scenario({
      players: [pl('home', 1, 24, 7), pl('home', 2, 10, 7), pl('away', 1, 5, 5)],
      ball: { carrier: 'home-1' }, weather: 'sweltering-heat', end: 'half', dice: [6, 1, 6],
    });
    m.play(A.start('home-1', 'move'), A.move(25, 7));
    expect(m.player('home-2').flags).toEqual(['heat']);
    expect(m.game.players.filter((p) => p.side === 'home' && p.place === 'pitch').map((p) => p.id)).toEqual(['home-1']);
  });

  it('Secret Weapon: a player on the pitch at the end of a drive is sent off', () => {
    const m = scenario({
      players: [pl('home', 1, 24, 7), pl('home', 2, 10, 7, { skills: ['Secret Weapon'] }), pl('away', 1, 5, 5)],
      ball: { carrier: 'home-1' }, end: 'half',
    });
    m.play(A.start('home-1', 'move'), A.move(25, 7));
    expect(m.player('home-2').place).toBe('sent-off');
  });

  it('each half starts with the team re-rolls back at the team sheet count; extras from the kick-off table are lost', () => {
    const m = scenario({
      players: [pl('home', 1, 5, 5), pl('away', 1, 20, 5)],
      turn: 8, end: 'match', kicking: 'away', rerolls: { home: 3, away: 1 },
    });
    m.game.teams.home.rerolls = 0;
    m.game.teams.away.rerolls = 4;
    m.play(A.endTurn(), A.endTurn());
    expect([m.game.teams.home.rerolls, m.game.teams.away.rerolls]).toEqual([3, 1]);
  });
});
