// This checkout's engine against another one, in one process: alternating batches of random-vs-random matches
// (new seeds for each pair, the same for both), counting CPU time, so that other work on the machine weighs on both
// alike. On a busy machine one `npm run bench` varies by half from run to run; this ratio holds within a few per cent.
//   git archive <commit> src package.json | tar -x -C /tmp/old     (package.json: so that it loads as ES modules)
//   npx tsx bench/compare.ts /tmp/old [ruleset] [pairs] [matches per batch] [bot]
// With a bot name (e.g. random-kind, the like-for-like figure), both engines are played by this checkout's bot.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as current from '../src/index';
import { randInt, seedRng } from '../src/core/rng';
import { makeBot } from '../src/bots/index';

const [dir, ruleset = 'gridiron', pairsArg = '200', perArg = '4', botName] = process.argv.slice(2);
if (!dir) {
  console.error('usage: npx tsx bench/compare.ts OTHER_CHECKOUT [ruleset] [pairs] [matches per batch] [bot]');
  process.exit(2);
}
const other = (await import(pathToFileURL(resolve(dir, 'src/index.ts')).href)) as typeof current;
const pairs = Number(pairsArg);
const per = Number(perArg);

type Engine = Pick<typeof current, 'newGame' | 'act'>;

function play(e: Engine, seed: number): number {
  const game = e.newGame(ruleset, { seed: String(seed) });
  if (botName) {
    const bots = [makeBot(botName, `${seed}:a`), makeBot(botName, `${seed}:b`)];
    const seats = new Map<string, number>();
    while (game.pending) {
      const d = game.pending;
      if (!seats.has(d.seat)) seats.set(d.seat, seats.size & 1);
      e.act(game, bots[seats.get(d.seat)!].choose(game, d));
    }
    return game.step;
  }
  const rng = seedRng(seed ^ 0x5bd1e995);
  while (game.pending) {
    const list = game.pending.actions;
    e.act(game, list[randInt(rng, list.length)]);
  }
  return game.step;
}

/** Actions per CPU second over one batch of matches. */
function batch(e: Engine, first: number): number {
  const c0 = process.cpuUsage();
  let actions = 0;
  for (let s = first; s < first + per; s++) actions += play(e, s);
  const c = process.cpuUsage(c0);
  return actions / ((c.user + c.system) / 1e6);
}

// Warm-up, so that both have compiled their hot paths before anything is counted: V8 keeps compiling the engine's
// functions for several CPU seconds (bench/throughput.ts), so 4 CPU seconds each, alternating.
const cpuNow = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1e6;
};
for (let round = 0, start = cpuNow(); cpuNow() - start < 8; round++) for (const e of [other, current]) play(e, 9000 + round);
const old: number[] = [];
const now: number[] = [];
const ratio: number[] = [];
for (let p = 0; p < pairs; p++) {
  const a = batch(other, 1 + p * per);
  const b = batch(current, 1 + p * per);
  old.push(a);
  now.push(b);
  ratio.push(b / a);
}
const median = (x: number[]) => x.slice().sort((p, q) => p - q)[x.length >> 1];
const int = (n: number) => Math.round(n).toLocaleString('en-US');
console.log(`${ruleset}, ${botName ?? 'random'} bots, ${pairs} pairs of ${per} matches, actions per CPU second (medians):`);
console.log(`  other ${int(median(old))}, this ${int(median(now))}, ratio this/other ${median(ratio).toFixed(3)}`);
