// Stoppages and SUBSTITUTIONS (seed): at a touchdown, field goal or halftime the knocked-out and injured leave the
// field, everyone may shake it off once, and each team may swap players freely between field and sideline.

import { worded } from './words';
import { emit, pop } from '../../core/engine';
import type { Action, Decision, Frame } from '../../core/types';
import { ON_FIELD, TEAM_SIZE } from './config';
import { shakeItOff } from './damage';
import type { Team } from './field';
import { name, seatOf, type RCtx } from './state';

/** Swaps per team per stoppage: enough to bring both substitutes on (a bound so that play always moves on). */
export const SWAPS_PER_STOPPAGE = TEAM_SIZE - ON_FIELD;

export interface StoppageFrame extends Frame {
  p: 'stoppage';
  why: string;
  team?: Team;
  swaps?: number;
}

function clearField(ctx: RCtx): void {
  const s = ctx.state;
  for (const p of s.players) {
    if (p.at === 'ko' || p.at === 'carried') p.at = 'bench';
    // Everyone leaves the grid: the next kick-off places the line-up afresh.
    p.x = -1;
    p.y = -1;
    p.prone = false;
    p.carry = -1;
    p.def = 0;
    p.acted = false;
    p.held = false;
  }
  s.entry = [null, null];
  s.ball = { x: -1, y: -1, st: 'rest', by: -1, last: s.ball.last, touch: -1 };
  s.active = -1;
  s.free = null;
  s.endTurn = false;
  s.stop = null;
}

function swapDecision(ctx: RCtx, f: StoppageFrame): Decision | null {
  const s = ctx.state;
  const t = f.team!;
  if (f.swaps! >= SWAPS_PER_STOPPAGE) return null;
  const onField = s.players.filter((p) => p.team === t && p.at === 'field');
  const bench = s.players.filter((p) => p.team === t && p.at === 'bench' && p.hits > 0);
  if (!bench.length) return null;
  const actions: Action[] = [worded({ type: 'done' })];
  for (const b of bench) {
    if (onField.length < ON_FIELD) actions.push({ type: 'bring-on', player: b.id });
    for (const o of onField) actions.push({ type: 'swap', out: o.id, in: b.id, label: `${name(o)} off, ${name(b)} on` });
  }
  return { seat: seatOf(t), kind: 'substitution', prompt: `${f.why}: substitutions`, actions };
}

export const stoppage = {
  run(ctx: RCtx, f: StoppageFrame): Decision | void {
    const s = ctx.state;
    if (f.team === undefined) {
      clearField(ctx);
      // "All characters can shake it off once whenever there is a stoppage in play."
      for (const p of s.players) if (p.at !== 'out' && p.at !== 'ejected') shakeItOff(ctx, p);
      emit(ctx, { type: 'stoppage', why: f.why });
      f.team = 0;
      f.swaps = 0;
    }
    for (;;) {
      const d = swapDecision(ctx, f);
      if (d) return d;
      if (f.team === 1) return void pop(ctx);
      f.team = 1;
      f.swaps = 0;
    }
  },
  act(ctx: RCtx, f: StoppageFrame, a: Action): void {
    const s = ctx.state;
    if (a.type === 'done') {
      f.swaps = SWAPS_PER_STOPPAGE;
      return;
    }
    f.swaps!++;
    const inP = s.players[(a.type === 'swap' ? a.in : a.player) as number];
    inP.at = 'field';
    if (a.type === 'swap') s.players[a.out as number].at = 'bench';
    emit(ctx, { type: 'substitution', team: inP.team, in: inP.id, ...(a.type === 'swap' ? { out: a.out } : {}) });
  },
};
