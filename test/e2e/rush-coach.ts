// A plain coach for rush's Home team in the browser tests: two models placed by hand, then the formation; in each
// rush up to three Runs, each a few safe steps toward the Visitor's end and a stop facing up-right; then the rush is
// ended. Any other decision (a reaction to a Slam, a free action, a scatter) takes a decline or its first choice.

import type { Action } from '../../src/index';
import type { Seen } from './drive';

export function choose(s: Seen, state: { placed: number; runs: number; steps: number }): Action {
  const d = s.pending!;
  const acts = d.actions;
  const of = (t: string) => acts.find((a) => a.type === t);
  if (d.kind === 'setup') {
    const place = acts.find((a) => a.type === 'place' && a.x === 8 + state.placed && a.y === 3 + 2 * state.placed);
    if (state.placed < 2 && place) return place;
    return of('formation')!;
  }
  if (d.kind === 'action') {
    const run = acts.find((a) => a.type === 'run');
    if (state.runs < 3 && run) return run;
    return of('end-rush')!;
  }
  if (d.kind === 'move') {
    // Forward is up-right or down-right (directions 2 and 3) for Home; no step that needs a test.
    const step = acts.find((a) => a.type === 'step' && !a.hint && (a.dir === 2 || a.dir === 3));
    if (step && state.steps < 3) return step;
    return acts.find((a) => a.type === 'stop' && (a.facing === 2 || a.facing === undefined)) ?? of('stop')!;
  }
  return of('decline') ?? acts[0];
}
