// The benchmark's measurements for one ruleset on one core: bot-vs-bot play (actions per CPU second after warm-up),
// clone time and state size.

import { Bench } from 'tinybench';
import { act, clone, newGame, type Game } from '../src/index';
import { randInt, seedRng } from '../src/core/rng';
import { measureThroughput, type Throughput, type ThroughputOptions } from './throughput';

export interface RulesetNumbers extends Throughput {
  /** Matches per CPU second, from the median actions per CPU second. */
  matchesPerSecond: number;
  /** Mean time of one `clone` of a mid-match state, in microseconds. */
  cloneMicros: number;
  /** JSON.stringify of a mid-match state, in bytes: the median and the largest seen. */
  stateBytes: number;
  stateBytesMax: number;
}

/** Random play inline, calling `onState` after every action: for picking mid-match states. */
function playRandom(ruleset: string, seed: number, onState?: (g: Game) => void): number {
  const game = newGame(ruleset, { seed: String(seed) });
  const rng = seedRng(seed ^ 0x5bd1e995);
  while (game.pending) {
    const list = game.pending.actions;
    act(game, list[randInt(rng, list.length)]);
    onState?.(game);
  }
  return game.step;
}

export async function measureRuleset(ruleset: string, bot: string, o: ThroughputOptions = {}): Promise<RulesetNumbers> {
  const t = measureThroughput(ruleset, bot, o);

  // Mid-match states from a few matches: what a search would clone.
  const samples: Game[] = [];
  for (let m = 0; m < 5; m++) {
    const total = playRandom(ruleset, 500 + m);
    playRandom(ruleset, 500 + m, (g) => {
      if (g.step === Math.floor(total / 2)) samples.push(clone(g));
    });
  }
  const sizes = samples.map((g) => JSON.stringify(g).length).sort((a, b) => a - b);

  const bench = new Bench({ time: 1000, warmup: true });
  let k = 0;
  bench.add('clone', () => {
    clone(samples[k++ % samples.length]);
  });
  await bench.run();
  const task = bench.tasks[0];
  const meanMs = task.result && 'latency' in task.result ? (task.result as { latency: { mean: number } }).latency.mean : NaN;

  return {
    ...t,
    matchesPerSecond: t.median / t.actionsPerMatch,
    cloneMicros: meanMs * 1000,
    stateBytes: sizes[Math.floor(sizes.length / 2)] ?? 0,
    stateBytesMax: sizes[sizes.length - 1] ?? 0,
  };
}
