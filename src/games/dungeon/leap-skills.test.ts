// The skills round the dungeon's leap (seed 004's New and Modified Skills; LRB6 for the opponents' skills), on the
// classic map's top corridor: rows 1 and 2 are floor from x 3 to 22; row 3 is rock from x 5 to 9. Players are MA 6,
// ST 3, AG 3 (4+), AV 8 unless said; a D8 scatter of 2 is up, 5 right.

import { describe, expect, it } from 'vitest';
import { start } from '../../core/game';
import { stage } from '../gridiron/ball/testkit';
import { findSkill } from '../gridiron/skills';
import { dungeon } from './index';
import { SURE_FEET_ROLLS } from './skills';
import { A, dungeonScenario, pl } from './testkit';

type Offers = { offered(t: string): { [k: string]: unknown }[] };
const leapTo = (m: Offers, x: number, y: number) => m.offered('leap').find((a) => a.x === x && a.y === y) as never;
const FAR = pl('away', 9, 20, 12);

function leaper(extra: Record<string, unknown>, others: ReturnType<typeof pl>[], dice: (number | string)[], rerolls = 0) {
  const m = dungeonScenario({ players: [pl('home', 1, 5, 2, extra), ...others, FAR], dice: dice as never, rerolls: { home: rerolls } }, { ballChest: 3 });
  m.play(A.start('home-1', 'move'));
  return m;
}

describe('Acrobatics (seed 004)', () => {
  it('"the slamming player is automatically knocked down and causes a turnover - though this can be potentially mitigated with the Acrobatics skill": a good acrobatics roll keeps him on his feet where he scatters to; the one landed on still meets the collision', () => {
    // leap 4; acrobatics 4 (AG 3, no modifiers); scatter 5 to (8,2); collision 2 (2+); armour 1+1 for away-1 only
    const m = leaper({ skills: ['Acrobatics'] }, [pl('away', 1, 7, 2)], [4, 4, 5, 2, 1, 1]);
    m.play(leapTo(m, 7, 2));
    expect(m.rolls('dungeon.acrobatics')).toMatchObject([{ who: 'home-1', target: 4, modifiers: [], outcome: 'success' }]);
    expect(m.rolls('dungeon.leap-scatter')).toHaveLength(1);
    expect(m.player('home-1')).toMatchObject({ x: 8, y: 2, stance: 'standing' });
    expect(m.player('away-1')).toMatchObject({ x: 7, y: 2, stance: 'prone' });
    expect(m.rolls('gridiron.armour').map((r) => r.who)).toEqual(['away-1']);
    expect(m.game.turnover).toBe(false);
    // his action goes on: he may still step on
    expect(m.game.pending?.seat).toBe('home');
    expect(m.offered('move').length).toBeGreaterThan(0);
  });

  it('a failed acrobatics roll: knocked down as any leaper landing on a player, a turnover', () => {
    // leap 4; acrobatics 2; scatter 5; collision 2; armour 1+1 (away-1), 1+1 (home-1)
    const m = leaper({ skills: ['Acrobatics'] }, [pl('away', 1, 7, 2)], [4, 2, 5, 2, 1, 1, 1, 1]);
    m.play(leapTo(m, 7, 2));
    expect(m.rolls('dungeon.acrobatics')).toMatchObject([{ outcome: 'failure' }]);
    expect(m.player('home-1')).toMatchObject({ x: 8, y: 2, stance: 'prone' });
    expect(m.rolls('gridiron.armour').map((r) => r.who)).toEqual(['away-1', 'home-1']);
    expect(m.game.turnover || m.game.result !== null).toBe(true);
  });

  it('re-roll: "acrobatics rolls" are among the rolls a player controls, so a team re-roll may take it again', () => {
    const m = leaper({ skills: ['Acrobatics'] }, [pl('away', 1, 7, 2)], [4, 1, 5, 5, 2, 1, 1], 1);
    m.play(leapTo(m, 7, 2));
    expect(m.game.pending).toMatchObject({ kind: 'reroll', seat: 'home' });
    m.play(A.reroll('team'));
    expect(m.rolls('dungeon.acrobatics').map((r) => r.outcome)).toEqual(['failure', 'success']);
    expect(m.player('home-1')).toMatchObject({ x: 8, y: 2, stance: 'standing' });
    expect(m.game.teams.home.rerolls).toBe(0);
  });

  it('"this skill will only save the player from being knocked down by the player collision, not if he fails his Leap roll"', () => {
    // leap 1 fails; he comes down on away-1 at (6,2); scatter 2 to (6,1); collision 1; armour 1+1: no acrobatics roll
    const m = leaper({ skills: ['Acrobatics'] }, [pl('away', 1, 6, 2)], [1, 2, 1, 1, 1]);
    m.play(leapTo(m, 7, 2));
    expect(m.rolls('dungeon.acrobatics')).toEqual([]);
    expect(m.player('home-1')).toMatchObject({ x: 6, y: 1, stance: 'prone' });
  });

  it('a good leap to an empty square needs no acrobatics roll', () => {
    const m = leaper({ skills: ['Acrobatics'] }, [], [4]);
    m.play(leapTo(m, 7, 2));
    expect(m.rolls('dungeon.acrobatics')).toEqual([]);
    expect(m.player('home-1')).toMatchObject({ x: 7, y: 2, stance: 'standing' });
  });

  it('a dungeon team file or scenario may name Acrobatics; gridiron, whose catalogue is LRB6\'s, refuses it', () => {
    const file = {
      name: 'Acrobats',
      roster: 'human',
      players: [1, 2, 3, 4, 5, 6, 7].map((n) => ({ number: n, name: `Lineman ${n}`, position: 'Lineman', ...(n === 1 ? { skills: ['acrobatics'] } : {}) })),
    };
    const { game } = start('dungeon', { seed: '1', home: file });
    expect((game as never as { players: { id: string; skills: string[] }[] }).players.find((p) => p.id === 'home-1')?.skills).toEqual(['Acrobatics']);
    expect(() => start('gridiron', { seed: '1', home: file })).toThrow(/players\[0\]\.skills\[0\]/);
    expect(() => start('gridiron', { seed: '1', scenario: { end: 'turn', players: [pl('home', 1, 5, 5, { skills: ['Acrobatics'] })] } })).toThrow(/skill/);
    // outside a dungeon match's set-up the catalogue is LRB6's
    expect(findSkill('Acrobatics')).toBeUndefined();
  });
});

describe('Sure Feet in the dungeon ("For full body slamming power, combine the skills Leap, Acrobatics and Sure Feet")', () => {
  it('the footing rolls it covers, in one place: go-for-its (LRB6), leap and balance rolls', () => {
    expect([...SURE_FEET_ROLLS].sort()).toEqual(['dungeon.balance', 'dungeon.leap', 'gridiron.gfi']);
  });

  it('re-rolls a failed leap roll, and that is his one Sure Feet re-roll of the turn: a failed go-for-it after it stands', () => {
    // MA 3: leap 1 fails, Sure Feet 4; steps to (8,2) (3 of 3) and (9,2), a go-for-it: 1 fails; armour 1+1
    const m = leaper({ ma: 3, skills: ['Sure Feet'] }, [], [1, 4, 1, 1, 1]);
    m.play(leapTo(m, 7, 2));
    expect(m.events.filter((e) => e.type === 'reroll')).toMatchObject([{ who: 'home-1', use: 'Sure Feet', rule: 'dungeon.leap' }]);
    expect(m.player('home-1')).toMatchObject({ x: 7, y: 2, stance: 'standing' });
    m.play(A.move(8, 2), A.move(9, 2));
    expect(m.rolls('gridiron.gfi')).toMatchObject([{ outcome: 'failure' }]);
    expect(m.events.filter((e) => e.type === 'reroll')).toHaveLength(1);
    expect(m.player('home-1')).toMatchObject({ x: 9, y: 2, stance: 'prone' });
  });

  it('re-rolls a failed go-for-it as in LRB6', () => {
    // MA 2: the third step is a go-for-it: 1, then Sure Feet 6
    const m = leaper({ ma: 2, skills: ['Sure Feet'] }, [], [1, 6]);
    m.play(A.move(6, 2), A.move(7, 2), A.move(8, 2));
    expect(m.events.filter((e) => e.type === 'reroll')).toMatchObject([{ use: 'Sure Feet', rule: 'gridiron.gfi' }]);
    expect(m.player('home-1')).toMatchObject({ x: 8, y: 2, stance: 'standing' });
  });

  it('re-rolls a failed balance roll; not a dodge, which is no footing roll', () => {
    const SURE = { side: 'home' as const, number: 1, x: 5, y: 5, skills: ['Sure Feet'] };
    const dungeonTest = { 'gridiron.test': dungeon.procedures['gridiron.test'] };
    const balance = stage({ players: [SURE], dice: [1, 2], procedures: dungeonTest });
    balance.run({ p: 'gridiron.test', rule: 'dungeon.balance', who: 'home-1', target: 2, mods: [], skill: null, rolled: false, rerolled: false });
    expect(balance.rolls('dungeon.balance').map((r) => r.outcome)).toEqual(['failure', 'success']);
    expect(balance.last).toBe('success');
    const dodge = stage({ players: [SURE], dice: [1, 6], procedures: dungeonTest });
    dodge.run({ p: 'gridiron.test', rule: 'gridiron.dodge', who: 'home-1', target: 4, mods: [], skill: null, rolled: false, rerolled: false });
    expect(dodge.rolls('gridiron.dodge').map((r) => r.outcome)).toEqual(['failure']);
    expect(dodge.last).toBe('failure');
  });
});

describe('Opponents\' skills against a leap (LRB6)', () => {
  it('Tentacles: "when an opposing player attempts to dodge or leap out of any of his tackle zones ... If the final result is 5 or less, then the moving player is held firm, and his action ends immediately"', () => {
    // 2D6 2+2, +3 ST -3 ST = 4: held before any leap roll
    const m = leaper({}, [pl('away', 1, 4, 1, { skills: ['Tentacles'] })], [2, 2]);
    m.play(leapTo(m, 7, 2));
    expect(m.game.pending).toMatchObject({ kind: 'tentacles', seat: 'away' });
    m.play(A.choose('away-1'));
    expect(m.rolls('gridiron.tentacles')).toMatchObject([{ who: 'home-1', outcome: 'failure' }]);
    expect(m.rolls('dungeon.leap')).toEqual([]);
    expect(m.player('home-1')).toMatchObject({ x: 5, y: 2, stance: 'standing' });
    expect(m.events.some((e) => e.type === 'held')).toBe(true);
    expect(m.game.turnover).toBe(false);
    expect(m.offered('move')).toEqual([]);
    // 3+3 = 6 breaks free; the leap roll follows
    const free = leaper({}, [pl('away', 1, 4, 1, { skills: ['Tentacles'] })], [3, 3, 4]);
    free.play(leapTo(free, 7, 2), A.choose('away-1'));
    expect(free.rolls('gridiron.tentacles')).toMatchObject([{ outcome: 'success' }]);
    expect(free.player('home-1')).toMatchObject({ x: 7, y: 2, stance: 'standing' });
  });

  it('Tentacles is not asked of a leap that starts out of the tentacled player\'s tackle zone', () => {
    const m = leaper({}, [pl('away', 1, 8, 1, { skills: ['Tentacles'] })], [4]);
    m.play(leapTo(m, 7, 2));
    expect(m.rolls('gridiron.tentacles')).toEqual([]);
    expect(m.player('home-1')).toMatchObject({ x: 7, y: 2, stance: 'standing' });
  });

  it('Shadowing: "when a player performing an Action on the opposing team moves out of any of his tackle zones for any reason ... If the final result is 7 or less, the player with Shadowing may move into the square vacated"', () => {
    // leap 4; 2D6 1+1, +6 MA -6 MA = 2: followed into (5,2)
    const m = leaper({}, [pl('away', 1, 4, 1, { skills: ['Shadowing'] })], [4, 1, 1]);
    m.play(leapTo(m, 7, 2));
    expect(m.game.pending).toMatchObject({ kind: 'shadowing', seat: 'away' });
    m.play(A.choose('away-1'));
    expect(m.rolls('gridiron.shadowing')).toMatchObject([{ who: 'home-1', outcome: 'failure' }]);
    expect(m.player('away-1')).toMatchObject({ x: 5, y: 2, stance: 'standing' });
    expect(m.player('home-1')).toMatchObject({ x: 7, y: 2, stance: 'standing' });
    // "If the final result is 8 or more, the opposing player successfully avoids the Shadowing player"
    const away = leaper({}, [pl('away', 1, 4, 1, { skills: ['Shadowing'] })], [4, 4, 4]);
    away.play(leapTo(away, 7, 2), A.choose('away-1'));
    expect(away.player('away-1')).toMatchObject({ x: 4, y: 1 });
  });

  it('Shadowing: a leaper who lands still in the shadower\'s tackle zone has not moved out of it; one knocked down is not followed', () => {
    const near = leaper({}, [pl('away', 1, 6, 1, { skills: ['Shadowing'] })], [4]);
    near.play(leapTo(near, 7, 2));
    expect(near.game.pending?.kind).not.toBe('shadowing');
    // a failed leap: he is down in (6,2); armour 1+1
    const down = leaper({}, [pl('away', 1, 4, 1, { skills: ['Shadowing'] })], [1, 1, 1]);
    down.play(leapTo(down, 7, 2));
    expect(down.rolls('gridiron.shadowing')).toEqual([]);
    expect(down.player('away-1')).toMatchObject({ x: 4, y: 1 });
  });

  it('Diving Tackle: "after an opposing player attempts to dodge out of any of his tackle zones" - a leap is no dodge, so it is not offered (as in gridiron)', () => {
    // a 4 makes the leap; with -2 it would fail
    const m = leaper({}, [pl('away', 1, 4, 1, { skills: ['Diving Tackle'] })], [4]);
    m.play(leapTo(m, 7, 2));
    expect(m.rolls('dungeon.leap')).toMatchObject([{ outcome: 'success' }]);
    expect(m.game.pending?.kind).not.toBe('diving-tackle');
    expect(m.player('home-1')).toMatchObject({ x: 7, y: 2, stance: 'standing' });
    expect(m.player('away-1')).toMatchObject({ x: 4, y: 1, stance: 'standing' });
  });
});
