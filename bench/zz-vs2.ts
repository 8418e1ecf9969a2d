import { runSim } from '../src/sim/pool';
const [a, b, n, seed, w, team] = process.argv.slice(2);
const t0 = performance.now();
const r = await runSim({ ruleset: process.env.RS ?? 'gridiron', options: team ? { home: team, away: team } : {}, bots: [a, b], games: Number(n), seed: Number(seed ?? 1), maxActions: 100000 }, { workers: Number(w ?? 2) });
console.log(a, b, 'wins', r.summary.wins, 'draws', r.summary.draws, JSON.stringify(r.summary.scores), ((performance.now() - t0) / 1000).toFixed(1), 's');
