import { describe, expect, it } from 'vitest';
import { progressLine } from './progress';

describe('progress line', () => {
  it('fills the bar in proportion and fits the width', () => {
    const half = progressLine(50, 100, 5, 60);
    expect(half.length).toBe(60);
    const bar = /^\[(#*)(\.*)\]/.exec(half)!;
    expect(Math.abs(bar[1].length - bar[2].length)).toBeLessThanOrEqual(1);
    expect(half).toMatch(/50\/100 {2}10\.0 matches\/s {2}5s left$/);
    expect(progressLine(100, 100, 10, 60)).toMatch(/^\[#+\].*done$/);
    expect(progressLine(1, 1000, 1, 80)).toMatch(/16m39s left$/);
  });
});
