// Hand-off (LRB6): once per team turn, to a standing team-mate in an adjacent square, who catches it at +1. No roll
// for the giver. Seed 001: the ball may also be handed off into the crowd on purpose, which is then thrown in.

import { emit, pop, push, type Procedure } from '../../../core/engine';
import { neighbours, SCATTER_D8 } from '../../../core/grid/square';
import { exitEdge } from './throw-in-template';
import type { Action } from '../../../core/types';
import { agilityTarget, playerById, type GState, type ParentFrame } from '../state';
import { inCrowd, pitchOf } from '../pitch';
import { catchModifiers, pushCatch } from './catch';
import { ballLoose, canCatch, carryRisk, report, rollNeeded, type BallRisk } from './common';

export interface HandoffFrame extends ParentFrame, BallRisk {
  p: 'gridiron.handoff';
  giver: string;
  /** A team-mate's id, or `crowd` with the crowd square (x, y) next to the giver. */
  to: string;
  x?: number;
  y?: number;
  stage?: 'wait';
}

export interface HandoffTarget {
  to: string;
  x: number;
  y: number;
  /** The roll the receiver needs, for the UI's hint; 0 for the crowd. */
  need: number;
}

/** Who the giver may hand the ball to now: standing team-mates next to him, and the crowd if he stands on an edge. */
export function handoffTargets(s: GState, giverId: string): HandoffTarget[] {
  const g = playerById(s, giverId);
  const out: HandoffTarget[] = [];
  for (const sq of neighbours(pitchOf(s).width, pitchOf(s).height, g)) {
    const p = s.players.find((q) => q.place === 'pitch' && q.x === sq.x && q.y === sq.y);
    if (p && p.side === g.side && canCatch(p)) {
      out.push({ to: p.id, x: p.x, y: p.y, need: rollNeeded(agilityTarget(p.ag), catchModifiers(s, p, 'handoff')) });
    }
  }
  for (const d of SCATTER_D8) {
    const x = g.x + d.x;
    const y = g.y + d.y;
    if (inCrowd(pitchOf(s), x, y)) out.push({ to: 'crowd', x, y, need: 0 });
  }
  return out;
}

/** The `handoff` actions for the action list. */
export function handoffActions(s: GState, giverId: string): Action[] {
  return handoffTargets(s, giverId).map((t) =>
    t.to === 'crowd'
      ? { type: 'handoff', to: 'crowd', x: t.x, y: t.y, label: 'Into the crowd' }
      : { type: 'handoff', to: t.to, label: playerById(s, t.to).name, hint: `Catch ${t.need}+` },
  );
}

/** When it pops, the frame below has `last` = 'caught' or 'dropped' (or 'crowd'). */
export const handoffProcedure: Procedure<GState, HandoffFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    if (f.stage === 'wait') {
      pop(ctx);
      report(ctx, f.last ?? 'dropped');
      return;
    }
    const g = playerById(s, f.giver);
    if (g.side === s.active) s.teams[g.side].handoffUsed = true;
    const risk = carryRisk(f, g.side === s.active);
    if (f.to === 'crowd') {
      emit(ctx, { type: 'handoff', giver: g.id, to: 'crowd', x: f.x, y: f.y });
      ballLoose(s, g.x, g.y);
      pop(ctx);
      report(ctx, 'crowd');
      push(ctx, { p: 'gridiron.throw-in', x: g.x, y: g.y, edge: exitEdge(pitchOf(s).width, pitchOf(s).height, { x: f.x!, y: f.y! }), ...risk });
      return;
    }
    const r = playerById(s, f.to);
    emit(ctx, { type: 'handoff', giver: g.id, to: r.id });
    ballLoose(s, r.x, r.y);
    f.stage = 'wait';
    pushCatch(ctx, r.id, 'handoff', risk);
  },
};
