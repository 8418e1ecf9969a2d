// Reads a V8 .cpuprofile and prints the functions with the most self time (and their callers' totals), so a slow
// ruleset's hot spots can be named by function and file.
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}

const file = process.argv[2];
if (!file) {
  console.error('usage: tsx bench/hotspots.ts PROFILE.cpuprofile [TOP]');
  process.exit(2);
}
const top = Number(process.argv[3] ?? 25);
const prof = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[] };
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const key = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\/work\/main\//, '')}:${n.callFrame.lineNumber + 1}`;

const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;
for (const n of prof.nodes) {
  all += n.hitCount;
  self.set(key(n), (self.get(key(n)) ?? 0) + n.hitCount);
  // Total time: count this node's hits once for every distinct function on its stack.
  const seen = new Set<string>();
  for (let id: number | undefined = n.id; id !== undefined; id = parent.get(id)) {
    const k = key(byId.get(id)!);
    if (!seen.has(k)) {
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + n.hitCount);
    }
  }
}
const pct = (v: number) => ((100 * v) / all).toFixed(1).padStart(5) + '%';
console.log('self    total   function');
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(v)}  ${pct(total.get(k) ?? 0)}  ${k}`);
