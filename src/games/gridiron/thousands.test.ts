// Issue 3's promise at scale: thousands of random-vs-random gridiron matches, between every pair of shipped teams in
// turn, all reach the final whistle, and a sample of them replays to the same result. The simulator plays them on
// both cores; the kernel's property tests check replay and legality step by step on fewer matches.

import { describe, expect, it } from 'vitest';
import '../index';
import { runSim } from '../../sim/pool';
import { matchSeed } from '../../sim/match';
import { ROSTER_INFO } from './rosters/index';
import { act, start } from '../../core/game';
import { makeBot } from '../../bots/index';

const GAMES = 2000;

describe('gridiron at scale', () => {
  it(`${GAMES} random matches all end`, async () => {
    const teams = ROSTER_INFO.map((r) => r.id);
    const per = Math.ceil(GAMES / teams.length);
    let played = 0;
    for (let i = 0; i < teams.length; i++) {
      const home = teams[i];
      const away = teams[(i + 5) % teams.length];
      const { summary, outcomes } = await runSim(
        { ruleset: 'gridiron', options: { home, away, allowUnimplementedSkills: true }, bots: ['random', 'random'], games: per, seed: `thousands-${home}`, maxActions: 100_000 },
        { workers: 2, keep: true },
      );
      const unfinished = outcomes!.filter((o) => !o.finished);
      expect(unfinished.map((o) => `${home} v ${away} seed ${o.seed}`)).toEqual([]);
      expect(outcomes!.every((o) => o.reason === 'full time')).toBe(true);
      played += summary.games;
    }
    expect(played).toBeGreaterThanOrEqual(GAMES);
  }, 900_000);

  it('a simulated match plays again through the facade to the same score', async () => {
    const { outcomes } = await runSim(
      { ruleset: 'gridiron', options: {}, bots: ['random', 'random'], games: 3, seed: 'again', maxActions: 100_000 },
      { workers: 0, keep: true },
    );
    for (const o of outcomes!) {
      expect(o.seed).toBe(matchSeed('again', o.index));
      const { game } = start('gridiron', { seed: String(o.seed) });
      const bots = { home: makeBot('random', `${o.seed}:home`), away: makeBot('random', `${o.seed}:away`) };
      while (game.pending) act(game, bots[game.pending.seat as 'home' | 'away'].choose(game, game.pending));
      expect(game.step).toBe(o.actions);
      expect([game.result!.score.home, game.result!.score.away]).toEqual(o.score);
    }
  });
});
