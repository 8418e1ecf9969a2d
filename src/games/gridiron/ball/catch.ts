// Catching the football (seed 001): an AG roll, +1 for an accurate pass (and a hand-off, LRB6), +0 for a missed
// pass, bouncing ball or throw-in, -1 per opposing tackle zone. A dropped ball bounces.

import { pop, push, emit, type Ctx, type Procedure } from '../../../core/engine';
import type { Action, Decision, Modifier } from '../../../core/types';
import { pushTest } from '../reroll';
import { agilityTarget, hasSkill, other, playerAt, playerById, type GState, type ParentFrame, type Player, type Side } from '../state';
import {
  ballHeld, ballLoose, canCatch, carryRisk, comeToRest, disturbingPresence, report, skillMod, tackleZoneMods, type BallRisk,
} from './common';

/** `accurate`: an accurate pass landing on the catcher; `handoff`: a hand-off; `other`: a missed pass, a bouncing
 * ball, a throw-in or a kick. */
export type CatchKind = 'accurate' | 'handoff' | 'other';

export interface CatchFrame extends ParentFrame, BallRisk {
  p: 'gridiron.catch';
  player: string;
  kind: CatchKind;
  rolled?: boolean;
}

/** The catching modifiers, each named as the seed and LRB6 name it. */
export function catchModifiers(s: GState, p: Player, kind: CatchKind): Modifier[] {
  const mods: Modifier[] = [];
  if (kind === 'accurate') mods.push({ source: 'accurate pass', value: 1 });
  if (kind === 'handoff') mods.push({ source: 'hand-off', value: 1 });
  if (kind === 'accurate') skillMod(p, 'Diving Catch', 1, mods);
  tackleZoneMods(s, p, mods);
  if (s.weather === 'pouring-rain') mods.push({ source: 'Pouring Rain', value: -1 });
  skillMod(p, 'Extra Arms', 1, mods);
  disturbingPresence(s, p, mods);
  return mods;
}

/** When it pops, the frame below has `last` = 'caught' or 'dropped'. A dropped ball is already bouncing on top of
 * that frame, so by the time the frame below runs again the ball is at rest. */
export const catchProcedure: Procedure<GState, CatchFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    const p = playerById(s, f.player);
    if (!f.rolled) {
      f.rolled = true;
      ballLoose(s, p.x, p.y);
      // Catch re-rolls any catch, bouncing balls included; Sure Hands never does (seed 001, [JJ]).
      pushTest(ctx, { rule: 'gridiron.catch', who: p.id, target: agilityTarget(p.ag), mods: catchModifiers(s, p, f.kind), skill: 'Catch' });
      return;
    }
    pop(ctx);
    if (f.last === 'success') {
      ballHeld(s, p);
      emit(ctx, { type: 'ball-caught', who: p.id, x: p.x, y: p.y });
      comeToRest(ctx, f);
      report(ctx, 'caught');
      return;
    }
    emit(ctx, { type: 'ball-dropped', who: p.id, x: p.x, y: p.y });
    report(ctx, 'dropped');
    // Seed 001 [JJ]: the moving team failing to catch ends its turn unless, after all the bouncing, it has the ball.
    // (A kick-off has no moving team yet: no player is taking an action.)
    push(ctx, { p: 'gridiron.bounce', ...carryRisk(f, p.side === s.active && s.acting !== null) });
  },
};

export function pushCatch(ctx: Ctx<GState>, player: string, kind: CatchKind, risk: BallRisk): void {
  push(ctx, { p: 'gridiron.catch', player, kind, ...risk } satisfies CatchFrame);
}

/** Diving Catch (LRB6): a pass or throw-in about to land in an empty square next to a standing player with the skill
 * may be caught by him without leaving his square, as if it had landed there; only one such player may try. The
 * moving team's coach is asked first. */
export function divingCatchDecision(s: GState, x: number, y: number, asked: readonly Side[]): Decision | null {
  if (playerAt(s, x, y)) return null;
  for (const side of [s.active, other(s.active)]) {
    if (asked.includes(side)) continue;
    const who = s.players.filter((p) => p.side === side && p.place === 'pitch' && hasSkill(p, 'Diving Catch') && canCatch(p)
      && Math.max(Math.abs(p.x - x), Math.abs(p.y - y)) === 1);
    if (who.length === 0) continue;
    const actions: Action[] = who.map((p) => ({ type: 'diving-catch', player: p.id, label: p.name }));
    actions.push({ type: 'no-diving-catch' });
    return { seat: side, kind: 'diving-catch', prompt: `${s.teams[side].name}: Diving Catch for the ball landing on (${x}, ${y})?`, actions };
  }
  return null;
}
