// Stakes (LRB6) as scenarios: home-1 (Stab, Stakes) at 5,5 stabs away-1 (AV 8) at 6,5; the away team's roster id
// decides whether the stakes bite. LRB6: "The player may add 1 to the Armour roll when they make a Stab attack against
// any player playing for a Khemri, Necromantic, Undead or Vampire team."
import { describe, expect, it } from 'vitest';
import type { RollEvent } from '../../core/types';
import { STAKES_ROSTERS } from './stakes';
import { A, lineupWith, pl, randomMatch, scenario } from './testkit';

function facing(roster: string, dice: (number | string)[], skills = ['Stab', 'Stakes']) {
  const m = scenario({ players: [pl('home', 1, 5, 5, { skills }), pl('away', 1, 6, 5)], rosters: { away: roster }, dice });
  m.play(A.start('home-1', 'block'));
  return m;
}

describe('Stakes: "add 1 to the Armour roll when they make a Stab attack against any player playing for a Khemri, Necromantic, Undead or Vampire team"', () => {
  it('names exactly those four rosters', () => {
    expect([...STAKES_ROSTERS].sort()).toEqual(['khemri', 'necromantic', 'undead', 'vampire']);
  });

  it.each(STAKES_ROSTERS.map((r) => [r]))('against a %s team an 8 breaks AV 8 (the hint says 8+), and the injury roll stays unmodified', (roster) => {
    const m = facing(roster, [4, 4, 1, 1]);
    expect(m.offered('stab')[0].hint).toBe('stab: armour 8+');
    m.play({ type: 'stab', target: 'away-1' });
    expect(m.rolls('gridiron.armour')[0]).toMatchObject({ dice: [4, 4], modifiers: [{ source: 'Stakes', value: 1 }], total: 9, outcome: 'broken' });
    expect(m.rolls('gridiron.injury')[0].modifiers).toEqual([]);
  });

  it('against any other team the roll stays unmodified', () => {
    const m = facing('human', [4, 4]);
    expect(m.offered('stab')[0].hint).toBe('stab: armour 9+');
    m.play({ type: 'stab', target: 'away-1' });
    expect(m.rolls('gridiron.armour')[0]).toMatchObject({ modifiers: [], total: 8, outcome: 'holds' });
  });

  it('"when they make a Stab attack": a block by the same player rolls armour as usual', () => {
    const m = facing('undead', ['pow', 4, 4]);
    m.play(A.block('away-1'), A.push(7, 5), A.follow(false));
    expect(m.rolls('gridiron.armour')[0]).toMatchObject({ modifiers: [], outcome: 'holds' });
  });

  it('a stabber without Stakes gets no +1 against the Undead', () => {
    const m = facing('undead', [4, 4], ['Stab']);
    m.play({ type: 'stab', target: 'away-1' });
    expect(m.rolls('gridiron.armour')[0]).toMatchObject({ modifiers: [], outcome: 'holds' });
  });

  it('random coaches play whole matches with stake-armed stabbers against the Undead, and the stakes bite', () => {
    let staked = 0;
    for (const seed of ['k1', 'k2']) {
      const { game, events } = randomMatch({ home: lineupWith('human', 'Stab', 'Stakes'), away: 'undead' }, seed);
      expect(game.result?.reason).toBe('full time');
      staked += events.filter((e) => e.type === 'roll' && (e as RollEvent).modifiers.some((x) => x.source === 'Stakes')).length;
    }
    expect(staked).toBeGreaterThan(0);
  });
});
