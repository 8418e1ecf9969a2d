import { describe, expect, it } from 'vitest';
import { breathChance } from './drowning';
import { spot } from './test-util';

describe('Drowning or Asphyxiation', () => {
  it.each([
    [2, 'CON x5', 60], [5, 'CON x5', 60], [6, 'CON x4', 48], [7, 'CON x3', 36], [8, 'CON x2', 24], [9, 'CON x1', 12],
    [10, 'CON x1', 12], [15, 'CON x1', 12], [16, '5% (after round 15)', 5], [30, '5% (after round 15)', 5],
  ])('round %i: %s = %i (CON 12)', (round, label, chance) => {
    expect(breathChance(round, 12)).toEqual([label, chance]);
  });
  it('after round 15 a CON under 5 keeps CON x1', () => {
    expect(breathChance(16, 4)).toEqual(['CON x1 (CON under 5)', 4]);
  });
  it('round 1 needs no roll; rounds 2-5 roll CON x5', () => {
    const r1 = spot('drowning', { con: 12 }, []);
    expect(r1.outcome).toBe('held');
    expect(r1.rolls).toHaveLength(0);
    const r2 = spot('drowning', { con: 12 }, [60], r1.state);
    expect(r2.outcome).toBe('held');
    expect(r2.rolls[0].target).toBe(60);
  });
  it('the seed example: round 7, CON x3 = 36, rolled 52, failed: 1D8 = 5 to the chest', () => {
    const r = spot('drowning', { con: 12 }, [52, 5], { round: 6, drowning: false, damage: 0 });
    expect(r.outcome).toBe('damage');
    expect(r.damage).toBe(5);
    expect(r.explanation).toBe('Drowning, round 7: CON x3 = 36, rolled 52, failed: 1D8 = 5 to the chest (5 in all)');
    expect(r.state).toEqual({ round: 7, drowning: true, damage: 5 });
    expect(r.rolls.map((e: any) => e.rule)).toEqual(['spot.drowning', 'spot.drowning']);
  });
  it('once drowning, 1D8 each round except a round whose CON x1 roll succeeds', () => {
    const s = { round: 3, drowning: true, damage: 4 };
    const held = spot('drowning', { con: 12 }, [12], s);
    expect(held.rolls[0].target).toBe(12);
    expect(held.outcome).toBe('held');
    expect(held.state.damage).toBe(4);
    const hurt = spot('drowning', { con: 12 }, [13, 8], s);
    expect(hurt.state.damage).toBe(12);
  });
  it('the 5% floor from round 16: 05 holds, 06 fails', () => {
    const s = { round: 15, drowning: false, damage: 0 };
    expect(spot('drowning', { con: 15 }, [5], s).outcome).toBe('held');
    expect(spot('drowning', { con: 15 }, [6, 1], s).outcome).toBe('damage');
  });
  it('immersed by surprise: POW x5 for a breath; without it, 1D8 in the first round', () => {
    const ok = spot('drowning', { con: 12, pow: 10, surprise: true }, [50]);
    expect(ok.outcome).toBe('held');
    expect(ok.state.drowning).toBe(false);
    const bad = spot('drowning', { con: 12, pow: 10, surprise: true }, [51, 3]);
    expect(bad.outcome).toBe('damage');
    expect(bad.state).toEqual({ round: 1, drowning: true, damage: 3 });
  });
});
