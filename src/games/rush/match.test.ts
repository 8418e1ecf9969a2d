import { describe, expect, it } from 'vitest';
import { has, ofType, rolls, scene, send, type RGame } from './testkit';
import { start } from '../../core/game';

const one = { players: [{ id: 'home-4', x: 8, y: 7 }, { id: 'away-4', x: 18, y: 7 }] };

describe('Team Action Tokens (facts.md §3.2)', () => {
  it('"5 Team Action Tokens"; "at most 2 token actions" per player per rush', () => {
    const { g } = scene({ players: [{ id: 'home-4', x: 8, y: 7 }, { id: 'home-5', x: 8, y: 3 }] });
    expect(g.tokens).toBe(5);
    for (let i = 0; i < 2; i++) {
      send(g, 'run', { player: 'home-4' });
      send(g, 'stop', { facing: 1 });
    }
    expect(has(g, 'run', { player: 'home-4' })).toBe(false);
    expect(has(g, 'run', { player: 'home-5' })).toBe(true);
  });

  it('"at most 2 token actions" counts coming on from the Subs\' Bench as one (facts.md §3.7): one more, then none', () => {
    const { g } = scene({ players: [{ id: 'home-4', x: 8, y: 7 }] });
    send(g, 'enter', { player: 'home-6' });
    send(g, 'run', { player: 'home-6' });
    send(g, 'stop', { facing: 2 });
    expect(has(g, 'run', { player: 'home-6' })).toBe(false);
    expect(has(g, 'sprint', { player: 'home-6' })).toBe(false);
    expect(g.tokens).toBe(3);
  });

  it('"Your turn ends when: You run out of action tokens"', () => {
    const { g } = scene({ ...one, tokens: 1 });
    send(g, 'run', { player: 'home-4' });
    const ev = send(g, 'stop', { facing: 1 });
    expect(ofType(ev, 'rush-end')[0].why).toBe('no action tokens left');
    expect([g.rush, g.active, g.tokens]).toEqual([2, 1, 5]);
  });

  it('"You run out of players": two actions each, and nobody can come on (the entrance hex is taken)', () => {
    const { g } = scene({ players: [{ id: 'home-4', x: 8, y: 7 }, { id: 'away-4', x: 11, y: 0 }] });
    send(g, 'run', { player: 'home-4' });
    send(g, 'stop', { facing: 1 });
    send(g, 'run', { player: 'home-4' });
    const ev = send(g, 'stop', { facing: 1 });
    expect(ofType(ev, 'rush-end')[0]).toMatchObject({ rush: 1, why: 'no players left to act' });
    expect(g.active).toBe(1);
  });
});

describe('the match (facts.md §3.1)', () => {
  it('"Home then Visitor each place 6 players anywhere in their own half; the rest go to the Subs\' Bench", then the ball is launched and Home takes the first rush', () => {
    const { game } = start('rush', { seed: '1', scenario: { dice: [3] } });
    const g = game as RGame;
    expect(g.pending?.seat).toBe('home');
    send(g, 'place', { player: 'home-2', x: 3, y: 3 });
    send(g, 'formation');
    expect(g.pending?.seat).toBe('away');
    expect(has(g, 'place', { x: 3, y: 3 })).toBe(false);
    expect(has(g, 'place', { x: 20, y: 3 })).toBe(true);
    const ev = send(g, 'formation');
    expect(g.players.filter((p) => p.team === 0 && p.at === 'pitch')).toHaveLength(6);
    expect(g.players.filter((p) => p.team === 1 && p.at === 'bench')).toHaveLength(2);
    expect(g.players.find((p) => p.id === 'home-2')).toMatchObject({ x: 3, y: 3 });
    expect([g.rush, g.active]).toEqual([1, 0]);
    // "On 1–5 the ball arrives at the DreadBall-marked launch hex that many hexes from the side."
    expect(rolls(ev, 'rush.launch')[0].total).toBe(3);
    expect(g.ball).toMatchObject({ inPlay: true, x: 12, y: 6, carrier: null });
  });

  it('"On 6 it ricochets off the opposite wall: roll again, 1–3 toward the rushing coach, 4–6 away"', () => {
    const toward = start('rush', { seed: '1', scenario: { dice: [6, 2] } }).game as RGame;
    send(toward, 'formation');
    send(toward, 'formation');
    expect(toward.ball).toMatchObject({ x: 11, y: 10 });
    const away = start('rush', { seed: '1', scenario: { dice: [6, 5] } }).game as RGame;
    send(away, 'formation');
    send(away, 'formation');
    expect(away.ball).toMatchObject({ x: 13, y: 10 });
  });

  it('"A team that reaches 7 points ahead wins at once (landslide)"', () => {
    const { g } = scene({ ...one, track: -7 });
    const ev = send(g, 'end-rush');
    expect(ofType(ev, 'match-end')[0]).toMatchObject({ winner: 'away', reason: 'landslide' });
    expect(g.result?.winner).toBe('away');
  });

  it('"After 14 rushes, the team on whose side the marker sits wins"', () => {
    const { g } = scene({ ...one, active: 'away', rush: 14, track: 2 });
    send(g, 'end-rush');
    expect(g.result).toMatchObject({ winner: 'home', reason: 'after 14 rushes' });
  });

  it('"At 0 after 14 rushes → Sudden Death"; after the option\'s Sudden Death rushes, a draw', () => {
    const { g } = scene({ ...one, active: 'away', rush: 14 }, { suddenDeathRushes: 2 });
    const ev = send(g, 'end-rush');
    expect(ofType(ev, 'sudden-death')).toHaveLength(1);
    expect([g.rush, g.active, g.suddenDeath, g.result]).toEqual([15, 0, true, null]);
    send(g, 'end-rush');
    expect([g.rush, g.result]).toEqual([16, null]);
    send(g, 'end-rush');
    expect(g.result).toMatchObject({ winner: null, reason: 'sudden death: no score' });
  });

  it('Sudden Death: "the gates close (no reserves can enter), and ... the last team standing ... wins": the bench does not stand', () => {
    // The Visitor has nobody on the pitch, only models on the Subs' Bench, who may not come on in Sudden Death.
    const { g } = scene({ players: [{ id: 'home-4', x: 8, y: 7 }], active: 'away', rush: 14 });
    send(g, 'end-rush');
    expect([g.rush, g.suddenDeath, g.result]).toEqual([15, true, null]);
    send(g, 'end-rush');
    expect(g.result).toMatchObject({ winner: 'home', reason: 'sudden death: last team standing' });
  });
});
