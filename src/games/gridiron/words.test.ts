import { describe, expect, it } from 'vitest';
import { describeEvent } from './describe';
import { keepPrompt } from './injury';
import { A, pl, scenario } from './testkit';
import { rollWords } from './words';

const mover = (extra = {}) => pl('home', 1, 5, 5, extra);

describe('re-rolls in a coach\'s words', () => {
  it('rolls are named as coaches name them, never by rule id', () => {
    expect(rollWords('gridiron.dodge')).toBe('dodge');
    expect(rollWords('gridiron.gfi')).toBe('Go For It');
    expect(rollWords('gridiron.pickup')).toBe('pick-up');
    expect(rollWords('gridiron.bone-head')).toBe('bone head');
  });

  it('a failed dodge asks "re-roll it (2 team re-rolls left)?", and the log says who re-rolled what with what', () => {
    const m = scenario({ players: [mover(), pl('away', 1, 6, 6)], rerolls: { home: 2 }, dice: [1, 4] });
    m.play(A.start('home-1', 'move'), A.move(4, 4));
    expect(m.game.pending!.prompt).toMatch(/ failed the dodge: re-roll it \(2 team re-rolls left\)\?$/);
    expect(m.game.pending!.actions.map((a) => a.label)).toEqual(['Use a team re-roll (2 left)', 'No re-roll']);
    m.play(A.reroll('team'));
    const line = m.events.filter((e) => e.type === 'reroll').map((e) => describeEvent(e));
    expect(line).toEqual(['home-1 re-rolls the dodge (a team re-roll)']);
  });

  it('the apothecary\'s choice reads even when both casualty results are the same ("keep Dead or Dead?" never)', () => {
    expect(keepPrompt('Grim', 'Dead', 'Dead')).toBe("Grim: the apothecary's re-roll is Dead again, the same as the first: keep either");
    expect(keepPrompt('Grim', 'Dead', 'Badly Hurt')).toBe("Grim: the casualty roll was Dead, the apothecary's re-roll Badly Hurt: which result stands?");
  });

  it('a turnover and half time read as a match report', () => {
    expect(describeEvent({ type: 'turnover', side: 'home', reason: 'Grim failed to pick up the ball' })).toBe('Turnover! Grim failed to pick up the ball');
    expect(describeEvent({ type: 'half-time', score: { home: 1, away: 0 } })).toBe('half time (1-0)');
  });
});
