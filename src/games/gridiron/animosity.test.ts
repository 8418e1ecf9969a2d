// Animosity (LRB6), as scenarios: the skaven home-1 (5,5) holds the ball; home-2 (6,5) is of the team's own race,
// the skaven home-3 (5,6) is his own.
import { describe, expect, it } from 'vitest';
import { loadTeam } from './rosters';
import { A, pl, scenario } from './testkit';

function giver(dice: number[]) {
  return scenario({
    players: [
      pl('home', 1, 5, 5, { skills: ['Animosity'], race: 'skaven' }),
      pl('home', 2, 6, 5),
      pl('home', 3, 5, 6, { race: 'skaven' }),
      pl('away', 1, 20, 5),
    ],
    ball: { carrier: 'home-1' },
    dice,
  });
}

describe('Animosity: "attempts to hand-off or pass the ball to a team-mate that is not the same race ... roll a D6"', () => {
  it('"On a 2+, the pass/hand-off is carried out as normal"', () => {
    const m = giver([2, 4]);
    m.play(A.start('home-1', 'handoff'), { type: 'handoff', to: 'home-2' });
    expect(m.rolls('gridiron.animosity')[0]).toMatchObject({ who: 'home-1', target: 2, outcome: 'success' });
    expect(m.game.ball).toMatchObject({ state: 'held', carrier: 'home-2' });
  });

  it('"On a 1, the player refuses to try to give the ball to any team-mate except one of his own race" and may move no more', () => {
    const m = giver([1, 4]);
    m.play(A.start('home-1', 'handoff'), { type: 'handoff', to: 'home-2' });
    expect(m.rolls('gridiron.animosity')[0].outcome).toBe('failure');
    expect(m.game.ball).toMatchObject({ state: 'held', carrier: 'home-1' });
    expect(m.offered('move')).toEqual([]);
    expect(m.offered('handoff').map((a) => a.to)).not.toContain('home-2');
    // "The coach may choose to change the target ... to another team-mate of the same race"
    m.play({ type: 'handoff', to: 'home-3' });
    expect(m.rolls('gridiron.animosity')).toHaveLength(1);
    expect(m.game.ball).toMatchObject({ state: 'held', carrier: 'home-3' });
  });

  it('a team-mate of his own race takes the ball with no roll', () => {
    const m = giver([4]);
    m.play(A.start('home-1', 'handoff'), { type: 'handoff', to: 'home-3' });
    expect(m.rolls('gridiron.animosity')).toEqual([]);
    expect(m.game.ball.carrier).toBe('home-3');
  });

  it('a pass to a square holding a team-mate of another race rolls too; a failure throws nothing', () => {
    const m = scenario({
      players: [pl('home', 1, 5, 5, { skills: ['Animosity'], race: 'skaven' }), pl('home', 2, 9, 5), pl('away', 1, 20, 5)],
      ball: { carrier: 'home-1' },
      dice: [1],
    });
    m.play(A.start('home-1', 'pass'), { type: 'throw', x: 9, y: 5 });
    expect(m.rolls('gridiron.animosity')[0].outcome).toBe('failure');
    expect(m.rolls('gridiron.pass')).toEqual([]);
    expect(m.offered('throw').some((a) => a.x === 9 && a.y === 5)).toBe(false);
    expect(m.offered('throw').some((a) => a.x === 8 && a.y === 5)).toBe(true);
  });

  it('the mixed rosters name their positions\' races: Underworld goblins are not skaven', () => {
    const { players } = loadTeam('underworld', 'home');
    const race = (position: string) => players.find((p) => p.position === position)?.race;
    expect([race('Underworld Goblin'), race('Skaven Thrower')]).toEqual(['goblin', 'skaven']);
    const pact = loadTeam('chaos-pact', 'away').players;
    expect(new Set(pact.map((p) => p.race)).size).toBeGreaterThan(1);
  });
});
