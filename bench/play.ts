// One throughput figure: bot-vs-bot play of one ruleset on one core, actions per CPU second after warm-up.
//   npx tsx bench/play.ts [ruleset] [bot] [rounds]      e.g. npx tsx bench/play.ts gridiron random-kind
import { measureThroughput } from './throughput';

const [ruleset = 'gridiron', bot = 'random-kind', rounds = '15'] = process.argv.slice(2);
const t = measureThroughput(ruleset, bot, { rounds: Number(rounds) });
const int = (n: number) => Math.round(n).toLocaleString('en-US');
console.log(`${ruleset}, ${bot} vs ${bot}: ${int(t.median)} actions per CPU second (median of ${t.rounds} rounds; min ${int(t.min)}, max ${int(t.max)}); ` +
  `${t.warmupCpuSeconds.toFixed(1)} CPU s warm-up, ${t.cpuSeconds.toFixed(1)} CPU s measured, ${t.matches} matches, ${t.actionsPerMatch.toFixed(0)} actions/match`);
