// How long one `turnover spot` call takes from a cold process: N fresh processes in a row, each answering one spot
// query, timed from spawn to exit; the median with min and max, and the CPU time the processes used (Linux), which
// a busy machine inflates far less than the wall time.
//   npm run bench:cli -- [--runs 20] [--modes built,source,npx]
// built: `node bin/turnover.js` on the built command (what users run); source: the same through tsx
// (TURNOVER_FROM_SOURCE=1, how the command ran before it was built); npx: `npx turnover` (adds npm's own start).

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildCli, isFresh, ROOT } from '../bin/build-cli.js';

const QUERY = ['spot', 'resistance', '--active', '12', '--passive', '10', '--seed', '4', '--json'];

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' }, modes: { type: 'string', default: 'built' } } });
const runs = Number(values.runs);
const modes = values.modes.split(',');

const COMMANDS: Record<string, { cmd: string; args: string[]; env?: Record<string, string> }> = {
  built: { cmd: process.execPath, args: [join(ROOT, 'bin/turnover.js'), ...QUERY] },
  source: { cmd: process.execPath, args: [join(ROOT, 'bin/turnover.js'), ...QUERY], env: { TURNOVER_FROM_SOURCE: '1' } },
  npx: { cmd: 'npx', args: ['turnover', ...QUERY] },
};

/** The CPU seconds used so far by this process's finished children (fields 16 and 17 of /proc/self/stat). */
function childCpuSeconds(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100; // clock ticks; 100 a second on Linux
  } catch {
    return null;
  }
}

const ms = (s: number) => `${Math.round(s * 1000)} ms`;

if (!isFresh()) await buildCli(); // a build is a one-off, not a start: it is not what this measures
console.log(`turnover ${QUERY.join(' ')}: ${runs} cold starts each, load average ${loadavg()[0].toFixed(1)} at the start\n`);
for (const mode of modes) {
  const c = COMMANDS[mode];
  if (!c) throw new Error(`unknown mode ${mode} (built, source, npx)`);
  const env = { ...process.env, ...c.env };
  const once = () => {
    const t0 = performance.now();
    const r = spawnSync(c.cmd, c.args, { cwd: ROOT, env, encoding: 'utf8' });
    const seconds = (performance.now() - t0) / 1000;
    if (r.status !== 0) throw new Error(`${mode}: exit ${r.status}: ${r.stderr.trim()}`);
    return { seconds, out: r.stdout };
  };
  const first = once(); // fills the file cache; every later start is cold for the process, not for the disk
  const cpu0 = childCpuSeconds();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const r = once();
    if (r.out !== first.out) throw new Error(`${mode}: the same query gave a different answer`);
    times.push(r.seconds);
  }
  const cpu1 = childCpuSeconds();
  times.sort((a, b) => a - b);
  const median = runs % 2 ? times[(runs - 1) / 2] : (times[runs / 2 - 1] + times[runs / 2]) / 2;
  const cpu = cpu0 === null || cpu1 === null ? '' : `, CPU ${ms((cpu1 - cpu0) / runs)} a start`;
  console.log(`${mode.padEnd(6)} median ${ms(median)} (min ${ms(times[0])}, max ${ms(times[runs - 1])})${cpu}`);
}
console.log(`\nload average ${loadavg()[0].toFixed(1)} at the end`);
