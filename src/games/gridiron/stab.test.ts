// Stab (LRB6) as scenarios: home-1 (Stab) at 5,5 stabs away-1 (AV 8) at 6,5. LRB6: "This player may attack an
// opponent with his stabbing attack instead of throwing a block at him. Make an unmodified Armour roll for the victim.
// If the score is less than or equal to the victim's Armour value, then the attack has no effect. If the score beats
// the victim's Armour value, then he has been wounded and an Injury roll must be made. This injury roll ignores all
// modifiers from any source – including skills such as Mighty Blow. If Stab is used as part of a Blitz Action, the
// player cannot continue moving after using it. Casualties caused by a stabbing attack do not count for Star Player
// points."
import { describe, expect, it } from 'vitest';
import type { ScenarioPlayer } from './scenario';
import { A, lineupWith, pl, randomMatch, scenario } from './testkit';

const STAB = { type: 'stab', target: 'away-1' };

function stabbed(dice: (number | string)[], opts: { skills?: string[]; victim?: Partial<ScenarioPlayer>; carrier?: boolean } = {}) {
  const m = scenario({
    players: [pl('home', 1, 5, 5, { skills: ['Stab', ...(opts.skills ?? [])] }), pl('away', 1, 6, 5, opts.victim ?? {}), pl('home', 2, 10, 10)],
    ...(opts.carrier ? { ball: { carrier: 'away-1' } } : {}),
    dice,
  });
  m.play(A.start('home-1', 'block'), STAB);
  return m;
}

describe('Stab: "may attack an opponent with his stabbing attack instead of throwing a block at him"', () => {
  it('is offered beside each block, with what the armour roll needs; a player without it has only the block', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { skills: ['Stab'] }), pl('away', 1, 6, 5), pl('home', 2, 4, 4), pl('away', 2, 3, 3)] });
    m.play(A.start('home-1', 'block'));
    expect(m.offered('stab')).toEqual([{ type: 'stab', target: 'away-1', hint: 'stab: armour 9+' }]);
    expect(m.offered('block').map((a) => a.target)).toEqual(['away-1']);
    const plain = scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 6, 5)] });
    plain.play(A.start('home-1', 'block'));
    expect(plain.offered('stab')).toEqual([]);
  });

  it('"Make an unmodified Armour roll ... less than or equal to the victim\'s Armour value, then the attack has no effect": no block dice, no push, Mighty Blow adds nothing', () => {
    const m = stabbed([4, 4], { skills: ['Mighty Blow'] });
    expect(m.rolls('gridiron.block')).toEqual([]);
    expect(m.rolls('gridiron.armour')[0]).toMatchObject({ who: 'away-1', dice: [4, 4], modifiers: [], target: 9, total: 8, outcome: 'holds' });
    expect(m.player('away-1')).toMatchObject({ x: 6, y: 5, stance: 'standing' });
    expect(m.player('home-1')).toMatchObject({ x: 5, y: 5, stance: 'standing' });
  });

  it('"If the score beats the victim\'s Armour value, then he has been wounded and an Injury roll must be made ... including skills such as Mighty Blow"', () => {
    const m = stabbed([5, 4, 4, 3], { skills: ['Mighty Blow'] });
    expect(m.rolls('gridiron.armour')[0].outcome).toBe('broken');
    expect(m.events).toContainEqual({ type: 'knocked-down', player: 'away-1' });
    expect(m.rolls('gridiron.injury')[0]).toMatchObject({ total: 7, modifiers: [], outcome: 'stunned' });
    expect(m.player('away-1').stance).toBe('stunned');
  });

  it('"ignores all modifiers from any source": a Stunty victim with a Niggling Injury gets no +2', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { skills: ['Stab'] }), pl('away', 1, 6, 5, { skills: ['Stunty'] })], dice: [5, 4, 4, 3] });
    m.player('away-1').niggling = 1;
    m.play(A.start('home-1', 'block'), STAB);
    expect(m.rolls('gridiron.injury')[0]).toMatchObject({ total: 7, modifiers: [], outcome: 'stunned' });
  });

  it('"Casualties caused by a stabbing attack do not count for Star Player points"', () => {
    const m = stabbed([6, 6, 6, 6, 1, 1]);
    expect(m.player('away-1').place).toBe('casualty');
    expect(m.player('home-1').stats.cas).toBe(0);
  });

  it('a wounded ball carrier drops the ball, which bounces', () => {
    const m = stabbed([6, 5, 2, 2, 3], { carrier: true });
    expect(m.player('away-1').stance).toBe('stunned');
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 7, y: 4 });
  });

  it('never lays the stabber down, so it is no turnover: the team turn goes on, his action over', () => {
    const m = stabbed([1, 1]);
    expect(m.game.pending).toMatchObject({ seat: 'home', kind: 'turn' });
    expect(m.offered('start-action').some((a) => a.player === 'home-2')).toBe(true);
    expect(m.offered('start-action').some((a) => a.player === 'home-1')).toBe(false);
  });

  it('"If Stab is used as part of a Blitz Action, the player cannot continue moving after using it"', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { skills: ['Stab'] }), pl('away', 1, 7, 5), pl('home', 2, 10, 10)], dice: [2, 2] });
    m.play(A.start('home-1', 'blitz'), A.move(6, 5));
    expect(m.offered('stab').map((a) => a.target)).toEqual(['away-1']);
    m.play(STAB);
    expect(m.game.pending?.kind).toBe('turn');
    // the step onto 6,5 and the stab's square of the Blitz
    expect(m.player('home-1')).toMatchObject({ x: 6, y: 5, moved: 2, acted: true });
  });

  it('"instead of throwing a block": Dump-Off, which answers a block, is not set off', () => {
    const m = stabbed([4, 4], { victim: { skills: ['Dump-Off'] }, carrier: true });
    expect(m.game.pending?.kind).toBe('turn');
    expect(m.game.ball).toMatchObject({ state: 'held', carrier: 'away-1' });
  });

  it('random coaches play whole matches with a team of stabbers, who stab', () => {
    let stabs = 0;
    for (const seed of ['s1', 's2']) {
      const { game, events } = randomMatch({ home: lineupWith('skaven', 'Stab'), away: 'human' }, seed);
      expect(game.result?.reason).toBe('full time');
      stabs += events.filter((e) => e.type === 'stab').length;
    }
    expect(stabs).toBeGreaterThan(0);
  });
});
