// Nurgle's Rot (LRB6), as scenarios: home-1 (5,5) knocks away-1 (6,5) down and kills him (armour 6+6, injury 6+6,
// casualty 6/1 = Dead).
import { describe, expect, it } from 'vitest';
import type { ScenarioPlayer } from './scenario';
import { afterMatch } from './spp';
import { A, pl, scenario } from './testkit';

function kill(victim: Partial<ScenarioPlayer>, rot = true) {
  const m = scenario({
    players: [pl('home', 1, 5, 5, { st: victim.st ?? 3, skills: rot ? ["Nurgle's Rot"] : [] }), pl('away', 1, 6, 5, victim), pl('away', 2, 7, 4), pl('away', 3, 7, 6)],
    dice: ['pow', 6, 6, 6, 6, 6, 1, 1, 1],
  });
  m.play(A.start('home-1', 'block'), A.block('away-1'), A.follow(false));
  expect(m.player('away-1').injuries).toEqual(['Dead (Dead)']);
  return m;
}

describe('Nurgle\'s Rot: "spreads when he kills an opponent during a Block, Blitz or Foul Action"', () => {
  it('"the infected opponent becomes a new rookie Rotter": the after-match report names him for the Nurgle team', () => {
    const m = kill({});
    expect(m.player('away-1').infected).toBe(true);
    const report = afterMatch({ state: m.game, events: [] }, m.game);
    expect(report.rotters).toEqual({ home: ['away-1'], away: [] });
  });

  it.each([
    ['ST 5', { st: 5 }],
    ['Regeneration', { skills: ['Regeneration'] }],
    ['Stunty', { skills: ['Stunty'] }],
  ])('"his Strength cannot exceed 4, and he cannot have the Decay, Regeneration or Stunty skills": not with %s', (_name, victim) => {
    // (Regeneration's roll is the 1 after the casualty: it fails)
    const m = kill(victim);
    expect(m.player('away-1').infected).toBeUndefined();
  });

  it('a Foul Action spreads it too', () => {
    const m = scenario({
      players: [pl('home', 1, 5, 5, { skills: ["Nurgle's Rot"] }), pl('away', 1, 6, 5, { stance: 'prone' })],
      dice: [6, 5, 6, 5, 6, 1],
    });
    m.play(A.start('home-1', 'foul'), A.foul('away-1'));
    expect(m.player('away-1')).toMatchObject({ injuries: ['Dead (Dead)'], infected: true });
  });

  it('a killer without the skill infects nobody', () => {
    expect(kill({}, false).player('away-1').infected).toBeUndefined();
  });
});
