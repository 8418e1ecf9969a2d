import { describe, expect, it } from 'vitest';
import { casualtyEntry, injuryResult } from './injury';
import { A, pl, scenario } from './testkit';
import type { ScenarioPlayer } from './scenario';

/** home-1 at 5,5 knocks away-1 down with Defender Down; the push has one square (7,5), and no follow-up. */
function pow(dice: (number | string)[], a: Partial<ScenarioPlayer> = {}, d: Partial<ScenarioPlayer> = {}, extra = {}) {
  const m = scenario({
    players: [pl('home', 1, 5, 5, a), pl('away', 1, 6, 5, d), pl('away', 2, 7, 4), pl('away', 3, 7, 6)],
    dice: ['pow', ...dice],
    ...extra,
  });
  m.play(A.start('home-1', 'block'), A.block('away-1'), A.follow(false));
  return m;
}

describe('armour', () => {
  it.each([
    [[4, 4], 8, 'holds'],
    [[4, 5], 8, 'broken'],
    [[6, 6], 9, 'broken'],
    [[5, 4], 9, 'holds'],
  ])('2d6 %j against AV %i: %s (broken only when the roll beats AV)', (dice, av, outcome) => {
    const m = pow([...dice, 1, 1], {}, { av });
    expect(m.rolls('gridiron.armour')[0]).toMatchObject({ dice, outcome, target: av + 1 });
  });

  it('Mighty Blow adds 1 to the armour roll when that breaks it', () => {
    const m = pow([4, 4, 1, 1], { skills: ['Mighty Blow'] }, { av: 8 });
    expect(m.rolls('gridiron.armour')[0]).toMatchObject({ modifiers: [{ source: 'Mighty Blow', value: 1 }], outcome: 'broken' });
    expect(m.rolls('gridiron.injury')[0].modifiers).toEqual([]);
  });

  it('Mighty Blow goes on the injury roll when the armour breaks without it', () => {
    const m = pow([5, 5, 4, 3], { skills: ['Mighty Blow'] }, { av: 8 });
    expect(m.rolls('gridiron.armour')[0].modifiers).toEqual([]);
    expect(m.rolls('gridiron.injury')[0]).toMatchObject({ modifiers: [{ source: 'Mighty Blow', value: 1 }], total: 8, outcome: 'ko' });
  });

  it('a defender whose block result knocks the attacker down adds his Mighty Blow (choices.ts)', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 6, 5, { skills: ['Mighty Blow'] })], dice: ['skull', 4, 4, 1, 1] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.rolls('gridiron.armour')[0]).toMatchObject({ who: 'home-1', modifiers: [{ source: 'Mighty Blow', value: 1 }], outcome: 'broken' });
  });

  it('Claw breaks armour on 8+ whatever the AV', () => {
    const m = pow([4, 4, 1, 1], { skills: ['Claw'] }, { av: 10 });
    expect(m.rolls('gridiron.armour')[0].outcome).toBe('broken');
  });

  it('Piling On: the blocker falls prone to re-roll armour that held', () => {
    const m = pow([1, 1], { skills: ['Piling On'] });
    // The blocker must have followed up to be next to the victim.
    expect(m.game.pending?.kind).toBe('turn');
    const p = scenario({
      players: [pl('home', 1, 5, 5, { skills: ['Piling On'] }), pl('away', 1, 6, 5), pl('away', 2, 7, 4), pl('away', 3, 7, 6)],
      dice: ['pow', 1, 1, 6, 6, 1, 1],
    });
    p.play(A.start('home-1', 'block'), A.block('away-1'), A.follow(true));
    expect(p.game.pending?.kind).toBe('reroll');
    p.play(A.reroll('Piling On'));
    expect(p.rolls('gridiron.armour').map((r) => r.outcome)).toEqual(['holds', 'broken']);
    expect(p.player('home-1').stance).toBe('prone');
  });
});

describe('injury', () => {
  it.each([
    [2, 'stunned'], [7, 'stunned'], [8, 'ko'], [9, 'ko'], [10, 'casualty'], [12, 'casualty'],
  ])('injury total %i: %s', (total, result) => {
    expect(injuryResult(total, false)).toBe(result);
  });

  it('Thick Skull: an 8 only stuns, a 9 still knocks out', () => {
    expect(injuryResult(8, true)).toBe('stunned');
    expect(injuryResult(9, true)).toBe('ko');
  });

  it('a Stunned player lies face down; a KO leaves the pitch; a casualty rolls a D68', () => {
    expect(pow([6, 6, 3, 4]).player('away-1').stance).toBe('stunned');
    expect(pow([6, 6, 4, 4]).player('away-1').place).toBe('ko');
    const c = pow([6, 6, 5, 5, 5, 2]);
    expect(c.rolls('gridiron.casualty')[0]).toMatchObject({ dice: [5, 2], total: 52, outcome: 'Smashed Knee' });
    expect(c.player('away-1')).toMatchObject({ place: 'casualty', injuries: ['Smashed Knee (Niggling Injury)'] });
    expect(c.player('home-1').stats.cas).toBe(1);
  });

  it('Stunty adds 1 to the injury roll', () => {
    const m = pow([6, 6, 4, 3], {}, { skills: ['Stunty'] });
    expect(m.rolls('gridiron.injury')[0]).toMatchObject({ modifiers: [{ source: 'Stunty', value: 1 }], outcome: 'ko' });
  });

  it('Thick Skull in play: an 8 leaves the player stunned on the pitch', () => {
    const m = pow([6, 6, 4, 4], {}, { skills: ['Thick Skull'] });
    expect(m.player('away-1')).toMatchObject({ place: 'pitch', stance: 'stunned' });
  });

  it('Regeneration: a casualty heals on 4+ and goes to the reserves box', () => {
    const m = pow([6, 6, 6, 6, 6, 1, 4], {}, { skills: ['Regeneration'] });
    expect(m.rolls('gridiron.regeneration')[0].outcome).toBe('success');
    expect(m.player('away-1')).toMatchObject({ place: 'reserves', injuries: [] });
  });

  it('Decay: "roll twice on the Casualty table and apply both results"', () => {
    const m = pow([6, 6, 6, 6, 5, 2, 4, 1], {}, { skills: ['Decay'] });
    expect(m.rolls('gridiron.casualty')[0].outcome).toBe('Smashed Knee');
    expect(m.rolls('gridiron.decay')[0]).toMatchObject({ total: 41, outcome: 'Broken Ribs' });
    expect(m.player('away-1')).toMatchObject({ place: 'casualty', injuries: ['Smashed Knee (Niggling Injury)', 'Broken Ribs (Miss Next Game)'] });
    expect(m.events.filter((e) => e.type === 'casualty').map((e) => (e as { result?: string }).result)).toEqual(['Smashed Knee', 'Broken Ribs']);
  });

  it('Decay: "A successful Regeneration roll will heal both results"', () => {
    const m = pow([6, 6, 6, 6, 5, 2, 4, 1, 4], {}, { skills: ['Decay', 'Regeneration'] });
    expect(m.rolls('gridiron.regeneration')).toHaveLength(1);
    expect(m.player('away-1')).toMatchObject({ place: 'reserves', injuries: [] });
  });

  it('the apothecary turns a KO into a stunned player on the pitch', () => {
    const m = pow([6, 6, 4, 4], {}, {}, { apothecary: { away: true } });
    expect(m.game.pending?.kind).toBe('apothecary');
    m.play(A.choose('apothecary'));
    expect(m.player('away-1')).toMatchObject({ place: 'pitch', stance: 'stunned' });
    expect(m.game.teams.away.apothecary).toBe(false);
  });

  it('the apothecary re-rolls a casualty and the coach keeps either result; Badly Hurt then goes to the reserves', () => {
    const m = pow([6, 6, 6, 6, 6, 1, 1, 1], {}, {}, { apothecary: { away: true } });
    m.play(A.choose('apothecary'));
    expect(m.rolls('gridiron.casualty').map((r) => r.outcome)).toEqual(['Dead', 'Badly Hurt']);
    m.play(A.choose('second'));
    expect(m.player('away-1')).toMatchObject({ place: 'reserves', injuries: [] });
  });

  it('a player stunned in the opponent turn turns prone at the end of his own team next turn', () => {
    const m = scenario({
      players: [pl('home', 1, 5, 5), pl('away', 1, 6, 5), pl('away', 2, 7, 4), pl('away', 3, 7, 6)],
      dice: ['pow', 6, 6, 3, 4],
      end: 'half',
    });
    m.play(A.start('home-1', 'block'), A.block('away-1'), A.follow(false), A.endTurn());
    expect(m.player('away-1').stance).toBe('stunned');
    m.play(A.endTurn());
    expect(m.player('away-1').stance).toBe('prone');
  });

  it('a player stunned in his own turn stays stunned through his team next turn', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { ma: 0 }), pl('away', 1, 20, 5)], dice: [1, 6, 6, 3, 4], end: 'half' });
    m.play(A.start('home-1', 'move'), A.move(6, 5));
    expect(m.player('home-1').stance).toBe('stunned');
    m.play(A.endTurn());
    expect(m.player('home-1').stance).toBe('stunned');
    m.play(A.endTurn(), A.endTurn());
    expect(m.player('home-1').stance).toBe('prone');
  });
});

describe('the D68 casualty table', () => {
  it.each([
    [11, 'Badly Hurt', 'no lasting effect'],
    [38, 'Badly Hurt', 'no lasting effect'],
    [41, 'Broken Ribs', 'Miss Next Game'],
    [42, 'Groin Strain', 'Miss Next Game'],
    [43, 'Gouged Eye', 'Miss Next Game'],
    [44, 'Broken Jaw', 'Miss Next Game'],
    [45, 'Fractured Arm', 'Miss Next Game'],
    [46, 'Fractured Leg', 'Miss Next Game'],
    [47, 'Smashed Hand', 'Miss Next Game'],
    [48, 'Pinched Nerve', 'Miss Next Game'],
    [51, 'Damaged Back', 'Niggling Injury'],
    [52, 'Smashed Knee', 'Niggling Injury'],
    [53, 'Smashed Hip', '-1 MA'],
    [54, 'Smashed Ankle', '-1 MA'],
    [55, 'Serious Concussion', '-1 AV'],
    [56, 'Fractured Skull', '-1 AV'],
    [57, 'Broken Neck', '-1 AG'],
    [58, 'Smashed Collar Bone', '-1 ST'],
    [61, 'Dead', 'Dead'],
    [68, 'Dead', 'Dead'],
  ])('D68 %i: %s (%s)', (d68, name, effect) => {
    expect(casualtyEntry(d68).slice(2)).toEqual([name, effect]);
    const tens = Math.floor(d68 / 10);
    const m = pow([6, 6, 6, 6, tens, d68 % 10]);
    expect(m.player('away-1').injuries).toEqual([effect === 'no lasting effect' ? name : `${name} (${effect})`]);
  });
});
