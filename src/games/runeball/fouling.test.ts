// FOULING (seed): blocking a player who is down, the referee's PER, ejection and a free activation; Shank and Innocent
// Foul; Cross the Line.
import { describe, expect, it } from 'vitest';
import { runeball } from './index';
import { lineUp } from './kickoff';
import { away, doAct, has, home, ofType, plain, rolls, scene } from './testkit';

const foul = (dice: number[], fouler: Record<string, unknown> = {}, options: Record<string, unknown> = {}) =>
  scene({
    players: [plain('home', 1, 10, 7, fouler), plain('away', 5, 11, 7, { prone: true }), plain('away', 6, 20, 3)],
    turn: { team: 'home', number: 1 },
    dice,
  }, options);

describe('fouling', () => {
  it('a block on a player who is down, without the Fouling skill, is always seen: ejected, and the other team activates', () => {
    const { g } = foul([12, 10, 1]);
    expect(has(g, 'block', (a) => a.target === away(5))).toBe(true);
    const events = doAct(g, { type: 'block', target: away(5) });
    expect(ofType(events, 'foul-seen')).toHaveLength(1);
    expect(ofType(events, 'ejected')[0].player).toBe(home(1));
    expect(g.players[home(1)]).toMatchObject({ at: 'ejected', x: -1 });
    expect(g.pending!).toMatchObject({ kind: 'free-activation', seat: 'away' });
  });

  it('with the Fouling skill: a test against the referee\'s PER (10); success and play goes on', () => {
    const { g } = foul([12, 10, 1, 10], { skills: { stealth: 5, fouling: 0 } });
    const events = doAct(g, { type: 'block', target: away(5) });
    expect(rolls(events, 'runeball.referee')[0]).toMatchObject({ target: 10, outcome: 'success' });
    expect(g.players[home(1)].at).toBe('field');
  });

  it('the referee\'s PER is an option', () => {
    const { g } = foul([12, 10, 1, 10], { skills: { stealth: 5, fouling: 0 } }, { refereePER: 14 });
    const events = doAct(g, { type: 'block', target: away(5) });
    expect(rolls(events, 'runeball.referee')[0]).toMatchObject({ target: 14, outcome: 'failure' });
    expect(g.players[home(1)].at).toBe('ejected');
  });

  it('the Foul maneuver: Block + 2, +4 damage, no knockback of a player already down', () => {
    const { g } = foul([12, 10, 1, 15], { maneuvers: ['foul'], skills: { stealth: 5, fouling: 0 } });
    const events = doAct(g, { type: 'foul', target: away(5) });
    expect(rolls(events, 'runeball.foul')[0].modifiers).toContainEqual({ source: 'Foul', value: 2 });
    // STR damage 1 + 1 + 4 - armour 2
    expect(ofType(events, 'damage')[0].damage).toBe(4);
    expect(g.players[away(5)]).toMatchObject({ x: 11, y: 7 });
  });

  it('Innocent Foul: Block + 2, no extra damage, tested with the Innocent Foul skill', () => {
    const { g } = foul([12, 10, 1, 15], { maneuvers: ['innocent-foul'], skills: { acting: 5, innocentFoul: 0 } });
    const events = doAct(g, { type: 'innocent-foul', target: away(5) });
    expect(ofType(events, 'damage')[0].damage).toBe(0);
    expect(rolls(events, 'runeball.referee')[0].modifiers).toContainEqual({ source: 'innocentFoul skill', value: 0 });
  });

  it('Shank: an attack with an illegal weapon, then a shank roll against the referee\'s PER', () => {
    const { g } = scene({
      players: [plain('home', 1, 10, 7, { maneuvers: ['shank'], skills: { conceal: 5, shank: 0 } }), plain('away', 5, 11, 7)],
      turn: { team: 'home', number: 1 },
      dice: [15, 10, 6, 3],
    });
    const events = doAct(g, { type: 'shank', target: away(5) });
    expect(rolls(events, 'runeball.damage')[0].dice).toEqual([6]);
    expect(rolls(events, 'runeball.referee')[0].outcome).toBe('failure');
    expect(g.players[home(1)].at).toBe('ejected');
  });

  it('an ejected player\'s team plays a man down until the drive ends; then the line-up is filled again', () => {
    const seven = [2, 3, 4, 5, 6, 7].map((n, i) => plain('home', n, 3 + i, 2));
    const { g } = scene({
      players: [plain('home', 1, 10, 7), plain('away', 5, 11, 7, { prone: true }), ...seven],
      turn: { team: 'home', number: 1 },
      dice: [12, 10, 1],
    });
    doAct(g, { type: 'block', target: away(5) });
    expect(g.players.filter((p) => p.team === 0 && p.at === 'field')).toHaveLength(6);
    // the next drive's line-up: a substitute from the bench takes the seventh place, the ejected player stays out
    lineUp({ state: g, events: [], ruleset: runeball }, 0);
    expect(g.players.filter((p) => p.team === 0 && p.at === 'field')).toHaveLength(7);
    expect(g.players[home(1)].at).toBe('ejected');
  });
});

describe('Cross the Line', () => {
  it('on a kick-off, a fouling roll against the referee\'s PER gives a free half move before the kick', () => {
    const { g } = scene({
      kickoff: { kicking: 'home', kicker: 7 },
      players: [plain('home', 7, 4, 7), plain('home', 3, 12, 7, { maneuvers: ['cross-the-line'], skills: { stealth: 4, fouling: 0 } }), plain('away', 2, 22, 10)],
      dice: [10],
    });
    expect(g.pending!).toMatchObject({ kind: 'cross-the-line', seat: 'home' });
    doAct(g, { type: 'cross', player: home(3) });
    expect(g.pending!.actions.filter((a) => a.type === 'move').length).toBeGreaterThan(0);
    doAct(g, { type: 'move', x: 15, y: 7 });
    expect(g.players[home(3)]).toMatchObject({ x: 15, y: 7 });
    expect(g.pending!.kind).toBe('kick-target');
  });

  it('failure: no move, but no penalty either', () => {
    const { g } = scene({
      kickoff: { kicking: 'home', kicker: 7 },
      players: [plain('home', 7, 4, 7), plain('home', 3, 12, 7, { maneuvers: ['cross-the-line'], skills: { stealth: 4, fouling: 0 } })],
      dice: [9],
    });
    doAct(g, { type: 'cross', player: home(3) });
    expect(g.players[home(3)]).toMatchObject({ x: 12, y: 7, at: 'field' });
    expect(g.pending!.kind).toBe('kick-target');
  });
});
