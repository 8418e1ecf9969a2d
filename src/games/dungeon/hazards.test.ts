// Pits, chasms and lava on the hazards map (see ball-placement.test.ts for the drawing): pit at 12,4, the chasm
// 11-14 x 6-8, lava at 6,1 7,1 6,2. Facts.md §4.5b's defaults for the player, seed 004 for the ball.

import { describe, expect, it } from 'vitest';
import { FALLING } from './hazards';
import { A, dungeonScenario, pl } from './testkit';

const hazards = { options: { board: 'hazards' } };
const far = pl('home', 9, 3, 11);

/** Home-1 (ST 4) at `from` blocks away-1 at `at` and pushes him to `to`. */
function pushInto(from: [number, number], at: [number, number], to: [number, number], dice: number[], away = {}, ball?: { carrier: string }) {
  const m = dungeonScenario({ players: [pl('home', 1, ...from, { st: 4 }), pl('away', 1, ...at, away), far, pl('away', 9, 22, 11)], dice, ...(ball ? { ball } : {}) }, hazards);
  m.play(A.start('home-1', 'block'), A.block('away-1'));
  if (m.game.pending?.kind === 'block-die') m.play(A.face(m.offered('block-die').some((a) => a.face === 'defender-down') ? 'defender-down' : 'push'));
  if (m.game.pending?.kind === 'push') m.play(A.push(...to));
  return m;
}

describe('pits, chasms and lava (facts.md §4.5b)', () => {
  it('nobody steps into one on purpose', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 11, 5), pl('away', 1, 22, 11)] }, hazards);
    m.play(A.start('home-1', 'move'));
    const steps = m.offered('move').map((a) => `${a.x},${a.y}`);
    expect(steps).toContain('11,4');
    for (const hole of ['12,4', '11,6', '12,6']) expect(steps).not.toContain(hole);
  });

  it('"pit = removed like a crowd push (injury roll, no armour roll)": a KO', () => {
    const m = pushInto([10, 4], [11, 4], [12, 4], [3, 3, 4, 5]);
    expect(m.events.find((e) => e.type === 'fell-in')).toMatchObject({ player: 'away-1', into: 'pit' });
    expect(m.rolls('gridiron.armour')).toEqual([]);
    expect(m.rolls('gridiron.injury')).toMatchObject([{ who: 'away-1', dice: [4, 5], modifiers: [] }]);
    expect(m.player('away-1').place).toBe('ko');
  });

  it('a stunned result goes to the reserves box, and the block\'s knock-down does not follow him in', () => {
    const m = pushInto([10, 4], [11, 4], [12, 4], [6, 6, 3, 3]);
    expect(m.rolls('gridiron.armour')).toEqual([]);
    expect(m.rolls('gridiron.injury')).toHaveLength(1);
    expect(m.player('away-1').place).toBe('reserves');
    expect(m.game.turnover).toBe(false);
  });

  it('"chasm = as a pit, +1 injury, out for the match"', () => {
    expect(FALLING.chasm).toEqual({ injuryBonus: 1, outForTheMatch: true });
    const m = pushInto([9, 6], [10, 6], [11, 6], [3, 3, 3, 3]);
    expect(m.rolls('gridiron.injury')).toMatchObject([{ dice: [3, 3], modifiers: [{ source: 'chasm', value: 1 }], total: 7 }]);
    expect(m.player('away-1').place).toBe('sent-off');
  });

  it('"lava = injury roll and removed"; the ball he held "ends up on a lava square" and stays there', () => {
    const m = pushInto([4, 2], [5, 2], [6, 2], [3, 3, 2, 2], {}, { carrier: 'away-1' });
    expect(m.events.find((e) => e.type === 'fell-in')).toMatchObject({ into: 'lava' });
    expect(m.player('away-1').place).toBe('reserves');
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 6, y: 2 });
    expect(m.rolls('gridiron.bounce')).toEqual([]);
  });

  it('seed 004: "If the ball carrier falls into a pit ... immediately scatter the ball from the pit square"', () => {
    // The injury roll (2+2) first, then the ball bounces out of the pit: down (7) to 12,5.
    const m = pushInto([10, 4], [11, 4], [12, 4], [3, 3, 2, 2, 7], {}, { carrier: 'away-1' });
    expect(m.rolls('gridiron.bounce').map((r) => r.dice[0])).toEqual([7]);
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 12, y: 5 });
  });

  it('seed 004: "If the ball carrier falls into a chasm ... the ball teleports onto a random teleporter"', () => {
    // Injury 2+2, then D6 5 names the pad at 12,2, empty: the ball bounces down to 12,3.
    const m = pushInto([9, 6], [10, 6], [11, 6], [3, 3, 2, 2, 5, 7], {}, { carrier: 'away-1' });
    expect(m.rolls('dungeon.ball-teleport')).toMatchObject([{ dice: [5] }]);
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 12, y: 3 });
  });
});
