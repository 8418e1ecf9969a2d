// Multiple Block (LRB6) as scenarios: home-1 (ST 4, Multiple Block) at 5,5 between away-1 at 6,5 and away-2 at 4,5
// (ST 3 each); each opponent next to the blocker also assists the other's defence. LRB6: "At the start of a Block
// Action a player who is adjacent to at least two opponents may choose to throw blocks against two of them. Make each
// block in turn as normal except that each defender's strength is increased by 2. The player cannot follow up either
// block when using this skill, so Multiple Block can be used instead of Frenzy, but both skills cannot be used
// together. To have the option to throw the second block the player must still be on his feet after the first block."
import { describe, expect, it } from 'vitest';
import type { Action } from '../../core/types';
import { A, lineupWith, pl, randomMatch, scenario } from './testkit';

function between(dice: (number | string)[], skills: string[] = [], extra: { blocker?: object } = {}) {
  return scenario({
    players: [pl('home', 1, 5, 5, { st: 4, skills: ['Multiple Block', ...skills], ...extra.blocker }), pl('away', 1, 6, 5), pl('away', 2, 4, 5), pl('home', 2, 10, 10)],
    dice,
  });
}
const both = (first = 'away-1', second = 'away-2'): Action => ({ type: 'multiple-block', targets: [first, second] });
const blocks = (m: ReturnType<typeof scenario>) => m.events.filter((e) => e.type === 'block') as unknown as { defender: string; strength: number; against: number; dice: number; picker: string }[];

describe('Multiple Block: "may choose to throw blocks against two of them"', () => {
  it('"At the start of a Block Action a player who is adjacent to at least two opponents": each pair, in either order (the blocks are thrown "in turn"), beside the single blocks', () => {
    const m = between([]);
    m.play(A.start('home-1', 'block'));
    expect(m.offered('multiple-block')).toEqual([
      { type: 'multiple-block', targets: ['away-1', 'away-2'], hint: '2 dice (they pick), then 2 dice (they pick)' },
      { type: 'multiple-block', targets: ['away-2', 'away-1'], hint: '2 dice (they pick), then 2 dice (they pick)' },
    ]);
    expect(m.offered('block')).toHaveLength(2);
  });

  it('not on a Blitz, nor next to a lone opponent, nor for a player without the skill', () => {
    const blitz = between([]);
    blitz.play(A.start('home-1', 'blitz'));
    expect(blitz.offered('multiple-block')).toEqual([]);
    const lone = scenario({ players: [pl('home', 1, 5, 5, { skills: ['Multiple Block'] }), pl('away', 1, 6, 5)] });
    lone.play(A.start('home-1', 'block'));
    expect(lone.offered('multiple-block')).toEqual([]);
    const plain = scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 6, 5), pl('away', 2, 4, 5)] });
    plain.play(A.start('home-1', 'block'));
    expect(plain.offered('multiple-block')).toEqual([]);
  });

  it('"each defender\'s strength is increased by 2", one block after the other, and he "cannot follow up either block"', () => {
    const m = between(['push', 'push', 'push', 'push']);
    m.play(A.start('home-1', 'block'), both(), A.push(7, 5));
    expect(m.offered('follow-up')).toEqual([]);
    m.play(A.push(3, 5));
    // ST 3 + 2, and away-2 (not yet blocked) assists the first; away-1, pushed away, no longer assists the second.
    expect(blocks(m).map((b) => [b.defender, b.strength, b.against, b.dice, b.picker])).toEqual([
      ['away-1', 4, 6, 2, 'defender'],
      ['away-2', 4, 5, 2, 'defender'],
    ]);
    expect(m.events.some((e) => e.type === 'follow-up')).toBe(false);
    expect(m.player('home-1')).toMatchObject({ x: 5, y: 5 });
    expect([m.player('away-1').x, m.player('away-2').x]).toEqual([7, 3]);
    expect(m.game.pending?.kind).toBe('turn');
  });

  it('"in turn": the coach\'s order is the order of the blocks', () => {
    const m = between(['push', 'push', 'push', 'push']);
    m.play(A.start('home-1', 'block'), both('away-2', 'away-1'), A.push(3, 5), A.push(7, 5));
    expect(blocks(m).map((b) => b.defender)).toEqual(['away-2', 'away-1']);
  });

  it('"To have the option to throw the second block the player must still be on his feet after the first block"', () => {
    const down = between(['skull', 'skull', 1, 1]);
    down.play(A.start('home-1', 'block'), both());
    expect(blocks(down)).toHaveLength(1);
    expect(down.player('home-1').stance).toBe('prone');
    // Both Down: with Block he keeps his feet while the first defender falls, so the second block comes.
    const blocked = between(['both-down', 'both-down', 1, 1, 'push', 'push'], ['Block']);
    blocked.play(A.start('home-1', 'block'), both());
    expect(blocked.player('away-1').stance).toBe('prone');
    expect(blocks(blocked).map((b) => b.defender)).toEqual(['away-1', 'away-2']);
  });

  it('"Multiple Block can be used instead of Frenzy, but both skills cannot be used together": no follow-up, no second Frenzy block', () => {
    const m = between(['push', 'push', 'push', 'push'], ['Frenzy']);
    m.play(A.start('home-1', 'block'), both(), A.push(7, 5), A.push(3, 5));
    expect(blocks(m).map((b) => b.defender)).toEqual(['away-1', 'away-2']);
    expect(m.player('home-1')).toMatchObject({ x: 5, y: 5 });
    expect(m.game.pending?.kind).toBe('turn');
  });

  it('Dauntless compares with the raised strength: ST 3 against ST 3 + 2 rolls for it', () => {
    const m = between([6, 'push', 'push', 1, 'push', 'push'], ['Dauntless'], { blocker: { st: 3 } });
    m.play(A.start('home-1', 'block'), both(), A.push(7, 5), A.push(3, 5));
    expect(m.rolls('gridiron.dauntless').map((r) => [r.target, r.outcome])).toEqual([[6, 'success'], [6, 'failure']]);
  });

  it('random coaches play whole matches with a team of Multiple Blockers, who use it', () => {
    let used = 0;
    for (const seed of ['m1', 'm2']) {
      const { game, events } = randomMatch({ home: lineupWith('orc', 'Multiple Block'), away: 'dwarf' }, seed);
      expect(game.result?.reason).toBe('full time');
      used += events.filter((e) => e.type === 'skill' && e.skill === 'Multiple Block').length;
    }
    expect(used).toBeGreaterThan(0);
  });
});
