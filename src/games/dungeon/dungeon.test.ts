// The dungeon as gridiron on a map: the classic map, the end-zone set-up, walls, smashing into a wall (seed 004),
// chests and the first touchdown (facts.md §4). The classic map (boards/classic.json), x across, y down:
//
//      0123456789012345678901234 5
//   0  ##########################
//   1  ###.T.....1....2.....U.###       # rock     H A   the home and away end zones
//   2  ###....................###       1-6 chests  T U   the two teleporter pairs
//   3  ###..#####......#####..###       walls between 11,7|12,7 and 13,7|14,7
//   4  #......###......###......#
//   5  #HH....###.5....###....AA#
//   6  #HH..........#.........AA#
//   7  #HH....................AA#
//   8  #HH.........#..........AA#
//   9  #......###....6.###......#
//  10  #......###......###......#
//  11  ###..#####......#####..###
//  12  ###....................###
//  13  ###.U.....3....4.....T.###
//  14  ##########################

import { describe, expect, it } from 'vitest';
import { areaCells } from '../../core/board';
import { act, newGame, rulesets, view } from '../../core/game';
import type { RollEvent } from '../../core/types';
import { DUNGEON_BOARDS } from './index';
import { A, dungeonScenario, pl } from './testkit';

const classic = DUNGEON_BOARDS.byId.classic;
const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
const moves = (m: { offered(t: string): { [k: string]: unknown }[] }) => m.offered('move').map((a) => `${a.x},${a.y}`).sort();

describe('the classic map (facts.md §4.1)', () => {
  it('is listed with the game, walled in by rock', () => {
    const info = rulesets().find((r) => r.id === 'dungeon')!;
    expect(info.boards).toContainEqual(expect.objectContaining({ id: 'classic', name: classic.data.name, width: 26, height: 15 }));
    expect(DUNGEON_BOARDS.default).toBe('classic');
    expect(classic.outside).toBe('wall');
    expect(Object.keys(info.options)).not.toContain('weather');
  });

  it('"Two end zones of 2 × 4 squares ... as far apart as possible"', () => {
    for (const side of ['home', 'away']) {
      const cells = areaCells(classic, `end-zone:${side}`);
      expect(cells).toHaveLength(8);
      expect(new Set(cells.map((c) => c.x)).size).toBe(2);
    }
  });

  it('"6 treasure chests ... each ≥ 8 squares from any end-zone square and ≥ 4 squares from another chest"; two teleporter pairs', () => {
    const chests = classic.features.filter((f) => f.kind === 'chest');
    expect(chests.map((c) => c.number).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const ends = [...areaCells(classic, 'end-zone:home'), ...areaCells(classic, 'end-zone:away')];
    for (const c of chests) {
      for (const e of ends) expect(dist(c, e)).toBeGreaterThanOrEqual(8);
      for (const o of chests) if (o !== c) expect(dist(c, o)).toBeGreaterThanOrEqual(4);
    }
    const pads = classic.features.filter((f) => f.kind === 'teleporter');
    expect(pads.map((p) => p.number).sort()).toEqual([1, 1, 2, 2]);
  });
});

describe('a dungeon match', () => {
  it('no weather, no kick-off: a coin toss, "6 players in their own end zone", the ball hidden in a chest', () => {
    const game = newGame('dungeon', { seed: 5 });
    expect(game.pending!.kind).toBe('coin-toss');
    const events = act(game, { type: 'choose', value: 'heads' });
    expect(events.some((e) => e.type === 'roll' && (e as RollEvent).rule === 'dungeon.coin-toss')).toBe(true);
    act(game, { type: 'choose', value: 'first' });
    for (let i = 0; i < 2; i++) {
      const d = game.pending!;
      expect(d.kind).toBe('setup');
      const on = (game as any).players.filter((p: any) => p.side === d.seat && p.place === 'pitch');
      expect(on).toHaveLength(6);
      for (const p of on) expect(areaCells(classic, `end-zone:${d.seat}`)).toContainEqual({ x: p.x, y: p.y });
      const after = act(game, { type: 'setup-done' });
      if (i === 1) {
        expect(after.some((e) => e.type === 'ball-hidden')).toBe(true);
        expect(after.some((e) => e.type === 'roll' && /kick|weather/.test((e as RollEvent).rule))).toBe(false);
      }
    }
    expect(game.pending!.kind).toBe('turn');
    // The chests are in the view; which holds the ball is not.
    const v = view(game, 'home') as any;
    expect(v.chests).toHaveLength(6);
    expect(JSON.stringify(v)).not.toContain('ballChest');
    expect(v.board.id).toBe('classic');
  });

  it('"Sudden death: the first touchdown wins"', () => {
    const m = dungeonScenario({ end: 'match', players: [pl('home', 1, 22, 6), pl('away', 1, 2, 6)], ball: { carrier: 'home-1' } });
    m.play(A.start('home-1', 'move'), A.move(23, 6));
    expect(m.game.result).toMatchObject({ winner: 'home', reason: 'the first touchdown wins', score: { home: 1, away: 0 } });
    expect(m.events.some((e) => e.type === 'kick-off' || e.type === 'half')).toBe(false);
  });
});

describe('walls (a square grid with wall edges, facts.md §4.6)', () => {
  it('a player never steps into rock', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 6, 4), pl('away', 1, 20, 7)] });
    m.play(A.start('home-1', 'move'));
    expect(moves(m)).toEqual(['5,4', '5,5', '6,5']);
  });

  it('nor across a wall between two squares (round its end, diagonally, he may)', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 11, 7), pl('away', 1, 20, 7)] });
    m.play(A.start('home-1', 'move'));
    expect(moves(m)).toEqual(['10,6', '10,7', '10,8', '11,6', '11,8', '12,6']);
  });
});

describe('seed 004, Blocking: the "smashing into wall" bonus', () => {
  // Home-1 at 5,5 blocks away-1 at 6,4 diagonally: the three squares away (7,3 7,4 6,3) are all rock.
  const corner = (extra = {}, dice: number[] = []) =>
    dungeonScenario({ players: [pl('home', 1, 5, 5, { st: 4, ...extra }), pl('away', 1, 6, 4)], dice });
  const armour = (m: ReturnType<typeof corner>) => m.rolls('gridiron.armour')[0];

  it('"if the push movement is prevented by every eligible push square being a wall", the pushed player stays put', () => {
    const m = corner({}, [6, 6, 4, 4, 1, 1]);
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.player('away-1')).toMatchObject({ x: 6, y: 4, stance: 'stunned' });
    expect(m.events.some((e) => e.type === 'pushed')).toBe(false);
  });

  it('"the blocking player may add +1 to either the armour or the injury roll": to the armour roll when it breaks it', () => {
    const m = corner({}, [6, 6, 4, 4, 1, 1]);
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(armour(m)).toMatchObject({ dice: [4, 4], modifiers: [{ source: 'smashing into wall', value: 1 }], total: 9, outcome: 'broken' });
    expect(m.rolls('gridiron.injury')[0].modifiers).toEqual([]);
  });

  it('to the injury roll when the armour breaks without it', () => {
    const m = corner({}, [6, 6, 5, 4, 3, 3]);
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(armour(m)).toMatchObject({ modifiers: [], outcome: 'broken' });
    expect(m.rolls('gridiron.injury')[0].modifiers).toEqual([{ source: 'smashing into wall', value: 1 }]);
  });

  it('"which is cumulative with the Mighty Blow skill": both on the armour roll when only both break it', () => {
    const m = corner({ skills: ['Mighty Blow'] }, [6, 6, 4, 3, 1, 1]);
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(armour(m)).toMatchObject({ modifiers: [{ source: 'Mighty Blow', value: 1 }, { source: 'smashing into wall', value: 1 }], total: 9, outcome: 'broken' });
  });

  it('cumulative on the injury roll too', () => {
    const m = corner({ skills: ['Mighty Blow'] }, [6, 6, 5, 4, 3, 3]);
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.rolls('gridiron.injury')[0].modifiers).toEqual([{ source: 'Mighty Blow and smashing into wall', value: 2 }]);
  });

  it('no bonus unless every push square is a wall: with one open square the player is pushed there', () => {
    // Away-1 at 6,5 pushed east: 7,4 and 7,5 are rock, 7,6 is open.
    const m = dungeonScenario({ players: [pl('home', 1, 5, 5, { st: 4 }), pl('away', 1, 6, 5)], dice: [6, 6, 4, 4] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    if (m.game.pending?.kind === 'follow-up') m.play(A.follow(false));
    expect(m.player('away-1')).toMatchObject({ x: 7, y: 6 });
    expect(armour(m)).toMatchObject({ modifiers: [], outcome: 'holds' });
  });

  it('no bonus without a knock-down: a push against the wall just leaves him standing there', () => {
    const m = corner({}, [3, 3]);
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.player('away-1')).toMatchObject({ x: 6, y: 4, stance: 'standing' });
    expect(m.rolls('gridiron.armour')).toEqual([]);
  });

  it('the bonus is the push\'s: after a Frenzy block smashed him into the wall, a second block he stands firm against gives none', () => {
    // First block: Pushed, Stand Firm declined, against the wall (he stays standing); Frenzy's second block: Defender
    // Down, Stand Firm used, so no push at all; armour 4+4 against AV 8.
    const m = dungeonScenario({
      players: [pl('home', 1, 5, 5, { st: 4, skills: ['Frenzy'] }), pl('away', 1, 6, 4, { skills: ['Stand Firm'] })],
      dice: [3, 3, 6, 6, 4, 4],
    });
    m.play(A.start('home-1', 'block'), A.block('away-1'), A.choose('no'));
    expect(m.events.filter((e) => e.type === 'smashing-into-wall')).toHaveLength(1);
    m.play(A.choose('stand-firm'));
    expect(m.rolls('gridiron.armour')[0]).toMatchObject({ modifiers: [], outcome: 'holds' });
    expect(m.player('away-1')).toMatchObject({ x: 6, y: 4, stance: 'prone' });
  });
});

describe('chests (facts.md §4.4; seed 004, Ball Placement)', () => {
  it('"Entering a chest square opens it": the ball chest gives a standing player a pick-up at +1', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 10, 5), pl('away', 1, 20, 7)], dice: [6] }, { ballChest: 5 });
    m.play(A.start('home-1', 'move'), A.move(11, 5));
    expect(m.events.find((e) => e.type === 'chest-opened')).toMatchObject({ chest: 5, content: 'ball' });
    expect(m.rolls('gridiron.pickup')[0].modifiers).toContainEqual({ source: 'picking up the ball', value: 1 });
    expect(m.game.ball).toMatchObject({ state: 'held', carrier: 'home-1' });
    expect(m.game.chests.map((c) => c.number)).not.toContain(5);
  });

  it('a trap knocks the opener down with an armour roll (a turnover) and "each adjacent player is knocked over on a 4+"', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 10, 5), pl('away', 1, 12, 4), pl('away', 2, 20, 7)], dice: [4, 1, 1, 1, 1] }, { ballChest: 1 });
    m.play(A.start('home-1', 'move'), A.move(11, 5));
    expect(m.events.find((e) => e.type === 'chest-opened')).toMatchObject({ chest: 5, content: 'trap' });
    expect(m.rolls('dungeon.chest-blast')).toHaveLength(1);
    expect(m.player('home-1').stance).toBe('prone');
    expect(m.player('away-1').stance).toBe('prone');
    expect(m.rolls('gridiron.armour').map((r) => r.who)).toEqual(['home-1', 'away-1']);
    expect(m.game.turnover || m.game.result?.reason === 'end of the scenario turn').toBe(true);
  });

  it('"Unopened chests ... are treated like a prone player for the purpose of balls scattering onto them"', () => {
    // A failed pick-up at 10,6: the ball bounces up and right onto chest 5 at 11,5 (d8 3), then on down (d8 7) to 11,6.
    const m = dungeonScenario({ players: [pl('home', 1, 9, 6), pl('away', 1, 20, 7)], ball: { x: 10, y: 6 }, dice: [1, 3, 7] });
    m.play(A.start('home-1', 'move'), A.move(10, 6));
    if (m.game.pending?.kind === 'reroll') m.play(A.decline());
    expect(m.rolls('gridiron.bounce').map((r) => r.dice[0])).toEqual([3, 7]);
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 11, y: 6 });
    expect(m.game.chests.map((c) => c.number)).toContain(5);
  });
});
