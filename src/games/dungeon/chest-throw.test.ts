// Throwing a chest and eating one (seed 004, Moving Chests). On the classic map chest 5 stands at 11,5.

import { describe, expect, it } from 'vitest';
import { chestAt } from './state';
import { A, dungeonScenario, pl, type DMatch } from './testkit';

const far = pl('away', 9, 20, 7);
const bigGuy = (skills: string[]) => pl('home', 1, 10, 5, { st: 5, ag: 3, skills: ['Throw Team-Mate', ...skills] });
const throwTo = (m: DMatch, x: number, y: number) => m.offered('ttm-chest').find((a) => a.chest === 5 && a.x === x && a.y === y)!;

describe('throwing a chest (seed 004)', () => {
  it('"may choose to throw a chest instead of a team-mate": a Throw Team-Mate action offers the chest next to him', () => {
    const m = dungeonScenario({ players: [bigGuy([]), far] });
    m.play(A.start('home-1', 'ttm'));
    expect(throwTo(m, 14, 5)).toBeDefined();
    // Only a chest next to him: chest 6 (14,9) is not.
    expect(m.offered('ttm-chest').every((a) => a.chest === 5)).toBe(true);
  });

  it('"whenever it ... lands after being picked up, it bounces once, and then opens by itself on a roll of 4+"', () => {
    // Throw roll 6; three scatters and the bounce, all direction 1 (up-left, toward 11,2 and then chest 1's square,
    // taken, so it stays); the D6 4 opens it: a trap (the ball is in chest 3).
    const m = dungeonScenario({ players: [bigGuy([]), far], dice: [6, 1, 1, 1, 1, 4] }, { ballChest: 3 });
    m.play(A.start('home-1', 'ttm'));
    m.play(throwTo(m, 14, 5));
    expect(m.rolls('dungeon.chest-scatter')).toHaveLength(3);
    expect(m.rolls('dungeon.chest-bounce')).toHaveLength(1);
    expect(m.rolls('dungeon.chest-opens')).toMatchObject([{ dice: [4], outcome: 'opens' }]);
    expect(m.events.find((e) => e.type === 'chest-opened')).toMatchObject({ chest: 5, content: 'trap' });
    expect(m.game.chests.map((c) => c.number)).not.toContain(5);
  });

  it('on a 1-3 it stays shut where it came to rest', () => {
    const m = dungeonScenario({ players: [bigGuy([]), far], dice: [6, 1, 1, 1, 1, 3] }, { ballChest: 3 });
    m.play(A.start('home-1', 'ttm'));
    m.play(throwTo(m, 14, 5));
    expect(m.rolls('dungeon.chest-opens')).toMatchObject([{ dice: [3], outcome: 'stays shut' }]);
    const landed = m.events.find((e) => e.type === 'chest-bounced') as unknown as { x: number; y: number };
    expect(chestAt(m.game, landed.x, landed.y)?.number).toBe(5);
    expect(chestAt(m.game, 11, 5)).toBeUndefined();
  });

  it('a fumbled throw drops the chest in its own square, where it bounces once and rolls to open', () => {
    const m = dungeonScenario({ players: [bigGuy([]), far], dice: [1, 5, 2] }, { ballChest: 3 });
    m.play(A.start('home-1', 'ttm'));
    m.play(throwTo(m, 14, 5));
    expect(m.events.some((e) => e.type === 'chest-fumbled')).toBe(true);
    expect(m.rolls('dungeon.chest-scatter')).toEqual([]);
    expect(m.rolls('dungeon.chest-bounce')).toHaveLength(1);
    expect(m.rolls('dungeon.chest-opens')).toMatchObject([{ dice: [2], outcome: 'stays shut' }]);
  });
});

describe('Always Hungry eating a chest (seed 004)', () => {
  const declineRerolls = (m: DMatch) => {
    while (m.game.pending?.kind === 'reroll') m.play(m.offered('decline-reroll')[0]);
  };

  it('"it automatically opens. If the chest contains the ball, the player gets a chance to catch it like a loose ball"', () => {
    // Always Hungry 1: he tries to eat it; the ball is in it; his catch roll 6.
    const m = dungeonScenario({ players: [bigGuy(['Always Hungry']), far], dice: [1, 6] }, { ballChest: 5 });
    m.play(A.start('home-1', 'ttm'));
    m.play(throwTo(m, 14, 5));
    declineRerolls(m);
    expect(m.events.find((e) => e.type === 'chest-eaten')).toMatchObject({ chest: 5, content: 'ball' });
    expect(m.game.chests.map((c) => c.number)).not.toContain(5);
    expect(m.game.ball).toMatchObject({ state: 'held', carrier: 'home-1' });
    expect(m.rolls('dungeon.chest-throw')).toEqual([]);
  });

  it('"resulting in a turnover if he drops it"', () => {
    const m = dungeonScenario({ players: [bigGuy(['Always Hungry']), far], dice: [1, 1, 4, 4] }, { ballChest: 5 });
    m.play(A.start('home-1', 'ttm'));
    m.play(throwTo(m, 14, 5));
    declineRerolls(m);
    expect(m.events.some((e) => e.type === 'turnover')).toBe(true);
    expect(m.game.ball.carrier).not.toBe('home-1');
  });

  it('"If the chest explodes, the player is automatically injured (ouch)": an injury roll, no armour roll', () => {
    const m = dungeonScenario({ players: [bigGuy(['Always Hungry']), far], dice: [1, 2, 2] }, { ballChest: 3 });
    m.play(A.start('home-1', 'ttm'));
    m.play(throwTo(m, 14, 5));
    declineRerolls(m);
    expect(m.events.find((e) => e.type === 'chest-eaten')).toMatchObject({ chest: 5, content: 'trap' });
    expect(m.rolls('gridiron.armour')).toEqual([]);
    expect(m.events.some((e) => e.type === 'roll' && String(e.rule).includes('injury'))).toBe(true);
    expect(m.events.some((e) => e.type === 'turnover')).toBe(true);
  });

  it('on 2+ he keeps his appetite in check and throws the chest', () => {
    const m = dungeonScenario({ players: [bigGuy(['Always Hungry']), far], dice: [2, 6, 1, 1, 1, 1, 3] }, { ballChest: 3 });
    m.play(A.start('home-1', 'ttm'));
    m.play(throwTo(m, 14, 5));
    expect(m.events.some((e) => e.type === 'chest-eaten')).toBe(false);
    expect(m.rolls('dungeon.chest-throw')).toHaveLength(1);
  });
});
