// Rush and the odds engine (src/core/odds.ts): how a plan fails in rush's words, and plans built from its actions
// (a Run with its steps, Evades and Dashes being the rules' own tests; a Slam with the reacting coach's answer).

import { registerOddsAdapter, type PlanFn } from '../../core/odds';
import { int, path, registerPlanBuilders, str } from '../../core/odds-builders';
import type { Game } from '../../core/game';
import type { Action, Event } from '../../core/types';
import { seatOf, type RushState } from './state';

function own(state: Game, seat: string, id: unknown): { x: number; y: number } | undefined {
  const p = (state as Game & RushState).players.find((q) => q.id === id);
  return p && seatOf(p.team) === seat ? p : undefined;
}

/** A plan fails where a player of the planning team falls (a failed Evade or Dash) or is knocked down, drops or
 * misses the ball, or the rush ends: named by what happened first. */
export function rushFailure(events: Event[], state: Game, seat: string): string | null {
  for (const e of events) {
    if (e.type === 'fall' || e.type === 'knocked-down') {
      const p = own(state, seat, e.player);
      if (p) return `${e.player as string} ${e.type === 'fall' ? 'fell' : 'down'} at (${e.x as number},${e.y as number})`;
    }
    if ((e.type === 'drop' || e.type === 'miss') && own(state, seat, e.player)) return e.type === 'drop' ? 'ball dropped' : 'catch missed';
    if (e.type === 'rush-end') return 'the rush ended';
  }
  return null;
}

registerOddsAdapter('rush', {
  failure: rushFailure,
  choiceKinds: ['reroll', 'slam-reaction', 'push', 'follow', 'skill'],
});

/** A Run along hexes: the run, a step to each hex (the Evades and Dashes are the rules' own tests on the way), and
 * the facing it stops in. A plan as a function: each step is the legal step (or Dash) to that hex, whatever its
 * direction. */
export function runPlan(player: string, path: [number, number][], facing?: number): PlanFn {
  return (_g, dec, i) => {
    if (i === 0) return { type: 'run', player };
    if (i <= path.length) {
      const [x, y] = path[i - 1];
      return dec.actions.find((a) => (a.type === 'step' || a.type === 'dash') && a.x === x && a.y === y) ?? { type: 'step', x, y };
    }
    return i === path.length + 1 && facing ? { type: 'stop', facing } : null;
  };
}

/** A Slam from where the player stands: the facing it stops in, the target, and, when given, the reaction the
 * target's coach answers with (`slamback` or `dodge`); without it the reaction is the worst for the plan. */
export function slamPlan(player: string, facing: number, target: string, reaction?: 'slamback' | 'dodge'): Action[] {
  const plan: Action[] = [{ type: 'slam', player }, { type: 'stop', facing }, { type: 'slam', target }];
  if (reaction) plan.push({ type: reaction });
  return plan;
}

/** The target's state after a Slam, for `odds`' `label` option. */
export function targetLabel(target: string) {
  return (g: Game): string => {
    const p = (g as Game & RushState).players.find((q) => q.id === target);
    return !p ? 'target gone' : p.down ? 'target down' : `target standing at (${p.x},${p.y})`;
  };
}

/** Rush's plans by name, for `turnover odds --plan '{"build": ...}'` (src/core/odds-builders.ts). */
registerPlanBuilders('rush', {
  run: (a) => ({ plan: runPlan(str(a, 'player'), path(a), a.facing === undefined ? undefined : int(a, 'facing')) }),
  slam: (a) => {
    const reaction = a.reaction === 'slamback' || a.reaction === 'dodge' ? a.reaction : undefined;
    return { plan: slamPlan(str(a, 'player'), int(a, 'facing'), str(a, 'target'), reaction), options: { label: targetLabel(str(a, 'target')) } };
  },
});
