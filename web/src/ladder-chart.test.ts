import { describe, expect, it } from 'vitest';
import { ladderChart } from './ladder-chart';

const history = {
  rounds: [0, 1, 2],
  entries: [
    { name: 'up', ratings: [{ rating: 1600, rd: 200 }, { rating: 1700, rd: 150 }, { rating: 1750, rd: 120 }] },
    { name: 'down', ratings: [{ rating: 1400, rd: 200 }, { rating: 1300, rd: 150 }, { rating: 1250, rd: 120 }] },
  ],
};
const pts = (s: string) => s.split(' ').map((p) => p.split(',').map(Number));

describe('the ladder rating chart', () => {
  it('draws each entry from the 1500 start, one point per round, higher ratings higher', () => {
    const c = ladderChart(history, 600, 240, 6);
    const [up, down] = c.lines.map((l) => pts(l.points));
    expect(up).toHaveLength(4);
    expect(up[0]).toEqual(down[0]);
    expect(up[0][0]).toBe(6);
    expect(up[3][0]).toBe(594);
    // SVG y grows downward: a rising rating is a falling y.
    for (let i = 1; i < 4; i++) {
      expect(up[i][1]).toBeLessThan(up[i - 1][1]);
      expect(down[i][1]).toBeGreaterThan(down[i - 1][1]);
    }
    expect(c.lines.map((l) => l.last)).toEqual([1750, 1250]);
  });

  it('bands each rating by its 95% interval and keeps the axis on the later rounds\' bands', () => {
    const c = ladderChart(history, 600, 240, 6);
    const band = pts(c.lines[0].band);
    expect(band).toHaveLength(8);
    const line = pts(c.lines[0].points);
    // Above the line on the way out, below it on the way back.
    expect(band[3][1]).toBeLessThan(line[3][1]);
    expect(band[4][1]).toBeGreaterThan(line[3][1]);
    // The range is whole hundreds covering every band after the first round, 1300 - 1.96*150 .. 1700 + 1.96*150
    // (the opening 1500 ± 686 is not what sets it).
    const ratings = c.ticks.map((t) => t.rating);
    expect(Math.min(...ratings)).toBe(1000);
    expect(Math.max(...ratings)).toBe(2000);
    expect(c.ticks.every((t) => t.y >= 6 && t.y <= 234)).toBe(true);
  });

  it('draws a ladder with no round played as flat lines at 1500', () => {
    const c = ladderChart({ rounds: [], entries: [{ name: 'a', ratings: [] }] });
    expect(pts(c.lines[0].points)).toHaveLength(1);
    const ratings = c.ticks.map((t) => t.rating);
    expect(Math.min(...ratings)).toBeLessThan(1500);
    expect(Math.max(...ratings)).toBeGreaterThan(1500);
  });
});
