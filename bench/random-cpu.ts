// Like-for-like throughput for a refactor: N seeded random gridiron matches with the random bot, through the facade
// as `sim` plays them, timed by this process's CPU time (not the wall clock, which other work on the machine
// stretches). Prints actions per CPU-second. Run it in two checkouts in turn and compare medians.
//   npx tsx bench/random-cpu.ts [--matches N] [--warmup N] [--ruleset ID] [--plain]
// --plain takes gridiron's fast paths out, so the plain rules run alone.

import { parseArgs } from 'node:util';
import { act, start } from '../src/index';
import { randomBot } from '../src/bots/random';
import { useFastPaths } from '../src/games/gridiron/fast/index';

const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '1500' },
    warmup: { type: 'string', default: '300' },
    ruleset: { type: 'string', default: 'gridiron' },
    plain: { type: 'boolean', default: false },
  },
});
if (values.plain) useFastPaths(false);

function play(from: number, count: number): number {
  let actions = 0;
  for (let i = from; i < from + count; i++) {
    const { game } = start(values.ruleset!, { seed: String(i) });
    const bots: Record<string, ReturnType<typeof randomBot>> = {};
    while (game.pending) {
      const d = game.pending;
      act(game, (bots[d.seat] ??= randomBot(`${i}:${d.seat}`)).choose(game, d));
    }
    actions += game.step;
  }
  return actions;
}

play(100_000, Number(values.warmup));
const t0 = process.cpuUsage();
const actions = play(1, Number(values.matches));
const t = process.cpuUsage(t0);
const cpu = (t.user + t.system) / 1e6;
console.log(JSON.stringify({ ruleset: values.ruleset, plain: values.plain, matches: Number(values.matches), actions, cpuSeconds: +cpu.toFixed(3), actionsPerCpuSecond: Math.round(actions / cpu) }));
