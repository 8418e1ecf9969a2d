// Rush league play, facts.md §3.7: "ranking by team value (MC), then points, then Strike difference; the underdog
// receives MC equal to the ranking difference (MVPs, free agents); one real league scored win 2, loss/draw 1,
// landslide win 3, landslide loss 0."
import { describe, expect, it } from 'vitest';
import '../../games/index';
import { act, start } from '../../core/game';
import { makeBot } from '../../bots/index';
import type { Result } from '../../core/types';
import { matchOptions } from './play';
import { createTeam } from './roster';
import { rushPostMatch, rushRanking, rushUnderdogMC } from './rush';

const trontek = (name = 'Trontek 29ers') =>
  createTeam({ game: 'rush', roster: 'trontek-29ers', name, players: ['striker', 'striker', 'striker', 'jack', 'jack', 'jack', 'guard', 'guard'].map((position, i) => ({ position, name: `T${i}` })), buy: { coachingDice: 1, cards: 2 } });
const smackers = () =>
  createTeam({ game: 'rush', roster: 'greenmoon-smackers', name: 'Greenmoon Smackers', players: [...Array(3).fill('orx-guard'), ...Array(5).fill('goblin-jack')].map((position, i) => ({ position, name: `G${i}` })), buy: { coachingDice: 1 } });

const result = (winner: string | null, home: number, away: number, reason = 'rushes'): Result => ({ winner, score: { home, away }, reason });

describe('rush league points', () => {
  it('win 2, loss 1; a landslide win 3, a landslide loss 0; a draw 1 each', () => {
    const t = trontek();
    expect(rushPostMatch(t, 'home', result('home', 4, 2))).toMatchObject({ points: 2, strikeDifference: 2 });
    expect(rushPostMatch(t, 'away', result('home', 4, 2))).toMatchObject({ points: 1, strikeDifference: -2 });
    expect(rushPostMatch(t, 'home', result('home', 7, 0, 'landslide'))).toMatchObject({ points: 3, strikeDifference: 7 });
    expect(rushPostMatch(t, 'away', result('home', 7, 0, 'landslide'))).toMatchObject({ points: 0, strikeDifference: -7 });
    expect(rushPostMatch(t, 'home', result(null, 3, 3))).toMatchObject({ points: 1, strikeDifference: 0 });
  });

  it('a real rush match, played to its end, scores its teams', () => {
    const home = trontek();
    const away = smackers();
    const { ruleset, options } = matchOptions(home, away, { seed: 5 });
    const g = start(ruleset, options).game;
    const bots = [makeBot('scripted', '5:h'), makeBot('scripted', '5:a')];
    while (g.pending && g.step < 20_000) act(g, bots[g.pending.seat === 'home' ? 0 : 1].choose(g, g.pending));
    const r = g.result!;
    const h = rushPostMatch(home, 'home', r);
    const a = rushPostMatch(away, 'away', r);
    expect(h.strikeDifference).toBe(-a.strikeDifference!);
    expect((h.points ?? 0) + (a.points ?? 0)).toBeGreaterThanOrEqual(2);
  });
});

describe('rush league table', () => {
  it('ranks by team value, then points, then strike difference', () => {
    const rich = { ...trontek('Rich'), coachingStaff: 1 };
    const a = { ...trontek('A'), points: 4, strikeDifference: 1 };
    const b = { ...trontek('B'), points: 4, strikeDifference: 5 };
    const c = { ...trontek('C'), points: 6, strikeDifference: -3 };
    expect(rushRanking([a, b, c, rich]).map((t) => t.name)).toEqual(['Rich', 'C', 'B', 'A']);
  });

  it('the underdog receives MC equal to the difference', () => {
    // Trontek 100 MC; Smackers 84 + 6 = 90 MC
    expect(rushUnderdogMC(trontek(), smackers())).toEqual({ underdog: 'b', mc: 10 });
    expect(rushUnderdogMC(trontek(), trontek())).toEqual({ underdog: null, mc: 0 });
  });
});
