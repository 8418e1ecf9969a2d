// Shadowing (LRB6) as scenarios: home-1 (MA 6) at 5,5 dodges to 4,4 out of the tackle zone of away-1 (Shadowing,
// MA 6) at 6,6. LRB6: "The opposing player rolls 2D6 adding their own player's movement allowance and subtracting the
// Shadowing player's movement allowance from the score. If the final result is 7 or less, the player with Shadowing
// may move into the square vacated by the opposing player. He does not have to make any Dodge rolls when he makes
// this move, and it has no effect on his own movement in his own turn. If the final result is 8 or more, the
// opposing player successfully avoids the Shadowing player".
import { describe, expect, it } from 'vitest';
import { A, pl, scenario } from './testkit';

const shadower = (extra = {}) => pl('away', 1, 6, 6, { skills: ['Shadowing'], ...extra });

/** The dodge (dice[0]) and the coach's choice of away-1; the rest of the dice are the 2D6. */
function dodgeAway(dice: number[], extra: { mover?: object; shadower?: object; rerolls?: number } = {}) {
  const m = scenario({ players: [pl('home', 1, 5, 5, extra.mover ?? {}), shadower(extra.shadower)], rerolls: { home: extra.rerolls ?? 0 }, dice });
  m.play(A.start('home-1', 'move'), A.move(4, 4));
  expect(m.game.pending).toMatchObject({ seat: 'away', kind: 'shadowing' });
  m.play(A.choose('away-1'));
  return m;
}

describe('Shadowing: "when a player performing an Action on the opposing team moves out of any of his tackle zones"', () => {
  it('"If the final result is 7 or less, the player with Shadowing may move into the square vacated"', () => {
    const m = dodgeAway([4, 3, 4]);
    expect(m.rolls('gridiron.shadowing')[0]).toMatchObject({
      who: 'home-1', dice: [3, 4], target: 8, total: 7, outcome: 'failure',
      modifiers: [{ source: 'Home 1 MA', value: 6 }, { source: 'Away 1 MA', value: -6 }],
    });
    expect(m.player('away-1')).toMatchObject({ x: 5, y: 5 });
    expect(m.events).toContainEqual({ type: 'move', player: 'away-1', x: 5, y: 5, shadowing: true });
  });

  it('"If the final result is 8 or more, the opposing player successfully avoids the Shadowing player"', () => {
    const m = dodgeAway([4, 4, 4]);
    expect(m.rolls('gridiron.shadowing')[0]).toMatchObject({ total: 8, outcome: 'success' });
    expect(m.player('away-1')).toMatchObject({ x: 6, y: 6 });
  });

  it('"adding their own player\'s movement allowance and subtracting the Shadowing player\'s": the faster mover gets away', () => {
    const fast = dodgeAway([4, 2, 2], { mover: { ma: 8 }, shadower: { ma: 4 } });
    expect(fast.rolls('gridiron.shadowing')[0]).toMatchObject({ total: 8, outcome: 'success' });
    expect(fast.player('away-1')).toMatchObject({ x: 6, y: 6 });
    const slow = dodgeAway([4, 6, 5], { mover: { ma: 4 }, shadower: { ma: 8 } });
    expect(slow.rolls('gridiron.shadowing')[0]).toMatchObject({ total: 7, outcome: 'failure' });
    expect(slow.player('away-1')).toMatchObject({ x: 5, y: 5 });
  });

  it('"He does not have to make any Dodge rolls when he makes this move, and it has no effect on his own movement"', () => {
    const m = dodgeAway([4, 1, 1]);
    expect(m.rolls('gridiron.dodge').map((r) => r.who)).toEqual(['home-1']);
    expect(m.player('away-1')).toMatchObject({ x: 5, y: 5, moved: 0 });
  });

  it('"The opposing player rolls": the roll is the mover\'s, so in his own turn his team re-roll may take it again (as FFB offers it)', () => {
    const m = dodgeAway([4, 1, 1, 6, 6], { rerolls: 1 });
    expect(m.game.pending).toMatchObject({ seat: 'home', kind: 'reroll' });
    m.play(A.reroll('team'));
    expect(m.rolls('gridiron.shadowing').map((r) => [r.who, r.outcome])).toEqual([['home-1', 'failure'], ['home-1', 'success']]);
    expect(m.player('away-1')).toMatchObject({ x: 6, y: 6 });
  });

  it('"The player may use this skill": his coach may let the mover go, and nothing is rolled', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5), shadower()], dice: [4] });
    m.play(A.start('home-1', 'move'), A.move(4, 4), A.choose('none'));
    expect(m.rolls('gridiron.shadowing')).toEqual([]);
    expect(m.player('away-1')).toMatchObject({ x: 6, y: 6 });
  });

  it('"moves out of any of his tackle zones for any reason": a leap out is shadowed too', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { skills: ['Leap'] }), shadower()], dice: [4, 2, 2] });
    m.play(A.start('home-1', 'move'), A.leap(3, 5));
    expect(m.game.pending?.kind).toBe('shadowing');
    m.play(A.choose('away-1'));
    expect(m.player('away-1')).toMatchObject({ x: 5, y: 5 });
  });

  it('"moves out of": a dodge that stays in his tackle zone gives him nothing to shadow', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5), shadower()], dice: [4] });
    m.play(A.start('home-1', 'move'), A.move(5, 6));
    expect(m.rolls('gridiron.dodge')).toHaveLength(1);
    expect(m.game.pending?.kind).toBe('action');
  });

  it('"only one of the opposing players may attempt to shadow him"', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5), shadower(), pl('away', 2, 6, 5, { skills: ['Shadowing'] })], dice: [6, 1, 1] });
    m.play(A.start('home-1', 'move'), A.move(4, 4));
    expect(m.offered('choose').map((a) => a.value)).toEqual(['away-1', 'away-2', 'none']);
    m.play(A.choose('away-2'));
    expect(m.rolls('gridiron.shadowing')).toHaveLength(1);
    expect(m.player('away-2')).toMatchObject({ x: 5, y: 5 });
    expect(m.player('away-1')).toMatchObject({ x: 6, y: 6 });
    expect(m.game.pending?.kind).toBe('action');
  });
});
