import { describe, expect, it } from 'vitest';
import { newGame, type Game } from '../../index';
import { FEATURES, gridironEvaluate, gridironFeatures } from './gridiron-eval';

const lineman = { ma: 6, st: 3, ag: 3, av: 8 };

function position(s: Record<string, unknown>): Game {
  return newGame('gridiron', { seed: '1', scenario: { end: 'turn', active: 'home', ...s } });
}

const feature = (g: Game, side: 'home' | 'away', name: (typeof FEATURES)[number]) => gridironFeatures(g, side)[FEATURES.indexOf(name)];

describe('gridiron evaluator', () => {
  it('reads the ball from each side: our carrier two squares out threatens to score, theirs counts against us', () => {
    const g = position({
      players: [
        { side: 'home', number: 1, ...lineman, x: 23, y: 7 },
        { side: 'away', number: 1, ...lineman, x: 10, y: 2 },
      ],
      ball: { carrier: 'home-1' },
      turn: 3,
    });
    expect(feature(g, 'home', 'ball')).toBe(1);
    expect(feature(g, 'home', 'ballThreat')).toBe(1);
    expect(feature(g, 'home', 'ballProgress')).toBeCloseTo(1 - 2 / 25);
    expect(feature(g, 'away', 'ball')).toBe(-1);
    expect(feature(g, 'away', 'ballThreat')).toBe(-1);
  });

  it('values the same carrier more near the end zone than deep in his own half', () => {
    const at = (x: number) =>
      position({
        players: [
          { side: 'home', number: 1, ...lineman, x, y: 7 },
          { side: 'away', number: 1, ...lineman, x: 3, y: 2 },
        ],
        ball: { carrier: 'home-1' },
        turn: 3,
      });
    expect(gridironEvaluate(at(22), 'home')).toBeGreaterThan(gridironEvaluate(at(8), 'home'));
    expect(gridironEvaluate(at(22), 'away')).toBeLessThan(gridironEvaluate(at(8), 'away'));
  });

  it('counts a lead for more the later it is', () => {
    const lead = (half: number, turn: number) =>
      position({
        players: [
          { side: 'home', number: 1, ...lineman, x: 10, y: 7 },
          { side: 'away', number: 1, ...lineman, x: 15, y: 7 },
        ],
        ball: { x: 12, y: 7 },
        score: { home: 1, away: 0 },
        half,
        turn,
      });
    expect(gridironEvaluate(lead(2, 8), 'home')).toBeGreaterThan(gridironEvaluate(lead(1, 1), 'home'));
    expect(gridironEvaluate(lead(2, 8), 'home')).toBeGreaterThan(0.7);
  });
});
