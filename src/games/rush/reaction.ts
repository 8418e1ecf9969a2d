// The opposed (X) test of a Slam or a Steal and the target's reaction (seed 003): "Target must choose to Slamback
// (if Slam comes from front) or Dodge" and "Target must choose to Slamback (if Steal comes from front) or Dodge".
// The choice is the target's coach's decision (kind `slam-reaction`): Slamback only for a Jack or Guard (the S J G
// columns) whose front arc holds the attacker, Dodge always.
//   Slamback, "3 dice Strength (x)", +1 Guard: a win is "as Slam, in reverse" (facts.md §3.4), push.ts.
//   Dodge, "3 dice Speed (x)", +1 Striker: "Win – turn to face Double – free 1-hex move, enemy turns to face".
//   A draw, whatever the reaction: "Draw – both players turn to face each other".
// Threat: "-1 per enemy threat (max -2)" on each side; facts.md §3.3 "for Slam, ignore the target's own threat".
// [A] Each side of the opposed test leaves out the other (the slammer the target, the target the slammer), for a
// Steal as for a Slam: the one they face off against is the test itself, not a threat to it.

import { emit, pop, push } from '../../core/engine';
import { directionTo } from '../../core/grid/hex';
import type { Action, Decision, Frame, Modifier, RollEvent } from '../../core/types';
import { opposedTest, threatModifier, type DiceTest } from './pools';
import { faceEachOther, type DodgeStepFrame, type ShoveFrame } from './push';
import { playerById, seatOf, type Player, type RCtx, type RushState } from './state';
import { stealWon } from './steal';
import { inFrontArc } from './threat';
import type { Attack, ClashFrame } from './clash';
export type { Attack, ClashFrame } from './clash';
import type { Role } from './teams';


/** Who may Slamback (the S J G columns of its row). */
export const CAN_SLAMBACK: readonly Role[] = ['jack', 'guard'];


export function reactions(_s: RushState, attacker: Player, target: Player): Action[] {
  const out: Action[] = [];
  if (CAN_SLAMBACK.includes(target.role) && inFrontArc(target, attacker)) out.push({ type: 'slamback', label: 'Slamback' });
  out.push({ type: 'dodge', label: 'Dodge' });
  return out;
}

function attackerTest(ctx: RCtx, f: ClashFrame, a: Player, t: Player): DiceTest {
  const mods: Modifier[] = f.movedAdjacent ? [{ source: 'moved adjacent this action', value: 1 }] : [];
  mods.push(...threatModifier(ctx, a, a, t.id));
  return f.attack === 'slam' ? { test: 'slam', player: a, stat: 'strength', modifiers: mods } : { test: 'steal', player: a, stat: 'speed', modifiers: mods };
}

function defenderTest(ctx: RCtx, reaction: string, t: Player, a: Player): DiceTest {
  const mods = threatModifier(ctx, t, t, a.id);
  return reaction === 'slamback' ? { test: 'slamback', player: t, stat: 'strength', modifiers: mods } : { test: 'dodge', player: t, stat: 'speed', modifiers: mods };
}

function shoveFrame(w: Player, l: Player, wr: RollEvent, lr: RollEvent, double: boolean): ShoveFrame {
  return { p: 'shove', winner: w.id, loser: l.id, double, hits: wr.total - lr.total, stage: 'push' };
}

const clash = {
  run(ctx: RCtx, f: ClashFrame): Decision {
    const s = ctx.state;
    const a = playerById(s, f.attacker);
    const t = playerById(s, f.target);
    return { seat: seatOf(t.team), kind: 'slam-reaction', prompt: `${t.name} (${t.id}) is the target of a ${f.attack} by ${a.name} (${a.id}): Slamback or Dodge?`, actions: reactions(s, a, t) };
  },
  act(ctx: RCtx, f: ClashFrame, r: Action): void {
    const s = ctx.state;
    const a = playerById(s, f.attacker);
    const t = playerById(s, f.target);
    pop(ctx);
    if (s.action) s.action.over = true;
    emit(ctx, { type: r.type, player: t.id });
    const { a: ar, d: dr, outcome } = opposedTest(ctx, attackerTest(ctx, f, a, t), defenderTest(ctx, r.type, t, a));
    const double = outcome === 'attacker-doubled' || outcome === 'defender-doubled';
    if (outcome === 'draw') faceEachOther(ctx, a, t);
    else if (outcome === 'attacker' || outcome === 'attacker-doubled') {
      if (f.attack === 'slam') push(ctx, shoveFrame(a, t, ar, dr, double));
      else stealWon(ctx, a, t, double);
    } else if (r.type === 'slamback') push(ctx, shoveFrame(t, a, dr, ar, double));
    else if (double) push(ctx, { p: 'dodge-step', dodger: t.id, enemy: a.id } satisfies DodgeStepFrame);
    else {
      t.facing = directionTo(t, a);
      emit(ctx, { type: 'face', players: [t.id] });
    }
  },
};

export const reactionProcedures = { 'slam-reaction': clash };
