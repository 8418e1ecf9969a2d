import { describe, expect, it } from 'vitest';
import { makeCtx, rollDamage } from './ctx';
import { spot } from './test-util';

describe('damage expressions', () => {
  it('adds dice and constants, weapon damage plus damage bonus', () => {
    const ctx = makeCtx(1, [5, 3]);
    expect(rollDamage(ctx, 'spot.test', '1D8+1+1D4').total).toBe(9);
    expect(ctx.events).toHaveLength(2);
  });
  it('a negative damage bonus subtracts; 0 rolls nothing', () => {
    expect(rollDamage(makeCtx(1, [6, 2]), 'spot.test', '1D6-1D4').total).toBe(4);
    expect(rollDamage(makeCtx(1, [3]), 'spot.test', '-1D4').total).toBe(-3);
    const ctx = makeCtx(1);
    expect(rollDamage(ctx, 'spot.test', '0').total).toBe(0);
    expect(ctx.events).toHaveLength(0);
  });
  it('the same seed gives the same rolls', () => {
    expect(rollDamage(makeCtx(42), 'x', '3D6').total).toBe(rollDamage(makeCtx(42), 'x', '3D6').total);
  });
});

describe('dice inputs are refused when parsed, not when rolled', () => {
  // Thrown objects' damage bonus ("plus half the thrower's damage bonus") is only rolled on a hit: a DEX x5 roll of 99
  // misses, yet a bad --db is refused before any die is rolled.
  it.each([
    ['0D6', /--db: no dice to roll/],
    ['1D0', /--db: a die has 2 to 1000 sides/],
    ['1000D6', /--db: too many dice/],
    ['-1D6', /--db: only the damage bonus -1D4 starts with a minus/],
    ['2D6+', /--db: a \+ or - in a dice expression needs a number or dice on each side/],
  ])('thrown --db %s', (db, msg) => {
    let err: unknown;
    try { spot('thrown', { str: 12, dex: 12, db }, [99]); } catch (e) { err = e; }
    expect((err as Error).name).toBe('SpotInputError');
    expect((err as Error).message).toMatch(msg);
    expect((err as Error).message).toMatch(/^thrown: --db: /);
    expect((err as Error).message).not.toContain(db);
  });
  it('-1D4, the damage bonus of STR+SIZ 12 or less, and 0 are damage bonuses', () => {
    expect(spot('thrown', { str: 12, dex: 12, db: '-1D4' }, [90]).outcome).toBe('miss');
    expect(spot('thrown', { str: 12, dex: 12, db: 0 }, [90]).outcome).toBe('miss');
    expect(spot('knockout', { skill: 60, damage: '1d8 + 1 + 1d4' }, [10, 8, 4, 40]).explanation).toContain('1D8+1+1D4');
  });
});
