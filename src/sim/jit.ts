// A V8 setting for the simulator process: optimise a function only after it has run about four times as long as
// V8's default (the interrupt budget, in bytecodes executed). A fresh process then spends a quarter less CPU on
// 1,000 random gridiron matches (3.5 CPU s to 2.6, measured 2026-11-25), because the engine's functions are compiled
// once with their types known rather than compiled early, deoptimised ("wrong map": procedure frames and states
// come in many shapes) and compiled again; the background compiler threads' CPU halves. Speed once warm is the same.
// Every worker is its own V8 isolate and pays its warm-up again, so this is also what lets two threads beat one on
// two cores. V8 flags are process-wide and internal: set only by `turnover sim`, before the engine first runs, and
// only on Node 20, where it was measured (later Nodes tier up through Maglev first, and an unknown flag would print
// an error).

import { setFlagsFromString } from 'node:v8';

const BUDGET = 300_000;

let done = false;

export function tuneJitForSimulation(): void {
  const major = Number(process.versions.node.split('.')[0]);
  if (done || major !== 20) return;
  done = true;
  setFlagsFromString(`--interrupt-budget=${BUDGET}`);
}
