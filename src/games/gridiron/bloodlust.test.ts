// Blood Lust (LRB6), as scenarios: the vampire home-1 (5,5), a Thrall home-2 beside him (5,6) unless told otherwise.
import { describe, expect, it } from 'vitest';
import type { ScenarioPlayer } from './scenario';
import { A, pl, scenario } from './testkit';

const vampire = (extra: Partial<ScenarioPlayer> = {}) => pl('home', 1, 5, 5, { skills: ['Blood Lust'], position: 'Vampire', ...extra });
const thrall = (n: number, x: number, y: number, extra: Partial<ScenarioPlayer> = {}) => pl('home', n, x, y, { position: 'Thrall', ...extra });

describe('Blood Lust: "Immediately after declaring an Action with a Vampire, roll a d6"', () => {
  it('"On a 2+ the Vampire can carry out the Action as normal": no feeding', () => {
    const m = scenario({ players: [vampire(), thrall(2, 5, 6), pl('away', 1, 20, 5)], dice: [2] });
    m.play(A.start('home-1', 'move'), A.move(6, 5), A.endAction());
    expect(m.rolls('gridiron.blood-lust')[0].outcome).toBe('success');
    expect(m.events.some((e) => e.type === 'bite')).toBe(false);
    expect(m.game.pending?.kind).toBe('turn');
  });

  it('on a 1, "at the end of the declared Action" he bites the Thrall beside him: an injury roll, a casualty only Badly Hurt, no turnover', () => {
    // injury 6+6 = 12: a casualty, Badly Hurt without a casualty roll
    const m = scenario({ players: [vampire(), thrall(2, 5, 6), pl('away', 1, 20, 5)], dice: [1, 6, 6] });
    m.play(A.start('home-1', 'move'));
    expect(m.offered('move').length).toBeGreaterThan(0);
    m.play(A.endAction());
    expect(m.events.find((e) => e.type === 'bite')).toMatchObject({ player: 'home-1', thrall: 'home-2' });
    expect(m.rolls('gridiron.injury')[0].who).toBe('home-2');
    expect(m.rolls('gridiron.casualty')).toEqual([]);
    expect(m.player('home-2')).toMatchObject({ place: 'casualty', injuries: ['Badly Hurt'] });
    expect(m.game.pending?.kind).toBe('turn');
  });

  it('"Failure to bite a Thrall is a turnover": with none beside him he goes to the reserves box, the ball bouncing', () => {
    const m = scenario({ players: [vampire(), thrall(2, 9, 9), pl('away', 1, 20, 5)], ball: { carrier: 'home-1' }, dice: [1, 5] });
    m.play(A.start('home-1', 'move'), A.move(6, 5), A.endAction());
    expect(m.player('home-1').place).toBe('reserves');
    expect(m.rolls('gridiron.bounce')).toHaveLength(1);
    expect(m.game.result?.reason).toBe('end of the scenario turn');
  });

  it('"before actually ... scoring": in the end zone he must feed first, and with no Thrall he does not score', () => {
    const m = scenario({ players: [vampire({ x: 24 }), thrall(2, 9, 9), pl('away', 1, 20, 10)], ball: { carrier: 'home-1' }, dice: [1, 5] });
    m.play(A.start('home-1', 'move'), A.move(25, 5));
    expect(m.game.teams.home.score).toBe(0);
    expect(m.game.pending?.kind).toBe('action');
    m.play(A.endAction());
    expect(m.game.teams.home.score).toBe(0);
    expect(m.player('home-1').place).toBe('reserves');
  });

  it('...and having bitten a Thrall he scores', () => {
    const m = scenario({ players: [vampire({ x: 24 }), thrall(2, 24, 6), pl('away', 1, 20, 10)], ball: { carrier: 'home-1' }, dice: [1, 2, 2] });
    m.play(A.start('home-1', 'move'), A.move(25, 5), A.endAction());
    expect(m.events.find((e) => e.type === 'bite')).toBeTruthy();
    expect(m.game.teams.home.score).toBe(1);
  });

  it('"before actually passing, handing off": he feeds first, then hands the ball off', () => {
    const m = scenario({ players: [vampire(), thrall(2, 5, 6), pl('home', 3, 6, 5), pl('away', 1, 20, 5)], ball: { carrier: 'home-1' }, dice: [1, 2, 2, 6] });
    m.play(A.start('home-1', 'handoff'), { type: 'handoff', to: 'home-3' });
    const order = m.events.filter((e) => e.type === 'bite' || e.type === 'handoff').map((e) => e.type);
    expect(order).toEqual(['bite', 'handoff']);
    expect(m.game.ball.carrier).toBe('home-3');
  });

  it('"if he had declared a Block Action, he may take a Move Action instead"; with two Thralls the coach picks the one', () => {
    const m = scenario({ players: [vampire(), thrall(2, 5, 6), thrall(3, 4, 5), pl('away', 1, 6, 5)], dice: [1, 2, 2] });
    m.play(A.start('home-1', 'block'));
    expect(m.game.pending?.kind).toBe('blood-lust');
    m.play(A.choose('move'));
    expect(m.offered('block')).toEqual([]);
    expect(m.offered('move').length).toBeGreaterThan(0);
    m.play(A.endAction());
    expect(m.offered('bite').map((a) => a.target)).toEqual(['home-2', 'home-3']);
    m.play({ type: 'bite', target: 'home-3' });
    expect(m.rolls('gridiron.injury')[0].who).toBe('home-3');
    expect(m.player('home-3').stance).toBe('stunned');
  });
});
