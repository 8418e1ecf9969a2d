// The board's odds are the odds engine's: a path's chance is odds() of the path's own steps, a block's is the
// knock-down and casualty chances of the block plan; and a hover's answer comes in well under the 50 ms a pointer waits.

import { describe, expect, it } from 'vitest';
import { odds } from '../../src/core/odds';
import { blockOdds } from '../../src/games/gridiron/odds-block';
import { act, clone, play, startMatch, type Match } from './engine';
import { pathOdds, pathPlan, targetOdds } from './odds-ui';
import { reachable } from './path';
import { slamPlan, targetLabel } from '../../src/games/rush/odds-plans';
import { scene as rushScene } from '../../src/games/rush/testkit';
import { isCompleted } from '../../src/core/odds';
import { blockOdds as runeballBlockOdds } from '../../src/games/runeball/odds-plans';
import { away, home, plain, scene as runeballScene } from '../../src/games/runeball/testkit';

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
    // Its speed (the hover's budget) is measured in bench/, not asserted here.
    const shown = pathOdds(m.game, cell, false)!;
    const engine = odds(clone(m.game), pathPlan(cell));
    expect(shown.p).toBe(engine.success.noReroll);
    expect(shown.best).toBe(engine.success.best);
    expect(shown.text).toMatch(/^\d+(\.\d)?% \(dodge \d\+.*best use of a re-roll: \d+(\.\d)?%\) · most likely fails: home-1 down at \(\d+, \d+\), dodge \d\+/);
  });

  it("a block target's knock-down and casualty chances are the engine's block odds", () => {
    const m = scene();
    play(m, m.game.pending!.actions.find((a) => a.type === 'start-action' && a.player === 'home-2' && a.action === 'block')!);
    const a = m.game.pending!.actions.find((x) => x.type === 'block' && x.target === 'away-2')!;
    const shown = targetOdds(m.game, a)!;
    const s = scene();
    const engine = blockOdds(s.game, 'home-2', 'away-2');
    expect(shown.p).toBe(engine.knockDown);
    const pct = (p: number) => `${Math.round(p * 1000) / 10}%`.replace(/\.0%$/, '%');
    expect(shown.text).toMatch(new RegExp(`^2 dice, you pick, knock-down ${pct(engine.knockDown)} \\(${pct(engine.noReroll.knockDown)} without a re-roll\\), casualty ${pct(engine.casualty)}$`.replace(/\./g, '\\.')));
    expect(engine.casualty).toBeGreaterThan(0);
  });

  it("a rush Slam target's chance is the Slam plan's against the target's best reaction", () => {
    const guard = { id: 'home-7', x: 4, y: 6, facing: 1 };
    const goblin = { id: 'away-4', x: 4, y: 5, facing: 4 };
    const at = () => rushScene({ players: [guard, goblin], ball: { x: 20, y: 10 } } as never).g;
    const g = at();
    for (const a of [{ type: 'slam', player: 'home-7' }, { type: 'stop', facing: 1 }]) act(g, g.pending!.actions.find((b) => Object.entries(a).every(([k, v]) => b[k] === v))!);
    const a = g.pending!.actions.find((b) => b.type === 'slam' && b.target === 'away-4')!;
    const shown = targetOdds(g, a)!;
    const win = (o: string) => isCompleted(o) && !o.endsWith('standing at (4,5)');
    const engine = odds(at(), slamPlan('home-7', 1, 'away-4'), { label: targetLabel('away-4'), goal: win });
    expect(shown.p).toBe(engine.success.best);
    expect(shown.p).toBeGreaterThan(0);
    expect(shown.text).toMatch(/^wins \d+(\.\d)?% against the best reaction$/);
  });

  it("a runeball block target's figures are the engine's block odds, read by margin and damage", () => {
    const at = () => runeballScene({ players: [plain('home', 1, 10, 7), plain('away', 5, 11, 7, { facing: 5 })], turn: { team: 'home', number: 1 } }).g;
    const g = at();
    const a = g.pending!.actions.find((b) => b.type === 'block' && b.target === away(5))!;
    const shown = targetOdds(g, a)!;
    const engine = runeballBlockOdds(at(), home(1), away(5));
    expect(shown.p).toBe(engine.knockDown);
    const pct = (p: number) => `${Math.round(p * 1000) / 10}%`.replace(/\.0%$/, '%');
    expect(shown.text).toBe(`knock-down ${pct(engine.knockDown)}, knocked out ${pct(engine.knockedOut)}, you fall ${pct(engine.attackerDown)}`);
  });
});
