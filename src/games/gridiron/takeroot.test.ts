// Take Root (LRB6), as scenarios: the home Treeman-like player home-1 fails his roll (a 1) in the home turn, then the
// away team tries to move him in its own turn.
import { describe, expect, it } from 'vitest';
import type { ScenarioPlayer } from './scenario';
import { A, pl, scenario } from './testkit';

/** home-1 at 6,5 declares a Move, rolls a 1 and takes root; the home turn ends and the away turn begins. */
function rooted(root: Partial<ScenarioPlayer>, more: ScenarioPlayer[], dice: (number | string)[]) {
  const m = scenario({ players: [pl('home', 1, 6, 5, { ...root, skills: ['Take Root', ...(root.skills ?? [])] }), ...more], dice: [1, ...dice], end: 'half' });
  m.play(A.start('home-1', 'move'));
  expect(m.player('home-1').flags).toEqual(['rooted']);
  m.play(A.endAction(), A.endTurn());
  return m;
}

describe('Take Root: "may not Go For It, be pushed back for any reason"', () => {
  it('a Push leaves a rooted player standing in his square', () => {
    const m = rooted({}, [pl('away', 1, 7, 5)], ['push']);
    m.play(A.start('away-1', 'block'), A.block('home-1'));
    expect(m.events.find((e) => e.type === 'skill')).toMatchObject({ player: 'home-1', skill: 'Take Root' });
    expect(m.player('home-1')).toMatchObject({ x: 6, y: 5, stance: 'standing', flags: ['rooted'] });
    // Nobody was pushed, so there is nothing to follow up into.
    expect(m.offered('follow-up')).toEqual([]);
    expect(m.player('away-1')).toMatchObject({ x: 7, y: 5 });
  });

  it('Defender Down knocks him down where he stands, and the roots let go ("or he is Knocked Down")', () => {
    const m = rooted({}, [pl('away', 1, 7, 5)], ['pow', 1, 1]);
    m.play(A.start('away-1', 'block'), A.block('home-1'));
    expect(m.player('home-1')).toMatchObject({ x: 6, y: 5, stance: 'prone', flags: [] });
  });

  it('a chain push toward him stops: nobody in the chain moves', () => {
    // away-1 at 8,5 pushes home-2 (7,5) toward x = 6, where every square holds a player who cannot be moved.
    const firm = { skills: ['Stand Firm'] };
    const m = rooted({}, [pl('home', 2, 7, 5), pl('home', 3, 6, 4, firm), pl('home', 4, 6, 6, firm), pl('away', 1, 8, 5)], ['push']);
    m.play(A.start('away-1', 'block'), A.block('home-2'), A.push(6, 5));
    expect(m.events.find((e) => e.type === 'skill')).toMatchObject({ player: 'home-1', skill: 'Take Root', note: 'the chain push stops' });
    expect([m.player('home-1'), m.player('home-2')].map((p) => [p.x, p.y])).toEqual([[6, 5], [7, 5]]);
  });

  it('"or use any skill that would allow him to move out of his current square": no Shadowing', () => {
    const m = rooted({ skills: ['Shadowing'] }, [pl('away', 1, 7, 5)], [6]);
    m.play(A.start('away-1', 'move'), A.move(8, 5));
    expect(m.rolls('gridiron.dodge')[0].outcome).toBe('success');
    expect(m.game.pending?.kind).toBe('action');
    expect(m.player('home-1')).toMatchObject({ x: 6, y: 5 });
  });
});

describe('Take Root: "if a player fails his Take Root roll as part of a Blitz Action he may not block that turn"', () => {
  it('a 1 on a Blitz: no step and no block, the Blitz spent', () => {
    const m = scenario({ players: [pl('home', 1, 6, 5, { skills: ['Take Root'] }), pl('away', 1, 7, 5)], dice: [1] });
    m.play(A.start('home-1', 'blitz'));
    expect(m.rolls('gridiron.take-root')[0].outcome).toBe('failure');
    expect(m.legal()).toEqual([{ type: 'end-action' }]);
    expect(m.game.teams.home.blitzUsed).toBe(true);
  });

  it('a rooted player is offered no Blitz at his next turn, but still a Block', () => {
    const m = scenario({ players: [pl('home', 1, 6, 5, { skills: ['Take Root'] }), pl('away', 1, 7, 5)], dice: [1], end: 'half' });
    m.play(A.start('home-1', 'move'), A.endAction(), A.endTurn(), A.endTurn());
    expect(m.game.pending).toMatchObject({ kind: 'turn', seat: 'home' });
    const his = m.offered('start-action').filter((a) => a.player === 'home-1').map((a) => a.action);
    expect(his).toContain('block');
    expect(his).not.toContain('blitz');
  });

  it('"The player may block adjacent players without following-up as part of a Block Action"', () => {
    const m = scenario({ players: [pl('home', 1, 6, 5, { skills: ['Take Root'] }), pl('away', 1, 7, 5)], dice: [1, 'push'] });
    m.play(A.start('home-1', 'block'), A.block('away-1'), A.push(8, 5));
    expect(m.player('away-1')).toMatchObject({ x: 8, y: 5 });
    expect(m.offered('follow-up')).toEqual([]);
    expect(m.player('home-1')).toMatchObject({ x: 6, y: 5 });
  });
});

describe('Take Root: "his MA is considered 0", so a prone rooted player "can still roll to stand up"', () => {
  it.each([
    [4, 'standing'],
    [3, 'prone'],
  ])('a prone MA 6 player who takes root stands up on 4+ (a %i: %s)', (die, stance) => {
    const m = scenario({ players: [pl('home', 1, 6, 5, { skills: ['Take Root'], stance: 'prone' }), pl('away', 1, 20, 5)], dice: [1, die] });
    m.play(A.start('home-1', 'move'));
    expect(m.offered('stand-up')).toEqual([{ type: 'stand-up', hint: 'stand up 4+' }]);
    m.play(A.standUp());
    expect(m.rolls('gridiron.stand-up')[0]).toMatchObject({ target: 4, dice: [die] });
    expect(m.player('home-1')).toMatchObject({ stance, x: 6, y: 5 });
    // Standing or not, he moves no further.
    expect(m.offered('move')).toEqual([]);
  });

  it('a prone player whose roots hold (2+) stands up for free as usual', () => {
    const m = scenario({ players: [pl('home', 1, 6, 5, { skills: ['Take Root'], stance: 'prone' }), pl('away', 1, 20, 5)], dice: [2] });
    m.play(A.start('home-1', 'move'), A.standUp());
    expect(m.rolls('gridiron.stand-up')).toEqual([]);
    expect(m.player('home-1').stance).toBe('standing');
    expect(m.offered('move').length).toBeGreaterThan(0);
  });
});
