// The luck chart draws the luck report's own running surplus: the scripted record below has one failed 2/3 dodge at
// step 2 of 2, so home's line drops by 2/3 there and away's stays on zero.

import { describe, expect, it } from 'vitest';
import { pl } from '../../src/games/gridiron/testkit';
import { finishRecord, luck, play, startMatch } from './engine';
import { luckChart } from './luck-chart';

describe('the luck chart', () => {
  const m = startMatch('gridiron', { seed: '1', scenario: { end: 'turn', dice: [2, 3, 3], players: [pl('home', 1, 5, 5), pl('away', 1, 6, 6)] } } as never);
  play(m, { type: 'start-action', player: 'home-1', action: 'move' });
  play(m, { type: 'move', x: 4, y: 4 });
  const report = luck(finishRecord(m));

  it("home's line steps down by 2/3 of the half-height at the dodge's step; the axis spans a surplus of 1", () => {
    const c = luckChart(report, 104, 104, 2);
    expect(c.span).toBe(1);
    // x: 2 + 100 x step / 2; y: 52 - 50 x surplus.
    expect(c.lines.find((l) => l.seat === 'home')!.points).toBe(`2,52 102,52 102,${Number((52 + (50 * 2) / 3).toFixed(2))} 102,${Number((52 + (50 * 2) / 3).toFixed(2))}`);
    expect(c.lines.find((l) => l.seat === 'away')).toMatchObject({ points: '2,52 102,52', last: 0 });
    expect(c.x(1)).toBe(52);
  });
});
