// Leader (LRB6), as scenarios: home-1 dodges away from away-1 and fails; the team has no ordinary re-roll.
import { describe, expect, it } from 'vitest';
import type { ScenarioPlayer } from './scenario';
import { A, pl, scenario } from './testkit';
import { gridironView } from './view';

function dodge(leader: Partial<ScenarioPlayer>, rerolls = 0) {
  const m = scenario({
    players: [pl('home', 1, 5, 5), pl('away', 1, 6, 6), pl('home', 2, 1, 1, { skills: ['Leader'], ...leader })],
    rerolls: { home: rerolls },
    dice: [1, 6],
  });
  m.play(A.start('home-1', 'move'), A.move(4, 4));
  return m;
}

describe('Leader: "a single Leader Re-roll ... used exactly the same in every way as a normal Team re-roll"', () => {
  it('a team with a Leader on the pitch has a team re-roll, and it is spent', () => {
    const m = dodge({});
    expect((gridironView(m.game).teams as { home: { leader?: number } }).home.leader).toBe(1);
    expect(m.offered('reroll')).toEqual([{ type: 'reroll', use: 'team', label: expect.stringMatching(/^Use a team re-roll \(\d left\)$/) }]);
    m.play(A.reroll('team'));
    expect(m.rolls('gridiron.dodge').map((r) => r.outcome)).toEqual(['failure', 'success']);
    expect(m.game.teams.home).toMatchObject({ leader: 0, rerolls: 0, rerollUsedThisTurn: true });
  });

  it('"may only be used so long as at least one player with the Leader skill is on the pitch – even if ... Prone or Stunned"', () => {
    expect(dodge({ stance: 'stunned' }).offered('reroll')).toEqual([{ type: 'reroll', use: 'team', label: expect.stringMatching(/^Use a team re-roll \(\d left\)$/) }]);
    expect(dodge({ place: 'reserves' }).offered('reroll')).toEqual([]);
  });

  it('the Leader re-roll goes first, keeping the ordinary one for when the Leader has left the pitch', () => {
    const m = dodge({}, 1);
    m.play(A.reroll('team'));
    expect(m.game.teams.home).toMatchObject({ leader: 0, rerolls: 1 });
  });

  it('each half starts with one Leader re-roll for a team with a Leader', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { skills: ['Leader'] }), pl('away', 1, 20, 5)], turn: 8, end: 'match' });
    m.game.teams.home.leader = 0;
    m.play(A.endTurn(), A.endTurn());
    expect(m.game.half).toBe(2);
    expect([m.game.teams.home.leader, m.game.teams.away.leader]).toEqual([1, 0]);
  });
});
