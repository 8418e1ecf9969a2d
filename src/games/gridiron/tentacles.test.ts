// Tentacles (LRB6), as scenarios: home-1 (5,5) dodges away from away-1 (6,6), who has Tentacles, to 4,4.
import { describe, expect, it } from 'vitest';
import { A, pl, scenario } from './testkit';

function dodge(dice: number[], st = 3) {
  const m = scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 6, 6, { st, skills: ['Tentacles'] })], dice });
  m.play(A.start('home-1', 'move'), A.move(4, 4));
  expect(m.game.pending).toMatchObject({ kind: 'tentacles', seat: 'away' });
  m.play(A.choose('away-1'));
  return m;
}

describe('Tentacles: "when an opposing player attempts to dodge or leap out of any of his tackle zones"', () => {
  it('"If the final result is 6 or higher, or the roll is a 6, the opposing player is held firmly in place and his movement comes to an end"', () => {
    const m = dodge([6]);
    expect(m.rolls('gridiron.tentacles')[0]).toMatchObject({ who: 'away-1', target: 6, total: 6, outcome: 'success' });
    expect(m.rolls('gridiron.dodge')).toEqual([]);
    expect(m.player('home-1')).toMatchObject({ x: 5, y: 5, stance: 'standing' });
    expect(m.offered('move')).toEqual([]);
    // no turnover: the action goes on (to its end)
    expect(m.legal()).toEqual([{ type: 'end-action' }]);
  });

  it('"Roll a D6, adding the player with the Tentacles skill\'s ST to the score and subtracting the ST of the opposing player"', () => {
    const m = dodge([4], 5);
    expect(m.rolls('gridiron.tentacles')[0]).toMatchObject({ total: 6, outcome: 'success' });
    expect(m.player('home-1')).toMatchObject({ x: 5, y: 5 });
  });

  it('"If, however, the result is 5 or lower ... then the opposing player may move as normal": he dodges', () => {
    const m = dodge([5, 4]);
    expect(m.rolls('gridiron.tentacles')[0].outcome).toBe('failure');
    expect(m.rolls('gridiron.dodge')[0].outcome).toBe('success');
    expect(m.player('home-1')).toMatchObject({ x: 4, y: 4 });
  });

  it('the coach may let him go', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 6, 6, { skills: ['Tentacles'] })], dice: [4] });
    m.play(A.start('home-1', 'move'), A.move(4, 4), A.choose('none'));
    expect(m.rolls('gridiron.tentacles')).toEqual([]);
    expect(m.player('home-1')).toMatchObject({ x: 4, y: 4 });
  });
});
