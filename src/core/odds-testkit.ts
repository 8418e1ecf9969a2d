// A Monte Carlo of a plan through the real engine, drawing dice from the seeded generator: what the odds engine's
// exact figures are checked against (odds.test.ts, the games' odds tests).

import { IllegalAction } from './engine';
import { act, clone, type Game } from './game';
import { adapterOf, COMPLETED, matchPlanned, odds, where, type OddsOptions, type OddsResult, type Plan } from './odds';
import { seedRng } from './rng';
import type { Action } from './types';

export type MCOptions = Pick<OddsOptions, 'label' | 'stop' | 'failure'>;

/** Plays `plan` once from `game` with the generator seeded by `seed`; choices follow `policy` ('best': the odds
 * engine's, 'none': always decline a re-roll). Returns the outcome named as `odds` names it. */
export function playOnce(game: Game, plan: Plan, seed: string, res: OddsResult, policy: 'best' | 'none', opts: MCOptions = {}): string {
  const { label, stop } = opts;
  const failure = opts.failure ?? adapterOf(game.ruleset).failure;
  const g = clone(game);
  g.rng = seedRng(seed);
  const seat = game.pending!.seat;
  const adapter = adapterOf(game.ruleset);
  const choices = new Set(adapter.choiceKinds);
  for (let i = 0; ; ) {
    const dec = g.pending;
    const done = () => { const l = label?.(g); return l ? `${COMPLETED}: ${l}` : COMPLETED; };
    if (!dec) return Array.isArray(plan) && i < plan.length ? 'the game ended' : done();
    const want = Array.isArray(plan) ? plan[i] ?? null : plan(g, dec, i);
    let a: Action | null = null;
    if (want) {
      try { a = matchPlanned(dec, want); } catch (e) { if (!(e instanceof IllegalAction)) throw e; }
    }
    if (a) i++;
    else if (choices.has(dec.kind)) {
      const c = (policy === 'none' && dec.seat === seat && dec.actions.find(isDeclineAction)) || res.choose(g, i) || null;
      if (!c) throw new Error(`no policy for ${dec.prompt}`);
      // The policy's action may be another branch's copy: this decision's own is played.
      a = dec.actions.includes(c) ? c : matchPlanned(dec, c);
    } else return want ? `stopped: ${dec.prompt}` : done();
    const events = act(g, a);
    const failed = stop?.(events, g, seat) ?? failure(events, g, seat, undefined, Array.isArray(plan) && i >= plan.length);
    if (failed) return failed === COMPLETED ? done() : where(failed, i);
  }
}

function isDeclineAction(a: Action): boolean {
  return /decline|no-reroll|keep/.test(a.type) || a.use === false || a.use === 'none' || a.value === 'decline';
}

/** Checks every outcome's frequency over `n` plays is within `k` standard errors of its exact chance; returns the
 * outcomes that are not (empty when all agree). */
export function disagreements(game: Game, plan: Plan, res: OddsResult, policy: 'best' | 'none', n: number, opts: MCOptions = {}, k = 4): string[] {
  const counts = new Map<string, number>();
  for (let s = 0; s < n; s++) {
    const o = playOnce(game, plan, `mc-${s}`, res, policy, opts);
    counts.set(o, (counts.get(o) ?? 0) + 1);
  }
  const exact = new Map((policy === 'best' ? res.best : res.noReroll).map((o) => [o.outcome, o.p]));
  const bad: string[] = [];
  for (const name of new Set([...counts.keys(), ...exact.keys()])) {
    const p = exact.get(name) ?? 0;
    const f = (counts.get(name) ?? 0) / n;
    const se = Math.sqrt(Math.max(p * (1 - p), 1 / n) / n);
    if (Math.abs(f - p) > k * se + 1e-9) bad.push(`${name}: exact ${p.toFixed(4)}, seen ${f.toFixed(4)} in ${n}`);
  }
  return bad;
}

/** A position the odds engine is checked on: the game, the plan, and the odds options its outcomes are named by. */
export interface OddsPosition {
  name: string;
  g: Game;
  plan: Plan;
  opts?: OddsOptions;
}

/** The disagreements of a position's exact odds with `n` seeded plays, under the best policy and, where a re-roll
 * was met, under none. */
export function checkPosition(p: OddsPosition, n: number): string[] {
  const r = odds(p.g, p.plan, p.opts);
  const bad = disagreements(p.g, p.plan, r, 'best', n, p.opts ?? {});
  if (r.rerolls.length) bad.push(...disagreements(p.g, p.plan, r, 'none', n, p.opts ?? {}));
  return bad;
}
