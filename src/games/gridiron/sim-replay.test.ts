// A match the simulator played plays again through the facade, with the same bots from the same seeds, to the same
// number of actions and the same score. The thousands of matches that all reach full time are in
// thousands.slow.test.ts.

import { describe, expect, it } from 'vitest';
import '../index';
import { runSim } from '../../sim/pool';
import { matchSeed } from '../../sim/match';
import { act, start } from '../../core/game';
import { makeBot } from '../../bots/index';

describe('gridiron simulated matches', () => {
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
