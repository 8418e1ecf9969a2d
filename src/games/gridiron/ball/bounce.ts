// Bouncing balls (seed 001): one more d8 scatter; a standing player there may try to catch it (he is not obliged
// to, and a declined ball scatters on); a prone player's square or a failed catch bounces it again; an empty square
// is where it comes to rest; off the pitch it is thrown in.

import { pop, push, emit, type Procedure } from '../../../core/engine';
import { roll } from '../../../core/dice';
import { stepBlocked } from '../../../core/board';
import { SCATTER_D8, scatterStep } from '../../../core/grid/square';
import type { Decision } from '../../../core/types';
import { agilityTarget, playerAt, playerById, type GState, type ParentFrame } from '../state';
import { onPitch, pitchOf } from '../pitch';
import { catchModifiers, pushCatch } from './catch';
import { ballLoose, canCatch, carryRisk, comeToRest, rollNeeded, wentOff, type BallRisk } from './common';

export interface BounceFrame extends ParentFrame, BallRisk {
  p: 'gridiron.bounce';
  /** `choice`: waiting for `who` to catch or let it go; `wait`: a catch is under way above this frame. */
  stage?: 'choice' | 'wait';
  who?: string;
}

/** One d8 scatter step (seed 001's diagram) from `from` (the ball's square unless given): the square it reaches,
 * and whether that is off the pitch. A ball never passes a wall or enters rock (a board's, not a rule's, fact): on a
 * board with walls the d8 is rolled again until it finds an open square, and the ball stays put if there is none. */
export function scatterOnce(ctx: Parameters<typeof roll>[0], s: GState, rule: string, from: { x: number; y: number } = s.ball): { x: number; y: number; off: boolean; fromX: number; fromY: number } {
  const pitch = pitchOf(s);
  const b = pitch.board;
  if (!b.open && SCATTER_D8.every((d) => stepBlocked(b, from.x, from.y, from.x + d.x, from.y + d.y))) {
    return { x: from.x, y: from.y, off: false, fromX: from.x, fromY: from.y };
  }
  for (;;) {
    const d8 = roll(ctx, { rule, dice: 'd8', outcome: (t) => `direction ${t}` }).total;
    const to = scatterStep(from, d8);
    if (!b.open && stepBlocked(b, from.x, from.y, to.x, to.y)) continue;
    return { x: to.x, y: to.y, off: !onPitch(pitch, to.x, to.y), fromX: from.x, fromY: from.y };
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
        push(ctx, { p: 'gridiron.throw-in', ...wentOff(s, { x: step.fromX, y: step.fromY }, step), ...carryRisk(f) });
        return;
      }
      ballLoose(s, step.x, step.y);
      emit(ctx, { type: 'ball-bounces', x: step.x, y: step.y });
      const there = playerAt(s, step.x, step.y);
      if (!there) {
        pop(ctx);
        comeToRest(ctx, f);
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
