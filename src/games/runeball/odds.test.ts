// Runeball plans through the odds engine (odds-plans.ts): a block read on the block table by its margin and damage,
// a pass with its catch and interception, a hurdle. Plain players (testkit.ts): Block 0, Dodge 0, d20 tests, STR
// damage 1, armour 2, 20 hits (a wound is 5 damage). The blocker home #1 at (10,7), the defender away #5 at (11,7)
// facing him.
import { describe, expect, it } from 'vitest';
import { odds } from '../../core/odds';
import { blockOdds, passPlan } from './odds-plans';
import { away, home, plain, scene } from './testkit';

const fight = (att: Record<string, unknown> = {}, def: Record<string, unknown> = {}) =>
  scene({ players: [plain('home', 1, 10, 7, att), plain('away', 5, 11, 7, { facing: 5, ...def })], turn: { team: 'home', number: 1 } }).g;

describe('runeball block odds: the block table by margin, then damage', () => {
  it('"Margin = blocker total - defender total": d20 against d20, each row of the table its share of the 400 pairs', () => {
    const b = blockOdds(fight(), home(1), away(5));
    // succeeds by 3+: 153 pairs; by 0-2: 57; fails by 1-3: 54; by 4-6: 45; by 7+: 91
    expect(b.results.knockdown).toBeCloseTo(153 / 400, 12);
    expect(b.results.knockback).toBeCloseTo(57 / 400, 12);
    expect(b.results.none).toBeCloseTo(54 / 400, 12);
    expect(b.attackerDown).toBeCloseTo(136 / 400, 12);
    // "Succeeds By 3+: knocked down regardless of damage"; by 0-2 only a wound (5+ damage) knocks him down, which
    // STR damage 1 + 1d4 - armour 2 never reaches
    expect(b.knockDown).toBeCloseTo(153 / 400, 12);
    // damage 1 + 1d4 - 2: 0 on a 1, else 1-3, on every block that lands
    expect(b.damage[3]).toBeCloseTo((210 / 400) / 4, 12);
  });

  it('a strong blocker (STR 15: damage 3) wounds on a 1d4 of 4 (5 damage): a knock-back that wounds knocks him down too', () => {
    const b = blockOdds(fight({ attributes: { ...plain('home', 1, 0, 0).attributes, STR: 15 } }), home(1), away(5));
    expect(b.knockDown).toBeCloseTo(153 / 400 + (57 / 400) / 4, 12);
    expect(b.damage[5]).toBeCloseTo((210 / 400) / 4, 12);
  });
});

describe('runeball pass odds', () => {
  it('a pass to a team-mate 4 hexes away: DL 10 to throw, the catch by its result; completed or fumbled', () => {
    const g = scene({ players: [plain('home', 2, 10, 7), plain('home', 3, 14, 7)], ball: { team: 'home', number: 2 }, turn: { team: 'home', number: 2 } }).g;
    const r = odds(g, passPlan(home(3)));
    const done = r.best.find((o) => o.outcome === 'completed')?.p ?? 0;
    expect(done).toBeGreaterThan(0.2);
    expect(done + (r.best.find((o) => o.outcome.startsWith('fumbled'))?.p ?? 0)).toBeCloseTo(1, 12);
  });
});
