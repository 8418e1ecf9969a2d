// Elevated platforms on the platform map (boards/platform.json), x across, y down:
//
//      0123456789012345678901234 5
//   3  #.......PPPPPPPPPP.......#        P a platform, level 1; Q the dais on it, level 2
//   4  #.......PPPP5PPPPP.......#
//   5  #HH.....PPPPPPPPPP.....AA#
//   6  #HH.....PPPQQQQPPP.....AA#
//   7  #HH.....PePQQQQPfP.....AA#
//
// Facts.md §4.5b's defaults: "elevated platform = +1 square to climb one level, a fall off = knocked down with an
// armour roll".

import { describe, expect, it } from 'vitest';
import { A, dungeonScenario, pl } from './testkit';

const platform = { options: { board: 'platform' } };
const far = pl('away', 9, 22, 12);

describe('elevated platforms (facts.md §4.5b)', () => {
  it('"+1 square to climb one level": a step up costs two squares, a step along or down one', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 7, 5, { ma: 6 }), far] }, platform);
    m.play(A.start('home-1', 'move'), A.move(8, 5));
    expect(m.events.find((e) => e.type === 'climbs')).toMatchObject({ player: 'home-1', levels: 1 });
    expect(m.player('home-1').moved).toBe(2);
    m.play(A.move(9, 5), A.move(10, 6));
    expect(m.player('home-1').moved).toBe(4);
    m.play(A.move(11, 6));
    expect(m.player('home-1').moved).toBe(6);
  });

  it('a player without the movement left for the climb may not make it', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 7, 5, { ma: 1 }), far] }, platform);
    m.play(A.start('home-1', 'move'));
    const steps = m.offered('move').map((a) => `${a.x},${a.y}`);
    expect(steps).toContain('6,5');
    expect(steps).not.toContain('8,5');
  });

  it('"a fall off = knocked down with an armour roll": pushed off the edge by a plain push', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 9, 5, { st: 4 }), pl('away', 1, 8, 5), far], dice: [3, 3, 4, 4] }, platform);
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    if (m.game.pending?.kind === 'block-die') m.play(A.face('push'));
    if (m.game.pending?.kind === 'push') m.play(A.push(7, 5));
    if (m.game.pending?.kind === 'follow-up') m.play(A.follow(false));
    expect(m.events.find((e) => e.type === 'falls-off')).toMatchObject({ player: 'away-1', x: 7, y: 5 });
    expect(m.player('away-1')).toMatchObject({ x: 7, y: 5, stance: 'prone' });
    expect(m.rolls('gridiron.armour')).toMatchObject([{ who: 'away-1', dice: [4, 4] }]);
  });

  it('knocked down by the block as well, it is still one fall: one armour roll', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 9, 5, { st: 4 }), pl('away', 1, 8, 5), far], dice: [6, 6, 4, 4] }, platform);
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    if (m.game.pending?.kind === 'block-die') m.play(A.face('defender-down'));
    if (m.game.pending?.kind === 'push') m.play(A.push(7, 5));
    if (m.game.pending?.kind === 'follow-up') m.play(A.follow(false));
    expect(m.player('away-1')).toMatchObject({ x: 7, y: 5, stance: 'prone' });
    expect(m.rolls('gridiron.armour')).toHaveLength(1);
  });

  it('a push along the platform is no fall', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 10, 5, { st: 4 }), pl('away', 1, 9, 5), far], dice: [3, 3] }, platform);
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    if (m.game.pending?.kind === 'block-die') m.play(A.face('push'));
    if (m.game.pending?.kind === 'push') m.play(A.push(8, 5));
    if (m.game.pending?.kind === 'follow-up') m.play(A.follow(false));
    expect(m.player('away-1')).toMatchObject({ x: 8, y: 5, stance: 'standing' });
    expect(m.events.some((e) => e.type === 'falls-off')).toBe(false);
  });
});
