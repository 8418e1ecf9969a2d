import { describe, expect, it } from 'vitest';
import { nextU32, seedRng } from '../core/rng';
import { fitLogistic } from './fit-gridiron-eval';

describe('fitting the evaluator', () => {
  it('recovers the weights that generated the labels', () => {
    const rng = seedRng(7);
    const u = () => nextU32(rng) / 2 ** 32;
    const truth = [0.3, 1.5, -2, 0.7];
    const x: number[][] = [];
    const y: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const row = [1, u() * 2 - 1, u() * 2 - 1, u() < 0.5 ? 1 : 0];
      const z = row.reduce((t, v, j) => t + v * truth[j], 0);
      x.push(row);
      y.push(u() < 1 / (1 + Math.exp(-z)) ? 1 : 0);
    }
    const w = fitLogistic(x, y, 0.01);
    for (let j = 0; j < truth.length; j++) expect(w[j]).toBeCloseTo(truth[j], 0);
  });
});
