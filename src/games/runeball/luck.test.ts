// Runeball's luck report (luck.ts): d20 tests against a DL, and no roll counted as a turnover.
import { describe, expect, it } from 'vitest';
import { luck } from '../../core/luck';
import { finishRecord, play, startMatch } from '../../core/replay';
import './luck';
import { home, plain } from './testkit';

describe('luck in runeball', () => {
  it('a pass at DL 10 (Pass 0) and the catch of an accurate pass at DL 10 (Catch 0): 11/20 each, both made', () => {
    // d20 12: the pass succeeds by 2 (accurate); the catch rolls 20.
    const m = startMatch('runeball', {
      seed: '1',
      scenario: { players: [plain('home', 2, 10, 7), plain('home', 3, 14, 7)], ball: { team: 'home', number: 2 }, turn: { team: 'home', number: 2 }, dice: [12, 20] },
    });
    play(m, { type: 'pass', target: home(3) });
    const r = luck(finishRecord(m));
    expect(r.rolls.filter((x) => x.success !== null).map((x) => [x.rule, x.who, x.exact, x.success])).toEqual([
      ['runeball.pass', 'home #2', '11/20', true],
      ['runeball.catch', 'home #3', '11/20', true],
    ]);
    const c = r.coaches.home;
    expect(c.expected).toBeCloseTo(22 / 20, 12);
    expect(c.surplus).toBeCloseTo(2 - 22 / 20, 12);
    // Both made: below 2 successes is 1 - (11/20)^2, at it (11/20)^2, counted half.
    expect(c.index).toBeCloseTo(100 * (1 - 0.3025 / 2), 9);
    expect(c.turnovers).toBeNull();
    expect(c.scores).toBe(0);
  });
});
