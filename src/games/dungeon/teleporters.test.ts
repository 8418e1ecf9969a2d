// Teleporters on the classic map (facts.md §4.3; seed 004, Teleporting). The pads, in the order a D6 counts them:
// 1 → 4,1 (a pad numbered 1), 2 → 21,13 (numbered 1), 3 → 21,1 (numbered 2), 4 → 4,13 (numbered 2), 5 and 6 round
// again to 4,1 and 21,13.

import { describe, expect, it } from 'vitest';
import { DUNGEON_BOARDS } from './index';
import { padFor, padsOf } from './teleporters';
import { pitchOfBoard } from '../gridiron/pitch';
import { A, dungeonScenario, pl } from './testkit';

const far = pl('away', 9, 20, 7);

describe('teleporters (facts.md §4.3)', () => {
  it('the D6 counts round the map\'s pads in number order', () => {
    const pads = padsOf(pitchOfBoard(DUNGEON_BOARDS.byId.classic));
    expect([1, 2, 3, 4, 5, 6].map((d) => `${padFor(pads, d).x},${padFor(pads, d).y}`)).toEqual(['4,1', '21,13', '21,1', '4,13', '4,1', '21,13']);
  });

  it('"A player who moves onto a pad rolls d6 and is moved to the pad with that number ... and may continue the move"', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 5, 2), far], dice: [3] });
    m.play(A.start('home-1', 'move'), A.move(4, 1));
    expect(m.rolls('dungeon.teleport')).toMatchObject([{ who: 'home-1', dice: [3], outcome: 'teleported' }]);
    expect(m.player('home-1')).toMatchObject({ x: 21, y: 1, stance: 'standing' });
    expect(m.offered('move').length).toBeGreaterThan(0);
    m.play(A.move(20, 2));
    expect(m.player('home-1')).toMatchObject({ x: 20, y: 2 });
  });

  it('"being pushed onto a portal teleports the player" (§4.5b)', () => {
    // Away-1 at 4,2 pushed up onto the pad at 4,1, D6 4 → 4,13.
    const m = dungeonScenario({ players: [pl('home', 1, 4, 3, { st: 4 }), pl('away', 1, 4, 2), far], dice: [3, 3, 4] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    if (m.game.pending?.kind === 'block-die') m.play(A.face('push'));
    if (m.game.pending?.kind === 'push') m.play(A.push(4, 1));
    expect(m.rolls('dungeon.teleport')).toMatchObject([{ who: 'away-1' }]);
    expect(m.player('away-1')).toMatchObject({ x: 4, y: 13 });
  });

  it('an occupied pad sends its occupant on by his own D6 ("chain reaction")', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 5, 2), pl('away', 1, 21, 13), far], dice: [2, 3] });
    m.play(A.start('home-1', 'move'), A.move(4, 1));
    expect(m.rolls('dungeon.teleport').map((r) => r.who)).toEqual(['home-1', 'away-1']);
    expect(m.player('away-1')).toMatchObject({ x: 21, y: 1 });
    expect(m.player('home-1')).toMatchObject({ x: 21, y: 13 });
  });

  it('"Teleporting twice in one turn means an injury roll for the strain"', () => {
    // 4,1 → (D6 4) 4,13; off it and back on: (D6 2) → 21,13, then the injury roll 3+3 (stunned).
    const m = dungeonScenario({ players: [pl('home', 1, 5, 2, { ma: 8 }), far], dice: [4, 2, 3, 3] });
    m.play(A.start('home-1', 'move'), A.move(4, 1), A.move(5, 13), A.move(4, 13));
    expect(m.rolls('dungeon.teleport')).toHaveLength(2);
    expect(m.events.some((e) => e.type === 'teleport-strain')).toBe(true);
    expect(m.rolls('gridiron.injury')).toMatchObject([{ who: 'home-1', dice: [3, 3] }]);
    expect(m.player('home-1')).toMatchObject({ x: 21, y: 13, stance: 'stunned' });
    expect(m.rolls('gridiron.armour')).toEqual([]);
  });
});

describe('seed 004, Teleporting', () => {
  it('"team re-rolls cannot be used to re-roll a teleportation roll": lost in space, no re-roll is offered', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 5, 2), far], rerolls: { home: 3 }, dice: [1] });
    m.play(A.start('home-1', 'move'), A.move(4, 1));
    expect(m.rolls('dungeon.teleport')).toMatchObject([{ outcome: 'lost in space' }]);
    expect(m.events.some((e) => e.type === 'reroll' || (e as { kind?: string }).kind === 'reroll')).toBe(false);
    expect(m.game.pending?.kind).toBe('turn');
    expect(m.game.teams.home.rerolls).toBe(3);
  });

  it('"a player being lost in space through the use of a teleporter does not cause a turnover"; his ball bounces from the pad', () => {
    // Lost on 5 (which names 4,1 again); the ball bounces from 4,1 (d8 8: down-right to 5,2).
    const m = dungeonScenario({ players: [pl('home', 1, 5, 2), pl('home', 2, 10, 7), far], ball: { carrier: 'home-1' }, dice: [5, 8] });
    m.play(A.start('home-1', 'move'), A.move(4, 1));
    expect(m.events.find((e) => e.type === 'lost-in-space')).toMatchObject({ player: 'home-1', x: 4, y: 1 });
    expect(m.player('home-1').place).not.toBe('pitch');
    expect(m.rolls('gridiron.bounce')).toHaveLength(1);
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 5, y: 2 });
    expect(m.game.turnover).toBe(false);
    expect(m.events.some((e) => e.type === 'turnover')).toBe(false);
    expect(m.offered('start-action').some((a) => a.player === 'home-2')).toBe(true);
  });

  it('"A standing or prone (not stunned) player may use his entire activation to teleport ... back into the Reserves box"', () => {
    const m = dungeonScenario({
      players: [pl('home', 1, 10, 7), pl('home', 2, 11, 9, { stance: 'prone' }), pl('home', 3, 12, 9, { stance: 'stunned' }), far],
    });
    const out = m.offered('start-action').filter((a) => a.action === 'teleport-out').map((a) => a.player);
    expect(out.sort()).toEqual(['home-1', 'home-2']);
    m.play(A.start('home-2', 'teleport-out'));
    expect(m.player('home-2')).toMatchObject({ place: 'reserves', x: -1, y: -1 });
    expect(m.rolls('dungeon.teleport')).toEqual([]);
    expect(m.game.pending?.kind).toBe('turn');
    expect(m.game.turnover).toBe(false);
    expect(m.offered('start-action').some((a) => a.player === 'home-2')).toBe(false);
  });
});

describe('a teleport into the end zone', () => {
  // A board of one's own: a pad (1) in the middle, a pad (2) in the away end zone.
  const board = {
    id: 'two-pads', name: 'two pads', grid: 'square', width: 8, height: 3, outside: 'wall',
    rows: ['HH....AA', 'HH1...2A', 'HH....AA'],
    legend: {
      '.': { terrain: 'floor' },
      H: { terrain: 'floor', areas: ['end-zone:home'] },
      A: { terrain: 'floor', areas: ['end-zone:away'] },
      '1': { terrain: 'floor', feature: { kind: 'teleporter', number: 1 } },
      '2': { terrain: 'floor', areas: ['end-zone:away'], feature: { kind: 'teleporter', number: 2 } },
    },
  };

  it('a carrier the D6 sends to a pad in the opposing end zone scores there: "the first touchdown wins"', () => {
    const m = dungeonScenario({ end: 'match', players: [pl('home', 1, 1, 1), pl('away', 1, 7, 0)], ball: { carrier: 'home-1' }, dice: [2] }, { options: { board } });
    m.play(A.start('home-1', 'move'), A.move(2, 1));
    expect(m.events.find((e) => e.type === 'teleported')).toMatchObject({ player: 'home-1', x: 6, y: 1 });
    expect(m.events.find((e) => e.type === 'touchdown')).toMatchObject({ side: 'home', player: 'home-1' });
    expect(m.game.result).toMatchObject({ winner: 'home', reason: 'the first touchdown wins' });
  });
});
