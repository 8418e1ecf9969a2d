// Tentacles (LRB6) as scenarios: home-1 (ST 3) at 5,5 tries to leave the tackle zone of away-1 (Tentacles, ST 3) at
// 6,5. LRB6: "The player may use this skill when an opposing player attempts to dodge or leap out of any of his
// tackle zones. The opposing player's coach rolls 2D6 adding his player's ST and subtracting the Tentacles player's ST
// from the score. If the final result is 5 or less, then the moving player is held firm, and his action ends
// immediately. If a player attempts to leave the tackle zone of several players that have the Tentacles skill, only
// one may attempt to grab him."
import { describe, expect, it } from 'vitest';
import { A, lineupWith, pl, randomMatch, scenario } from './testkit';

const grabber = (extra = {}) => pl('away', 1, 6, 5, { skills: ['Tentacles'], ...extra });

function dodgeAway(dice: (number | string)[], extra: { mover?: object; grabber?: object; rerolls?: number } = {}) {
  const m = scenario({
    players: [pl('home', 1, 5, 5, extra.mover ?? {}), grabber(extra.grabber), pl('home', 2, 10, 10)],
    rerolls: { home: extra.rerolls ?? 0 },
    dice,
  });
  m.play(A.start('home-1', 'move'), A.move(4, 5));
  return m;
}

describe('Tentacles: "when an opposing player attempts to dodge or leap out of any of his tackle zones"', () => {
  it('"The player may use this skill": the grabbing coach is asked, and may let him go', () => {
    const m = dodgeAway([4]);
    expect(m.game.pending).toMatchObject({ seat: 'away', kind: 'tentacles' });
    expect(m.offered('choose').map((a) => a.value)).toEqual(['away-1', 'none']);
    m.play(A.choose('none'));
    expect(m.rolls('gridiron.tentacles')).toEqual([]);
    expect(m.player('home-1')).toMatchObject({ x: 4, y: 5 });
  });

  it('"The opposing player\'s coach rolls 2D6 adding his player\'s ST and subtracting the Tentacles player\'s ST ... 5 or less, then the moving player is held firm"', () => {
    const m = dodgeAway([3, 1], { mover: { st: 4 }, grabber: { st: 3 } });
    m.play(A.choose('away-1'));
    expect(m.rolls('gridiron.tentacles')[0]).toMatchObject({
      who: 'home-1', dice: [3, 1], target: 6, total: 5, outcome: 'failure',
      modifiers: [{ source: 'Home 1 ST', value: 4 }, { source: 'Away 1 ST', value: -3 }],
    });
    expect(m.rolls('gridiron.dodge')).toEqual([]);
    expect(m.player('home-1')).toMatchObject({ x: 5, y: 5, stance: 'standing' });
    expect(m.events).toContainEqual({ type: 'held', player: 'home-1', x: 5, y: 5 });
  });

  it('"... and his action ends immediately": no more steps, though nobody fell, so no turnover', () => {
    const m = dodgeAway([1, 1]);
    m.play(A.choose('away-1'));
    expect(m.game.pending).toMatchObject({ seat: 'home', kind: 'turn' });
    expect(m.offered('start-action').some((a) => a.player === 'home-1')).toBe(false);
    expect(m.offered('start-action').some((a) => a.player === 'home-2')).toBe(true);
  });

  it('a final result of 6 is more than "5 or less": he breaks free and the dodge is rolled next', () => {
    const m = dodgeAway([1, 2, 4], { mover: { st: 5 }, grabber: { st: 2 } });
    m.play(A.choose('away-1'));
    expect(m.rolls('gridiron.tentacles')[0]).toMatchObject({ total: 6, outcome: 'success' });
    expect(m.rolls('gridiron.dodge')[0].outcome).toBe('success');
    expect(m.player('home-1')).toMatchObject({ x: 4, y: 5 });
  });

  it('no natural roll decides it: double 6 against a grabber 7 ST stronger is still held', () => {
    const m = dodgeAway([6, 6], { mover: { st: 1 }, grabber: { st: 8 } });
    m.play(A.choose('away-1'));
    expect(m.rolls('gridiron.tentacles')[0]).toMatchObject({ total: 5, outcome: 'failure' });
    expect(m.player('home-1')).toMatchObject({ x: 5, y: 5 });
  });

  it('"The opposing player\'s coach rolls": the roll is the mover\'s, so in his own turn his team re-roll may take it again', () => {
    const m = dodgeAway([1, 1, 5, 5, 4], { rerolls: 1 });
    m.play(A.choose('away-1'));
    expect(m.game.pending).toMatchObject({ seat: 'home', kind: 'reroll' });
    m.play(A.reroll('team'));
    expect(m.rolls('gridiron.tentacles').map((r) => [r.who, r.outcome])).toEqual([['home-1', 'failure'], ['home-1', 'success']]);
    expect(m.player('home-1')).toMatchObject({ x: 4, y: 5 });
  });

  it('asked after any Go For It and before the dodge roll (as FFB asks it)', () => {
    // home-1 (MA 1) steps from 4,4 into away-1's tackle zone at 5,4, then dodges out of it to 4,3 going for it.
    const m = scenario({ players: [pl('home', 1, 4, 4, { ma: 1 }), grabber(), pl('away', 2, 20, 5)], dice: [2, 3, 3, 4] });
    m.play(A.start('home-1', 'move'), A.move(5, 4), A.move(4, 3));
    expect(m.rolls('gridiron.gfi')).toHaveLength(1);
    expect(m.game.pending?.kind).toBe('tentacles');
    m.play(A.choose('away-1'));
    const order = m.events.filter((e) => e.type === 'roll').map((e) => e.rule);
    expect(order).toEqual(['gridiron.gfi', 'gridiron.tentacles', 'gridiron.dodge']);
    expect(m.player('home-1')).toMatchObject({ x: 4, y: 3 });
  });

  it('"dodge or leap": a leap out of the tackle zone may be grabbed too, before the leap roll', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { skills: ['Leap'] }), grabber()], dice: [1, 2] });
    m.play(A.start('home-1', 'move'), A.leap(3, 5));
    expect(m.game.pending?.kind).toBe('tentacles');
    m.play(A.choose('away-1'));
    expect(m.rolls('gridiron.leap')).toEqual([]);
    expect(m.player('home-1')).toMatchObject({ x: 5, y: 5 });
  });

  it('"If a player attempts to leave the tackle zone of several players that have the Tentacles skill, only one may attempt to grab him"', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5), grabber(), pl('away', 2, 5, 6, { skills: ['Tentacles'] })], dice: [3, 3, 6] });
    m.play(A.start('home-1', 'move'), A.move(4, 4));
    expect(m.offered('choose').map((a) => a.value)).toEqual(['away-1', 'away-2', 'none']);
    m.play(A.choose('away-2'));
    expect(m.rolls('gridiron.tentacles')).toHaveLength(1);
    expect(m.game.pending?.kind).not.toBe('tentacles');
    expect(m.player('home-1')).toMatchObject({ x: 4, y: 4 });
  });

  it('"any of his tackle zones": a prone tentacled player has none to grab with, and a step that leaves none is not grabbed', () => {
    const prone = dodgeAway([4], { grabber: { stance: 'prone' } });
    expect(prone.game.pending?.kind).not.toBe('tentacles');
    expect(prone.player('home-1')).toMatchObject({ x: 4, y: 5 });
    const free = scenario({ players: [pl('home', 1, 3, 5), grabber()] });
    free.play(A.start('home-1', 'move'), A.move(2, 5));
    expect(free.game.pending?.kind).toBe('action');
  });

  it('"his action ends immediately": held on a Blitz, he never gets to block', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5), grabber(), pl('away', 2, 3, 7)], dice: [1, 1] });
    m.play(A.start('home-1', 'blitz'), A.move(4, 6));
    m.play(A.choose('away-1'));
    expect(m.game.pending?.kind).toBe('turn');
    expect(m.events.some((e) => e.type === 'block')).toBe(false);
  });

  it('random coaches play whole matches with a team of tentacled players, and grab', () => {
    let grabs = 0;
    for (const seed of ['t1', 't2']) {
      const { game, events } = randomMatch({ home: lineupWith('chaos', 'Tentacles'), away: 'wood-elf' }, seed);
      expect(game.result?.reason).toBe('full time');
      grabs += events.filter((e) => e.type === 'roll' && e.rule === 'gridiron.tentacles').length;
    }
    expect(grabs).toBeGreaterThan(0);
  });
});
