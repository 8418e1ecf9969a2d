// Actions per CPU second of bot-vs-bot play, in rounds: warm-up rounds until the JIT has settled (a few CPU seconds
// and the last rounds within a few per cent of each other), then measured rounds reported as median, min and max.
// CPU time (process.cpuUsage) rather than wall time, so other work on a shared machine weighs less on the figure.

import { makeBot } from '../src/bots/index';
import { act, newGame, rulesets } from '../src/index';

export interface Throughput {
  ruleset: string;
  bot: string;
  /** Actions per CPU second over the measured rounds. */
  median: number;
  min: number;
  max: number;
  rounds: number;
  /** CPU seconds spent warming up, and in the measured rounds. */
  warmupCpuSeconds: number;
  cpuSeconds: number;
  matches: number;
  actionsPerMatch: number;
}

export interface ThroughputOptions {
  /** CPU seconds per round. */
  round?: number;
  /** Measured rounds. */
  rounds?: number;
  /** Warm up for at least this many CPU seconds ... */
  minWarmup?: number;
  /** ... and until the last `settle` rounds are within `tolerance` of each other, or this many CPU seconds. */
  maxWarmup?: number;
  settle?: number;
  tolerance?: number;
  options?: Record<string, unknown>;
}

const cpuNow = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1e6;
};

/** Plays one match between two bots of one name, seeded as the simulator seeds them; returns its actions. */
export function playMatch(ruleset: string, botName: string, seed: number, options: Record<string, unknown> = {}): number {
  const game = newGame(ruleset, { ...options, seed: String(seed) });
  const seats = rulesets().find((r) => r.id === ruleset)!.seats;
  const bots = new Map(seats.map((s) => [s, makeBot(botName, `${seed}:${s}`)]));
  while (game.pending) {
    const d = game.pending;
    act(game, bots.get(d.seat)!.choose(game, d));
  }
  return game.step;
}

export function measureThroughput(ruleset: string, botName: string, o: ThroughputOptions = {}): Throughput {
  const round = o.round ?? 0.5;
  const rounds = o.rounds ?? 9;
  const minWarmup = o.minWarmup ?? 3;
  const maxWarmup = o.maxWarmup ?? 12;
  const settle = o.settle ?? 3;
  const tolerance = o.tolerance ?? 0.05;
  let seed = 1;
  const oneRound = () => {
    const c0 = cpuNow();
    let actions = 0;
    let matches = 0;
    let spent = 0;
    while (spent < round || matches === 0) {
      actions += playMatch(ruleset, botName, seed++, o.options);
      matches++;
      spent = cpuNow() - c0;
    }
    return { rate: actions / spent, spent, actions, matches };
  };

  const warm: number[] = [];
  let warmSpent = 0;
  for (;;) {
    const r = oneRound();
    warm.push(r.rate);
    warmSpent += r.spent;
    const last = warm.slice(-settle);
    const steady = last.length === settle && Math.max(...last) / Math.min(...last) <= 1 + tolerance;
    if ((warmSpent >= minWarmup && steady) || warmSpent >= maxWarmup) break;
  }

  const rates: number[] = [];
  let spent = 0;
  let actions = 0;
  let matches = 0;
  for (let i = 0; i < rounds; i++) {
    const r = oneRound();
    rates.push(r.rate);
    spent += r.spent;
    actions += r.actions;
    matches += r.matches;
  }
  rates.sort((a, b) => a - b);
  return {
    ruleset,
    bot: botName,
    median: rates[rates.length >> 1],
    min: rates[0],
    max: rates[rates.length - 1],
    rounds,
    warmupCpuSeconds: warmSpent,
    cpuSeconds: spent,
    matches,
    actionsPerMatch: actions / matches,
  };
}
