import { describe, expect, it } from 'vitest';
import { makeCtx, rollDamage } from './ctx';

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
