import { describe, expect, it } from 'vitest';
import { A, pl, scenario } from './testkit';

// The mover is home-1 at 5,5; an away player at 6,6 marks it unless the test says otherwise.
const mover = (extra = {}) => pl('home', 1, 5, 5, extra);

describe('movement', () => {
  it('moves square by square without a roll when no opponent marks the player', () => {
    const m = scenario({ players: [mover(), pl('away', 1, 20, 5)] });
    m.play(A.start('home-1', 'move'), A.move(6, 5), A.move(7, 5));
    expect(m.player('home-1')).toMatchObject({ x: 7, y: 5, moved: 2 });
    expect(m.events.filter((e) => e.type === 'roll')).toEqual([]);
  });

  it.each([
    [1, 6], [2, 5], [3, 4], [4, 3], [5, 2], [6, 1],
  ])('dodges on the AG table: AG %i needs %i+ before modifiers (+1 dodge)', (ag, target) => {
    const m = scenario({ players: [mover({ ag }), pl('away', 1, 6, 6)], dice: [6] });
    m.play(A.start('home-1', 'move'), A.move(4, 4));
    const [r] = m.rolls('gridiron.dodge');
    expect(r.target).toBe(target);
    expect(r.modifiers).toEqual([{ source: 'dodge', value: 1 }]);
  });

  it('takes -1 per opposing tackle zone on the square entered', () => {
    // Leaving 5,5 (marked by 6,6) for 5,6, which 6,6, 4,7 and 6,7 all mark.
    const m = scenario({ players: [mover(), pl('away', 1, 6, 6), pl('away', 2, 4, 7), pl('away', 3, 6, 7)], dice: [6] });
    m.play(A.start('home-1', 'move'), A.move(5, 6));
    expect(m.rolls('gridiron.dodge')[0].modifiers).toEqual([{ source: 'dodge', value: 1 }, { source: 'tackle zones', value: -3 }]);
  });

  it('a 3 is enough for AG 3 with +1, a 2 is not: the failed dodge knocks the player down where it went, a turnover', () => {
    const ok = scenario({ players: [mover(), pl('away', 1, 6, 6)], dice: [3] });
    ok.play(A.start('home-1', 'move'), A.move(4, 4));
    expect(ok.rolls('gridiron.dodge')[0].outcome).toBe('success');
    const bad = scenario({ players: [mover(), pl('away', 1, 6, 6)], dice: [2, 1, 1] });
    bad.play(A.start('home-1', 'move'), A.move(4, 4));
    expect(bad.player('home-1')).toMatchObject({ x: 4, y: 4, stance: 'prone' });
    expect(bad.rolls('gridiron.armour')).toHaveLength(1);
    expect(bad.game.result?.reason).toBe('end of the scenario turn');
  });

  it('a natural 1 always fails and a natural 6 always succeeds', () => {
    const one = scenario({ players: [mover({ ag: 6 }), pl('away', 1, 6, 6)], dice: [1, 1, 1] });
    one.play(A.start('home-1', 'move'), A.move(4, 4));
    expect(one.rolls('gridiron.dodge')[0].outcome).toBe('failure');
    const six = scenario({ players: [mover({ ag: 1 }), pl('away', 1, 6, 6), pl('away', 2, 3, 3), pl('away', 3, 4, 3), pl('away', 4, 5, 3)], dice: [6] });
    six.play(A.start('home-1', 'move'), A.move(4, 4));
    expect(six.rolls('gridiron.dodge')[0].outcome).toBe('success');
  });

  it('Dodge re-rolls one failed dodge per turn; Tackle on the square left cancels it', () => {
    const m = scenario({ players: [mover({ skills: ['Dodge'] }), pl('away', 1, 6, 6)], dice: [1, 5] });
    m.play(A.start('home-1', 'move'), A.move(4, 4));
    expect(m.rolls('gridiron.dodge').map((r) => r.outcome)).toEqual(['failure', 'success']);
    const t = scenario({ players: [mover({ skills: ['Dodge'] }), pl('away', 1, 6, 6, { skills: ['Tackle'] })], dice: [1, 1, 1] });
    t.play(A.start('home-1', 'move'), A.move(4, 4));
    expect(t.rolls('gridiron.dodge')).toHaveLength(1);
  });

  it('a team re-roll is offered for a failed dodge, once per turn', () => {
    const m = scenario({ players: [mover(), pl('away', 1, 6, 6)], rerolls: { home: 2 }, dice: [1, 4] });
    m.play(A.start('home-1', 'move'), A.move(4, 4));
    expect(m.offered('reroll')).toEqual([{ type: 'reroll', use: 'team', label: expect.stringMatching(/^Use a team re-roll \(\d left\)$/) }]);
    m.play(A.reroll('team'));
    expect(m.player('home-1')).toMatchObject({ x: 4, y: 4, stance: 'standing' });
    expect(m.game.teams.home.rerolls).toBe(1);
    expect(m.game.teams.home.rerollUsedThisTurn).toBe(true);
  });

  it.each([
    ['Stunty', [{ source: 'dodge', value: 1 }]],
    ['Two Heads', [{ source: 'dodge', value: 1 }, { source: 'tackle zones', value: -1 }, { source: 'Two Heads', value: 1 }]],
    ['Titchy', [{ source: 'dodge', value: 1 }, { source: 'tackle zones', value: -1 }, { source: 'Titchy', value: 1 }]],
  ])('%s changes the dodge modifiers', (skill, mods) => {
    // 4,6 is marked by 3,7 only: one opposing tackle zone on the square entered.
    const m = scenario({ players: [mover({ skills: [skill] }), pl('away', 1, 6, 6), pl('away', 2, 3, 7)], dice: [6] });
    m.play(A.start('home-1', 'move'), A.move(4, 6));
    expect(m.rolls('gridiron.dodge')[0].modifiers).toEqual(mods);
  });

  it('a Titchy opponent puts no -1 on the square entered, though leaving its zone needs a dodge', () => {
    const m = scenario({ players: [mover(), pl('away', 1, 6, 6, { skills: ['Titchy'] })], dice: [6] });
    m.play(A.start('home-1', 'move'), A.move(5, 6));
    expect(m.rolls('gridiron.dodge')[0].modifiers).toEqual([{ source: 'dodge', value: 1 }]);
  });

  it('Prehensile Tail puts -1 on a dodge out of its tackle zone', () => {
    const m = scenario({ players: [mover(), pl('away', 1, 6, 6, { skills: ['Prehensile Tail'] })], dice: [6] });
    m.play(A.start('home-1', 'move'), A.move(4, 4));
    expect(m.rolls('gridiron.dodge')[0].modifiers).toContainEqual({ source: 'Prehensile Tail', value: -1 });
  });

  it('Break Tackle dodges with ST instead of AG once per turn', () => {
    const m = scenario({ players: [mover({ st: 5, ag: 2, skills: ['Break Tackle'] }), pl('away', 1, 6, 6), pl('away', 2, 3, 5)], dice: [6, 6] });
    m.play(A.start('home-1', 'move'), A.move(4, 4), A.move(3, 3));
    expect(m.rolls('gridiron.dodge').map((r) => r.target)).toEqual([2, 5]);
  });

  it('goes for it past MA on 2+, twice, and no further', () => {
    const m = scenario({ players: [mover({ ma: 1 }), pl('away', 1, 20, 5)], dice: [2, 2] });
    m.play(A.start('home-1', 'move'), A.move(6, 5), A.move(7, 5), A.move(8, 5));
    expect(m.rolls('gridiron.gfi').map((r) => [r.target, r.outcome])).toEqual([[2, 'success'], [2, 'success']]);
    expect(m.offered('move')).toEqual([]);
  });

  it('Sprint allows a third go-for-it', () => {
    const m = scenario({ players: [mover({ ma: 1, skills: ['Sprint'] }), pl('away', 1, 20, 5)], dice: [2, 2] });
    m.play(A.start('home-1', 'move'), A.move(6, 5), A.move(7, 5), A.move(8, 5));
    expect(m.offered('move').length).toBeGreaterThan(0);
  });

  it('a failed go-for-it knocks the player down in the square it was going to', () => {
    const m = scenario({ players: [mover({ ma: 0 }), pl('away', 1, 20, 5)], dice: [1, 2, 2] });
    m.play(A.start('home-1', 'move'), A.move(6, 5));
    expect(m.player('home-1')).toMatchObject({ x: 6, y: 5, stance: 'prone' });
  });

  it('Blizzard makes a go-for-it fail on a 2 (-1)', () => {
    const m = scenario({ players: [mover({ ma: 0 }), pl('away', 1, 20, 5)], weather: 'blizzard', dice: [2, 2, 2] });
    m.play(A.start('home-1', 'move'), A.move(6, 5));
    const [r] = m.rolls('gridiron.gfi');
    expect(r).toMatchObject({ modifiers: [{ source: 'Blizzard', value: -1 }], outcome: 'failure' });
  });

  it('Sure Feet re-rolls a failed go-for-it', () => {
    const m = scenario({ players: [mover({ ma: 0, skills: ['Sure Feet'] }), pl('away', 1, 20, 5)], dice: [1, 2] });
    m.play(A.start('home-1', 'move'), A.move(6, 5));
    expect(m.rolls('gridiron.gfi').map((r) => r.outcome)).toEqual(['failure', 'success']);
    expect(m.player('home-1').stance).toBe('standing');
  });

  it('offers the risk of each step as a hint', () => {
    const m = scenario({ players: [mover({ ma: 0 }), pl('away', 1, 6, 6)] });
    m.play(A.start('home-1', 'move'));
    expect(m.offered('move').find((a) => a.x === 4 && a.y === 4)?.hint).toBe('GFI 2+, dodge 3+');
  });

  it('standing up costs 3 squares; with MA below 3 it takes a 4+', () => {
    const m = scenario({ players: [mover({ stance: 'prone' }), pl('away', 1, 20, 5)] });
    m.play(A.start('home-1', 'move'), A.standUp());
    expect(m.player('home-1')).toMatchObject({ stance: 'standing', moved: 3 });
    const slow = scenario({ players: [mover({ ma: 2, stance: 'prone' }), pl('away', 1, 20, 5)], dice: [3] });
    slow.play(A.start('home-1', 'move'), A.standUp());
    expect(slow.rolls('gridiron.stand-up')[0]).toMatchObject({ target: 4, outcome: 'failure' });
    expect(slow.player('home-1').stance).toBe('prone');
    expect(slow.game.pending?.kind).toBe('turn');
  });

  it('Leap jumps two squares with an AG roll that ignores tackle zones', () => {
    const m = scenario({ players: [mover({ skills: ['Leap'] }), pl('away', 1, 6, 6), pl('away', 2, 7, 7), pl('away', 3, 8, 8)], dice: [4] });
    m.play(A.start('home-1', 'move'), A.leap(7, 5));
    expect(m.rolls('gridiron.leap')[0]).toMatchObject({ target: 4, modifiers: [], outcome: 'success' });
    expect(m.rolls('gridiron.dodge')).toEqual([]);
    expect(m.player('home-1')).toMatchObject({ x: 7, y: 5, moved: 2 });
  });

  it('Leap reaches any empty square within two, once per action', () => {
    const m = scenario({ players: [mover({ skills: ['Leap'] }), pl('away', 1, 6, 6), pl('away', 2, 20, 5)], dice: [4] });
    m.play(A.start('home-1', 'move'));
    // 24 squares within two, less the one the opponent stands on.
    expect(m.offered('leap')).toHaveLength(23);
    m.play(A.leap(4, 4));
    expect(m.offered('leap')).toEqual([]);
  });

  it('Diving Tackle: -2 after a dodge that would then fail; the tackler lies prone in the square left', () => {
    const m = scenario({ players: [mover(), pl('away', 1, 6, 6, { skills: ['Diving Tackle'] })], dice: [4, 1, 1] });
    m.play(A.start('home-1', 'move'), A.move(4, 4));
    expect(m.game.pending?.kind).toBe('diving-tackle');
    m.play(A.choose('away-1'));
    expect(m.player('away-1')).toMatchObject({ x: 5, y: 5, stance: 'prone' });
    expect(m.player('home-1')).toMatchObject({ x: 4, y: 4, stance: 'prone' });
  });

  it('Diving Tackle answers a dodge, not a leap', () => {
    // LRB6: "The player may use this skill after an opposing player attempts to dodge out of any of his tackle
    // zones." (jumps and leaps join the list only in BB2020). A 4 makes the AG 3 leap; with -2 it would fail.
    const m = scenario({ players: [mover({ skills: ['Leap'] }), pl('away', 1, 6, 6, { skills: ['Diving Tackle'] })], dice: [4] });
    m.play(A.start('home-1', 'move'), A.leap(3, 3));
    expect(m.rolls('gridiron.leap')[0].outcome).toBe('success');
    expect(m.game.pending?.kind).not.toBe('diving-tackle');
    expect(m.player('home-1')).toMatchObject({ x: 3, y: 3, stance: 'standing' });
    expect(m.player('away-1')).toMatchObject({ x: 6, y: 6, stance: 'standing' });
  });
});
