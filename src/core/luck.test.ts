import { describe, expect, it } from 'vitest';
import '../games/index';
import { pl } from '../games/gridiron/testkit';
import { luck } from './luck';
import { finishRecord, play, startMatch } from './replay';
import type { Action } from './types';

/** A finished record of a scenario played with scripted dice. */
function recordOf(ruleset: string, options: Record<string, unknown>, actions: Action[], pick?: (list: Action[], want: Action) => Action) {
  const m = startMatch(ruleset, { seed: '1', ...options });
  for (const want of actions) {
    const offered = m.game.pending!.actions;
    play(m, pick ? pick(offered, want) : want);
  }
  return finishRecord(m);
}

// The mover home-1 (AG 3, MA 1) at 5,5 is marked by away-1 at 6,6: his dodge to 4,4 needs 3+ (2/3), the GFI to 3,3
// needs 2+ (5/6). One team re-roll.
const dodgeThenGfi = (dice: number[]) =>
  recordOf('gridiron', { scenario: { end: 'turn', rerolls: { home: 1 }, dice, players: [pl('home', 1, 5, 5, { ma: 1 }), pl('away', 1, 6, 6)] } }, [
    { type: 'start-action', player: 'home-1', action: 'move' },
    { type: 'move', x: 4, y: 4 },
    { type: 'reroll', use: 'team' },
    { type: 'move', x: 3, y: 3 },
  ]);

describe('the luck report', () => {
  // Dodge 2 (fails), re-rolled 4 (made), GFI 1 (fails: no re-roll left), armour 3+3 holds.
  const report = luck(dodgeThenGfi([2, 4, 1, 3, 3]));
  const home = report.coaches.home;

  it("each test's chance is the rules' own: 2/3 for the dodges, 5/6 for the GFI; armour is listed, not rated", () => {
    const tests = report.rolls.filter((r) => r.success !== null);
    expect(tests.map((r) => [r.rule, r.outcome, r.exact])).toEqual([
      ['gridiron.dodge', 'failure', '2/3'],
      ['gridiron.dodge', 'success', '2/3'],
      ['gridiron.gfi', 'failure', '5/6'],
    ]);
    expect(tests.map((r) => r.rerolled)).toEqual([true, false, false]);
    expect(report.rolls.find((r) => r.rule === 'gridiron.armour')).toMatchObject({ success: null, chance: null, owner: 'home' });
  });

  it('expected successes 2/3 + 2/3 + 5/6 = 13/6 against 1 made: a surplus of -7/6', () => {
    expect(home.rolls).toBe(3);
    expect(home.successes).toBe(1);
    expect(home.expected).toBeCloseTo(13 / 6, 12);
    expect(home.surplus).toBeCloseTo(1 - 13 / 6, 12);
    expect(home.curve.map((c) => c.surplus)).toEqual([-2 / 3, -2 / 3 + 1 / 3, -2 / 3 + 1 / 3 - 5 / 6].map((x) => expect.closeTo(x, 12)));
  });

  it('turnovers: the re-rolled dodge does not count; the kept dodge (1/3) and the GFI (1/6) expect 1/2, and 1 happened', () => {
    expect(home.turnovers!.expected).toBeCloseTo(1 / 3 + 1 / 6, 12);
    expect(home.turnovers!.actual).toBe(1);
    expect(home.scores).toBe(0);
  });

  it('the index is the percentile of 1 success among the ways three tests of 2/3, 2/3, 5/6 go: P(0) + P(1)/2', () => {
    const p0 = (1 / 3) * (1 / 3) * (1 / 6);
    const p1 = 2 * (2 / 3) * (1 / 3) * (1 / 6) + (1 / 3) * (1 / 3) * (5 / 6);
    expect(home.index).toBeCloseTo(100 * (p0 + p1 / 2), 9);
    expect(report.coaches.away).toMatchObject({ rolls: 0, index: 50 });
  });

  it('the unluckiest roll is the failed GFI (5/6) before the failed dodge (2/3)', () => {
    expect(report.unluckiest.map((r) => [r.rule, r.exact])).toEqual([
      ['gridiron.gfi', '5/6'],
      ['gridiron.dodge', '2/3'],
    ]);
  });

  it('the same plan rolled well: both made, a surplus of 1/3 + 1/6 and no turnover', () => {
    const good = luck(recordOf('gridiron', { scenario: { end: 'turn', dice: [3, 2], players: [pl('home', 1, 5, 5, { ma: 1 }), pl('away', 1, 6, 6)] } }, [
      { type: 'start-action', player: 'home-1', action: 'move' },
      { type: 'move', x: 4, y: 4 },
      { type: 'move', x: 3, y: 3 },
    ]));
    expect(good.coaches.home.surplus).toBeCloseTo(1 / 3 + 1 / 6, 12);
    expect(good.coaches.home.turnovers).toEqual({ expected: expect.closeTo(1 / 2, 12), actual: 0 });
    expect(good.unluckiest).toEqual([]);
  });

  it('a rush Evade pool: 2 dice at 4+ (one threat) needing 1 success, sixes exploding, fails with (1/2)^2 = 1/4', () => {
    // home-4 (Speed 4+) steps out of the hex the Orc away-1 threatens: 3 dice less 1 for the threat.
    const rec = recordOf(
      'rush',
      { declareOne: true, scenario: { players: [{ id: 'home-4', x: 4, y: 5, facing: 1 }, { id: 'away-1', x: 4, y: 6, facing: 1 }], dice: [3, 2] } },
      [{ type: 'run', player: 'home-4' }, { type: 'step', dir: 1 }],
      (list, want) => list.find((a) => Object.entries(want).every(([k, v]) => a[k] === v))!,
    );
    const r = luck(rec);
    const evade = r.rolls.find((x) => x.rule === 'rush.evade')!;
    expect(evade).toMatchObject({ outcome: 'failure', owner: 'home', turnoverRisk: true });
    expect(evade.chance).toBeCloseTo(3 / 4, 9);
    expect(r.coaches.home.turnovers!.expected).toBeCloseTo(1 / 4, 9);
    expect(r.coaches.home.turnovers!.actual).toBe(1);
  });

  it('a record altered after it was saved is refused, as replay refuses it', () => {
    const rec = dodgeThenGfi([2, 4, 1, 3, 3]);
    expect(() => luck({ ...rec, final: { ...rec.final!, hash: '0000000000000000' } })).toThrow(/state hash/);
  });
});

describe('the luck report of whole matches, in every board game', () => {
  it.each(['gridiron', 'dungeon', 'runeball', 'rush'])('%s: every test is rated, and no test happened that had no chance of happening', async (ruleset) => {
    const { makeBot } = await import('../bots/index');
    const { rulesets } = await import('./game');
    const schema = rulesets().find((r) => r.id === ruleset)!.options;
    const short = Object.fromEntries(['turnsPerHalf', 'roundsPerHalf', 'turns', 'rounds'].filter((k) => k in schema).map((k) => [k, 2]));
    const m = startMatch(ruleset, { seed: 5, ...short });
    const bot = makeBot('random', 1);
    for (let i = 0; i < 20000 && m.game.pending; i++) play(m, bot.choose(m.game, m.game.pending));
    const r = luck(finishRecord(m));
    const tests = r.rolls.filter((x) => x.success !== null && x.step > 0);
    expect(tests.length).toBeGreaterThan(0);
    for (const t of tests) {
      expect(t.chance, `${t.rule} at step ${t.step}`).not.toBeNull();
      if (t.success) expect(t.chance).toBeGreaterThan(0);
      else expect(t.chance).toBeLessThan(1);
    }
    for (const c of Object.values(r.coaches)) {
      expect(c.curve).toHaveLength(c.rolls);
      expect(c.curve.at(-1)?.surplus ?? 0).toBeCloseTo(c.surplus, 9);
      expect(c.index).toBeGreaterThanOrEqual(0);
      expect(c.index).toBeLessThanOrEqual(100);
    }
  }, 60_000);
});
