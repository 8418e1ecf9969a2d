// Fits the gridiron evaluator's weights (gridiron-eval.ts) from scripted-vs-scripted matches and writes them to
// gridiron-eval-weights.ts. Every time a side's turn ends, the position is a sample from that side's point of view,
// labelled with how the match ended for it (1 won, 0.5 drawn, 0 lost); a logistic regression (Newton's method, a
// little L2) turns the samples into weights.
//
//   npx tsx src/sim/fit-gridiron-eval.ts --games 1500 --seed 1 [--out FILE]
//
// It plays matches, so it lives with the simulator: the bots it fits for never import simulator code.

import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { act, start, type Game } from '../index';
import type { Side } from '../bots/scripted/gridiron-board';
import { FEATURES, gridironFeatures } from '../bots/scripted/gridiron-eval';
import { scriptedBot } from '../bots/scripted/index';
import '../bots/scripted/players';
import { matchSeed } from './match';

/** The match-ups the samples come from: the test's mirror match most, then a spread of styles. */
const MATCHUPS: [string, string][] = [
  ['human', 'human'],
  ['human', 'orc'],
  ['orc', 'human'],
  ['human', 'human'],
  ['dwarf', 'skaven'],
  ['wood-elf', 'chaos'],
  ['skaven', 'dwarf'],
  ['chaos', 'wood-elf'],
  ['human', 'human'],
  ['lizardmen', 'undead'],
  ['amazon', 'orc'],
  ['undead', 'human'],
];

interface Sample {
  x: number[];
  side: Side;
}

/** One match: the samples at each end of a team turn, then the labels from the result. */
function playMatch(index: number, seed: number | string): { x: number[][]; y: number[] } {
  const [home, away] = MATCHUPS[index % MATCHUPS.length];
  const s = matchSeed(`fit:${seed}`, index);
  const game: Game = start('gridiron', { home, away, seed: String(s) }).game;
  const bots = { home: scriptedBot(`${s}:home`), away: scriptedBot(`${s}:away`) };
  const samples: Sample[] = [];
  let mover: Side | null = null;
  // The search bot scores a rollout when its side's turn is over: the other side's turn comes up, or a kick-off.
  while (game.pending && game.step < 100_000) {
    const d = game.pending;
    if (d.kind === 'turn' && d.seat !== mover) {
      if (mover) samples.push({ x: gridironFeatures(game, mover), side: mover });
      mover = d.seat as Side;
    } else if ((d.kind === 'setup' || d.kind === 'kick') && mover) {
      samples.push({ x: gridironFeatures(game, mover), side: mover });
      mover = null;
    }
    act(game, bots[d.seat as Side].choose(game, d));
  }
  const r = game.result;
  const label = (side: Side) => (!r || r.winner === null ? 0.5 : r.winner === side ? 1 : 0);
  return { x: samples.map((q) => q.x), y: samples.map((q) => label(q.side)) };
}

/** Logistic regression by Newton's method with an L2 penalty `lambda` (not on the tempo column). */
export function fitLogistic(x: number[][], y: number[], lambda = 1, rounds = 12): number[] {
  const k = x[0].length;
  const w = new Array(k).fill(0);
  for (let round = 0; round < rounds; round++) {
    const g = new Array(k).fill(0);
    const h = Array.from({ length: k }, () => new Array(k).fill(0));
    for (let i = 0; i < x.length; i++) {
      let z = 0;
      for (let j = 0; j < k; j++) z += w[j] * x[i][j];
      const p = 1 / (1 + Math.exp(-z));
      const r = p * (1 - p);
      for (let j = 0; j < k; j++) {
        g[j] += (p - y[i]) * x[i][j];
        for (let l = 0; l < k; l++) h[j][l] += r * x[i][j] * x[i][l];
      }
    }
    for (let j = 1; j < k; j++) {
      g[j] += lambda * w[j];
      h[j][j] += lambda;
    }
    const step = solve(h, g);
    for (let j = 0; j < k; j++) w[j] -= step[j];
  }
  return w;
}

/** Gaussian elimination with partial pivoting: a·s = b. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[piv][c])) piv = r;
    [m[c], m[piv]] = [m[piv], m[c]];
    const d = m[c][c] || 1e-12;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / d;
      for (let j = c; j <= n; j++) m[r][j] -= f * m[c][j];
    }
  }
  return m.map((row, i) => row[n] / (row[i] || 1e-12));
}

function logLoss(w: number[], x: number[][], y: number[]): number {
  let loss = 0;
  for (let i = 0; i < x.length; i++) {
    let z = 0;
    for (let j = 0; j < w.length; j++) z += w[j] * x[i][j];
    const p = Math.min(1 - 1e-9, Math.max(1e-9, 1 / (1 + Math.exp(-z))));
    loss -= y[i] * Math.log(p) + (1 - y[i]) * Math.log(1 - p);
  }
  return loss / x.length;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      games: { type: 'string', default: '1500' },
      seed: { type: 'string', default: '1' },
      out: { type: 'string', default: new URL('../bots/scripted/gridiron-eval-weights.ts', import.meta.url).pathname },
    },
  });
  const games = Number(values.games);
  if (!Number.isInteger(games) || games < 10) throw new Error('--games: a whole number of at least 10');
  // Matches split into a fitting set and a held-out tenth, so the printed loss is an honest one.
  const fit = { x: [] as number[][], y: [] as number[] };
  const held = { x: [] as number[][], y: [] as number[] };
  for (let i = 0; i < games; i++) {
    const m = playMatch(i, values.seed!);
    const into = i % 10 === 9 ? held : fit;
    into.x.push(...m.x);
    into.y.push(...m.y);
    if (process.stderr.isTTY) process.stderr.write(`\r${i + 1}/${games} matches, ${fit.x.length + held.x.length} positions`);
  }
  if (process.stderr.isTTY) process.stderr.write('\n');
  const w = fitLogistic(fit.x, fit.y);
  const base = FEATURES.map((f) => (f === 'tempo' ? w[0] : 0));
  console.error(`held-out log loss ${logLoss(w, held.x, held.y).toFixed(4)} (tempo alone ${logLoss(base, held.x, held.y).toFixed(4)}), ${fit.x.length} positions fitted`);
  const body = FEATURES.map((f, j) => `  ${f}: ${w[j].toFixed(4)},`).join('\n');
  writeFileSync(
    values.out!,
    `// Written by \`npx tsx src/sim/fit-gridiron-eval.ts --games ${games} --seed ${values.seed}\`: a logistic model of\n` +
      `// the chance to win (a draw counting half) from ${fit.x.length} positions of scripted-vs-scripted matches. Do not edit by hand.\n` +
      `// Plain data, importing nothing: gridiron-eval.ts checks it names every feature.\nexport const EVAL_WEIGHTS = {\n${body}\n};\n`,
  );
  console.log(body);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
