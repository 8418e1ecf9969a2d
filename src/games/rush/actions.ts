// The action table. A coach spends a Team Action Token to have one player take one action (seed 003's Actions table:
// Run, Sprint, Stand Up, ...). Each action is one file exporting a RushAction; its follow-on tests (Dash, Evade,
// Pick Up Ball) are files of their own. Adding an action (slam.ts, steal.ts, throw.ts) is its file plus one line in
// ACTIONS; a follow-on that waits for a decision (catch.ts) adds its procedures to FOLLOW_ONS.

import type { Procedure } from '../../core/engine';
import type { Action } from '../../core/types';
import type { Player, RCtx, RushState } from './state';
import type { Role } from './teams';
import type { RushAction } from './rush-action';
import { run } from './run';
import { sprint } from './sprint';
import { standUp } from './standup';
import { enter } from './enter';
import { movement } from './move';
import { slam } from './slam';
import { steal } from './steal';
import { approachProcedures } from './approach';
import { targetProcedures } from './target';
import { reactionProcedures } from './reaction';
import { pushProcedures } from './push';
import { throwBall } from './throw';
import { scattering } from './scatter';



//                                  one line per action (seed 003's Actions table, top to bottom)
export const ACTIONS: readonly RushAction[] = [
  run,
  sprint,
  slam,
  steal,
  throwBall,
  standUp,
  enter,
];

/** Rules that happen only as part of an action (the table's greyed rows): their procedures. */
export const FOLLOW_ONS: readonly Record<string, Procedure<RushState, any>>[] = [movement, approachProcedures, targetProcedures, reactionProcedures, pushProcedures, scattering];

export function actionNamed(name: string): RushAction | undefined {
  return ACTIONS.find((a) => a.name === name);
}

/** The actions this player may take now, as the coach sends them; `only` keeps those a free action allows. */
export function actionsFor(s: RushState, p: Player, only?: (name: string) => boolean): Action[] {
  const out: Action[] = [];
  for (const a of ACTIONS) {
    if (only && !only(a.name)) continue;
    if (a.roles.includes(p.role) && a.can(s, p)) out.push({ type: a.name, player: p.id });
  }
  return out;
}

export function allProcedures(): Record<string, Procedure<RushState, any>> {
  const out: Record<string, Procedure<RushState, any>> = {};
  for (const a of ACTIONS) Object.assign(out, a.procedures ?? {});
  for (const f of FOLLOW_ONS) Object.assign(out, f);
  return out;
}
