// Precarious positions (seed 004), the `precariousPositions` option. On the hazards map (x across, y down):
//
//      0123456789012345678901234 5
//   1  #...1.LL..a....b.....3...#      a, b, e, f chests; 1-6 teleporters; L lava; O pits; ~ the chasm
//   2  #.....L.....5...LLL......#
//   3  #...............L.L......#
//   4  #...........O...LLL......#
//   5  #HH...O............O...AA#
//   6  #HH........~~~~........AA#
//   7  #HH.......e~~~~f.......AA#
//
// and on the platform map a raised floor (level 1) from x 8 to 17, y 3 to 11.

import { describe, expect, it } from 'vitest';
import { makeBot } from '../../bots/index';
import { finishRecord, play, replay, startMatch } from '../../core/replay';
import { dungeonScripted } from '../../bots/scripted/dungeon';
import type { Action } from '../../core/types';
import { A, dungeonScenario, pl, type DMatch } from './testkit';

const ON = { precariousPositions: true };
const hazards = { options: { board: 'hazards', ...ON }, ballChest: 3 };
const platform = { options: { board: 'platform', ...ON }, ballChest: 3 };
const farHome = pl('home', 9, 3, 11);
const farAway = pl('away', 9, 22, 11);
const INVOKE: Action = { type: 'precarious', invoke: true };
const LET_BE: Action = { type: 'precarious', invoke: false };

const asked = (m: DMatch) => m.game.pending?.kind === 'precarious';
const slipped = (m: DMatch) => m.events.find((e) => e.type === 'slips');

describe('precarious positions (seed 004, an option)', () => {
  it('"throw a block at an opponent": next to a pit trap, the opposing coach is asked before any dice are rolled', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 12, 3), pl('away', 1, 13, 3), farHome, farAway], dice: [2, 'push'] }, hazards);
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.game.pending).toMatchObject({ seat: 'away', kind: 'precarious' });
    expect(m.events.filter((e) => e.type === 'roll')).toEqual([]);
    m.play(INVOKE);
    // "The balance roll is passed on a 2+ on a D6": the block goes ahead
    expect(m.rolls('dungeon.balance')).toMatchObject([{ who: 'home-1', dice: [2], outcome: 'success' }]);
    expect(m.rolls('gridiron.block')).toHaveLength(1);
    expect(slipped(m)).toBeUndefined();
  });

  it('"on a roll of a 1, the player slips and falls into the closest square": into the pit, a turnover, no block', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 12, 3), pl('away', 1, 13, 3), farHome, farAway], dice: [1, 4, 5] }, hazards);
    m.play(A.start('home-1', 'block'), A.block('away-1'), INVOKE);
    expect(slipped(m)).toMatchObject({ player: 'home-1', x: 12, y: 4, into: 'pit' });
    // "with the effects described in the appropriate sections": a pit's fall, an injury roll and no armour roll
    expect(m.events.find((e) => e.type === 'fell-in')).toMatchObject({ player: 'home-1', x: 12, y: 4, into: 'pit' });
    expect(m.rolls('gridiron.armour')).toEqual([]);
    expect(m.rolls('gridiron.injury')).toMatchObject([{ who: 'home-1', dice: [4, 5] }]);
    expect(m.rolls('gridiron.block')).toEqual([]);
    expect(m.events.find((e) => e.type === 'turnover')).toMatchObject({ side: 'home' });
  });

  it('the opposing coach "may choose": let be, no balance roll and the block goes ahead', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 12, 3), pl('away', 1, 13, 3), farHome, farAway], dice: ['push'] }, hazards);
    m.play(A.start('home-1', 'block'), A.block('away-1'), LET_BE);
    expect(m.events.find((e) => e.type === 'precarious')).toMatchObject({ player: 'home-1', about: 'block', invoked: false });
    expect(m.rolls('dungeon.balance')).toEqual([]);
    expect(m.rolls('gridiron.block')).toHaveLength(1);
  });

  it('"specifically written to be optional": with the option off nobody is ever asked', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 12, 3), pl('away', 1, 13, 3), farHome, farAway], dice: ['push'] }, { options: { board: 'hazards' }, ballChest: 3 });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(asked(m)).toBe(false);
    expect(m.rolls('gridiron.block')).toHaveLength(1);
    expect(m.game.options).not.toHaveProperty('precariousPositions');
  });

  it('"standing in an adjacent square": a player a square further off is not asked (nor is the defender next to the pit)', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 10, 3), pl('away', 1, 11, 3), farHome, farAway], dice: ['push'] }, hazards);
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(asked(m)).toBe(false);
    expect(m.rolls('gridiron.block')).toHaveLength(1);
  });

  it('"a pit trap (no other type of trap)": a player next to a chest (a trap: the ball is in chest 3) is not asked', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 10, 2), pl('away', 1, 11, 2), farHome, farAway], dice: ['push'] }, hazards);
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(asked(m)).toBe(false);
    expect(m.rolls('gridiron.block')).toHaveLength(1);
  });

  it('lava is none of "a chasm, an edge of an elevated platform, or a pit trap": not asked', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 7, 2), pl('away', 1, 8, 2), farHome, farAway], dice: ['push'] }, hazards);
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(asked(m)).toBe(false);
  });

  it('"the closest square ... of a chasm": the chasm beside him (11,6), not the pit at his corner (12,4); +1 injury, out for the match', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 11, 5), pl('away', 1, 10, 5), farHome, farAway], dice: [1, 4, 4] }, hazards);
    m.play(A.start('home-1', 'block'), A.block('away-1'), INVOKE);
    expect(slipped(m)).toMatchObject({ player: 'home-1', x: 11, y: 6, into: 'chasm' });
    expect(m.rolls('gridiron.injury')).toMatchObject([{ who: 'home-1', dice: [4, 4], modifiers: [{ source: 'chasm', value: 1 }] }]);
    expect(m.player('home-1').place).not.toBe('pitch');
    expect(m.player('home-1').place).not.toBe('reserves');
  });

  it('two squares beside him: the first in reading order (the pit at 12,4 above, before the chasm at 12,6 below)', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 12, 5), pl('away', 1, 13, 5), farHome, farAway], dice: [1, 4, 4] }, hazards);
    m.play(A.start('home-1', 'block'), A.block('away-1'), INVOKE);
    expect(slipped(m)).toMatchObject({ x: 12, y: 4, into: 'pit' });
  });

  it('"an edge of an elevated platform": off the edge to the floor beside him, knocked down with an armour roll, a turnover', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 8, 5), pl('away', 1, 9, 5), farHome, farAway], dice: [1, 3, 3] }, platform);
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.game.pending).toMatchObject({ seat: 'away', kind: 'precarious' });
    m.play(INVOKE);
    expect(slipped(m)).toMatchObject({ player: 'home-1', x: 7, y: 5, into: 'edge' });
    expect(m.player('home-1')).toMatchObject({ place: 'pitch', x: 7, y: 5, stance: 'prone' });
    expect(m.rolls('gridiron.armour')).toMatchObject([{ who: 'home-1', dice: [3, 3] }]);
    expect(m.rolls('gridiron.block')).toEqual([]);
    expect(m.events.find((e) => e.type === 'turnover')).toMatchObject({ side: 'home' });
  });

  it('at the foot of a platform he cannot fall up it: not asked', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 7, 5), pl('away', 1, 6, 5), farHome, farAway], dice: ['push'] }, platform);
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(asked(m)).toBe(false);
  });

  it('a Frenzy\'s second block is another block: asked again, from the square he followed up into', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 12, 3, { skills: ['Frenzy'] }), pl('away', 1, 13, 3), farHome, farAway], dice: ['push', 1, 3, 3] }, hazards);
    m.play(A.start('home-1', 'block'), A.block('away-1'), LET_BE);
    if (m.game.pending?.kind === 'block-die') m.play(A.face('push'));
    m.play(A.push(14, 3));
    if (m.game.pending?.kind === 'follow-up') m.play(A.follow(true));
    expect(m.player('home-1')).toMatchObject({ x: 13, y: 3 });
    expect(m.game.pending).toMatchObject({ seat: 'away', kind: 'precarious' });
    m.play(INVOKE);
    expect(slipped(m)).toMatchObject({ player: 'home-1', x: 12, y: 4, into: 'pit' });
    expect(m.rolls('gridiron.block')).toHaveLength(1);
  });

  it('"The balance roll" is re-rollable (CONTROLLED_ROLLS): a team re-roll turns the 1 into a 2', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 12, 3), pl('away', 1, 13, 3), farHome, farAway], dice: [1, 2, 'push'], rerolls: { home: 1 } }, hazards);
    m.play(A.start('home-1', 'block'), A.block('away-1'), INVOKE);
    expect(m.game.pending).toMatchObject({ seat: 'home', kind: 'reroll' });
    m.play(A.reroll('team'));
    expect(m.rolls('dungeon.balance').map((r) => r.outcome)).toEqual(['failure', 'success']);
    expect(slipped(m)).toBeUndefined();
    expect(m.rolls('gridiron.block')).toHaveLength(1);
  });

  it('"pass": asked when the throw is picked; he slips into the pit with the ball, which bounces out of it; nothing is thrown', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 12, 3), pl('home', 2, 9, 3), farHome, farAway], ball: { carrier: 'home-1' }, dice: [1, 3, 3] }, hazards);
    m.play(A.start('home-1', 'pass'));
    m.play(m.offered('throw').find((a) => a.x === 9 && a.y === 3)!);
    expect(m.game.pending).toMatchObject({ seat: 'away', kind: 'precarious' });
    m.play(INVOKE);
    expect(slipped(m)).toMatchObject({ player: 'home-1', into: 'pit' });
    expect(m.events.some((e) => e.type === 'pass')).toBe(false);
    expect(m.rolls('gridiron.pass')).toEqual([]);
    expect(m.game.ball.carrier).not.toBe('home-1');
    expect(m.events.find((e) => e.type === 'turnover')).toBeDefined();
  });

  it('"pass" on a 2+: the pass roll follows the balance roll', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 12, 3), pl('home', 2, 9, 3), farHome, farAway], ball: { carrier: 'home-1' }, dice: [2, 6, 6] }, hazards);
    m.play(A.start('home-1', 'pass'));
    m.play(m.offered('throw').find((a) => a.x === 9 && a.y === 3)!, INVOKE);
    expect(m.rolls('dungeon.balance')).toMatchObject([{ outcome: 'success' }]);
    expect(m.rolls('gridiron.pass')).toHaveLength(1);
    expect(m.game.ball).toMatchObject({ state: 'held', carrier: 'home-2' });
  });

  it('a Dump-Off is a pass: the blocking coach may ask; the thrower slips into the pit, throws nothing, and the block has nobody to hit', () => {
    const m = dungeonScenario({
      players: [pl('home', 1, 11, 2), pl('away', 1, 12, 3, { skills: ['Dump-Off'] }), pl('away', 2, 15, 3), farHome, farAway],
      ball: { carrier: 'away-1' },
      dice: [1, 3, 3],
    }, hazards);
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.game.pending?.kind).toBe('dump-off');
    m.play(m.offered('throw').find((a) => a.x === 15 && a.y === 3)!);
    expect(m.game.pending).toMatchObject({ seat: 'home', kind: 'precarious' });
    m.play(INVOKE);
    expect(slipped(m)).toMatchObject({ player: 'away-1', x: 12, y: 4, into: 'pit' });
    expect(m.events.some((e) => e.type === 'pass')).toBe(false);
    expect(m.rolls('gridiron.block')).toEqual([]);
    expect(m.events.some((e) => e.type === 'turnover')).toBe(false);
  });

  it('"catch": the catcher next to the pit is asked before his catch roll; he slips, and the ball comes down in his square and bounces', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 9, 3), pl('home', 2, 12, 3), farHome, farAway], ball: { carrier: 'home-1' }, dice: [6, 1, 3, 3] }, hazards);
    m.play(A.start('home-1', 'pass'));
    m.play(m.offered('throw').find((a) => a.x === 12 && a.y === 3)!);
    expect(m.rolls('gridiron.pass')).toHaveLength(1);
    expect(m.game.pending).toMatchObject({ seat: 'away', kind: 'precarious' });
    m.play(INVOKE);
    expect(slipped(m)).toMatchObject({ player: 'home-2', x: 12, y: 4, into: 'pit' });
    expect(m.rolls('gridiron.catch')).toEqual([]);
    expect(m.rolls('gridiron.bounce').length + m.rolls('gridiron.scatter').length).toBeGreaterThan(0);
    expect(m.events.find((e) => e.type === 'turnover')).toBeDefined();
  });

  it('"intercept": the interceptor next to the pit is asked about by the thrower\'s coach; he slips, and the pass goes on (no turnover for it)', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 9, 3), pl('home', 2, 15, 3), pl('away', 1, 12, 3), farHome, farAway], ball: { carrier: 'home-1' }, dice: [1, 3, 3, 6, 6] }, hazards);
    m.play(A.start('home-1', 'pass'));
    m.play(m.offered('throw').find((a) => a.x === 15 && a.y === 3)!);
    expect(m.game.pending?.kind).toBe('intercept');
    m.play(m.offered('intercept').find((a) => a.player === 'away-1')!);
    expect(m.game.pending).toMatchObject({ seat: 'home', kind: 'precarious' });
    m.play(INVOKE);
    expect(slipped(m)).toMatchObject({ player: 'away-1', into: 'pit' });
    expect(m.rolls('gridiron.intercept')).toEqual([]);
    expect(m.rolls('gridiron.pass')).toHaveLength(1);
    // the catcher at 15,3 stands by lava only: not asked
    expect(m.rolls('gridiron.catch')).toHaveLength(1);
    expect(m.game.ball).toMatchObject({ state: 'held', carrier: 'home-2' });
    expect(m.events.some((e) => e.type === 'turnover')).toBe(false);
  });

  it('"pick up the football": asked as he stands on the ball; he slips, the ball lies where it was', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 10, 3), farHome, farAway], ball: { x: 12, y: 3 }, dice: [1, 3, 3] }, hazards);
    m.play(A.start('home-1', 'move'), A.move(11, 3));
    expect(asked(m)).toBe(false);
    m.play(A.move(12, 3));
    expect(m.game.pending).toMatchObject({ seat: 'away', kind: 'precarious' });
    m.play(INVOKE);
    expect(slipped(m)).toMatchObject({ player: 'home-1', into: 'pit' });
    expect(m.rolls('gridiron.pickup')).toEqual([]);
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 12, y: 3 });
  });

  it('"throw a friendly player": asked before the throw roll; he slips, nobody is thrown', () => {
    const thrower = pl('home', 1, 12, 3, { st: 5, skills: ['Throw Team-Mate'] });
    const m = dungeonScenario({ players: [thrower, pl('home', 2, 11, 3, { st: 2, skills: ['Right Stuff'] }), farHome, farAway], dice: [1, 3, 3] }, hazards);
    m.play(A.start('home-1', 'ttm'));
    m.play(m.offered('ttm').find((a) => a.thrown === 'home-2')!);
    expect(m.game.pending).toMatchObject({ seat: 'away', kind: 'precarious' });
    m.play(INVOKE);
    expect(slipped(m)).toMatchObject({ player: 'home-1', into: 'pit' });
    expect(m.rolls('gridiron.ttm')).toEqual([]);
    expect(m.player('home-2')).toMatchObject({ x: 11, y: 3 });
  });

  it('"throw a ... chest": next to the chasm, chest 5 beside him; he slips into the chasm and the chest stays', () => {
    const thrower = pl('home', 1, 10, 6, { st: 5, skills: ['Throw Team-Mate'] });
    const m = dungeonScenario({ players: [thrower, farHome, farAway], dice: [1, 3, 3] }, hazards);
    m.play(A.start('home-1', 'ttm'));
    m.play(m.offered('ttm-chest').find((a) => a.chest === 5)!);
    expect(m.game.pending).toMatchObject({ seat: 'away', kind: 'precarious' });
    m.play(INVOKE);
    expect(slipped(m)).toMatchObject({ player: 'home-1', x: 11, y: 6, into: 'chasm' });
    expect(m.game.chests.find((c) => c.number === 5)).toMatchObject({ x: 10, y: 7 });
  });

  it('the throw goes ahead on a 2+: the chest throw is rolled', () => {
    const thrower = pl('home', 1, 10, 6, { st: 5, skills: ['Throw Team-Mate'] });
    const m = dungeonScenario({ players: [thrower, farHome, farAway], dice: [5, 1, 5, 2] }, hazards);
    m.play(A.start('home-1', 'ttm'));
    m.play(m.offered('ttm-chest').find((a) => a.chest === 5)!, INVOKE);
    expect(m.rolls('dungeon.balance')).toMatchObject([{ outcome: 'success' }]);
    expect(m.events.some((e) => e.type === 'chest-fumbled')).toBe(true);
  });
});

describe('precarious positions: the coaches', () => {
  it('the scripted dungeon coach invokes it', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 12, 3), pl('away', 1, 13, 3), farHome, farAway] }, hazards);
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(dungeonScripted().choose(m.game, m.game.pending!)).toMatchObject({ type: 'precarious', invoke: true });
  });

  it('the random coach answers it, either way, and the match plays on to its end', () => {
    for (const seed of ['1', '2', '3', '4']) {
      const m = dungeonScenario({ players: [pl('home', 1, 12, 3), pl('away', 1, 13, 3), farHome, farAway] }, { ...hazards, options: { ...hazards.options, seed } });
      m.play(A.start('home-1', 'block'), A.block('away-1'));
      const bot = makeBot('random', seed);
      expect(asked(m)).toBe(true);
      for (let n = 0; m.game.pending && n < 10_000; n++) m.play(bot.choose(m.game, m.game.pending));
      expect(m.game.pending).toBeNull();
    }
  });

  it('whole matches with the option on (the scripted coach against the random one): asked, answered, replayed the same', () => {
    let questions = 0;
    for (const seed of ['5', '6']) {
      const m = startMatch('dungeon', { seed, board: 'hazards', precariousPositions: true, turnsPerHalf: 8 });
      const bots = { home: makeBot('scripted', `${seed}:home`), away: makeBot('random', `${seed}:away`) };
      let events = m.events.length;
      for (let n = 0; m.game.pending && n < 50_000; n++) {
        const d = m.game.pending;
        if (d.kind === 'precarious') questions++;
        events += play(m, bots[d.seat as 'home' | 'away'].choose(m.game, d)).length;
      }
      expect(m.game.result).toBeTruthy();
      const again = replay(JSON.parse(JSON.stringify(finishRecord(m))));
      expect(again.events.length).toBe(events);
    }
    expect(questions).toBeGreaterThan(0);
  });
});
