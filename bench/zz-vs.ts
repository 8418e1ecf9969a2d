import { runSim } from '../src/sim/pool';
const [a, b, n, seed, w] = process.argv.slice(2);
const t0 = performance.now();
const r = await runSim({ ruleset: process.env.RS ?? 'gridiron', options: {}, bots: [a, b], games: Number(n), seed: Number(seed ?? 1), maxActions: 100000 }, { workers: Number(w ?? 2), onProgress: (d, t) => process.stderr.write(`${d}/${t} `) });
console.log('\n', a, b, 'wins', r.summary.wins, 'draws', r.summary.draws, 'scores', JSON.stringify(r.summary.scores), ((performance.now() - t0) / 1000).toFixed(1), 's');
