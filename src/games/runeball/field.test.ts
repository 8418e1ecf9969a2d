import { describe, expect, it } from 'vitest';
import { FIELD, fromGoalLine, goalPost, inEndZone, kickerSpot, onField, onOwnSideline, onSide, sideHexes } from './field';

describe('THE FIELD', () => {
  it('is 31 hexes long by 15 wide', () => {
    expect(FIELD.width).toBe(31);
    expect(FIELD.height).toBe(15);
    expect(onField({ x: 30, y: 14 })).toBe(true);
    expect(onField({ x: 31, y: 0 })).toBe(false);
  });

  it('the neutral zone is the middle line and belongs to neither side', () => {
    expect(FIELD.neutralZone).toBe(15);
    expect(onSide(0, { x: 14, y: 7 })).toBe(true);
    expect(onSide(0, { x: 15, y: 7 })).toBe(false);
    expect(onSide(1, { x: 15, y: 7 })).toBe(false);
    expect(onSide(1, { x: 16, y: 7 })).toBe(true);
    expect(sideHexes(0)).toHaveLength(15 * 15);
  });

  it('each end zone is 3 hexes deep', () => {
    expect([0, 1, 2, 3].map((x) => inEndZone(0, { x, y: 0 }))).toEqual([true, true, true, false]);
    expect([27, 28, 29, 30].map((x) => inEndZone(1, { x, y: 0 }))).toEqual([false, true, true, true]);
  });

  it('the goal post stands in the centre of each end zone', () => {
    expect(goalPost(0)).toEqual({ x: 1, y: 7 });
    expect(goalPost(1)).toEqual({ x: 29, y: 7 });
  });

  it('the kicker stands within 3 hexes of his own goal line', () => {
    expect([2, 3, 4, 5, 6].map((x) => kickerSpot(0, { x, y: 7 }))).toEqual([false, true, true, true, false]);
    expect([24, 25, 26, 27, 28].map((x) => kickerSpot(1, { x, y: 7 }))).toEqual([false, true, true, true, false]);
    expect(fromGoalLine(1, { x: 27, y: 0 })).toBe(1);
  });

  it('each team has its own sideline', () => {
    expect(onOwnSideline(0, { x: 8, y: 0 })).toBe(true);
    expect(onOwnSideline(0, { x: 8, y: 14 })).toBe(false);
    expect(onOwnSideline(1, { x: 8, y: 14 })).toBe(true);
  });
});
