// Stab and Stakes (LRB6), as scenarios: home-1 (5,5) stabs away-1 (6,5, AV 8).
import { describe, expect, it } from 'vitest';
import type { ScenarioPlayer } from './scenario';
import { A, pl, scenario } from './testkit';

function stabbing(dice: number[], extra: Record<string, unknown> = {}, victim: Partial<ScenarioPlayer> = {}, action = 'block') {
  const m = scenario({
    players: [pl('home', 1, 5, 5, { skills: ['Stab', 'Mighty Blow', 'Stakes'] }), pl('away', 1, 6, 5, victim), pl('away', 2, 20, 5)],
    dice,
    ...extra,
  });
  m.play(A.start('home-1', action), { type: 'stab', target: 'away-1' });
  return m;
}

describe('Stab: "attack an opponent with his stabbing attack instead of throwing a block at him"', () => {
  it('"Make an unmodified Armour roll ... less than or equal to the victim\'s Armour value, then the attack has no effect"', () => {
    const m = stabbing([4, 4]);
    expect(m.rolls('gridiron.block')).toEqual([]);
    expect(m.rolls('gridiron.armour')[0]).toMatchObject({ who: 'away-1', modifiers: [], total: 8, outcome: 'holds' });
    expect(m.player('away-1')).toMatchObject({ x: 6, y: 5, stance: 'standing' });
    expect(m.game.pending?.kind).toBe('turn');
  });

  it('"If the score beats the victim\'s Armour value ... an Injury roll ... ignores all modifiers from any source – including skills such as Mighty Blow"', () => {
    const m = stabbing([4, 5, 4, 3], {}, { skills: ['Stunty'] });
    expect(m.rolls('gridiron.injury')[0]).toMatchObject({ modifiers: [], total: 7, outcome: 'stunned' });
    expect(m.player('away-1').stance).toBe('stunned');
  });

  it('"Casualties caused by a stabbing attack do not count for Star Player points", and a stab is no turnover', () => {
    const m = stabbing([6, 6, 6, 6, 1, 1]);
    expect(m.player('away-1').place).toBe('casualty');
    expect(m.player('home-1').stats.cas).toBe(0);
    expect(m.game.pending?.kind).toBe('turn');
  });

  it('"If Stab is used as part of a Blitz Action, the player cannot continue moving after using it"', () => {
    const m = stabbing([4, 4], {}, {}, 'blitz');
    expect(m.game.pending?.kind).toBe('turn');
    expect(m.player('home-1').acted).toBe(true);
  });

  it('Stakes: "add 1 to the Armour roll when they make a Stab attack against any player playing for a Khemri, Necromantic, Undead or Vampire team"', () => {
    const undead = stabbing([4, 4, 1, 1], { rosters: { away: 'undead' } });
    expect(undead.rolls('gridiron.armour')[0]).toMatchObject({ modifiers: [{ source: 'Stakes', value: 1 }], total: 9, outcome: 'broken' });
    const human = stabbing([4, 4], { rosters: { away: 'human' } });
    expect(human.rolls('gridiron.armour')[0]).toMatchObject({ modifiers: [], outcome: 'holds' });
  });
});
