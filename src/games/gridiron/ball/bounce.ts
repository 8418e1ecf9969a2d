// Bouncing balls (seed 001): one more d8 scatter; a standing player there may try to catch it (he is not obliged
// to, and a declined ball scatters on); a prone player's square or a failed catch bounces it again; an empty square
// is where it comes to rest; off the pitch it is thrown in.

import { pop, push, emit, type Procedure } from '../../../core/engine';
import { roll } from '../../../core/dice';
import { blocked, SCATTER_D8, scatterStep } from '../../../core/grid/square';
import type { Decision } from '../../../core/types';
import { agilityTarget, onPitch, playerAt, playerById, type GState, type ParentFrame } from '../state';
import { catchModifiers, pushCatch } from './catch';
import { ballLoose, canCatch, carryRisk, comeToRest, rollNeeded, wentOff, type BallRisk } from './common';

export interface BounceFrame extends ParentFrame, BallRisk {
  p: 'gridiron.bounce';
  /** `choice`: waiting for `who` to catch or let it go; `wait`: a catch is under way above this frame. */
  stage?: 'choice' | 'wait';
  who?: string;
}

/** One d8 scatter step (seed 001's diagram) from `from` (the ball's square unless given): the square it reaches,
 * and whether that is off the pitch. On a map with walls the ball never scatters into one: the d8 is rolled again
 * (seed 004). */
export function scatterOnce(ctx: Parameters<typeof roll>[0], s: GState, rule: string, from: { x: number; y: number } = s.ball): { x: number; y: number; off: boolean; fromX: number; fromY: number } {
  const walls = s.walls;
  if (walls && SCATTER_D8.every((d) => blocked(walls, from, { x: from.x + d.x, y: from.y + d.y }))) {
    return { x: from.x, y: from.y, off: false, fromX: from.x, fromY: from.y };
  }
  for (;;) {
    const d8 = roll(ctx, { rule, dice: 'd8', outcome: (t) => `direction ${t}` }).total;
    const to = scatterStep(from, d8);
    if (walls && blocked(walls, from, to)) continue;
    return { x: to.x, y: to.y, off: !onPitch(to.x, to.y), fromX: from.x, fromY: from.y };
  }
}

/** Asks the player in the ball's square whether he tries to catch a bouncing or thrown-in ball. */
export function catchChoice(s: GState, who: string, what: string): Decision {
  const p = playerById(s, who);
  const need = rollNeeded(agilityTarget(p.ag), catchModifiers(s, p, 'other'));
  return {
    seat: p.side,
    kind: 'catch-choice',
    prompt: `${p.name}: try to catch the ${what}?`,
    actions: [
      { type: 'catch-choice', catch: true, label: 'Catch', hint: `${need}+` },
      { type: 'catch-choice', catch: false, label: 'Let it go' },
    ],
  };
}

export const bounceProcedure: Procedure<GState, BounceFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    if (f.stage === 'wait') {
      pop(ctx);
      return;
    }
    for (;;) {
      const step = scatterOnce(ctx, s, 'gridiron.bounce');
      if (step.off) {
        emit(ctx, { type: 'ball-out', x: step.fromX, y: step.fromY });
        pop(ctx);
        push(ctx, { p: 'gridiron.throw-in', ...wentOff({ x: step.fromX, y: step.fromY }, step), ...carryRisk(f) });
        return;
      }
      ballLoose(s, step.x, step.y);
      emit(ctx, { type: 'ball-bounces', x: step.x, y: step.y });
      const there = playerAt(s, step.x, step.y);
      if (!there) {
        comeToRest(ctx, f);
        pop(ctx);
        return;
      }
      if (canCatch(there)) {
        f.stage = 'choice';
        f.who = there.id;
        return catchChoice(s, there.id, 'bouncing ball');
      }
      // a prone or stunned player's square: the ball cannot rest there, it bounces on
    }
  },
  act(ctx, f, action) {
    if (action.catch === true) {
      f.stage = 'wait';
      pushCatch(ctx, f.who!, 'other', carryRisk(f));
      return;
    }
    emit(ctx, { type: 'catch-declined', who: f.who });
    delete f.stage;
    delete f.who;
  },
};
