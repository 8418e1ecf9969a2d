// `npm run bench`: per registered ruleset, on one core, random-vs-random matches and actions per second, the time
// of one `clone`, and the size of a game state as JSON; printed as a markdown table with the machine it ran on.
//   npm run bench -- [--seconds S] [--ruleset ID] [--preload MODULE]

import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { rulesets } from '../src/index';
import { measureRuleset, type RulesetNumbers } from './measure';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    ruleset: { type: 'string', multiple: true },
    preload: { type: 'string', multiple: true },
  },
});
for (const m of values.preload ?? []) await import(pathToFileURL(resolve(m)).href);
const seconds = Number(values.seconds);
const ids = values.ruleset ?? rulesets().map((r) => r.id);
if (ids.length === 0) {
  console.error('bench: no rulesets are registered');
  process.exit(1);
}

const cpu = /model name\s*:\s*(.*)/.exec(safeRead('/proc/cpuinfo'))?.[1] ?? 'unknown CPU';
console.log(`Machine: ${cpu}, ${availableParallelism()} cores, Node ${process.version}; one core, random vs random, default teams.\n`);

const rows: RulesetNumbers[] = [];
for (const id of ids) {
  process.stderr.write(`bench: ${id}...\n`);
  rows.push(await measureRuleset(id, seconds));
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
console.log('| ruleset | matches/s | actions/s | actions/match | clone (µs) | state JSON (median / max bytes) |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(`| ${r.ruleset} | ${r.matchesPerSecond.toFixed(1)} | ${int(r.actionsPerSecond)} | ${int(r.actionsPerMatch)} | ${r.cloneMicros.toFixed(2)} | ${int(r.stateBytes)} / ${int(r.stateBytesMax)} |`);
}

const gridiron = rows.find((r) => r.ruleset === 'gridiron');
if (gridiron) {
  const ok = (b: boolean) => (b ? 'met' : 'MISSED');
  console.log(`\ngridiron targets: >= 300,000 actions/s: ${ok(gridiron.actionsPerSecond >= 300_000)}; clone < 20 µs: ${ok(gridiron.cloneMicros < 20)}`);
  console.log('(reference, quoted in issue 7, not measured here: the best-known open Blood Bowl AI framework, ~6,500 actions/s and ~160 µs per undo)');
}

function safeRead(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
