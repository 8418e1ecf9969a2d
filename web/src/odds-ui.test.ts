// The board's odds are the odds engine's: a path's chance is odds() of the path's own steps, a block's is the
// knock-down chance of the block plan; and a hover's answer comes in well under the 50 ms a pointer waits.

import { describe, expect, it } from 'vitest';
import { odds } from '../../src/core/odds';
import { blockPlan, defenderDown, defenderLabel, knockedDown } from '../../src/games/gridiron/odds-plans';
import { clone, play, startMatch, type Match } from './engine';
import { pathOdds, pathPlan, targetOdds } from './odds-ui';
import { reachable } from './path';

const scenario = {
  end: 'turn',
  rerolls: { home: 1 },
  players: [
    { side: 'home', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 5, y: 5 },
    { side: 'home', number: 2, ma: 6, st: 4, ag: 3, av: 8, x: 10, y: 8 },
    { side: 'away', number: 1, ma: 6, st: 3, ag: 3, av: 8, x: 6, y: 6 },
    { side: 'away', number: 2, ma: 6, st: 3, ag: 3, av: 8, x: 11, y: 8 },
  ],
};
const scene = (): Match => startMatch('gridiron', { seed: 7, scenario } as never);

describe('odds on the board', () => {
  it("a path through a dodge: the hover's chance is the engine's for the path's steps", () => {
    const m = scene();
    play(m, m.game.pending!.actions.find((a) => a.type === 'start-action' && a.player === 'home-1' && a.action === 'move')!);
    const reach = reachable(m.game);
    const cell = [...reach.values()].find((r) => r.path.length >= 3 && r.path.some((s) => /dodge/.test(s.hint)))!;
    expect(cell).toBeTruthy();
    const t0 = performance.now();
    const shown = pathOdds(m.game, cell, false)!;
    const ms = performance.now() - t0;
    const engine = odds(clone(m.game), pathPlan(cell));
    expect(shown.p).toBe(engine.success.noReroll);
    expect(shown.best).toBe(engine.success.best);
    expect(shown.text).toMatch(/^\d+(\.\d)?% \(dodge \d\+.*best use of a re-roll: \d+(\.\d)?%\) · most likely fails: home-1 down at \(\d+, \d+\), dodge \d\+/);
    expect(ms).toBeLessThan(200);
  });

  it("a block target's knock-down chance is the block plan's", () => {
    const m = scene();
    play(m, m.game.pending!.actions.find((a) => a.type === 'start-action' && a.player === 'home-2' && a.action === 'block')!);
    const a = m.game.pending!.actions.find((x) => x.type === 'block' && x.target === 'away-2')!;
    const shown = targetOdds(m.game, a)!;
    const s = scene();
    const engine = odds(s.game, blockPlan('home-2', 'away-2'), { label: defenderLabel('away-2'), goal: knockedDown, stop: defenderDown('away-2', 'home-2') });
    expect(shown.p).toBe(engine.success.best);
    expect(shown.text).toMatch(/^2 dice, you pick, knock-down \d+(\.\d)?%/);
  });
});
