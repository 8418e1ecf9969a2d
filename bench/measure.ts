// The benchmark's measurements for one ruleset on one core: random-vs-random play, clone time and state size.

import { Bench } from 'tinybench';
import { act, clone, newGame, type Game } from '../src/index';
import { randInt, seedRng } from '../src/core/rng';

export interface RulesetNumbers {
  ruleset: string;
  matches: number;
  seconds: number;
  matchesPerSecond: number;
  actionsPerSecond: number;
  actionsPerMatch: number;
  /** Mean time of one `clone` of a mid-match state, in microseconds. */
  cloneMicros: number;
  /** JSON.stringify of a mid-match state, in bytes: the median and the largest seen. */
  stateBytes: number;
  stateBytesMax: number;
}

/** Random play inline (no bot objects, no records): what the engine itself costs per action. */
function playRandom(ruleset: string, seed: number, options: Record<string, unknown>, onState?: (g: Game) => void): number {
  const game = newGame(ruleset, { ...options, seed: String(seed) });
  const rng = seedRng(seed ^ 0x5bd1e995);
  while (game.pending) {
    const list = game.pending.actions;
    act(game, list[randInt(rng, list.length)]);
    onState?.(game);
  }
  return game.step;
}

export async function measureRuleset(ruleset: string, seconds: number, options: Record<string, unknown> = {}): Promise<RulesetNumbers> {
  // Warm-up, so the JIT has compiled the hot paths before the clock starts.
  const warmEnd = performance.now() + Math.min(3000, seconds * 400);
  for (let i = 0; performance.now() < warmEnd; i++) playRandom(ruleset, 9000 + i, options);

  let matches = 0;
  let actions = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  while (performance.now() < end || matches === 0) actions += playRandom(ruleset, 1 + matches++, options);
  const elapsed = (performance.now() - t0) / 1000;

  // Mid-match states from a few matches: what a search would clone.
  const samples: Game[] = [];
  for (let m = 0; m < 5; m++) {
    const total = playRandom(ruleset, 500 + m, options);
    playRandom(ruleset, 500 + m, options, (g) => {
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
    ruleset,
    matches,
    seconds: elapsed,
    matchesPerSecond: matches / elapsed,
    actionsPerSecond: actions / elapsed,
    actionsPerMatch: actions / matches,
    cloneMicros: meanMs * 1000,
    stateBytes: sizes[Math.floor(sizes.length / 2)] ?? 0,
    stateBytesMax: sizes[sizes.length - 1] ?? 0,
  };
}
