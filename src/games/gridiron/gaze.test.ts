// Hypnotic Gaze (LRB6), as scenarios: home-1 (5,5) gazes at away-1 (6,5); away-2 (4,4) marks him too.
import { describe, expect, it } from 'vitest';
import { A, pl, scenario } from './testkit';

function gaze(dice: number[]) {
  const m = scenario({
    players: [pl('home', 1, 5, 5, { skills: ['Hypnotic Gaze'] }), pl('home', 3, 7, 5), pl('away', 1, 6, 5), pl('away', 2, 4, 4)],
    dice,
    end: 'half',
  });
  m.play(A.start('home-1', 'move'));
  return m;
}

describe('Hypnotic Gaze: "at the end of his Move Action on one opposing player who is in an adjacent square"', () => {
  it('"Make an Agility roll ... with a -1 modifier for each opposing tackle zone on the player with hypnotic gaze other than the victim\'s"', () => {
    const m = gaze([5]);
    expect(m.offered('gaze').map((a) => [a.target, a.hint])).toEqual([['away-1', 'gaze 5+'], ['away-2', 'gaze 5+']]);
    m.play({ type: 'gaze', target: 'away-1' });
    expect(m.rolls('gridiron.hypnotic-gaze')[0]).toMatchObject({ target: 4, modifiers: [{ source: 'tackle zones', value: -1 }], outcome: 'success' });
    // the gaze ends his action
    expect(m.game.pending?.kind).toBe('turn');
    expect(m.player('away-1').flags).toEqual(['no-tackle-zone']);
  });

  it('"the opposing player loses his tackle zones": a team-mate leaves it without a dodge, and it returns at his next Action', () => {
    const m = gaze([5]);
    m.play({ type: 'gaze', target: 'away-1' }, A.start('home-3', 'move'), A.move(8, 5));
    expect(m.rolls('gridiron.dodge')).toEqual([]);
    m.play(A.endAction(), A.endTurn(), A.start('away-1', 'move'));
    expect(m.player('away-1').flags).toEqual([]);
  });

  it('"If the roll fails, then the hypnotic gaze has no effect" (and no turnover)', () => {
    const m = gaze([4]);
    m.play({ type: 'gaze', target: 'away-1' });
    expect(m.rolls('gridiron.hypnotic-gaze')[0].outcome).toBe('failure');
    expect(m.player('away-1').flags).toEqual([]);
    expect(m.game.pending).toMatchObject({ kind: 'turn', seat: 'home' });
  });
});
