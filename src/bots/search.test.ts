import { describe, expect, it } from 'vitest';
import '../sim/testing/registerPig';
import { act, newGame, type Game } from '../index';
import { randomBot } from './random';
import { searchBot } from './search';
import type { Bot } from './bot';
import type { Decision } from '../core/types';

const search = (seed: number, iterations = 120) => searchBot(seed, { iterations, rollout: (s) => randomBot(s) });

function playPig(bots: Record<string, Bot>, seed: number): Game {
  const game = newGame('pig-test', { seed: String(seed) });
  while (game.pending) act(game, bots[game.pending.seat].choose(game, game.pending));
  return game;
}

describe('search bot', () => {
  it('chooses the same actions from the same seed, and leaves the game it looks at untouched', () => {
    const game = newGame('pig-test', { seed: '5' });
    act(game, { type: 'roll' });
    const before = JSON.stringify(game);
    const a = search(3).choose(game, game.pending!);
    expect(JSON.stringify(game)).toBe(before);
    const again = [1, 2, 3].map(() => search(3).choose(game, game.pending!));
    expect(again).toEqual([a, a, a]);
  });

  it('does not see the real dice: its rollouts roll their own', () => {
    // Same history (four 6s rolled), different futures: a bot peeking at the scripted dice would hold before a 1
    // and roll on before more 6s. Not peeking, it must choose alike in both.
    const position = (future: number) => {
      const g = newGame('pig-test', { seed: String(future), scenario: { dice: [6, 6, 6, 6, ...Array(40).fill(future)] } });
      for (let i = 0; i < 4; i++) act(g, { type: 'roll' });
      return g;
    };
    const doomed = position(1);
    const lucky = position(6);
    for (let s = 0; s < 8; s++) expect(search(s, 30).choose(doomed, doomed.pending!)).toEqual(search(s, 30).choose(lucky, lucky.pending!));
  });

  it("keeps its policy's choice unless another action is clearly better", () => {
    // A policy that holds at 20: with a margin no average can clear, the search must play exactly like it, even
    // where its choice is not the first action listed.
    const holdAt20: Bot = { name: 'hold-at-20', choose: (g, d) => d.actions[((g as any).pot as number) >= 20 ? 1 : 0] };
    const bot = searchBot(4, { iterations: 16, margin: 2, rollout: () => holdAt20 });
    for (let seed = 0; seed < 30; seed++) {
      const game = newGame('pig-test', { seed: String(seed) });
      while (game.pending) {
        const policy = holdAt20.choose(game, game.pending);
        expect(bot.choose(game, game.pending)).toBe(policy);
        act(game, policy);
      }
    }
  });

  it("hands the plan it chose to its policy again on a copy of the game, as a client that copies the game sends it", () => {
    // A policy offering a plan with an intent; with every arm scoring the same and a margin no lead can miss, the
    // search plays the plan. The next decision comes on a structured clone (as the web app's bot worker receives it):
    // the policy must hear the intent for that copy before it is asked to choose there.
    const heard: { game: unknown; intent: unknown }[] = [];
    let asked: unknown;
    const policy = {
      name: 'planner',
      choose: (g: Game, d: Decision) => ((asked = g), d.actions[0]),
      plans: (_g: Game, d: Decision) => [{ action: d.actions[0] }, { action: d.actions[1], intent: 'bank it' }],
      intend: (g: Game, intent: unknown) => void heard.push({ game: g, intent }),
    };
    let searched = 0;
    const once = () => searched++ === 0;
    const bot = searchBot(1, { iterations: 4, margin: -1, horizon: 0, rollout: () => policy, evaluate: () => 0.5, deliberate: once });
    const game = newGame('pig-test', { seed: '3' });
    act(game, { type: 'roll' });
    expect(bot.choose(game, game.pending!)).toEqual({ type: 'hold' });
    const copy = structuredClone(game);
    heard.length = 0;
    bot.choose(copy, copy.pending!);
    expect(heard).toEqual([{ game: copy, intent: 'bank it' }]);
    expect(asked).toBe(copy);
  });

  it('beats the random bot at Pig in most of 40 matches, from either seat', () => {
    let wins = 0;
    for (let i = 0; i < 40; i++) {
      const me = i % 2 ? 'home' : 'away';
      const bots = { [me]: search(i, 60), [me === 'home' ? 'away' : 'home']: randomBot(i) };
      if (playPig(bots, 1000 + i).result!.winner === me) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(30);
  });
});
