import { describe, expect, it } from 'vitest';
import { areaCells, loadBoard } from '../../core/board';
import arena from './boards/arena.json';
import { entranceOf, inHalf, launchHex, strikeValue, strikeZoneAt } from './board';
import { ON_PITCH, ROSTER_CAP, starters, TEAMS } from './teams';

describe('rush arena (facts.md §3.5 assumed pitch)', () => {
  const b = loadBoard(arena);

  it('is 14 hexes wide and 26 long, halfway between the 13th and 14th lines', () => {
    expect([b.grid, b.width, b.height]).toEqual(['hex', 26, 14]);
    expect(inHalf(b, 0, 12, 5) && inHalf(b, 1, 13, 5) && !inHalf(b, 0, 13, 5)).toBe(true);
  });

  it('"There are 6 Strike Zones, 3 per end. Each zone is 9 hexes" with one Strike Hex and one Bonus Hex', () => {
    for (const side of ['home', 'away']) {
      for (const n of [1, 2, 3]) {
        expect(areaCells(b, `strike-zone:${side}:${n}`)).toHaveLength(9);
        expect(b.features.filter((f) => f.kind === 'strike' && f.side === side && f.number === n)).toHaveLength(1);
        const bonus = b.features.filter((f) => f.kind === 'bonus' && f.side === side && f.number === n);
        expect(bonus).toHaveLength(1);
        expect(strikeZoneAt(b, side === 'home' ? 0 : 1, bonus[0].x, bonus[0].y)).toBe(n);
      }
    }
  });

  it('bands 1/2/3 by distance from the Strike Hex, and the Bonus Hex adds +1 (max 4)', () => {
    expect(strikeValue(b, 24, 2)).toBe(1);
    expect(strikeValue(b, 23, 2)).toBe(2);
    expect(strikeValue(b, 22, 1)).toBe(3);
    expect(strikeValue(b, 22, 2)).toBe(4);
    expect(strikeValue(b, 10, 2)).toBe(0);
  });

  it('launch hexes 1-5 on the halfway line, counted from the rushing coach\'s left', () => {
    expect(launchHex(b, 0, 1)).toEqual({ x: 12, y: 2 });
    expect(launchHex(b, 1, 1)).toEqual({ x: 12, y: 10 });
    expect(b.features.filter((f) => f.kind === 'launch')).toHaveLength(5);
  });

  it('one entrance hex per team and six three-sided bounce hexes', () => {
    expect(entranceOf(b, 0)).toBeTruthy();
    expect(entranceOf(b, 1)).toBeTruthy();
    expect(b.features.filter((f) => f.kind === 'bounce')).toHaveLength(6);
  });
});

describe('teams (seed 003 stat table, facts.md §3.6)', () => {
  it('"Orc 5 3+ 4+ 5+ 4+" and "Goblin 5 5+ 3+ 4+ 4+"; Human Striker Armour 5+', () => {
    const [humans, marauders] = TEAMS;
    expect(marauders.positions.map((p) => [p.name, p.stats])).toEqual([
      ['Orc', { move: 5, strength: 3, speed: 4, skill: 5, armour: 4 }],
      ['Goblin', { move: 5, strength: 5, speed: 3, skill: 4, armour: 4 }],
    ]);
    expect(humans.positions[0].stats.armour).toBe(5);
  });

  it('starters: 3 Strikers, 3 Jacks, 2 Guards; 3 Orx and 5 Goblins; within the roster cap', () => {
    expect(starters(TEAMS[0]).map((s) => s.position.role)).toEqual(['striker', 'striker', 'striker', 'jack', 'jack', 'jack', 'guard', 'guard']);
    expect(starters(TEAMS[1]).map((s) => s.position.role)).toEqual(['guard', 'guard', 'guard', 'jack', 'jack', 'jack', 'jack', 'jack']);
    for (const t of TEAMS) expect(starters(t).length).toBeLessThanOrEqual(ROSTER_CAP);
    expect(ON_PITCH).toBe(6);
  });
});
